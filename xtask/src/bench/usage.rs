//! What a command costs: its wall time, the CPU time of every process it started, and the
//! peak memory of its whole process tree, as an instructor sizing a batch or a Gradescope
//! container needs them.

use std::fs;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

/// The cost of one command.
#[derive(Clone, Copy, Debug)]
pub struct Usage {
    /// From start to exit.
    pub wall: Duration,
    /// User and system time of the command and all its descendants.
    pub cpu: Duration,
    /// The largest sum of resident memory over the tree seen while it ran (sampled every 10 ms).
    pub peak_rss: u64,
    /// Whether it exited successfully.
    pub success: bool,
    /// Its exit code, unless a signal ended it.
    pub code: Option<i32>,
}

/// Runs `command` to its end and measures it. Its descendants' CPU time is what this
/// process's waited-for children used meanwhile, so measure one command at a time.
pub fn measure(command: &mut Command) -> Result<Usage> {
    run(command, true)
}

/// Like [`measure`], without the memory (`peak_rss` is 0): sampling every process's memory
/// a hundred times a second takes CPU from a build that uses every core.
pub fn timed(command: &mut Command) -> Result<Usage> {
    run(command, false)
}

fn run(command: &mut Command, sampled: bool) -> Result<Usage> {
    let before = children_cpu()?;
    let started = Instant::now();
    let mut child = command.spawn().with_context(|| format!("cannot run {command:?}"))?;
    let done = AtomicBool::new(false);
    let root = child.id();
    let (status, peak_rss) = std::thread::scope(|scope| {
        let sampler = scope.spawn(|| {
            let mut peak = 0;
            while sampled && !done.load(Ordering::Relaxed) {
                peak = peak.max(tree_rss(root));
                std::thread::sleep(Duration::from_millis(10));
            }
            peak
        });
        let status = child.wait();
        done.store(true, Ordering::Relaxed);
        (status, sampler.join().unwrap_or(0))
    });
    let status = status.context("cannot wait for the measured command")?;
    let wall = started.elapsed();
    let cpu = children_cpu()?.saturating_sub(before);
    Ok(Usage { wall, cpu, peak_rss, success: status.success(), code: status.code() })
}

/// User and system time of every child this process has waited for: `cutime` and `cstime`
/// of `/proc/self/stat`, in clock ticks.
#[cfg(target_os = "linux")]
fn children_cpu() -> Result<Duration> {
    let stat = fs::read_to_string("/proc/self/stat").context("cannot read /proc/self/stat")?;
    // The command's name may hold spaces and parentheses: the fields follow the last ')'.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks = |index: usize| -> Result<u64> {
        fields
            .get(index)
            .and_then(|field| field.parse().ok())
            .context("/proc/self/stat has no children's times")
    };
    // Fields 16 and 17 of the whole line; the first field after ')' is the third.
    let total = ticks(16 - 3)? + ticks(17 - 3)?;
    Ok(Duration::from_secs_f64(total as f64 / rustix::param::clock_ticks_per_second() as f64))
}

/// The benches read every process's times and memory in `/proc`, which only Linux has.
#[cfg(not(target_os = "linux"))]
fn children_cpu() -> Result<Duration> {
    anyhow::bail!(
        "`cargo xtask bench` measures CPU time and memory through /proc, which {} does not have: run it on Linux",
        hog_grader::confine::system()
    )
}

/// The resident memory of `root` and every process below it, in bytes (0 where /proc is not).
fn tree_rss(root: u32) -> u64 {
    let Ok(entries) = fs::read_dir("/proc") else { return 0 };
    let processes: Vec<(u32, u32, u64)> = entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| {
            let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // The command's name may hold spaces and parentheses: the fields follow the last ')'.
            let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
            let parent = fields.get(1)?.parse().ok()?;
            let pages: u64 = fields.get(21)?.parse().ok()?;
            Some((pid, parent, pages * 4096))
        })
        .collect();
    let mut tree = vec![root];
    let mut grew = true;
    while grew {
        grew = false;
        for (pid, parent, _) in &processes {
            if tree.contains(parent) && !tree.contains(pid) {
                tree.push(*pid);
                grew = true;
            }
        }
    }
    processes.iter().filter(|(pid, _, _)| tree.contains(pid)).map(|(_, _, rss)| rss).sum()
}

/// `bytes` in MiB, for reports.
pub fn mib(bytes: u64) -> f64 {
    bytes as f64 / f64::from(1 << 20)
}

/// Linux only: the benches read `/proc`, and `sh` runs the grandchild.
#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_command_that_burns_cpu_in_a_grandchild_is_charged_for_it() {
        let usage = measure(
            Command::new("sh").args(["-c", "sh -c 'i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done'"]),
        )
        .unwrap();
        assert!(usage.success);
        assert!(usage.cpu > Duration::from_millis(50), "{usage:?}");
        assert!(usage.cpu <= usage.wall * 2 + Duration::from_millis(50), "{usage:?}");
        assert!(usage.peak_rss > 0, "{usage:?}");
    }
}
