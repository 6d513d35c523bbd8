//! CSV cells that a spreadsheet opens as text. A cell that starts with `=`, `+`, `-`, `@`, a
//! tab or a carriage return is read as a formula by Excel, LibreOffice and Google Sheets, so a
//! student named `=HYPERLINK(...)` in an export, or a file name in a note, would run in the
//! instructor's spreadsheet. Every text cell of the CSV files the instructors' commands write
//! (`grades.csv`, the gradebook, the class report's tables) goes through [`cell`], which puts
//! a `'` before such a cell, as OWASP advises: the spreadsheet shows the text, and a program
//! that reads the file sees the `'`.

/// The first characters that make a spreadsheet read a cell as a formula.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// `text` as a cell a spreadsheet shows as text: unchanged unless it starts like a formula.
/// Numbers are written as they are; a negative number is never a cell of ours.
pub fn cell(text: &str) -> String {
    if text.starts_with(FORMULA_STARTS) { format!("'{text}") } else { text.to_owned() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_that_starts_like_a_formula_is_text() {
        for attack in ["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"] {
            assert_eq!(cell(attack), format!("'{attack}"), "{attack:?}");
        }
        for plain in ["Zoë Ñúñez", "ada@example.edu", "3034", "12.50", "graded", "", "a=b", "'quoted"] {
            assert_eq!(cell(plain), plain);
        }
    }
}
