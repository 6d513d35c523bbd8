//! Blocks: the parts of a shared file that differ from edition to edition.
//!
//! A block is the lines between a line that says `BEGIN EDITION` and one that says
//! `END EDITION`, behind any comment sign (`//`, `#`, `<!--`). The checkout's file holds
//! the active edition's blocks; an inactive edition keeps, at the same path under its
//! folder, its own blocks in the same order, markers included.

use anyhow::{Result, bail};

/// Whether `line` opens (`Some(true)`) or closes (`Some(false)`) a block.
fn marker(line: &str) -> Option<bool> {
    let text = line.trim().trim_start_matches(['/', '#', '<', '!', '-', ' ']);
    if text.starts_with("BEGIN EDITION") {
        Some(true)
    } else if text.starts_with("END EDITION") {
        Some(false)
    } else {
        None
    }
}

/// Whether `text` has blocks.
pub fn has_blocks(text: &str) -> bool {
    text.lines().any(|line| marker(line).is_some())
}

/// `text` without its marker lines: what a student file is generated from.
pub fn without_markers(text: &str) -> String {
    text.split_inclusive('\n').filter(|line| marker(line).is_none()).collect()
}

/// A file cut at its markers: `outside[0]`, block 0, `outside[1]`, block 1, ... `outside[n]`.
/// Marker lines belong to the text outside the blocks.
#[derive(Debug, PartialEq, Eq)]
pub struct Cut {
    /// The text around the blocks, one more piece than there are blocks.
    pub outside: Vec<String>,
    /// Each block's lines, without its markers.
    pub blocks: Vec<String>,
}

/// Cuts `text` at its markers. `path` names the file in errors.
pub fn cut(text: &str, path: &str) -> Result<Cut> {
    let (mut outside, mut blocks) = (vec![String::new()], Vec::new());
    let mut open: Option<(usize, String)> = None;
    for (number, line) in text.split_inclusive('\n').enumerate() {
        match (marker(line), &mut open) {
            (Some(true), Some((opened, _))) => {
                bail!("{path}:{}: BEGIN EDITION inside the block opened on line {opened}", number + 1)
            }
            (Some(true), None) => {
                outside.last_mut().unwrap().push_str(line);
                open = Some((number + 1, String::new()));
            }
            (Some(false), None) => bail!("{path}:{}: END EDITION without a BEGIN EDITION", number + 1),
            (Some(false), Some(_)) => {
                blocks.push(open.take().unwrap().1);
                outside.push(line.to_string());
            }
            (None, Some((_, block))) => block.push_str(line),
            (None, None) => outside.last_mut().unwrap().push_str(line),
        }
    }
    if let Some((opened, _)) = open {
        bail!("{path}:{opened}: BEGIN EDITION is never closed");
    }
    Ok(Cut { outside, blocks })
}

/// What an inactive edition keeps of a file: its blocks with their markers, as [`cut`]
/// reads them back.
pub fn stash(text: &str, path: &str) -> Result<String> {
    let cut = cut(text, path)?;
    let lines: Vec<&str> = text.split_inclusive('\n').filter(|line| marker(line).is_some()).collect();
    let mut kept = String::new();
    for (block, markers) in cut.blocks.iter().zip(lines.chunks(2)) {
        kept.push_str(markers[0]);
        kept.push_str(block);
        kept.push_str(markers[1]);
    }
    Ok(kept)
}

/// `text` with its blocks replaced, in order, by the blocks of `stashed`.
pub fn fill(text: &str, stashed: &str, path: &str) -> Result<String> {
    let cut = cut(text, path)?;
    let replacement = self::cut(stashed, path)?;
    if replacement.blocks.len() != cut.blocks.len() {
        bail!(
            "{path} has {} blocks between EDITION markers, but the edition's copy has {}",
            cut.blocks.len(),
            replacement.blocks.len()
        );
    }
    let mut filled = cut.outside[0].clone();
    for (block, after) in replacement.blocks.iter().zip(&cut.outside[1..]) {
        filled.push_str(block);
        filled.push_str(after);
    }
    Ok(filled)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "use a;\n// BEGIN EDITION\nfn boar() {}\n// END EDITION\nfn shared() {}\n    # BEGIN EDITION\n\n    # END EDITION\n";

    #[test]
    fn a_stash_fills_a_file_back_to_itself() {
        let stashed = stash(FILE, "f").unwrap();
        assert_eq!(
            stashed,
            "// BEGIN EDITION\nfn boar() {}\n// END EDITION\n    # BEGIN EDITION\n\n    # END EDITION\n"
        );
        assert_eq!(fill(FILE, &stashed, "f").unwrap(), FILE);
    }

    #[test]
    fn another_editions_blocks_replace_the_active_ones_in_order() {
        let other =
            "// BEGIN EDITION\nfn pig() {}\nfn tail() {}\n// END EDITION\n# BEGIN EDITION\n# END EDITION\n";
        let filled = fill(FILE, other, "f").unwrap();
        assert_eq!(
            filled,
            "use a;\n// BEGIN EDITION\nfn pig() {}\nfn tail() {}\n// END EDITION\nfn shared() {}\n    # BEGIN EDITION\n    # END EDITION\n"
        );
        assert_eq!(without_markers(&filled), "use a;\nfn pig() {}\nfn tail() {}\nfn shared() {}\n");
    }

    #[test]
    fn broken_markers_are_named_with_their_line() {
        let error = |text: &str| cut(text, "f.rs").unwrap_err().to_string();
        assert_eq!(
            error("// BEGIN EDITION\n// BEGIN EDITION\n"),
            "f.rs:2: BEGIN EDITION inside the block opened on line 1"
        );
        assert_eq!(error("x\n// END EDITION\n"), "f.rs:2: END EDITION without a BEGIN EDITION");
        assert_eq!(error("// BEGIN EDITION\nx\n"), "f.rs:1: BEGIN EDITION is never closed");
        let fewer = fill(FILE, "// BEGIN EDITION\n// END EDITION\n", "f.rs").unwrap_err().to_string();
        assert_eq!(fewer, "f.rs has 2 blocks between EDITION markers, but the edition's copy has 1");
    }
}
