//! `cargo xtask bench --gradescope`: what one submission costs Gradescope. It unpacks the
//! autograder (`cargo xtask gradescope`) into a fake `/autograder`, builds it as `setup.sh`
//! does when Gradescope makes the image, then runs `run_autograder` on a full-marks
//! submission: wall time, CPU time and peak memory of the whole process tree. Where this
//! machine lets it make control groups (as root on cgroup v1), it runs the same submission
//! again within Gradescope's default container, 0.5 vCPU and 768 MB.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use super::usage::{self, Usage, mib};
use hog_engine::environment::Places;
use hog_engine::workspace;
use hog_official::batch::gradescope;

/// Gradescope's default container: half a CPU (a quota per period, in µs) and 768 MB.
const CPU_QUOTA_US: u64 = 50_000;
const CPU_PERIOD_US: u64 = 100_000;
const MEMORY_BYTES: u64 = 768 * 1_000_000;

/// `cargo xtask bench --gradescope`.
pub fn run(places: &Places) -> Result<()> {
    let root = places.root.clone();
    workspace::require_solutions(&root)?;
    let fake = tempfile::Builder::new().prefix("hog-gradescope").tempdir()?;
    let autograder = fake.path().join("autograder");
    let zip = fake.path().join("autograder.zip");
    gradescope::package(places, &zip)?;
    let mut archive = zip::ZipArchive::new(fs::File::open(&zip)?)?;
    archive.extract(autograder.join("source"))?;
    let source = autograder.join("source");

    println!("Building the autograder as setup.sh does (once per assignment, from nothing)…");
    let leaderboard =
        hog_grader::course::Course::load(&root).map_err(anyhow::Error::msg)?.leaderboard.enabled;
    let (mut wall, mut cpu) = (std::time::Duration::ZERO, std::time::Duration::ZERO);
    for args in gradescope::setup_builds(leaderboard) {
        let step = usage::measure(
            Command::new(hog_engine::build::cargo())
                .args(&args)
                .arg("--quiet")
                .current_dir(&source)
                .env_remove("CARGO_TARGET_DIR")
                .stdout(Stdio::null()),
        )?;
        if !step.success {
            bail!("the autograder did not build: cargo {}", args.join(" "));
        }
        (wall, cpu) = (wall + step.wall, cpu + step.cpu);
    }
    let warm = run_autograder(&autograder, &fake.path().join("warm-up"), None)?;
    let submission = autograder.join("submission");
    for file in workspace::teaching_files(&root)? {
        let name = file.stub.file_name().expect("a student file has a name");
        fs::create_dir_all(&submission)?;
        fs::write(submission.join(name), file.solution_text()?)?;
    }
    let graded = run_autograder(&autograder, &submission, None)?;
    let score = score(&autograder)?;
    println!(
        "The autograder, from nothing: {:.0} s wall, {:.0} s CPU.",
        wall.as_secs_f64(),
        cpu.as_secs_f64()
    );
    report("its first run (setup.sh's warm-up, empty submission)", &warm);
    report(&format!("one full-marks submission (score {score})"), &graded);
    match Container::new() {
        Ok(container) => {
            let limited = run_autograder(&autograder, &submission, Some(&container))?;
            report("the same in Gradescope's default container (0.5 vCPU, 768 MB)", &limited);
            println!(
                "    container's peak memory, page cache included: {:.0} MiB of {:.0}; it {}",
                mib(container.peak()?),
                mib(MEMORY_BYTES),
                if container.hit_limit()? { "hit its limit" } else { "never hit its limit" }
            );
        }
        Err(why) => println!("(No container like Gradescope's here: {why:#}.)"),
    }
    Ok(())
}

fn report(what: &str, used: &Usage) {
    println!(
        "{what}: {:.2} s wall, {:.2} s CPU, peak {:.0} MiB (process tree){}",
        used.wall.as_secs_f64(),
        used.cpu.as_secs_f64(),
        mib(used.peak_rss),
        if used.success { "" } else { ", FAILED" }
    );
}

/// Runs `run_autograder` on `submission` (put where Gradescope puts it), in `container` if any.
fn run_autograder(autograder: &Path, submission: &Path, container: Option<&Container>) -> Result<Usage> {
    let place = autograder.join("submission");
    if submission != place {
        let _ = fs::remove_dir_all(&place);
        fs::create_dir_all(&place)?;
        if submission.exists() {
            hog_engine::workspace::copy_checkout(submission, &place)?;
        }
    }
    let script = autograder.join("source/run_autograder");
    let mut command = match container {
        Some(container) => container.command(&script),
        None => {
            let mut command = Command::new("bash");
            command.arg(&script);
            command
        }
    };
    command
        .env("AUTOGRADER_ROOT", autograder)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("HOG_SANDBOX_TARGET")
        .stdout(Stdio::null());
    usage::measure(&mut command)
}

fn score(autograder: &Path) -> Result<String> {
    let path = autograder.join("results/results.json");
    let text =
        fs::read_to_string(&path).with_context(|| format!("run_autograder wrote no {}", path.display()))?;
    let results: serde_json::Value = serde_json::from_str(&text)?;
    Ok(results["score"].to_string())
}

/// A control group limited as Gradescope's default container is (cgroup v1, as root).
struct Container {
    cpu: PathBuf,
    memory: PathBuf,
}

impl Container {
    fn new() -> Result<Self> {
        let own = fs::read_to_string("/proc/self/cgroup").context("no /proc/self/cgroup")?;
        let place_of = |controller: &str| {
            own.lines().find_map(|line| {
                let mut parts = line.splitn(3, ':');
                let (_, names, path) = (parts.next()?, parts.next()?, parts.next()?);
                names.split(',').any(|n| n == controller).then(|| path.trim_start_matches('/').to_owned())
            })
        };
        let group = format!("hog-bench-{}", std::process::id());
        let at = |controller: &str| -> Result<PathBuf> {
            let within =
                place_of(controller).with_context(|| format!("no cgroup v1 {controller} controller"))?;
            let dir = Path::new("/sys/fs/cgroup").join(controller).join(within).join(&group);
            fs::create_dir(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
            Ok(dir)
        };
        let container = Container { cpu: at("cpu")?, memory: at("memory")? };
        fs::write(container.cpu.join("cpu.cfs_period_us"), CPU_PERIOD_US.to_string())?;
        fs::write(container.cpu.join("cpu.cfs_quota_us"), CPU_QUOTA_US.to_string())?;
        fs::write(container.memory.join("memory.limit_in_bytes"), MEMORY_BYTES.to_string())?;
        Ok(container)
    }

    /// `bash script`, moved into the group before it starts.
    fn command(&self, script: &Path) -> Command {
        let mut command = Command::new("sh");
        let join = format!(
            "echo $$ > {}/cgroup.procs && echo $$ > {}/cgroup.procs && exec bash \"$0\"",
            self.cpu.display(),
            self.memory.display()
        );
        command.args(["-c", &join]).arg(script);
        command
    }

    fn peak(&self) -> Result<u64> {
        let text = fs::read_to_string(self.memory.join("memory.max_usage_in_bytes"))?;
        Ok(text.trim().parse()?)
    }

    fn hit_limit(&self) -> Result<bool> {
        Ok(fs::read_to_string(self.memory.join("memory.failcnt"))?.trim() != "0")
    }
}

impl Drop for Container {
    fn drop(&mut self) {
        let _ = fs::remove_dir(&self.cpu);
        let _ = fs::remove_dir(&self.memory);
    }
}
