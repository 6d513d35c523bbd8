//! What a case's child does to itself before it runs student code, so that the code under
//! test can compute but cannot reach the grading files, the network, or the grader.
//!
//! The parent gives each child a throw-away working folder. On every system the child then
//! caps its own heap in the allocator below, so a runaway allocation fails at once with the
//! runtime's "memory allocation of N bytes failed" instead of exhausting a student's laptop;
//! on Unix it limits its address space too. On Linux it asks Landlock to refuse every write
//! outside that folder, every TCP connection and signals to other processes; Windows and
//! macOS have nothing a process can ask that of by itself. What was in force is reported to
//! the parent, which says it in the report.

use serde::{Deserialize, Serialize};

/// The most memory a case may hold: far beyond what any Hog computation needs.
pub const MEMORY_LIMIT: usize = 4 << 30;

/// Every allocation of a program that links the grader goes through this counter, so that a
/// case's child can cap its own heap on every system: Windows has no per-process limit a
/// process can set itself, and macOS does not enforce `RLIMIT_AS`. Without a limit (every
/// process but a case's child) it only counts.
#[global_allocator]
static ALLOCATOR: cap::Cap<std::alloc::System> = cap::Cap::new(std::alloc::System, usize::MAX);

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
    /// One line for the report: what held, and what it means. The memory limit holds on
    /// every system; what Landlock does is Linux's alone, and the line says so by name.
    pub fn describe(&self) -> String {
        use hog_i18n::t;
        let memory = t!("confinement-memory", gib = MEMORY_LIMIT >> 30);
        match self {
            Confinement::Full => t!("confinement-full", memory = memory),
            Confinement::Partial => t!("confinement-partial", memory = memory),
            Confinement::None => t!("confinement-none", memory = memory, system = system()),
        }
    }
}

/// This system's name as its users know it.
pub fn system() -> &'static str {
    match std::env::consts::OS {
        "linux" => "Linux",
        "macos" => "macOS",
        "windows" => "Windows",
        other => other,
    }
}

/// Confines the current process to `workdir`; call it before any student code runs.
pub fn confine(workdir: &std::path::Path) -> Confinement {
    limit_memory();
    landlock(workdir)
}

fn limit_memory() {
    // The heap, on every system; an allocation past it fails with the runtime's message.
    // Refused only when more is already held, which no child does before its case.
    let _ = ALLOCATOR.set_limit(MEMORY_LIMIT);
    // The address space too where the kernel enforces it (Linux): mappings no allocator
    // sees. A failure leaves the limit as it was: the time limit still bounds the case.
    #[cfg(unix)]
    {
        use rustix::process::{Resource, Rlimit, setrlimit};
        let limit = Rlimit { current: Some(MEMORY_LIMIT as u64), maximum: Some(MEMORY_LIMIT as u64) };
        let _ = setrlimit(Resource::As, limit);
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heap_limit_refuses_an_allocation_past_it_on_every_system() {
        // The test's own process, briefly: 1 GiB above what it holds, then no limit again.
        // (No address-space limit is set here, and 2 GiB of untouched memory is granted
        // without one, so only the allocator can refuse it.)
        let held = ALLOCATOR.allocated();
        ALLOCATOR.set_limit(held + (1 << 30)).unwrap();
        let past = Vec::<u8>::new().try_reserve_exact(2 << 30).is_err();
        let within = Vec::<u8>::new().try_reserve_exact(1 << 20).is_ok();
        ALLOCATOR.set_limit(usize::MAX).unwrap();
        assert!(past, "an allocation past the limit was granted");
        assert!(within, "an allocation within the limit was refused");
    }
}
