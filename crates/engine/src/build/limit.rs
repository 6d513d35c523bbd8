//! The limits a build of the suites runs under, so that no student code holds up grading: a
//! `const` that never finishes evaluating, or types that grow without end, pass every source
//! check and would keep the compiler busy for ever.
//!
//! Time is limited per crate compiled from student code (the teaching crates and the suite
//! binary), from the moment cargo starts it: the grader's own crates, compiled once, may take
//! as long as a first build takes. Memory is limited per process of the build on Linux, where
//! a limit can be set on a process already started (cargo, inherited by every rustc and linker
//! it starts); elsewhere that needs code run between `fork` and `exec`, which is `unsafe`.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use wait_timeout::ChildExt;

use super::bar;

/// Statements that pass every source check and keep the compiler busy for ever (a `const`
/// whose evaluation never ends, allowed to run long): what the time limit stops. The proofs of
/// the limit and the class bench plant them at the start of a region, before its body.
pub const STALLS_THE_COMPILER: &str = "#[allow(long_running_const_eval)]\nconst _: () = loop {};\n";

/// What a build of the suites may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long one crate compiled from student code may take.
    pub time: Duration,
    /// Bytes of data one process of the build may hold, where the platform allows a limit.
    pub memory: u64,
}

impl Limits {
    /// Data one compiler may hold: far more than these crates need, little enough to stop a
    /// huge constant before it takes the machine's memory.
    pub const MEMORY: u64 = 4 << 30;

    /// For a student's own grading, where nobody else waits: generous.
    pub const GENEROUS: Limits = Limits { time: Duration::from_secs(600), memory: Self::MEMORY };

    /// Official grading's default (grade-all, Gradescope): a teaching crate compiles in well
    /// under a second here and in a few on Gradescope's half CPU, so ten seconds are only ever
    /// reached by code that stalls the compiler, and the search for its region (at most
    /// four more builds) stays under a minute.
    pub const OFFICIAL: Limits = Limits { time: Duration::from_secs(10), memory: Self::MEMORY };

    /// The official limits with another time limit.
    pub fn official(time: Duration) -> Limits {
        Limits { time, ..Limits::OFFICIAL }
    }
}

/// What a build printed, and how it ended.
pub struct BuildOutput {
    /// Cargo's messages, one JSON object a line.
    pub stdout: String,
    /// Cargo's status lines, without its progress bar.
    pub stderr: String,
    /// Whether cargo finished and succeeded.
    pub success: bool,
    /// The crates that ran past the time limit (folders from the root), when the build was
    /// stopped for it.
    pub stalled: Vec<String>,
}

/// Runs `command`, a cargo build with JSON messages and piped output, under `limits`:
/// stopped, with all it started, once a crate `clock` watches has compiled for too long.
/// `notice` is as for [`bar::Watch::start`].
pub fn run(
    command: &mut Command,
    limits: Limits,
    clock: &Clock,
    notice: Option<String>,
) -> Result<BuildOutput> {
    // The clock reads cargo's status lines: plain, and never turned off by a user's settings.
    command.env("CARGO_TERM_COLOR", "never").env("CARGO_TERM_QUIET", "false");
    let mut child = spawn(command, limits)?;
    let status_clock = clock.clone();
    let status_lines = Box::new(move |line: &str| status_clock.status(line));
    let watch = bar::Watch::start(child.stderr.take().expect("stderr is piped"), notice, status_lines);
    let reader = {
        let (clock, stdout) = (clock.clone(), child.stdout.take().expect("stdout is piped"));
        std::thread::spawn(move || read_messages(stdout, &clock))
    };
    let (success, stalled) = loop {
        if let Some(status) =
            child.wait_timeout(Duration::from_millis(100)).context("cannot wait for cargo")?
        {
            break (status.success(), Vec::new());
        }
        let stalled = clock.past(limits.time);
        if !stalled.is_empty() {
            stop(&mut child);
            break (false, stalled);
        }
    };
    let stdout = reader.join().unwrap_or_default();
    Ok(BuildOutput { stdout, stderr: watch.finish(), success, stalled })
}

/// Reads cargo's messages to the end, telling `clock` of each crate that is built.
fn read_messages(stdout: ChildStdout, clock: &Clock) -> String {
    #[derive(serde::Deserialize)]
    struct Artifact {
        reason: String,
        manifest_path: PathBuf,
    }
    let mut read = String::new();
    for line in BufReader::new(stdout).lines() {
        let Ok(line) = line else { break };
        if let Ok(artifact) = serde_json::from_str::<Artifact>(&line)
            && artifact.reason == "compiler-artifact"
        {
            clock.built(&artifact.manifest_path);
        }
        read.push_str(&line);
        read.push('\n');
    }
    read
}

/// Starts `command` (cargo, or a compiler of a replay) in a process group of its own, so that
/// it can be stopped with every compiler and linker it started, under the memory limit of
/// `limits`.
pub(crate) fn spawn(command: &mut Command, limits: Limits) -> Result<Child> {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    let child = command.spawn().context("cannot run cargo")?;
    limit_memory(&child, limits.memory);
    Ok(child)
}

/// Limits the data each process of the build may hold. Where the system refuses (a container
/// that filters the call), the build goes on without: its time limit still ends it.
#[cfg(target_os = "linux")]
fn limit_memory(child: &Child, bytes: u64) {
    use rustix::process::{Pid, Resource, Rlimit, prlimit};
    let limit = Rlimit { current: Some(bytes), maximum: Some(bytes) };
    // Set before cargo has read its manifests, long before it starts a compiler.
    let _ = prlimit(Some(Pid::from_child(child)), Resource::Data, limit);
}

#[cfg(not(target_os = "linux"))]
fn limit_memory(_child: &Child, _bytes: u64) {}

/// Stops what [`spawn`] started, and everything in its process group.
pub(crate) fn stop(child: &mut Child) {
    #[cfg(unix)]
    {
        use rustix::process::{Pid, Signal, kill_process_group};
        let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// The crates compiled from student code that are compiling now, and since when: told by
/// cargo's status lines when each starts and when one fails, and by its messages when one is
/// built. (An error message alone does not end a compiler: it may go on working.)
#[derive(Clone, Debug)]
pub struct Clock {
    root: PathBuf,
    /// Each watched crate's folder, from the root.
    watched: Vec<String>,
    /// The package name and start of each watched crate compiling now, by folder.
    started: Arc<Mutex<BTreeMap<String, (String, Instant)>>>,
}

impl Clock {
    /// A clock for a build of the workspace at `root` that times the crates in `watched`
    /// (folders from the root).
    pub fn new(root: &Path, watched: Vec<String>) -> Clock {
        Clock { root: root.to_path_buf(), watched, started: Arc::default() }
    }

    /// Reads a status line of cargo's standard error: `Compiling hog-rules v0.1.0 (/…/crates/rules)`
    /// starts a crate, ``error: could not compile `hog-rules` `` ends one.
    pub fn status(&self, line: &str) {
        let mut started = self.started.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(rest) = line.trim().strip_prefix("Compiling ") {
            let name = rest.split(' ').next().unwrap_or_default().to_owned();
            let folder = rest.rsplit_once(" (").and_then(|(_, path)| path.strip_suffix(')'));
            if let Some(folder) = folder.and_then(|folder| self.watched_folder(Path::new(folder))) {
                started.insert(folder, (name, Instant::now()));
            }
        } else if let Some(rest) = line.trim().strip_prefix("error: could not compile `") {
            let name = rest.split('`').next().unwrap_or_default();
            started.retain(|_, (compiling, _)| compiling != name);
        }
    }

    /// Notes that the crate of `manifest` (its `Cargo.toml`) is built.
    pub fn built(&self, manifest: &Path) {
        if let Some(folder) = manifest.parent().and_then(|folder| self.watched_folder(folder)) {
            self.started.lock().unwrap_or_else(|e| e.into_inner()).remove(&folder);
        }
    }

    /// The watched crates that have compiled for longer than `limit`, by folder.
    pub fn past(&self, limit: Duration) -> Vec<String> {
        let started = self.started.lock().unwrap_or_else(|e| e.into_inner());
        let late = started.iter().filter(|(_, (_, since))| since.elapsed() > limit);
        late.map(|(folder, _)| folder.clone()).collect()
    }

    fn watched_folder(&self, folder: &Path) -> Option<String> {
        let relative = crate::workspace::display(&self.root, folder);
        self.watched.contains(&relative).then_some(relative)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crate_is_timed_from_its_status_line_to_its_message() {
        let clock = Clock::new(Path::new("/s/hog"), vec!["crates/rules".into()]);
        clock.status("   Compiling proptest v1.5.0");
        clock.status("   Compiling hog-grader v0.1.0 (/s/hog/crates/grader)");
        clock.status("   Compiling hog-rules v0.1.0 (/s/hog/crates/rules)");
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(clock.past(Duration::from_millis(10)), ["crates/rules"]);
        assert!(clock.past(Duration::from_secs(60)).is_empty());
        clock.built(Path::new("/s/hog/crates/rules/Cargo.toml"));
        assert!(clock.past(Duration::ZERO).is_empty());
        clock.status("   Compiling hog-rules v0.1.0 (/s/hog/crates/rules)");
        clock.status("error: could not compile `hog-rules` (lib) due to 1 previous error");
        assert!(clock.past(Duration::ZERO).is_empty(), "a crate that failed is done");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn stopping_a_build_stops_what_it_started() {
        let mut command = Command::new("sh");
        command.args(["-c", "sleep 30 & echo $!; wait"]).stdout(std::process::Stdio::piped());
        let mut child = spawn(&mut command, Limits::GENEROUS).unwrap();
        let mut line = String::new();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut line)
            .unwrap();
        let grandchild = line.trim().to_owned();
        stop(&mut child);
        std::thread::sleep(Duration::from_millis(200));
        // Gone, or a zombie waiting for whoever adopted it to collect it.
        let state = std::fs::read_to_string(format!("/proc/{grandchild}/stat")).unwrap_or_default();
        let running = state.rsplit_once(") ").is_some_and(|(_, rest)| !rest.starts_with('Z'));
        assert!(!running, "the process the build started still runs: {state}");
    }
}
