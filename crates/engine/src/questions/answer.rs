//! When two typed answers are the same answer. Students type them by hand, so case, spaces,
//! backticks and the way a number is written do not count: `5`, ` 5.0 `, `5.00`, `+5`, `05`,
//! `5.`, `5e0` and Rust's `5_f64` or `5u32` are one answer, and so are `(30, 15)` and
//! `(30.0,15)`.

/// The spellings of `answer` a stored hash may be of, the canonical one first: every number
/// in its shortest form (`5`, `2.5`), then every number as Rust prints an `f64` (`5.0`,
/// `2.5`). Questions about `f64` values ask for the second, so their stored hashes may well
/// be of it; an answer is right when either spelling hashes to the stored hash.
pub fn spellings(answer: &str) -> [String; 2] {
    let text = plain(answer);
    [with_numbers(&text, Number::shortest), with_numbers(&text, Number::as_f64)]
}

/// Lower case, without white space or the backticks of code written in Markdown.
fn plain(answer: &str) -> String {
    let text: String = answer.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect();
    text.trim_matches('`').to_owned()
}

/// A number literal as typed.
struct Number {
    /// Its value.
    value: f64,
    /// Its digits without leading zeros when it is written as a whole number (no point,
    /// exponent or float suffix); such a number keeps every digit, however long.
    whole: Option<String>,
}

impl Number {
    fn shortest(&self) -> String {
        self.whole.clone().unwrap_or_else(|| format!("{}", self.value))
    }

    fn as_f64(&self) -> String {
        format!("{:?}", self.value)
    }
}

/// Rust's suffixes of number literals.
const SUFFIXES: &[&str] =
    &["u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64"];

/// Whether `c` may be part of a name, such as `score1` or `roll_dice`.
fn in_name(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with every number literal written by `write`. A digit inside a name (`score1`) or
/// after a point (`pair.0`) is no number, and neither is a literal run into letters (`6d`).
fn with_numbers(text: &str, write: fn(&Number) -> String) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut index = 0;
    while index < chars.len() {
        let before = index.checked_sub(1).map(|i| chars[i]);
        let digit_at = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
        let starts = digit_at(index) || (chars[index] == '.' && digit_at(index + 1));
        if !starts || before.is_some_and(|c| in_name(c) || c == '.') {
            out.push(chars[index]);
            index += 1;
            continue;
        }
        let end = literal_end(&chars, index);
        let literal: String = chars[index..end].iter().collect();
        match (chars.get(end).is_some_and(|&c| in_name(c)), parse(&literal)) {
            (false, Some(number)) => {
                // A plus sign that only says the number is positive goes.
                let sign_only = out.ends_with('+')
                    && out[..out.len() - 1].chars().last().is_none_or(|c| "([{,;=:".contains(c));
                if sign_only {
                    out.pop();
                }
                out.push_str(&write(&number));
                index = end;
            }
            _ => {
                // Not a number after all: keep it, and the name it runs into, as typed.
                let name_end = (end..chars.len()).find(|&i| !in_name(chars[i])).unwrap_or(chars.len());
                out.extend(&chars[index..name_end]);
                index = name_end;
            }
        }
    }
    out
}

/// Where the number literal starting at `start` ends: digits and `_`, a point that starts a
/// fraction or ends the literal (`5.`, but not `5..` or `5.max`), an exponent, a suffix.
fn literal_end(chars: &[char], start: usize) -> usize {
    let digits = |mut i: usize| {
        while chars.get(i).is_some_and(|&c| c.is_ascii_digit() || c == '_') {
            i += 1;
        }
        i
    };
    let mut end = digits(start);
    // A point is the number's unless a name (`5.max`) or a second point (`5..`) follows it.
    let owns_point = !chars.get(end + 1).is_some_and(|&c| c == '.' || (in_name(c) && !c.is_ascii_digit()));
    if chars.get(end) == Some(&'.') && owns_point {
        end = digits(end + 1);
    }
    if chars.get(end) == Some(&'e') {
        let sign = usize::from(chars.get(end + 1).is_some_and(|&c| c == '+' || c == '-'));
        if chars.get(end + 1 + sign).is_some_and(char::is_ascii_digit) {
            end = digits(end + 1 + sign);
        }
    }
    let rest: String = chars[end..].iter().take(6).collect();
    let rest = rest.strip_prefix('_').unwrap_or(&rest);
    let skipped = usize::from(chars.get(end) == Some(&'_'));
    match SUFFIXES.iter().filter(|s| rest.starts_with(*s)).max_by_key(|s| s.len()) {
        Some(suffix) => end + skipped + suffix.len(),
        None => end,
    }
}

/// The number a literal such as `05`, `5.`, `.5`, `1_000`, `5e-1` or `5.0_f64` stands for.
fn parse(literal: &str) -> Option<Number> {
    let mut digits: String = literal.chars().filter(|&c| c != '_').collect();
    let suffix = SUFFIXES.iter().filter(|s| digits.ends_with(*s)).max_by_key(|s| s.len());
    if let Some(suffix) = suffix {
        digits.truncate(digits.len() - suffix.len());
    }
    let is_float = suffix.is_some_and(|s| s.starts_with('f')) || digits.contains(['.', 'e']);
    if digits.is_empty() {
        return None;
    }
    let value: f64 = digits.parse().ok().filter(|v: &f64| v.is_finite())?;
    let whole = (!is_float).then(|| {
        let trimmed = digits.trim_start_matches('0');
        if trimmed.is_empty() { "0".to_owned() } else { trimmed.to_owned() }
    });
    Some(Number { value, whole })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonical(answer: &str) -> String {
        spellings(answer)[0].clone()
    }

    #[test]
    fn a_number_is_the_same_answer_however_it_is_written() {
        for typed in
            ["5", " 5 ", "5.0", "5.00", "+5", "05", "5.", "5e0", "0.5e1", "5f64", "5.0_f64", "5_u32", "`5`"]
        {
            assert_eq!(canonical(typed), "5", "{typed:?}");
            assert_eq!(spellings(typed)[1], "5.0", "{typed:?}");
        }
        for typed in ["2.5", "2.50", "+2.5", "02.5", "25e-1", "2.5f32"] {
            assert_eq!(spellings(typed), ["2.5", "2.5"], "{typed:?}");
        }
        assert_eq!(canonical(".5"), "0.5");
        assert_eq!(canonical("1_000"), "1000");
    }

    #[test]
    fn different_values_stay_different() {
        let five = spellings("5");
        for typed in ["5.5", "50", "0.5", "-5", "55", "5e1", "6"] {
            let other = spellings(typed);
            assert!(other.iter().all(|s| !five.contains(s)), "{typed:?} became {other:?}");
        }
        assert_eq!(canonical("-5.0"), "-5");
    }

    #[test]
    fn numbers_inside_tuples_and_calls_are_compared_by_value() {
        assert_eq!(canonical("(30.0, +15)"), "(30,15)");
        assert_eq!(canonical("( 30, 15 )"), "(30,15)");
        assert_eq!(spellings("(30, 15.5)")[1], "(30.0,15.5)");
        assert_eq!(canonical("|| roll_dice(2.0, &mut dice)"), "||roll_dice(2,&mutdice)");
    }

    #[test]
    fn digits_in_names_ranges_and_methods_are_text() {
        assert_eq!(canonical("strategy1(score1, score0)"), "strategy1(score1,score0)");
        assert_eq!(canonical("pair.0"), "pair.0");
        assert_eq!(canonical("1..10"), "1..10");
        assert_eq!(canonical("5.max(3)"), "5.max(3)");
        assert_eq!(canonical("6d6"), "6d6");
        assert_eq!(canonical("1, 2, ..., 10"), "1,2,...,10");
        assert_eq!(canonical("True"), "true");
        assert_eq!(canonical("a+5"), "a+5");
    }

    #[test]
    fn long_whole_numbers_keep_every_digit() {
        assert_eq!(canonical("0012345678901234567890"), "12345678901234567890");
        assert_ne!(canonical("12345678901234567890"), canonical("12345678901234567891"));
    }
}
