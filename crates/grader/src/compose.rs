//! A teaching file put together from the text every edition shares and one edition's own
//! items: the one rule by which a student file is made and a reference is read.
//!
//! The shared text is a whole file with one anchor line, [`ANCHOR`], where the edition's
//! items go. The edition's text is a module of its own: what follows its first `use super::*;`
//! line is its items. An edition's item replaces the shared item of the same name, as it does
//! where both are compiled (an item defined in a module hides one a glob import brings), so an
//! edition may own a problem the others share; the shared item goes with the comment right
//! above it (a section's heading), which the edition's items bring themselves. Paths that name
//! the edition's namespace (`hog_rules::editions::boar_sus::take_turn`, in a doc example) lose
//! it: in the student file the edition's items are the crate's own.

use std::fmt;

use syn::spanned::Spanned;

/// The line of the shared text where the edition's items go.
pub const ANCHOR: &str = "// EDITION ITEMS";

/// The line of an edition's text after which its items start.
pub const ITEMS_FOLLOW: &str = "use super::*;";

/// Why two texts do not make a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComposeError(String);

impl fmt::Display for ComposeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ComposeError {}

/// The file made of `shared` and the items of `own`, the text of the edition whose namespace
/// is `namespace` (`boar_sus`).
pub fn compose(shared: &str, own: &str, namespace: &str) -> Result<String, ComposeError> {
    let items = own_items(own)?;
    let replaced = item_names(items)?;
    let anchors = shared.lines().filter(|line| line.trim() == ANCHOR).count();
    if anchors != 1 {
        return Err(ComposeError(format!("the shared text has {anchors} `{ANCHOR}` lines, not one")));
    }
    let lines: Vec<&str> = shared.lines().collect();
    let dropped: Vec<(usize, usize)> = item_lines(shared, &replaced)?
        .into_iter()
        .map(|(first, last)| (heading_above(&lines, first), last))
        .collect();
    let mut out = String::with_capacity(shared.len() + items.len());
    for (index, line) in shared.lines().enumerate() {
        if dropped.iter().any(|(first, last)| (*first..=*last).contains(&(index + 1))) {
            continue;
        }
        let line = if line.trim() == ANCHOR { items.trim_matches('\n') } else { line };
        // A dropped item, no items or none after them leave no doubled blank line behind.
        if line.trim().is_empty() && (out.is_empty() || out.ends_with("\n\n")) {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    let end = out.trim_end().len();
    out.truncate(end);
    out.push('\n');
    Ok(out.replace(&format!("::editions::{namespace}::"), "::"))
}

/// The file made of `shared` and `own` as the source checks read it, kept for the rest of the
/// process, under `path`. The texts were compiled, and `cargo xtask stubs --check` composes
/// them the same way, so they fit.
pub fn source_file(path: &'static str, shared: &str, own: &str, namespace: &str) -> crate::SourceFile {
    let text = compose(shared, own, namespace)
        .unwrap_or_else(|error| panic!("{path} does not fit its shared file: {error}"));
    crate::SourceFile { path, text: Box::leak(text.into_boxed_str()) }
}

/// The items of an edition's text: all that follows its first [`ITEMS_FOLLOW`] line.
pub fn own_items(own: &str) -> Result<&str, ComposeError> {
    let mut offset = 0;
    for line in own.split_inclusive('\n') {
        offset += line.len();
        if line.trim() == ITEMS_FOLLOW {
            return Ok(&own[offset..]);
        }
    }
    Err(ComposeError(format!(
        "an edition's text starts its items after a `{ITEMS_FOLLOW}` line, and this one has none"
    )))
}

/// The names of the items `text` defines at its top level.
pub fn item_names(text: &str) -> Result<Vec<String>, ComposeError> {
    let file = parse(text)?;
    Ok(file.items.iter().filter_map(name).collect())
}

/// The first line (from 1) of the `//` comment right above line `first`, a blank line apart at
/// most; `first` when there is none.
fn heading_above(lines: &[&str], first: usize) -> usize {
    let is_comment = |line: usize| {
        let text = lines[line - 1].trim_start();
        text.starts_with("//") && !text.starts_with("///") && !text.starts_with("//!") && text != ANCHOR
    };
    let mut top = first;
    if top > 1 && lines[top - 2].trim().is_empty() && top > 2 && is_comment(top - 2) {
        top -= 1;
    }
    while top > 1 && is_comment(top - 1) {
        top -= 1;
    }
    if top < first && lines[top - 1].trim().is_empty() { top + 1 } else { top }
}

/// The first and last lines (from 1) of each top-level item of `text` named in `names`, its
/// doc comment and attributes included.
fn item_lines(text: &str, names: &[String]) -> Result<Vec<(usize, usize)>, ComposeError> {
    let file = parse(text)?;
    Ok(file
        .items
        .iter()
        .filter(|item| name(item).is_some_and(|found| names.contains(&found)))
        // An item's span starts at its first attribute: its doc comment comes along.
        .map(|item| (item.span().start().line, item.span().end().line))
        .collect())
}

fn parse(text: &str) -> Result<syn::File, ComposeError> {
    syn::parse_file(text).map_err(|error| {
        let at = error.span().start();
        ComposeError(format!("line {}:{}: {error}", at.line, at.column + 1))
    })
}

/// The name an item defines, for those an edition may replace.
fn name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Fn(item) => &item.sig.ident,
        syn::Item::Const(item) => &item.ident,
        syn::Item::Static(item) => &item.ident,
        syn::Item::Type(item) => &item.ident,
        syn::Item::Struct(item) => &item.ident,
        syn::Item::Enum(item) => &item.ident,
        syn::Item::Trait(item) => &item.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHARED: &str = "//! A file.\n\nuse super::*;\n\n/// One.\npub fn one() -> u32 {\n    1\n}\n\n// EDITION ITEMS\n\n/// Two.\npub fn two() -> u32 {\n    2\n}\n\n/// Three.\npub const THREE: u32 = 3;\n";

    #[test]
    fn the_editions_items_go_at_the_anchor() {
        let own = "//! Mine.\nuse super::*;\n\n/// Four: see `hog_rules::editions::mine::four`.\npub fn four() -> u32 {\n    4\n}\n";
        let file = compose(SHARED, own, "mine").unwrap();
        assert_eq!(
            file,
            "//! A file.\n\nuse super::*;\n\n/// One.\npub fn one() -> u32 {\n    1\n}\n\n/// Four: see `hog_rules::four`.\npub fn four() -> u32 {\n    4\n}\n\n/// Two.\npub fn two() -> u32 {\n    2\n}\n\n/// Three.\npub const THREE: u32 = 3;\n"
        );
    }

    #[test]
    fn an_editions_item_replaces_the_shared_one_of_its_name() {
        let own = "use super::*;\n\n/// Its own two.\npub fn two() -> u32 {\n    22\n}\n";
        let shared = SHARED.replace("/// Two.", "// -----\n// Two's part\n// -----\n\n/// Two.");
        let file = compose(&shared, own, "mine").unwrap();
        assert!(file.contains("/// Its own two.\npub fn two() -> u32 {\n    22\n}\n\n/// Three."), "{file}");
        assert!(!file.contains("/// Two.") && !file.contains("Two's part"), "{file}");
        assert_eq!(file.matches("fn two").count(), 1);
    }

    #[test]
    fn no_items_or_an_anchor_at_the_end_leave_no_blank_lines_behind() {
        let file = compose(SHARED, ITEMS_FOLLOW, "mine").unwrap();
        assert!(file.contains("    1\n}\n\n/// Two."), "{file}");
        let at_end = "/// One.\npub fn one() -> u32 {\n    1\n}\n\n// EDITION ITEMS\n";
        assert_eq!(
            compose(at_end, ITEMS_FOLLOW, "mine").unwrap(),
            "/// One.\npub fn one() -> u32 {\n    1\n}\n"
        );
    }

    #[test]
    fn texts_that_do_not_fit_say_why() {
        assert!(
            compose(SHARED, "pub fn four() {}\n", "mine").unwrap_err().to_string().contains("use super::*;")
        );
        let no_anchor = SHARED.replace(ANCHOR, "");
        assert!(
            compose(&no_anchor, "use super::*;\n", "mine").unwrap_err().to_string().contains("0 `// EDITION")
        );
        assert!(
            compose(SHARED, "use super::*;\npub fn (", "mine").unwrap_err().to_string().starts_with("line ")
        );
    }
}
