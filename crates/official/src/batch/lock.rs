//! One run at a time in a batch's `--out` folder. Two runs writing one folder would each
//! rewrite `grades.csv` and `batch.json` from what they hold, so the last to write would drop
//! the other's rows: a run takes an exclusive lock on `OUT/.lock` for as long as it writes
//! there, and another one is refused at once, told who holds it.
//!
//! The lock is the operating system's (`flock` on Unix), released when its holder ends,
//! however it ends, so a file left by a run that was killed blocks nothing: its text (the
//! holder's pid, when it started and its command line) only says who held it last.

use std::fs::{File, TryLockError};
use std::io::{Read as _, Seek as _, Write as _};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};

/// The lock's file in the `--out` folder.
pub const FILE: &str = ".lock";

/// The `--out` folder held by this process until it is dropped.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

impl Lock {
    /// Takes `out`'s lock for a grade-all, or says which run holds it and what to do.
    pub fn take(out: &Path) -> Result<Lock> {
        let path = out.join(FILE);
        let cannot = || format!("cannot lock {}: give --out a folder that can be written", path.display());
        // Never truncated on opening: the text is the holder's until the lock is taken.
        let mut file = File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .with_context(cannot)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                // The holder writes its line just after taking the lock; it may not be there yet.
                let holder = text.lines().next().map(str::trim).filter(|line| !line.is_empty());
                bail!(
                    "another {} is using {}; wait for it or give another --out",
                    holder.unwrap_or("grade-all"),
                    out.display()
                );
            }
            Err(TryLockError::Error(error)) => return Err(error).with_context(cannot),
        }
        let command: Vec<String> = std::env::args().collect();
        let said = format!(
            "grade-all (pid {}, started {})\ncommand: {}\n",
            std::process::id(),
            utc(SystemTime::now()),
            command.join(" ")
        );
        file.set_len(0).with_context(cannot)?;
        file.rewind().with_context(cannot)?;
        file.write_all(said.as_bytes()).with_context(cannot)?;
        Ok(Lock { _file: file })
    }
}

/// `time` as `YYYY-MM-DD HH:MM:SS UTC`: one clock for every machine that reads the file.
fn utc(time: SystemTime) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let (days, second) = ((seconds / 86_400) as i64, seconds % 86_400);
    // The date of a day since 1970-01-01, by Howard Hinnant's `civil_from_days`.
    let shifted = days + 719_468;
    let (era, day_of_era) = (shifted.div_euclid(146_097), shifted.rem_euclid(146_097));
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 { month_from_march + 3 } else { month_from_march - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    let (hour, minute) = (second / 3_600, second / 60 % 60);
    format!("{year}-{month:02}-{day:02} {hour:02}:{minute:02}:{:02} UTC", second % 60)
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_second_holder_is_refused_with_the_first_ones_pid_until_it_lets_go() {
        let out = tempfile::tempdir().unwrap();
        let held = Lock::take(out.path()).unwrap();
        let said = format!("{:#}", Lock::take(out.path()).unwrap_err());
        let pid = format!("another grade-all (pid {}, started ", std::process::id());
        assert!(said.starts_with(&pid), "{said}");
        assert!(
            said.contains(" UTC) is using ") && said.ends_with("; wait for it or give another --out"),
            "{said}"
        );
        drop(held);
        Lock::take(out.path()).expect("a lock let go of is free again");
    }

    /// A killed run leaves its file, with its text: the next run takes the lock all the same.
    #[test]
    fn a_file_left_by_a_run_that_is_gone_blocks_nothing() {
        let out = tempfile::tempdir().unwrap();
        fs::write(out.path().join(FILE), "grade-all (pid 999999, started 2001-01-01 00:00:00 UTC)\n")
            .unwrap();
        let _held = Lock::take(out.path()).unwrap();
        let text = fs::read_to_string(out.path().join(FILE)).unwrap();
        let now = format!("grade-all (pid {}, started ", std::process::id());
        assert!(text.starts_with(&now) && text.contains("\ncommand: "), "the new holder's text: {text}");
        assert!(!text.contains("999999"), "{text}");
    }

    #[test]
    fn times_are_written_as_dates_in_utc() {
        let at = |seconds| utc(UNIX_EPOCH + Duration::from_secs(seconds));
        assert_eq!(at(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(at(951_782_400), "2000-02-29 00:00:00 UTC");
        assert_eq!(at(1_709_251_199), "2024-02-29 23:59:59 UTC");
        assert_eq!(at(4_102_444_800), "2100-01-01 00:00:00 UTC");
    }
}
