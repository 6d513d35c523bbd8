//! The one place the tools read the process's environment for where to work: the workspace's
//! root and the target folder its sandboxes build in. Only command lines call it (`xtask`'s,
//! and the mains of the contest and the class report, which xtask starts with
//! [`ROOT_VARIABLE`]); every library function takes the [`Places`] they found. (What a build
//! runs, cargo and rustc, is found as cargo itself finds it: `CARGO`, `RUSTC`, `CARGO_HOME`.)

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::workspace::is_root;

/// The variable that names the root for a process xtask starts to work in a workspace of its
/// choosing (the contest, the class report, in an edition's workspace).
pub const ROOT_VARIABLE: &str = "HOG_WORKSPACE";

/// Where a command works: the workspace, and where its sandboxes build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Places {
    /// The root of the workspace: a checkout, a copy of one for another edition, a release.
    pub root: PathBuf,
    /// The target folder every sandbox of the workspace shares ([`sandbox_target`]).
    pub sandboxes: PathBuf,
    /// Where cargo builds the workspace itself (a snapshot's tests, the contest's tools):
    /// `None` where cargo's own choice is right (a checkout: `CARGO_TARGET_DIR` or its
    /// `target/`); a folder of its own for an edition's workspace ([`Places::build_here`]).
    pub builds: Option<PathBuf>,
}

impl Places {
    /// The places of the workspace this process runs in ([`root`], [`sandbox_target`]).
    pub fn of_this_process() -> Result<Places> {
        Ok(Places::for_root(&root()?))
    }

    /// The places of the workspace at `root`, its sandboxes building where this process's
    /// environment says ([`sandbox_target`]).
    pub fn for_root(root: &Path) -> Places {
        Places { root: root.to_path_buf(), sandboxes: sandbox_target(root), builds: None }
    }

    /// The places of `edition`'s workspace at `root`, a copy of the checkout whose places are
    /// `self`: its sandboxes and its own builds go beside the checkout's sandboxes, in folders
    /// of their own, since its files differ from the checkout's at the same paths, and cargo,
    /// which names a workspace's builds by paths inside it and tells files apart by their
    /// times, would take one edition's build for the other's.
    pub fn for_edition(&self, root: PathBuf, edition: &str) -> Places {
        let own = self.sandboxes.join("editions").join(edition);
        Places { root, builds: Some(own.join("workspace")), sandboxes: own }
    }

    /// Has `cargo`, a command that builds the workspace itself, build where
    /// [`Places::builds`] says.
    pub fn build_here<'c>(&self, cargo: &'c mut std::process::Command) -> &'c mut std::process::Command {
        match &self.builds {
            Some(builds) => cargo.env("CARGO_TARGET_DIR", builds),
            None => cargo,
        }
    }
}

/// The root of the workspace this process works in, found when the command runs, never fixed
/// when xtask was compiled: with a target folder shared between checkouts, or a moved
/// checkout, the binary may have been built elsewhere. [`ROOT_VARIABLE`] when the xtask that
/// started this process set it; else the package cargo names (`CARGO_MANIFEST_DIR`, set by
/// `cargo run` and `cargo test`); otherwise the nearest folder above the current one that
/// holds the workspace.
pub fn root() -> Result<PathBuf> {
    if let Some(named) = std::env::var_os(ROOT_VARIABLE).map(PathBuf::from) {
        if !is_root(&named) {
            anyhow::bail!("{ROOT_VARIABLE} names {}, which is not a hog workspace", named.display());
        }
        return Ok(named);
    }
    let from_cargo = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    let package_root = from_cargo.as_deref().and_then(Path::parent).filter(|dir| is_root(dir));
    if let Some(root) = package_root {
        return Ok(root.to_path_buf());
    }
    let here = std::env::current_dir().context("cannot read the current folder")?;
    match here.ancestors().find(|dir| is_root(dir)) {
        Some(root) => Ok(root.to_path_buf()),
        None => anyhow::bail!(
            "{} is not inside a hog workspace: run cargo xtask from the folder that holds xtask/ and Cargo.toml",
            here.display()
        ),
    }
}

/// The target folder the sandboxes of the workspace at `root` share: `$HOG_SANDBOX_TARGET`;
/// else the target folder of the xtask running them when it was built from `root`, so that
/// the suites reuse every crate xtask's own build compiled; else `target/sandbox`. The
/// teaching crates and the suite binary a sandbox builds stay apart from the checkout's own
/// builds of them there: the sandbox builds them with the `sandbox` feature (see
/// `build::Mode::cargo_args`), from its own folder.
pub fn sandbox_target(root: &Path) -> PathBuf {
    std::env::var_os("HOG_SANDBOX_TARGET")
        .map(PathBuf::from)
        .or_else(|| xtask_target(root))
        .unwrap_or_else(|| root.join("target").join("sandbox"))
}

/// The target folder the running xtask was built in (`TARGET/PROFILE/xtask`), if it was
/// built from `root`: inside it, or where the caller's `CARGO_TARGET_DIR` points.
fn xtask_target(root: &Path) -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?.canonicalize().ok()?;
    let target = exe.parent()?.parent()?;
    // cargo marks every target folder it makes; a test binary (in `deps/`) finds none here.
    if !target.join("CACHEDIR.TAG").is_file() {
        return None;
    }
    let root = root.canonicalize().ok()?;
    let asked = std::env::var_os("CARGO_TARGET_DIR").and_then(|dir| PathBuf::from(dir).canonicalize().ok());
    (target.starts_with(&root) || asked.as_deref() == Some(target)).then(|| target.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkout and each edition's workspace build in folders of their own: cargo names a
    /// workspace's builds by paths inside it, so two copies sharing a folder would take each
    /// other's builds for their own whatever the files' times.
    #[test]
    fn every_editions_workspace_builds_apart() {
        let checkout = Places { root: PathBuf::from("/c"), sandboxes: PathBuf::from("/t"), builds: None };
        let a = checkout.for_edition(PathBuf::from("/c/.hog/editions/a"), "a");
        let b = checkout.for_edition(PathBuf::from("/c/.hog/editions/b"), "b");
        let built = |places: &Places| {
            let mut cargo = std::process::Command::new("cargo");
            places.build_here(&mut cargo);
            cargo
                .get_envs()
                .find(|(name, _)| *name == "CARGO_TARGET_DIR")
                .and_then(|(_, dir)| dir.map(PathBuf::from))
        };
        assert_eq!(built(&checkout), None, "a checkout builds where cargo chooses");
        let (in_a, in_b) = (built(&a).unwrap(), built(&b).unwrap());
        assert_ne!(in_a, in_b);
        for (folder, places) in [(&in_a, &a), (&in_b, &b)] {
            assert_ne!(folder, &places.sandboxes, "apart from its sandboxes' builds too");
            assert!(!folder.starts_with(&places.root), "outside the copy, which is brought up to date");
        }
    }
}
