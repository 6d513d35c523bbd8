//! A student's later grades, compiled without cargo.
//!
//! After an edit, only the crates built on student code change: the edited teaching crate,
//! the teaching crates built on it, and the suite binary. Cargo itself then costs as much as
//! compiling them, since it reads the whole workspace and checks every crate's freshness
//! before it starts a compiler. So the lasting sandbox of a student's own grading records the
//! compilers cargo runs for those crates (`cargo build -vv` prints each with the variables it
//! sets), and the next grade runs them again itself, in cargo's order and with its pipelining:
//! a crate starts once the crates it uses have written their metadata.
//!
//! A [`Plan`] is only used while nothing else can have changed: the same grading files, mode,
//! target folder and environment (its key), and every file the compilers read that none of
//! them writes, and every file they write, as the last build left it (its stamps). Any other
//! change sends the build back to cargo, which records a new plan. Cargo's own records stay
//! behind, but safely so: the student files a plan compiled are newer than cargo's last build
//! of them, so cargo compiles them, and everything built on them, again.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use super::limit::{self, Limits};
use super::{Built, Diagnostic, SuiteBinary};

/// One compiler run, as cargo started it for a crate built on student code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The crate's folder, from the workspace root.
    pub folder: String,
    /// The variables cargo set for it; the rest of the environment is the grade's own.
    env: Vec<(String, String)>,
    program: PathBuf,
    args: Vec<String>,
}

impl Step {
    /// Reads one line of `cargo build -vv`: ``Running `NAME=value … rustc ARGS` `` for a crate
    /// in one of the `watched` folders (from `root`). Every other line, a build script's run
    /// or compile included, is `None`.
    pub fn parse(line: &str, root: &Path, watched: &[String]) -> Option<Step> {
        let command = line.trim().strip_prefix("Running `")?.strip_suffix('`')?;
        let words = shlex::split(command)?;
        let first = words.iter().position(|word| !is_assignment(word))?;
        let (assignments, invocation) = words.split_at(first);
        let (program, args) = invocation.split_first()?;
        if Path::new(program).file_stem().is_none_or(|stem| stem != "rustc") {
            return None;
        }
        let env: Vec<(String, String)> = assignments
            .iter()
            .filter_map(|word| word.split_once('='))
            .map(|(name, value)| (name.to_owned(), value.to_owned()))
            .collect();
        let manifest_dir = &env.iter().find(|(name, _)| name == "CARGO_MANIFEST_DIR")?.1;
        let folder = crate::workspace::display(root, Path::new(manifest_dir));
        let step = Step { folder, env, program: PathBuf::from(program), args: args.to_vec() };
        let watched_crate =
            watched.contains(&step.folder) && step.value("--crate-name") != Some("build_script_build");
        watched_crate.then_some(step)
    }

    /// The value of a flag given as `FLAG VALUE`, or of a codegen option given as `-C NAME=VALUE`.
    fn value(&self, flag: &str) -> Option<&str> {
        let pairs = self.args.windows(2);
        if let Some(option) = flag.strip_prefix("-C ") {
            let prefix = format!("{option}=");
            // As for rustc, the last one given counts.
            let mut values =
                pairs.filter(|pair| pair[0] == "-C").filter_map(|pair| pair[1].strip_prefix(prefix.as_str()));
            return values.next_back();
        }
        pairs.filter(|pair| pair[0] == flag).map(|pair| pair[1].as_str()).next_back()
    }

    fn is_binary(&self) -> bool {
        self.value("--crate-type") == Some("bin")
    }

    /// The files it writes that others read: the library and its metadata, or the executable.
    fn outputs(&self) -> Vec<PathBuf> {
        let (Some(dir), Some(name)) = (self.value("--out-dir"), self.value("--crate-name")) else {
            return Vec::new();
        };
        let extra = self.value("-C extra-filename").unwrap_or_default();
        let dir = Path::new(dir);
        if self.is_binary() {
            vec![dir.join(format!("{name}{extra}{}", std::env::consts::EXE_SUFFIX))]
        } else {
            ["rlib", "rmeta"].iter().map(|kind| dir.join(format!("lib{name}{extra}.{kind}"))).collect()
        }
    }

    /// The compiled crates it names with `--extern`.
    fn externs(&self) -> impl Iterator<Item = PathBuf> + '_ {
        let pairs = self.args.windows(2).filter(|pair| pair[0] == "--extern");
        pairs.filter_map(|pair| pair[1].split_once('=')).map(|(_, path)| PathBuf::from(path))
    }

    /// Starts it, from the workspace root as cargo does, in its own process group under the
    /// build's limits, with its messages (JSON) on standard error.
    fn start(&self, root: &Path, limits: Limits) -> Result<Child> {
        let mut command = Command::new(&self.program);
        // cargo's jobserver is not there to hand out tokens: rustc then uses what it finds.
        for variable in ["CARGO_MAKEFLAGS", "MAKEFLAGS", "MFLAGS"] {
            command.env_remove(variable);
        }
        command
            .args(&self.args)
            .envs(self.env.iter().map(|(name, value)| (name, value)))
            .current_dir(root)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        limit::spawn(&mut command, limits).with_context(|| format!("cannot run {}", self.program.display()))
    }
}

/// `NAME=value`, as cargo prints a variable before the command it sets it for.
fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// A file as a build left it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Stamp {
    len: u64,
    modified: SystemTime,
}

impl Stamp {
    fn of(file: &Path) -> Option<Stamp> {
        let metadata = std::fs::metadata(file).ok()?;
        Some(Stamp { len: metadata.len(), modified: metadata.modified().ok()? })
    }
}

/// The recorded compilers of the crates built on student code, and what they were run on.
#[derive(Debug, Serialize, Deserialize)]
pub struct Plan {
    /// What the steps hold for: grading files, mode, target folder and environment.
    key: String,
    /// In the order cargo started them, each after the crates it uses; the suite binary last.
    steps: Vec<Step>,
    /// A digest of each teaching crate's student code as it was last compiled, by folder.
    pub(crate) compiled: BTreeMap<String, String>,
    /// The shared libraries the binary loads from its folder.
    libraries: Vec<PathBuf>,
    /// Every file the steps read that none of them writes, and every file they write.
    stamps: BTreeMap<PathBuf, Stamp>,
}

/// How a replay ended.
pub enum Replayed {
    /// The binary and its libraries, up to date.
    Built(Built),
    /// A compiler failed for a reason that is not the student's code: cargo should build.
    Unusable,
}

impl Plan {
    /// The plan of the cargo build of `binary`, from the compilers it recorded: it needs one
    /// for each folder of `watched` and the suite binary's last, which a build that compiled
    /// every crate built on student code has. `compiled` is a digest of each teaching crate's
    /// student code.
    pub fn record(
        key: &str,
        binary: &SuiteBinary,
        watched: &[String],
        compiled: BTreeMap<String, String>,
    ) -> Result<Plan, String> {
        let steps = binary.compiled.clone();
        if steps.is_empty() {
            return Err("cargo ran no compiler named rustc for the crates built on your code (a \
                        RUSTC_WRAPPER, or another compiler, stands between them)"
                .to_owned());
        }
        let whole = steps.len() == watched.len()
            && watched.iter().all(|folder| steps.iter().filter(|step| &step.folder == folder).count() == 1)
            && steps.last().is_some_and(Step::is_binary);
        if !whole {
            return Err("cargo's build did not compile each crate built on your code once, the suite \
                        binary last"
                .to_owned());
        }
        let mut plan = Plan {
            key: key.to_owned(),
            steps,
            compiled,
            libraries: binary.libraries.clone(),
            stamps: BTreeMap::new(),
        };
        plan.stamp_all()
            .ok_or_else(|| "a file the compilers read or write could not be stamped".to_owned())?;
        Ok(plan)
    }

    /// The plan saved at `file`, if it holds for `key` and every file is as it left it.
    pub fn load(file: &Path, key: &str) -> Option<Plan> {
        let plan: Plan = serde_json::from_str(&std::fs::read_to_string(file).ok()?).ok()?;
        let current = plan.stamps.iter().all(|(file, stamp)| Stamp::of(file).as_ref() == Some(stamp));
        (plan.key == key && current).then_some(plan)
    }

    /// Saves it at `file`, whole or not at all.
    pub fn save(&self, file: &Path) -> Result<()> {
        crate::atomic::write(file, &serde_json::to_vec(self)?)
    }

    /// Stamps every file the steps read that none writes, and every one they write.
    fn stamp_all(&mut self) -> Option<()> {
        let outputs: Vec<PathBuf> = self.steps.iter().flat_map(Step::outputs).collect();
        let read = self.steps.iter().flat_map(|step| step.externs().chain([step.program.clone()]));
        let inputs: Vec<PathBuf> = read.filter(|file| !outputs.contains(file)).collect();
        for file in inputs.into_iter().chain(outputs).chain(self.libraries.clone()) {
            let stamp = Stamp::of(&file)?;
            self.stamps.insert(file, stamp);
        }
        Some(())
    }

    /// Compiles what changed since the plan last ran: the first teaching crate whose code
    /// differs from `digests` (by folder) and every step after it, the suite binary last.
    /// Nothing changed, nothing is compiled.
    pub fn build(
        &mut self,
        root: &Path,
        digests: &BTreeMap<String, String>,
        limits: Limits,
    ) -> Result<Replayed> {
        let changed = self.steps.iter().position(|step| {
            digests.get(&step.folder).is_some_and(|digest| self.compiled.get(&step.folder) != Some(digest))
        });
        if let Some(first) = changed {
            match run(root, &self.steps[first..], limits)? {
                Rerun::Built => {}
                Rerun::Failed(built) => return Ok(Replayed::Built(built)),
                Rerun::Unusable => return Ok(Replayed::Unusable),
            }
            for step in &self.steps[first..] {
                if let Some(digest) = digests.get(&step.folder) {
                    self.compiled.insert(step.folder.clone(), digest.clone());
                }
            }
            self.stamps.clear();
            if self.stamp_all().is_none() {
                return Ok(Replayed::Unusable);
            }
        }
        let binary = self.steps.last().and_then(|step| step.outputs().first().cloned());
        let Some(path) = binary else { return Ok(Replayed::Unusable) };
        Ok(Replayed::Built(Built::Binary(SuiteBinary {
            path,
            libraries: self.libraries.clone(),
            compiled: Vec::new(),
            replayed: true,
            rebuilt: Vec::new(),
        })))
    }
}

/// How running the steps ended.
enum Rerun {
    Built,
    /// The student's code did not compile, or kept a compiler busy past the limit.
    Failed(Built),
    Unusable,
}

/// What a compiler's reader thread tells: its metadata is written, a diagnostic, the end.
enum Event {
    Metadata(usize),
    Diagnostic(Diagnostic),
    Closed(usize),
}

/// Runs `steps` in order under `limits`, as cargo would: each library lets the next step
/// start once its metadata is written, and the binary, which links them all, waits for every
/// library to be done.
fn run(root: &Path, steps: &[Step], limits: Limits) -> Result<Rerun> {
    let mut compilers = Compilers::new(steps, limits);
    for (index, step) in steps.iter().enumerate() {
        if step.is_binary() {
            compilers.wait(|c| c.running.is_empty())?;
        }
        if compilers.ended() {
            break;
        }
        compilers.start(root, index)?;
        if index + 1 < steps.len() {
            compilers.wait(|c| c.metadata.contains(&index) || !c.is_running(index))?;
        }
    }
    compilers.wait(|c| c.running.is_empty())?;
    compilers.finish(root)
}

/// The compilers of one replay, and what they told.
struct Compilers<'a> {
    steps: &'a [Step],
    limits: Limits,
    events: mpsc::Sender<Event>,
    received: mpsc::Receiver<Event>,
    /// Each compiler still running (or whose messages are still being read), with its start.
    running: Vec<(usize, Child, Instant)>,
    /// The steps whose metadata is written.
    metadata: Vec<usize>,
    /// The steps whose messages are all read.
    closed: Vec<usize>,
    diagnostics: Vec<Diagnostic>,
    failed: bool,
    /// The crate that compiled past the time limit.
    stalled: Option<String>,
}

impl<'a> Compilers<'a> {
    fn new(steps: &'a [Step], limits: Limits) -> Self {
        let (events, received) = mpsc::channel();
        Compilers {
            steps,
            limits,
            events,
            received,
            running: Vec::new(),
            metadata: Vec::new(),
            closed: Vec::new(),
            diagnostics: Vec::new(),
            failed: false,
            stalled: None,
        }
    }

    fn start(&mut self, root: &Path, index: usize) -> Result<()> {
        let mut child = self.steps[index].start(root, self.limits)?;
        let stderr = child.stderr.take().context("a compiler's standard error is piped")?;
        let events = self.events.clone();
        std::thread::spawn(move || read(stderr, index, &events));
        self.running.push((index, child, Instant::now()));
        Ok(())
    }

    fn is_running(&self, index: usize) -> bool {
        self.running.iter().any(|(of, _, _)| *of == index)
    }

    /// Whether a compiler failed or was stopped: nothing more is started.
    fn ended(&self) -> bool {
        self.failed || self.stalled.is_some()
    }

    /// Waits until `done` holds or the replay has ended, collecting what the compilers tell
    /// and stopping every one of them once one runs past the time limit.
    fn wait(&mut self, done: impl Fn(&Self) -> bool) -> Result<()> {
        while !done(self) && !self.ended() {
            match self.received.recv_timeout(Duration::from_millis(5)) {
                Ok(Event::Metadata(of)) => self.metadata.push(of),
                Ok(Event::Diagnostic(diagnostic)) => self.diagnostics.push(diagnostic),
                Ok(Event::Closed(of)) => self.closed.push(of),
                Err(_) => {}
            }
            let mut finished = Vec::new();
            for (at, (of, child, since)) in self.running.iter_mut().enumerate() {
                match child.try_wait()? {
                    // Done once its last message is read too.
                    Some(status) if self.closed.contains(of) => {
                        self.failed |= !status.success();
                        finished.push(at);
                    }
                    Some(_) => {}
                    None if since.elapsed() > self.limits.time => {
                        self.stalled = Some(self.steps[*of].folder.clone());
                    }
                    None => {}
                }
            }
            for at in finished.into_iter().rev() {
                self.running.remove(at);
            }
        }
        if self.ended() {
            for (_, child, _) in &mut self.running {
                limit::stop(child);
            }
            self.running.clear();
        }
        Ok(())
    }

    fn finish(self, root: &Path) -> Result<Rerun> {
        if let Some(folder) = self.stalled {
            let seconds = self.limits.time.as_secs();
            let errors = format!("The build was stopped: {folder} compiled for more than {seconds} s.");
            let stalled = vec![folder];
            return Ok(Rerun::Failed(Built::Failed {
                errors,
                by_student: true,
                located: Vec::new(),
                stalled,
            }));
        }
        if !self.failed {
            return Ok(Rerun::Built);
        }
        let mut diagnostics = self.diagnostics;
        diagnostics.extend(self.received.try_iter().filter_map(|event| match event {
            Event::Diagnostic(diagnostic) => Some(diagnostic),
            _ => None,
        }));
        match super::failure(root, diagnostics, String::new())? {
            built @ Built::Failed { by_student: true, .. } => Ok(Rerun::Failed(built)),
            _ => Ok(Rerun::Unusable),
        }
    }
}

/// Reads one compiler's JSON messages to the end.
fn read(stderr: std::process::ChildStderr, index: usize, events: &mpsc::Sender<Event>) {
    #[derive(Deserialize)]
    struct Message {
        #[serde(rename = "$message_type")]
        kind: String,
        #[serde(default)]
        emit: Option<String>,
    }
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        let Ok(message) = serde_json::from_str::<Message>(&line) else { continue };
        let event = match (message.kind.as_str(), message.emit.as_deref()) {
            ("artifact", Some("metadata")) => Event::Metadata(index),
            ("diagnostic", _) => match serde_json::from_str(&line) {
                Ok(diagnostic) => Event::Diagnostic(diagnostic),
                Err(_) => continue,
            },
            _ => continue,
        };
        let _ = events.send(event);
    }
    let _ = events.send(Event::Closed(index));
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOT: &str = "/s/hog";

    fn watched() -> Vec<String> {
        vec!["crates/rules".to_owned(), "tests/suite-binary".to_owned()]
    }

    #[test]
    fn a_compiler_cargo_ran_is_read_with_the_variables_it_set() {
        let line = "     Running `CARGO=/c/cargo CARGO_CRATE_NAME=hog_rules CARGO_MANIFEST_DIR=/s/hog/crates/rules \
                    CARGO_PKG_DESCRIPTION='The rules'\\''s crate' /t/bin/rustc --crate-name hog_rules \
                    --edition=2024 crates/rules/src/lib.rs --crate-type lib --out-dir /s/target/debug/deps \
                    -C extra-filename=-0123 --extern hog_dice=/s/target/debug/deps/libhog_dice-9.rmeta`";
        let step = Step::parse(line, Path::new(ROOT), &watched()).unwrap();
        assert_eq!(step.folder, "crates/rules");
        assert_eq!(step.program, PathBuf::from("/t/bin/rustc"));
        assert!(step.env.contains(&("CARGO_PKG_DESCRIPTION".to_owned(), "The rules's crate".to_owned())));
        assert_eq!(step.args[0], "--crate-name");
        assert!(!step.is_binary());
        assert_eq!(
            step.outputs(),
            [
                PathBuf::from("/s/target/debug/deps/libhog_rules-0123.rlib"),
                "/s/target/debug/deps/libhog_rules-0123.rmeta".into()
            ]
        );
        assert_eq!(
            step.externs().collect::<Vec<_>>(),
            [PathBuf::from("/s/target/debug/deps/libhog_dice-9.rmeta")]
        );
    }

    #[test]
    fn only_the_compilers_of_watched_crates_are_read() {
        let parse = |line: &str| Step::parse(line, Path::new(ROOT), &watched());
        // Another crate, a build script's compile and its run, and cargo's other lines.
        let grader = "Running `CARGO_MANIFEST_DIR=/s/hog/crates/grader /t/rustc --crate-name hog_grader`";
        let script =
            "Running `CARGO_MANIFEST_DIR=/s/hog/tests/suite-binary /t/rustc --crate-name build_script_build`";
        let run = "Running `CARGO_MANIFEST_DIR=/s/hog/tests/suite-binary /s/target/debug/build/hog-suite-binary-1/build-script-build`";
        for line in
            [grader, script, run, "Fresh hog-dice v0.1.0", "Compiling hog-rules v0.1.0 (/s/hog/crates/rules)"]
        {
            assert_eq!(parse(line), None, "{line}");
        }
        let binary = "Running `CARGO_MANIFEST_DIR=/s/hog/tests/suite-binary /t/rustc --crate-name hog_suite_binary \
                      --crate-type bin --out-dir /s/d -C extra-filename=-7 -C 'link-arg=-Wl,-rpath,$ORIGIN'`";
        let step = parse(binary).unwrap();
        assert!(step.is_binary());
        assert_eq!(
            step.outputs(),
            [PathBuf::from(format!("/s/d/hog_suite_binary-7{}", std::env::consts::EXE_SUFFIX))]
        );
        assert!(step.args.contains(&"link-arg=-Wl,-rpath,$ORIGIN".to_owned()));
    }

    /// A build whose compilers cargo ran through a wrapper records no plan, and says why.
    #[test]
    fn a_build_through_a_wrapper_records_no_plan_and_says_why() {
        let binary = SuiteBinary {
            path: PathBuf::from("hog-suite-binary"),
            libraries: Vec::new(),
            compiled: Vec::new(),
            replayed: false,
            rebuilt: Vec::new(),
        };
        let why = Plan::record("key", &binary, &watched(), BTreeMap::new()).unwrap_err();
        assert!(why.contains("RUSTC_WRAPPER"), "{why}");
    }
}
