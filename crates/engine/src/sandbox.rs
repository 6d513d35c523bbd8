//! A throw-away copy of the workspace, for grading code that is not the student's:
//! the grader's fixtures, the wrong-solution zoo, submissions. The student's own
//! files are never written to.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime};

use hog_grader::report::json::Report;
use wait_timeout::ChildExt;

use anyhow::{Context, Result, bail};

use crate::build::replay::{Plan, Replayed};
use crate::build::{self, Built, Limits, Mode, SUITE_BINARY, SuiteBinary};
use crate::environment::Places;

/// Where a lasting sandbox keeps the plan of its next build, beside the copy.
const PLAN: &str = "build-plan.json";

/// Why the last plan could not be recorded, kept beside the sandbox so that it is said once.
const REFUSED_PLAN: &str = "replay-refused.txt";

/// The file beside a lasting sandbox's copy that a grade holds locked (see
/// [`Sandbox::lasting_alone`]).
const GRADING_LOCK: &str = ".lock";

/// How the temporary name of a file being kept beside the sandbox starts.
const KEEPING: &str = ".keeping";

/// What a sandbox copies: everything the suites need to build (every edition's teaching
/// files among them, which the solution compiles, and the catalogues the reports speak).
const COPIED: &[&str] = &[
    "Cargo.toml",
    "Cargo.lock",
    "rustfmt.toml",
    ".cargo",
    "crates",
    "editions",
    "locales",
    "tests",
    "xtask",
];

/// A copy of the workspace, building into a target folder of its own or shared with other
/// sandboxes, that can put back every file it was made with.
pub struct Sandbox {
    /// The temporary folder that holds it, deleted with it; `None` for a lasting sandbox.
    _dir: Option<tempfile::TempDir>,
    /// The folder beside the copy: built binaries and reports go there, out of the copy.
    home: PathBuf,
    root: PathBuf,
    target_dir: PathBuf,
    /// Every file as it was copied, by its path from the root: what [`Sandbox::restore`] puts back.
    pristine: BTreeMap<String, Pristine>,
    /// Each student file's text in the copy, by its path from the root, as the sandbox found
    /// it when made and then wrote it: what its builds compile, and so what a plan is recorded
    /// under. Never read back from the copy after a write.
    student_texts: Mutex<BTreeMap<String, Vec<u8>>>,
    /// The lock of a lasting sandbox kept by one grade, held while it lives (see
    /// [`Sandbox::lasting_alone`]).
    _grading: Option<fs::File>,
    /// Whether compile errors keep rustc's colours (for a terminal).
    pub color: bool,
    /// Whether a student watches its builds: a slow one then says so, with cargo's progress.
    pub watched: bool,
    /// Whether the grade was asked to say more (`--verbose`): why later builds cannot skip
    /// cargo, when they cannot, is then said once.
    pub verbose: bool,
}

/// A file as the sandbox was made with it.
struct Pristine {
    bytes: Vec<u8>,
    /// When the original was last modified: the time a fresh copy is given, so that cargo
    /// finds what was built from the same text still fresh, as it does in the checkout itself.
    modified: SystemTime,
}

/// What a run of the suite binary printed.
pub struct SuiteOutput {
    /// Its exit code; `None` when it was killed.
    pub code: Option<i32>,
    /// Whether it ran past its limit and was stopped.
    pub timed_out: bool,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// The result of grading in a sandbox.
pub enum SuiteResult {
    /// The report of the suite binary, and its exit code.
    Report(Report, i32),
    /// The code did not compile; the errors as the student would see them.
    CompileError(String),
}

impl Sandbox {
    /// Copies the workspace at `places.root` (without `target/` or `.git/`) into a temporary
    /// folder. Builds go to the target folder every sandbox of it shares, `places.sandboxes`,
    /// so dependencies are compiled once.
    pub fn new(places: &Places) -> Result<Self> {
        Sandbox::building_in(&places.root, &places.sandboxes)
    }

    /// Like [`Sandbox::new`], building into `target_dir`: where a copy of a checkout (another
    /// edition of it, say) shares the checkout's sandbox builds.
    pub fn building_in(workspace: &Path, target_dir: &Path) -> Result<Self> {
        let dir = tempfile::Builder::new().prefix("hog-sandbox").tempdir()?;
        let home = dir.path().to_path_buf();
        let mut sandbox = Sandbox::copy(workspace, home, target_dir.to_path_buf(), Some(dir))?;
        // Each file gets its original's modification time, so that cargo rebuilds only what it
        // would rebuild in the checkout: a new sandbox does not compile the grader again. Its
        // student files are still compiled anew, as in every sandbox that did not build last
        // (see `Sandbox::build`).
        for (path, pristine) in &sandbox.pristine {
            let file = sandbox.root.join(path);
            write_bytes(&file, &pristine.bytes)?;
            set_modified(&file, pristine.modified)?;
        }
        // What the copy now holds is what it was made with.
        let texts = sandbox.student_paths().into_iter().filter_map(|path| {
            let bytes = sandbox.pristine.get(&path)?.bytes.clone();
            Some((path, bytes))
        });
        *sandbox.student_texts.get_mut().unwrap_or_else(PoisonError::into_inner) = texts.collect();
        Ok(sandbox)
    }

    /// A sandbox that lasts in `home`: where a student's own grading builds, so each grade
    /// compiles only what changed. Every file is brought up to date with `workspace` and
    /// anything else there is deleted. It builds where [`Sandbox::new`] does. It takes no lock:
    /// a grade, which others may run in the same `home` at once, makes it with
    /// [`Sandbox::lasting_alone`].
    pub fn lasting(places: &Places, home: &Path) -> Result<Self> {
        Sandbox::lasting_in(&places.root, home, &places.sandboxes)
    }

    /// Like [`Sandbox::lasting`], building into `target_dir`: where no other sandbox builds,
    /// for a test of what a build does after the same sandbox's last one.
    pub fn lasting_in(workspace: &Path, home: &Path, target_dir: &Path) -> Result<Self> {
        Sandbox::lasting_held(workspace, home, target_dir, None)
    }

    /// Like [`Sandbox::lasting_in`], for one grade at a time: a grade writes the student files
    /// in the copy, builds, keeps the binary beside it and runs the cases with it, and another
    /// grade in the same `home` (another terminal's, a `--watch`) doing the same in between
    /// would mix their code, binaries and plans. So it first takes the lock beside the copy,
    /// waiting (and saying so once) while another grade holds it, and holds it until the
    /// sandbox is dropped.
    pub fn lasting_alone(workspace: &Path, home: &Path, target_dir: &Path) -> Result<Self> {
        fs::create_dir_all(home).with_context(|| format!("cannot make {}", home.display()))?;
        let waiting = "another grade of this checkout is running; waiting for it";
        let grading = lock(&home.join(GRADING_LOCK), Some(waiting))?;
        Sandbox::lasting_held(workspace, home, target_dir, Some(grading))
    }

    /// A lasting sandbox in `home`, holding `grading` (its lock, if taken) while it lives.
    fn lasting_held(
        workspace: &Path,
        home: &Path,
        target_dir: &Path,
        grading: Option<fs::File>,
    ) -> Result<Self> {
        let mut sandbox = Sandbox::copy(workspace, home.to_path_buf(), target_dir.to_path_buf(), None)?;
        if grading.is_some() {
            sandbox.remove_unfinished_keeps()?;
        }
        sandbox._grading = grading;
        // The student files there hold what the last grade put together: left as they are,
        // they are not compiled again unless that changes.
        let students = crate::workspace::student_files(workspace)?;
        sandbox
            .restore(&students.iter().map(|f| crate::workspace::display(workspace, f)).collect::<Vec<_>>())?;
        // The grader's files get their originals' modification times, as in a new sandbox: the
        // crates made of them are then the very ones the checkout's own build of xtask compiled
        // in the target folder both use, and neither compiles them again. The teaching files
        // keep theirs, which say what this sandbox compiled last (see `Sandbox::build`).
        let teaching: Vec<String> = crate::workspace::teaching_files(workspace)?
            .into_iter()
            .flat_map(|file| [file.stub, file.solution])
            .map(|file| crate::workspace::display(workspace, &file))
            .collect();
        for (path, pristine) in sandbox.pristine.iter().filter(|(path, _)| !teaching.contains(path)) {
            let file = sandbox.root.join(path);
            if fs::metadata(&file)?.modified()? != pristine.modified {
                set_modified(&file, pristine.modified)?;
            }
        }
        sandbox.find_student_texts()?;
        Ok(sandbox)
    }

    /// Records each student file's text as the copy holds it when the sandbox is made, left
    /// by the last grade, before this sandbox writes any (see `student_texts`).
    fn find_student_texts(&self) -> Result<()> {
        let mut texts = BTreeMap::new();
        for file in crate::workspace::student_files(&self.root)? {
            let path = crate::workspace::display(&self.root, &file);
            let bytes = fs::read(&file).with_context(|| format!("cannot read {path} in the sandbox"))?;
            texts.insert(path, bytes);
        }
        *self.student_texts.lock().unwrap_or_else(PoisonError::into_inner) = texts;
        Ok(())
    }

    /// Notes that the copy's file at `path` now holds `bytes`, if it is a student file.
    fn note_written(&self, path: &str, bytes: &[u8]) {
        let mut texts = self.student_texts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(text) = texts.get_mut(path) {
            bytes.clone_into(text);
        }
    }

    fn copy(
        workspace: &Path,
        home: PathBuf,
        target_dir: PathBuf,
        dir: Option<tempfile::TempDir>,
    ) -> Result<Self> {
        // cargo records a workspace's files that lie inside its target folder by their place
        // there: another sandbox building the same crates would then be told by this one's
        // files, not its own, whether they changed.
        if home.starts_with(&target_dir) {
            bail!(
                "a grading sandbox cannot live in its target folder ({} is inside {})",
                home.display(),
                target_dir.display()
            );
        }
        let root = home.join("hog");
        let mut pristine = BTreeMap::new();
        for entry in COPIED {
            let from = workspace.join(entry); // a file or a folder: both list their files
            for file in crate::workspace::files(&from, &[])? {
                let relative = crate::workspace::display(workspace, &file);
                let bytes = fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
                let modified = fs::metadata(&file)?.modified()?;
                pristine.insert(relative, Pristine { bytes, modified });
            }
        }
        // The grader reads the known mistakes at their checkout path, as in a workspace of one
        // edition: the copy has the checkout's edition's there.
        let known = hog_grader::signature::KnownMistakes::PATH;
        let edition = crate::edition::course_name(workspace).unwrap_or_default();
        if let Some(file) = crate::edition::files::resolve(workspace, &edition, known) {
            let (bytes, modified) = (fs::read(&file)?, fs::metadata(&file)?.modified()?);
            pristine.insert(known.to_owned(), Pristine { bytes, modified });
        }
        Ok(Sandbox {
            _dir: dir,
            home,
            root,
            target_dir,
            pristine,
            student_texts: Mutex::default(),
            _grading: None,
            color: false,
            watched: false,
            verbose: false,
        })
    }

    /// Puts back every file as it was copied, except the paths in `except` (student files,
    /// written for each grade) where they exist, and deletes every file that was not copied.
    /// Returns the paths it had to mend: after a grade, each is a file the graded code changed.
    /// A mended file gets the current time, so that whatever was built from what it held is
    /// built again.
    pub fn restore(&self, except: &[String]) -> Result<Vec<String>> {
        let mut mended = Vec::new();
        for (path, pristine) in &self.pristine {
            let file = self.root.join(path);
            if except.contains(path) && file.exists() {
                continue;
            }
            if fs::read(&file).ok().as_deref() != Some(pristine.bytes.as_slice()) {
                write_bytes(&file, &pristine.bytes)?;
                self.note_written(path, &pristine.bytes);
                mended.push(path.clone());
            }
        }
        for file in crate::workspace::files(&self.root, &[])? {
            let path = crate::workspace::display(&self.root, &file);
            if !self.pristine.contains_key(&path) && !except.contains(&path) {
                fs::remove_file(&file).with_context(|| format!("cannot delete {path} in the sandbox"))?;
                mended.push(path);
            }
        }
        Ok(mended)
    }

    /// A fingerprint (SHA-256) of every file it was made with but `except`: a grade made in it
    /// depends on these files, so the same fingerprint means the same grading workspace.
    pub fn fingerprint(&self, except: &[String]) -> String {
        let mut fingerprint = crate::digest::Fingerprint::default();
        for (path, pristine) in self.pristine.iter().filter(|(path, _)| !except.contains(path)) {
            fingerprint.file(path, &pristine.bytes);
        }
        fingerprint.hex()
    }

    /// Writes a file of the sandbox if its text differs, so cargo rebuilds only what changed.
    pub fn write_if_changed(&self, path: &str, text: &str) -> Result<()> {
        if self.read(path).ok().as_deref() != Some(text) {
            self.write(path, text)?;
        } else {
            self.note_written(path, text.as_bytes());
        }
        Ok(())
    }

    /// A file beside the copy (for reports), out of reach of what is graded in it.
    pub fn beside(&self, name: &str) -> PathBuf {
        self.home.join(name)
    }

    /// Writes `text` to the file `name` beside the copy (see [`Sandbox::beside`]), whole or
    /// not at all, and returns its path: a reader never finds it half written.
    pub fn write_beside(&self, name: &str, text: &str) -> Result<PathBuf> {
        let file = self.beside(name);
        crate::atomic::write(&file, text.as_bytes())?;
        Ok(file)
    }

    /// The target folder its builds go to.
    pub fn target_dir(&self) -> &Path {
        &self.target_dir
    }

    /// The sandbox's workspace root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Reads a file of the sandbox, by its path from the workspace root.
    pub fn read(&self, path: &str) -> Result<String> {
        fs::read_to_string(self.root.join(path)).with_context(|| format!("cannot read {path} in the sandbox"))
    }

    /// Writes a file of the sandbox, by its path from the workspace root.
    pub fn write(&self, path: &str, text: &str) -> Result<()> {
        fs::write(self.root.join(path), text)
            .with_context(|| format!("cannot write {path} in the sandbox"))?;
        self.note_written(path, text.as_bytes());
        Ok(())
    }

    /// Builds the suites in `mode` under generous limits (see [`Sandbox::build_within`]).
    pub fn build(&self, mode: Mode) -> Result<Built> {
        self.build_within(mode, Limits::GENEROUS)
    }

    /// Builds the suites in `mode` under `limits` and copies the binary beside the sandbox, so
    /// sandboxes sharing a target folder never run each other's builds.
    pub fn build_within(&self, mode: Mode, limits: Limits) -> Result<Built> {
        // Sandboxes share compiled artifacts, and cargo decides freshness by modification
        // times: a file written before another sandbox's build looks older than that build's
        // artifacts. So builds take turns, and a sandbox that did not build last marks its
        // teaching files (student files and solutions) as new, which makes cargo compile again
        // the crates they are in and every crate built on them, in every mode. Those are the
        // crates whose text differs from sandbox to sandbox (submissions, mistakes, editions);
        // the grader below them is the same in all.
        // The turn and the last builder are kept in the target folder, so that sandboxes of
        // other processes (a student's grading copy, a test's, another command's) take turns too.
        fs::create_dir_all(&self.target_dir)?;
        let _turn = wait_for_turn(&self.target_dir, self.watched)?;
        let record = self.target_dir.join(".hog-last-builder");
        let me = self.root.display().to_string();
        let built_last = fs::read_to_string(&record).ok().as_deref() == Some(me.as_str());
        if !built_last {
            self.touch_teaching_files()?;
            crate::atomic::write(&record, me.as_bytes())?;
        }
        // A student's own grading compiles without cargo when only student code changed
        // since its last build (see `build::replay`); else cargo builds and records for next time.
        let plan = self.replays(mode).then(|| self.plan_key(mode));
        if let Some(key) = &plan
            && built_last
        {
            if let Some(built) = self.replay(key, limits)? {
                return self.kept(built);
            }
            // So that cargo compiles every crate built on student code, and the plan is whole.
            self.touch_teaching_files()?;
        }
        let notice = self.watched.then(|| {
            let first = !self.target_dir.join("debug").exists();
            if first { hog_i18n::t!("building-first") } else { hog_i18n::t!("building") }
        });
        let request = build::Request {
            color: self.color,
            target_dir: Some(self.target_dir.clone()),
            notice,
            record: plan.is_some(),
        };
        let built = build::suites(&self.root, mode, request, limits)?;
        if let (Some(key), Built::Binary(binary)) = (&plan, &built) {
            self.record_plan(key, binary)?;
        }
        self.kept(built)
    }

    /// The binary of a build and its shared libraries, put beside the sandbox.
    fn kept(&self, built: Built) -> Result<Built> {
        let Built::Binary(built) = built else { return Ok(built) };
        // The binary finds its shared libraries beside itself, so they come along.
        let libraries =
            built.libraries.iter().map(|library| self.keep(library, None)).collect::<Result<_>>()?;
        let path = self.keep(&built.path, Some(SUITE_BINARY))?;
        Ok(Built::Binary(SuiteBinary { path, libraries, compiled: Vec::new(), ..built }))
    }

    /// Whether builds in `mode` replay their compilers: a student's own, in a lasting sandbox,
    /// on Unix, where cargo prints a compiler's variables as `NAME=value` before it.
    fn replays(&self, mode: Mode) -> bool {
        cfg!(unix) && self._dir.is_none() && mode == Mode::Student
    }

    /// What a plan of this sandbox's builds in `mode` holds for: the mode, the colours, the
    /// target folder, the environment cargo and rustc read, every cargo configuration file
    /// cargo would read for it (profiles, rustflags, a linker), and every file but the student
    /// files, by its bytes.
    fn plan_key(&self, mode: Mode) -> String {
        let mut key = crate::digest::Fingerprint::default();
        key.part(mode.cargo_args().join(" ")).part([u8::from(self.color)]);
        key.part(self.target_dir.as_os_str().as_encoded_bytes());
        let mut environment: Vec<(std::ffi::OsString, std::ffi::OsString)> = std::env::vars_os()
            .filter(|(name, _)| {
                name.to_str().is_some_and(|name| name.starts_with("CARGO") || name.starts_with("RUST"))
            })
            .collect();
        environment.sort();
        for (name, value) in environment {
            key.part(name.as_encoded_bytes()).part(value.as_encoded_bytes());
        }
        for config in cargo_configs(&self.root) {
            if let Ok(bytes) = fs::read(&config) {
                key.file(&config.to_string_lossy(), &bytes);
            }
        }
        let students = self.student_paths();
        for (path, pristine) in self.pristine.iter().filter(|(path, _)| !students.contains(path)) {
            key.file(path, &pristine.bytes);
        }
        key.hex()
    }

    /// Says, in the verbose output, why the next grades build with cargo rather than by a
    /// plan: once for each reason, which is kept beside the sandbox.
    fn say_once_why_cargo_builds(&self, why: &str) -> Result<()> {
        let said = self.home.join(REFUSED_PLAN);
        if !self.verbose || fs::read_to_string(&said).ok().as_deref() == Some(why) {
            return Ok(());
        }
        eprintln!("note: later grades will build with cargo, a little more slowly: {why}.");
        crate::atomic::write(&said, why.as_bytes())
    }

    /// The student files, by path from the root.
    fn student_paths(&self) -> Vec<String> {
        let files = crate::workspace::student_files(&self.root).unwrap_or_default();
        files.iter().map(|file| crate::workspace::display(&self.root, file)).collect()
    }

    /// A digest of each teaching crate's student code as this sandbox wrote it for the
    /// compilers, by the crate's folder: from the texts it holds (see `student_texts`), so
    /// that a plan is recorded under the code its compilers read.
    fn student_code(&self) -> BTreeMap<String, String> {
        let texts = self.student_texts.lock().unwrap_or_else(PoisonError::into_inner);
        let mut code: BTreeMap<String, crate::digest::Fingerprint> = BTreeMap::new();
        for (path, bytes) in texts.iter() {
            let Some(folder) = build::crate_of(&self.root, &self.root.join(path)) else { continue };
            code.entry(folder).or_default().file(path, bytes);
        }
        code.into_iter().map(|(folder, mut digest)| (folder, digest.hex())).collect()
    }

    /// Builds by the plan of the last build, if it holds for `key` and its files are as it left
    /// them; `None` when cargo must build.
    fn replay(&self, key: &str, limits: Limits) -> Result<Option<Built>> {
        let file = self.home.join(PLAN);
        let Some(mut plan) = Plan::load(&file, key) else { return Ok(None) };
        let compiled_before = plan.compiled.clone();
        match plan.build(&self.root, &self.student_code(), limits)? {
            Replayed::Built(built) => {
                // Nothing compiled, nothing to write: a grade of unchanged code only reads.
                if plan.compiled != compiled_before {
                    plan.save(&file)?;
                }
                Ok(Some(built))
            }
            Replayed::Unusable => {
                let _ = fs::remove_file(&file);
                Ok(None)
            }
        }
    }

    /// Keeps what cargo ran for `binary` as the plan of the next build, or none if it did not
    /// compile every crate built on student code.
    fn record_plan(&self, key: &str, binary: &SuiteBinary) -> Result<()> {
        let file = self.home.join(PLAN);
        let watched = build::student_crates(&self.root)?;
        match Plan::record(key, binary, &watched, self.student_code()) {
            Ok(plan) => plan.save(&file),
            Err(why) => {
                let _ = fs::remove_file(&file);
                self.say_once_why_cargo_builds(&why)
            }
        }
    }

    /// Puts a built file beside the sandbox, under `name` or its own. A link is enough, and much
    /// faster than a copy: cargo and the linker replace their files rather than write into
    /// them, so this one stays as it was built. It is made under a temporary name and renamed
    /// over the one kept before, so the kept file is never missing or half copied. A build that
    /// changed nothing left the very file kept before, which is kept as it is: renaming a link
    /// over another link to the same file does nothing, and would leave the temporary behind.
    fn keep(&self, built: &Path, name: Option<&str>) -> Result<PathBuf> {
        let own_name = built.file_name().with_context(|| format!("{} names no file", built.display()))?;
        let own = self.home.join(name.map_or(own_name, std::ffi::OsStr::new));
        if same_file::is_same_file(built, &own).unwrap_or(false) {
            return Ok(own);
        }
        let mut temporary = tempfile::Builder::new();
        temporary.prefix(KEEPING);
        let made = temporary
            .make_in(&self.home, |path| fs::hard_link(built, path))
            .or_else(|_| temporary.make_in(&self.home, |path| fs::copy(built, path).map(|_| ())));
        let made =
            made.with_context(|| format!("cannot keep {} in {}", built.display(), self.home.display()))?;
        made.persist(&own).with_context(|| format!("cannot keep {}", own.display()))?;
        Ok(own)
    }

    /// Removes what a [`Sandbox::keep`] stopped halfway, or one before it kept a file again,
    /// left behind: a link to an old build each. Only the holder of the grading lock may, as
    /// no other grade is keeping a file meanwhile.
    fn remove_unfinished_keeps(&self) -> Result<()> {
        let entries =
            fs::read_dir(&self.home).with_context(|| format!("cannot list {}", self.home.display()))?;
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(KEEPING) {
                let _ = fs::remove_file(entry.path());
            }
        }
        Ok(())
    }

    fn touch_teaching_files(&self) -> Result<()> {
        let now = SystemTime::now();
        let solutions = crate::workspace::teaching_files(&self.root)?.into_iter().map(|file| file.solution);
        for file in crate::workspace::student_files(&self.root)?.into_iter().chain(solutions) {
            set_modified(&file, now)?;
        }
        Ok(())
    }

    /// Builds the suites in `mode` and grades with `args` (plus `--format json`).
    pub fn grade(&self, mode: Mode, args: &[&str]) -> Result<SuiteResult> {
        let binary = match self.build(mode)? {
            Built::Failed { errors, .. } => return Ok(SuiteResult::CompileError(errors)),
            Built::Binary(binary) => binary.path,
        };
        let (report, code) = self.report(&binary, args, &[])?;
        Ok(SuiteResult::Report(report, code))
    }

    /// Grades with a built suite binary, `args` (plus `--format json`) and `env`: its JSON
    /// report and exit code.
    pub fn report(&self, binary: &Path, args: &[&str], env: &[(&str, &str)]) -> Result<(Report, i32)> {
        let run = self.run(binary, &[args, &["--format", "json"]].concat(), env, None)?;
        let Some(code) = run.code else { bail!("the suite binary was killed") };
        let report = Report::parse(&run.stdout)
            .with_context(|| format!("the suite binary printed no report: {}", run.stderr))?;
        Ok((report, code))
    }

    /// Runs a built suite binary in the sandbox with `env` added, stopping it after `limit`
    /// if one is given.
    pub fn run(
        &self,
        binary: &Path,
        args: &[&str],
        env: &[(&str, &str)],
        limit: Option<Duration>,
    ) -> Result<SuiteOutput> {
        let mut child = Command::new(binary)
            .args(args)
            .envs(env.iter().copied())
            .env(hog_grader::EXPECTED_ROOT, &self.root)
            .current_dir(&self.root)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot run {}", binary.display()))?;
        let read = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut text = String::new();
                if let Some(mut pipe) = pipe {
                    let _ = pipe.read_to_string(&mut text);
                }
                text
            })
        };
        let stdout = read(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let stderr = read(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let status = match limit {
            None => Some(child.wait()?),
            Some(limit) => match child.wait_timeout(limit)? {
                Some(status) => Some(status),
                None => {
                    let _ = child.kill();
                    let _ = child.wait();
                    None
                }
            },
        };
        Ok(SuiteOutput {
            code: status.and_then(|s| s.code()),
            timed_out: status.is_none(),
            stdout: stdout.join().unwrap_or_default(),
            stderr: stderr.join().unwrap_or_default(),
        })
    }
}

/// Takes the turn of the target folder `target_dir`, which sandboxes of every process take
/// before they build there: held until the returned file is dropped.
pub fn build_turn(target_dir: &Path) -> Result<fs::File> {
    wait_for_turn(target_dir, false)
}

/// Takes the target folder's turn: a lock on a file there, held until the returned file
/// is dropped. A student who watches is told when another build has it.
fn wait_for_turn(target_dir: &Path, watched: bool) -> Result<fs::File> {
    let waiting = watched.then_some("Waiting for another grading build to finish…");
    lock(&target_dir.join(".hog-build-turn"), waiting)
}

/// Locks the file at `path` (made if missing), waiting while another process or sandbox
/// holds it and printing `waiting`, if given, once to stderr; held until the returned file
/// is dropped.
pub fn lock(path: &Path, waiting: Option<&str>) -> Result<fs::File> {
    let file = fs::File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .with_context(|| format!("cannot open {}", path.display()))?;
    let cannot = || {
        format!(
            "cannot lock {}, which keeps two commands from working on the same files at once: \
             its file system must allow locks",
            path.display()
        )
    };
    match file.try_lock() {
        Ok(()) => {}
        Err(fs::TryLockError::WouldBlock) => {
            if let Some(waiting) = waiting {
                eprintln!("{waiting}");
            }
            file.lock().with_context(cannot)?;
        }
        Err(fs::TryLockError::Error(error)) => return Err(error).with_context(cannot),
    }
    Ok(file)
}

/// Sets a file's modification time.
fn set_modified(file: &Path, time: SystemTime) -> Result<()> {
    fs::File::options()
        .append(true)
        .open(file)
        .and_then(|f| f.set_modified(time))
        .with_context(|| format!("cannot set the modification time of {}", file.display()))
}

fn write_bytes(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::write(path, bytes).with_context(|| format!("cannot write {}", path.display()))
}

/// Copies a file, making the folders it goes in.
pub fn copy_file(from: &Path, to: &Path) -> Result<()> {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::copy(from, to).with_context(|| format!("cannot copy {}", from.display()))?;
    Ok(())
}

/// The cargo configuration files a build in `dir` may read, whether or not they exist: in
/// `.cargo/` of `dir` and of every folder above it, then in cargo's home.
fn cargo_configs(dir: &Path) -> Vec<PathBuf> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    let folders = dir.ancestors().map(|folder| folder.join(".cargo")).chain(home);
    folders.flat_map(|folder| [folder.join("config.toml"), folder.join("config")]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandbox_is_never_made_inside_its_target_folder() {
        let root = crate::environment::root().unwrap();
        let target = tempfile::tempdir().unwrap();
        let inside = target.path().join("grading");
        let error = Sandbox::copy(&root, inside, target.path().to_path_buf(), None).err().unwrap();
        assert!(error.to_string().contains("cannot live in its target folder"), "{error}");
    }

    #[test]
    fn a_build_waits_while_another_has_the_turn() {
        let target = tempfile::tempdir().unwrap();
        let first = wait_for_turn(target.path(), false).unwrap();
        let waiting = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let second = {
            let (target, waiting) = (target.path().to_path_buf(), waiting.clone());
            std::thread::spawn(move || {
                let turn = wait_for_turn(&target, false).unwrap();
                waiting.store(false, std::sync::atomic::Ordering::SeqCst);
                turn
            })
        };
        std::thread::sleep(Duration::from_millis(300));
        assert!(waiting.load(std::sync::atomic::Ordering::SeqCst), "two builds had the turn at once");
        drop(first);
        second.join().unwrap();
        assert!(!waiting.load(std::sync::atomic::Ordering::SeqCst));
    }

    /// A grade holds its lasting sandbox while it lives, and only then: the grade after it
    /// (the next run of `--watch`) takes it at once.
    #[test]
    fn a_grade_waits_while_another_holds_the_lasting_sandbox() {
        let root = crate::environment::root().unwrap();
        let (home, target) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let first = Sandbox::lasting_alone(&root, home.path(), target.path()).unwrap();
        let waiting = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let second = {
            let (root, home, target, waiting) =
                (root.clone(), home.path().to_path_buf(), target.path().to_path_buf(), waiting.clone());
            std::thread::spawn(move || {
                let sandbox = Sandbox::lasting_alone(&root, &home, &target).unwrap();
                waiting.store(false, std::sync::atomic::Ordering::SeqCst);
                drop(sandbox);
            })
        };
        std::thread::sleep(Duration::from_millis(300));
        assert!(waiting.load(std::sync::atomic::Ordering::SeqCst), "two grades held the sandbox at once");
        drop(first);
        second.join().unwrap();
        assert!(!waiting.load(std::sync::atomic::Ordering::SeqCst));
        drop(Sandbox::lasting_alone(&root, home.path(), target.path()).unwrap());
    }

    /// A kept file replaces the one kept before under its name, and leaves no temporary file.
    #[test]
    fn a_kept_file_is_replaced_whole() {
        let root = crate::environment::root().unwrap();
        let (home, target) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let sandbox = Sandbox::lasting_in(&root, home.path(), target.path()).unwrap();
        let built = tempfile::tempdir().unwrap();
        let file = built.path().join("hog_suite_binary-0123");
        for text in ["first build", "second build"] {
            let _ = fs::remove_file(&file); // as the linker does: a new file, never written into
            fs::write(&file, text).unwrap();
            let kept = sandbox.keep(&file, Some(SUITE_BINARY)).unwrap();
            assert_eq!(fs::read_to_string(&kept).unwrap(), text);
        }
        // A build that changed nothing leaves the file kept before, which is kept again.
        let kept = sandbox.keep(&file, Some(SUITE_BINARY)).unwrap();
        assert_eq!(fs::read_to_string(&kept).unwrap(), "second build");
        // What a keep stopped halfway left goes with the next grade that holds the lock.
        drop(sandbox);
        fs::write(home.path().join(format!("{KEEPING}Ab12Cd")), "an old build").unwrap();
        drop(Sandbox::lasting_alone(&root, home.path(), target.path()).unwrap());
        let beside: Vec<String> = fs::read_dir(home.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name != "hog" && name != GRADING_LOCK)
            .collect();
        assert_eq!(beside, [SUITE_BINARY]);
    }

    /// A plan's key changes with a grader file's bytes, even when its size and time do not,
    /// and with a cargo configuration file above the workspace, which the copy does not hold.
    #[test]
    fn a_plans_key_follows_every_files_bytes_and_cargos_configuration() {
        let checkout = crate::environment::root().unwrap();
        let (copy, home, target) =
            (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        crate::workspace::copy_checkout(&checkout, copy.path()).unwrap();
        let key =
            || Sandbox::lasting_in(copy.path(), home.path(), target.path()).unwrap().plan_key(Mode::Student);
        let first = key();
        assert_eq!(key(), first, "the same files, the same key");

        let grader = copy.path().join("crates/grader/src/lib.rs");
        let (text, modified) =
            (fs::read_to_string(&grader).unwrap(), fs::metadata(&grader).unwrap().modified().unwrap());
        let at = text.find("grade").expect("the grader's file names a grade");
        let edited = format!("{}Grade{}", &text[..at], &text[at + "grade".len()..]);
        fs::write(&grader, &edited).unwrap();
        set_modified(&grader, modified).unwrap();
        let second = key();
        assert_ne!(second, first, "an edit that keeps the size and time changes the key");

        let config = home.path().join(".cargo/config.toml");
        fs::create_dir_all(config.parent().unwrap()).unwrap();
        fs::write(&config, "[profile.dev]\nopt-level = 3\n").unwrap();
        assert_ne!(key(), second, "a cargo configuration above the workspace changes the key");
    }
}
