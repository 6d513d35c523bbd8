//! Text that lines up in a terminal: a Chinese character takes two columns, a Latin letter one.

use unicode_width::UnicodeWidthStr;

/// How many columns `text` takes in a terminal.
pub fn columns(text: &str) -> usize {
    text.width()
}

/// `text` followed by spaces up to `width` columns (as `{:<width$}` does for ASCII).
pub fn pad_end(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// Spaces up to `width` columns, then `text` (as `{:>width$}` does for ASCII).
pub fn pad_start(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_takes_two_columns() {
        assert_eq!(columns("总分"), 4);
        assert_eq!(pad_end("总分", 6), "总分  ");
        assert_eq!(pad_end("Total", 6), "Total ");
        assert_eq!(pad_start("得分", 5), " 得分");
        assert_eq!(columns(&pad_end("问题 01 play", 20)), 20);
    }
}
