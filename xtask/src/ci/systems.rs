//! The checks of the systems students run besides Linux, made from Linux: most of a course
//! grades on Windows or macOS laptops, and code that builds here may not build there.
//!
//! - **Type-checked and linted** (`clippy --all-targets -D warnings`): the workspace in both
//!   modes and a student release, for Windows (`x86_64-pc-windows-msvc`) and macOS
//!   (`aarch64-apple-darwin`). A toolchain with the standard library's source builds each
//!   target's standard library (`-Zbuild-std`), as no other target's can be fetched here.
//! - **Run as Windows programs under Wine** (`x86_64-pc-windows-gnu`, linked by MinGW): the
//!   grading engine's tests, its `verdicts` fixture above all, and a release's suite binary
//!   whose student code ends its cases in planted ways, each verdict checked. Wine is not
//!   Windows: it proves what a program computes and how Rust's runtime ends it, not what
//!   Windows' kernel enforces; its stack overflow ends a process with code 0 and no message,
//!   which the checks expect under Wine alone (`HOG_UNDER_WINE`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use hog_engine::stubs::markers::find_regions;

/// The targets type-checked and linted, with the system each stands for.
const CHECKED: &[(&str, &str)] = &[("x86_64-pc-windows-msvc", "Windows"), ("aarch64-apple-darwin", "macOS")];

/// The target run under Wine: the one a Linux machine can link (MinGW) and run.
const RUN: &str = "x86_64-pc-windows-gnu";

/// Where the toolchain that builds other targets' standard libraries is, unless
/// `HOG_SYSTEMS_TOOLCHAIN` names another folder: Debian's `rustc-web` packages.
const DEFAULT_TOOLCHAIN: &str = "/usr/bin";

/// What a fresh Debian machine installs for these checks (`.ci/run` does).
const INSTALL: &str =
    "apt-get install rustc-web cargo-web rust-web-src rust-web-clippy gcc-mingw-w64-x86-64 wine wine64";

/// The student code planted in a release's first regions, in the order of its problems, and
/// the verdict each must get as a Windows program under Wine.
const PLANTED: &[(&str, &str)] = &[
    ("std::process::abort()", "crashed (exception 0xC0000409)"),
    // Wine ends a stack overflow with code 0 and no message; real Windows says 0xC00000FD.
    (
        "fn deeper(depth: u64) -> u64 { deeper(depth + 1) + 1 }\nstd::hint::black_box(deeper(0));\nunreachable!()",
        "exited with code 0",
    ),
    (
        "let memory = std::hint::black_box(vec![0u8; 5 << 30]);\npanic!(\"granted {} bytes past the limit\", memory.len())",
        "out of memory (5368709120 bytes)",
    ),
    ("loop { std::hint::black_box(()); }", "timed out after 2 s"),
    ("std::process::exit(3)", "exited with code 3"),
];

/// The toolchain that builds for other systems.
struct Toolchain {
    /// The folder of its `cargo`, `rustc`, `cargo-clippy` and `clippy-driver`.
    bin: PathBuf,
    /// The workspace it checks.
    root: PathBuf,
    /// Where it builds: apart from the checkout's target folder, which another compiler fills.
    target_dir: PathBuf,
}

/// Runs every check of the other systems, timing each.
pub fn run(root: &Path) -> Result<()> {
    let toolchain = Toolchain::find(root)?;
    let release = toolchain.target_dir.join("release/hog");
    if release.exists() {
        fs::remove_dir_all(&release).with_context(|| format!("cannot remove {}", release.display()))?;
    }
    hog_authoring::release::write(root, &release)?;
    for (target, system) in CHECKED {
        let lint = ["clippy", "--workspace", "--all-targets"];
        let deny = ["--", "-D", "warnings"];
        toolchain.step(
            &format!("{system}: clippy, student mode"),
            root,
            target,
            &[&lint[..], &deny].concat(),
        )?;
        toolchain.step(
            &format!("{system}: clippy, solution mode"),
            root,
            target,
            &[&lint[..], &["--all-features"], &deny].concat(),
        )?;
        toolchain.step(
            &format!("{system}: clippy, a student release"),
            &release,
            target,
            &[&lint[..], &deny].concat(),
        )?;
    }
    let wine = Wine::prepare(&toolchain)?;
    toolchain.step_with(
        "Windows under Wine: the grading engine's tests",
        root,
        RUN,
        &["test", "--package", "hog-grader"],
        |command| wine.configure(command, &toolchain.root),
    )?;
    planted_faults(&toolchain, &wine, &release)
}

impl Toolchain {
    /// The toolchain of `HOG_SYSTEMS_TOOLCHAIN` or Debian's, with the standard library's source.
    fn find(root: &Path) -> Result<Toolchain> {
        let bin = std::env::var_os("HOG_SYSTEMS_TOOLCHAIN")
            .map_or_else(|| PathBuf::from(DEFAULT_TOOLCHAIN), PathBuf::from);
        let missing = |what: &str| {
            anyhow::anyhow!(
                "the Windows and macOS checks need a Rust toolchain with the standard library's source, and {what} is missing from {}.\n\
                 On Debian: `{INSTALL}` (`bash .ci/run` installs them), or name another toolchain's folder in HOG_SYSTEMS_TOOLCHAIN.\n\
                 `cargo xtask ci --this-system` checks this system alone, and says so.",
                bin.display()
            )
        };
        for tool in ["cargo", "rustc", "cargo-clippy", "clippy-driver"] {
            if !bin.join(tool).is_file() {
                return Err(missing(tool));
            }
        }
        let sysroot = Command::new(bin.join("rustc")).args(["--print", "sysroot"]).output()?;
        let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
        if !sysroot.join("lib/rustlib/src/rust/library/std").is_dir() {
            return Err(missing("the standard library's source (lib/rustlib/src/rust/library)"));
        }
        Ok(Toolchain { bin, root: root.to_path_buf(), target_dir: root.join("target/systems") })
    }

    /// Runs cargo with `args` in `dir` for `target`, as [`Toolchain::step_with`] does.
    fn step(&self, title: &str, dir: &Path, target: &str, args: &[&str]) -> Result<()> {
        self.step_with(title, dir, target, args, |_| {})
    }

    /// Runs this toolchain's cargo with `args` in `dir` for `target`, building that target's
    /// standard library, after `configure` has set what the step needs; fails with `title`.
    fn step_with(
        &self,
        title: &str,
        dir: &Path,
        target: &str,
        args: &[&str],
        configure: impl FnOnce(&mut Command),
    ) -> Result<()> {
        let (subcommand, rest) = args.split_first().context("no cargo command")?;
        // A test runs unwinding panics, which the grader catches; a check needs no unwinding.
        let std = if *subcommand == "test" { "std,panic_unwind" } else { "std,panic_abort" };
        // The checkout's lock file is the one to build with; a release's drops the packages
        // it left out, which cargo does without the network.
        let lock = if dir == self.root { "--locked" } else { "--offline" };
        let mut command = self.cargo(dir);
        command.arg(subcommand).args([lock, &format!("-Zbuild-std={std}"), "--target", target]).args(rest);
        configure(&mut command);
        super::timed(title, &format!("cargo {} --target {target}", args.join(" ")), &mut command)
    }

    /// This toolchain's cargo in `dir`, its own tools first on the path (rustup's proxies
    /// would pick rustup's toolchain), building in the systems' target folder.
    fn cargo(&self, dir: &Path) -> Command {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let path =
            std::env::join_paths(std::iter::once(self.bin.clone()).chain(std::env::split_paths(&path)))
                .unwrap_or(path);
        let mut command = Command::new(self.bin.join("cargo"));
        command
            .current_dir(dir)
            .env("PATH", path)
            .env("CARGO", self.bin.join("cargo"))
            .env("RUSTC", self.bin.join("rustc"))
            // `-Zbuild-std` is unstable: a stable toolchain allows it so.
            .env("RUSTC_BOOTSTRAP", "1")
            .env("CARGO_TARGET_DIR", &self.target_dir)
            .env_remove("RUSTC_WRAPPER")
            .env_remove("RUSTC_WORKSPACE_WRAPPER")
            .env_remove("RUSTUP_TOOLCHAIN")
            .env_remove("CARGO_MANIFEST_DIR");
        command
    }
}

/// A Wine prefix that runs Rust's Windows programs.
struct Wine {
    prefix: PathBuf,
}

impl Wine {
    /// The prefix in the systems' target folder, made on first use with the stand-in for
    /// `bcryptprimitives.dll` (see `bcryptprimitives.c`).
    fn prepare(toolchain: &Toolchain) -> Result<Wine> {
        let prefix = toolchain.target_dir.join("wine");
        let dll = prefix.join("drive_c/windows/system32/bcryptprimitives.dll");
        for tool in ["wine", "wineboot", "x86_64-w64-mingw32-gcc"] {
            if !on_path(tool) {
                bail!("the Windows run needs {tool}, which is not on the path. On Debian: `{INSTALL}`");
            }
        }
        if !dll.exists() {
            println!("==> a Wine prefix for the Windows run: {}", prefix.display());
            let wine = Wine { prefix: prefix.clone() };
            let mut boot = Command::new("wineboot");
            boot.arg("--init");
            wine.environment(&mut boot);
            let booted = boot.output().context("cannot run wineboot")?;
            if !booted.status.success() {
                bail!("wineboot failed:\n{}", String::from_utf8_lossy(&booted.stderr));
            }
            let source = toolchain.root.join("xtask/src/ci/bcryptprimitives.c");
            let built = Command::new("x86_64-w64-mingw32-gcc")
                .args(["-shared", "-O2", "-o"])
                .arg(&dll)
                .arg(&source)
                .arg("-ladvapi32")
                .status()
                .context("cannot run x86_64-w64-mingw32-gcc")?;
            if !built.success() {
                bail!("cannot build {} into the Wine prefix", source.display());
            }
        }
        Ok(Wine { prefix })
    }

    /// What every Wine process of the checks is given: its prefix, and no chatter.
    fn environment(&self, command: &mut Command) {
        command
            .env("WINEPREFIX", &self.prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=");
    }

    /// Sets up `command`, a cargo building for [`RUN`], to link with MinGW and run its
    /// programs under Wine; insta, which cannot run cargo from inside Wine, is told the root.
    fn configure(&self, command: &mut Command, root: &Path) {
        self.environment(command);
        command
            .env("CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER", "x86_64-w64-mingw32-gcc")
            .env("CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER", "wine")
            .env("INSTA_WORKSPACE_ROOT", root)
            .env("INSTA_UPDATE", "no")
            .env("HOG_UNDER_WINE", "1");
    }
}

/// Whether `tool` is a file in a folder of the path.
fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
}

/// A release whose first teaching file's first problems end their cases in the [`PLANTED`] ways,
/// built as a Windows program and graded under Wine: each problem's verdict is checked.
fn planted_faults(toolchain: &Toolchain, wine: &Wine, release: &Path) -> Result<()> {
    let file = release.join("crates/rules/src/rules.rs");
    let mut text = hog_engine::text::read(&file)?;
    let problems: Vec<String> = find_regions(&text)
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?
        .into_iter()
        .map(|region| region.problem)
        .filter(|problem| problem != "00")
        .fold(Vec::new(), |mut distinct, problem| {
            if !distinct.contains(&problem) {
                distinct.push(problem);
            }
            distinct
        })
        .into_iter()
        .take(PLANTED.len())
        .collect();
    if problems.len() < PLANTED.len() {
        bail!("{} has fewer than {} problems to plant faults in", file.display(), PLANTED.len());
    }
    for (problem, (code, _)) in problems.iter().zip(PLANTED) {
        text = plant(&text, problem, code)?;
    }
    fs::write(&file, text)?;
    toolchain.step_with(
        "Windows under Wine: a release's suite binary, built",
        release,
        RUN,
        &["build", "--package", "hog-suite-binary"],
        |command| wine.configure(command, release),
    )?;
    let binary = toolchain.target_dir.join(RUN).join("debug/hog-suite-binary.exe");
    let mut grade = Command::new("wine");
    wine.environment(&mut grade);
    grade.arg(&binary).args(["--format", "json", "--timeout", "2"]);
    for problem in &problems {
        grade.args(["-q", problem]);
    }
    let output = grade.output().context("cannot run wine")?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let report = hog_grader::report::json::Report::parse(&stdout).map_err(|e| {
        anyhow::anyhow!(
            "the suite binary's report under Wine does not parse ({e}):\n{stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
    })?;
    let mut wrong = Vec::new();
    for (problem, (_, expected)) in problems.iter().zip(PLANTED) {
        let found = report.problem(problem).and_then(|p| p.cases.first()).map(|case| case.verdict.summary());
        let found = found.unwrap_or_else(|| "no case ran".into());
        println!("    problem {problem}: {found}");
        if found != *expected {
            wrong.push(format!("problem {problem}: expected {expected}, got {found}"));
        }
    }
    if !wrong.is_empty() {
        bail!("the release's suite binary under Wine gave wrong verdicts:\n{}", wrong.join("\n"));
    }
    Ok(())
}

/// `text` with every region of problem `problem` holding `code` alone (a problem may have
/// several functions, and its cases may call any of them first).
fn plant(text: &str, problem: &str, code: &str) -> Result<String> {
    let regions = find_regions(text).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    // From the last region up, so that the lines of the ones above stay where they were.
    for region in regions.iter().rev().filter(|r| r.problem == problem) {
        let body = hog_engine::stubs::reindent(code, hog_engine::stubs::indent_of(&lines[region.end]));
        lines.splice(region.begin + 1..region.end, body.lines().map(str::to_owned));
    }
    Ok(lines.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_is_planted_in_every_region_of_its_problem_and_no_other() {
        let text = "fn a() -> u32 {\n    // BEGIN PROBLEM 04\n    todo!()\n    // END PROBLEM 04\n}\n\
                    fn b() -> u32 {\n    // BEGIN PROBLEM 04\n    todo!()\n    // END PROBLEM 04\n}\n\
                    fn c() -> u32 {\n    // BEGIN PROBLEM 05\n    todo!()\n    // END PROBLEM 05\n}\n";
        let planted = plant(text, "04", "loop {}").unwrap();
        assert_eq!(planted.matches("    loop {}\n").count(), 2, "{planted}");
        assert_eq!(planted.matches("todo!()").count(), 1, "{planted}");
        assert_eq!(find_regions(&planted).unwrap().len(), 3, "the markers stay");
    }
}
