//! What a case's child does to itself before it runs student code, so that the code under
//! test can compute but cannot reach the grading files, the network, or the grader.
//!
//! The parent gives each child a throw-away working folder. On Linux the child then asks
//! Landlock to refuse every write outside that folder, every TCP connection and signals to
//! other processes; on every Unix it limits its own address space, so a runaway allocation
//! fails at once with a message instead of exhausting the machine. What was in force is
//! reported to the parent, which says it in the report.

use serde::{Deserialize, Serialize};

/// The largest address space a case may use: far beyond what any Hog computation needs.
#[cfg(unix)]
const MEMORY_LIMIT: u64 = 4 << 30;

/// Which protections held while a case ran.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Confinement {
    /// The kernel refused nothing we asked: writes outside the case's folder, network and
    /// signals are all blocked.
    Full,
    /// The kernel supports only part of what we asked (an older Landlock ABI).
    Partial,
    /// No kernel confinement (not Linux, or Landlock is off): only the working folder of
    /// its own and the grader's checks of the grading files protect them.
    None,
}

impl Confinement {
    /// One line for the report: what held, and what it means.
    pub fn describe(&self) -> &'static str {
        match self {
            Confinement::Full => {
                "each case ran in a folder of its own; Landlock blocked writes outside it, network connections and signals"
            }
            Confinement::Partial => {
                "each case ran in a folder of its own; Landlock blocked writes outside it (this kernel cannot also block network connections or signals)"
            }
            Confinement::None => {
                "each case ran in a folder of its own; this system has no Landlock, so writes elsewhere were not blocked (the grading files are checked after grading instead)"
            }
        }
    }
}

/// Confines the current process to `workdir`; call it before any student code runs.
pub fn confine(workdir: &std::path::Path) -> Confinement {
    limit_memory();
    landlock(workdir)
}

#[cfg(unix)]
fn limit_memory() {
    // A failure leaves the limit as it was: the time limit still bounds the case.
    use rustix::process::{Resource, Rlimit, setrlimit};
    let limit = Rlimit { current: Some(MEMORY_LIMIT), maximum: Some(MEMORY_LIMIT) };
    let _ = setrlimit(Resource::As, limit);
}

#[cfg(not(unix))]
fn limit_memory() {}

#[cfg(target_os = "linux")]
fn landlock(workdir: &std::path::Path) -> Confinement {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, RestrictionStatus, Ruleset, RulesetAttr, RulesetCreatedAttr,
        RulesetError, RulesetStatus, Scope, path_beneath_rules,
    };
    let restrict = || -> Result<RestrictionStatus, RulesetError> {
        let abi = ABI::V6;
        Ruleset::default()
            .handle_access(AccessFs::from_write(abi))?
            .handle_access(AccessNet::from_all(abi))?
            .scope(Scope::from_all(abi))?
            .create()?
            .add_rules(path_beneath_rules([workdir], AccessFs::from_write(abi)))?
            .restrict_self()
    };
    match restrict().map(|status| status.ruleset) {
        Ok(RulesetStatus::FullyEnforced) => Confinement::Full,
        Ok(RulesetStatus::PartiallyEnforced) => Confinement::Partial,
        Ok(RulesetStatus::NotEnforced) | Err(_) => Confinement::None,
    }
}

#[cfg(not(target_os = "linux"))]
fn landlock(_: &std::path::Path) -> Confinement {
    Confinement::None
}
