//! Taking the instructor features out of a Rust source, by the spans `syn` finds: an item,
//! field, variant, match arm or statement whose `cfg` is false in a release goes, with its
//! doc comments; a `cfg` that is true goes and leaves what it guards; `cfg!(...)` becomes
//! `true` or `false`. Everything else, comments and formatting included, stays as written.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use proc_macro2::{LineColumn, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::visit::{self, Visit};
use syn::{Attribute, Meta};

use super::cfg::{self, Cfg};

/// A source without the instructor features.
#[derive(Debug)]
pub struct Stripped {
    /// The new text.
    pub text: String,
    /// The files of the modules whose declaration went (`mod name;`), from the source's
    /// folder: `name.rs` and the folder `name/`, or the file its `#[path]` names.
    pub removed_modules: Vec<PathBuf>,
    /// Whether the whole file goes: its own `#![cfg(...)]` is false in a release (a test
    /// target that checks the reference solution, say).
    pub gone: bool,
}

/// `source` (the file at `path`, for messages and modules) without what only exists under
/// an instructor feature.
pub fn strip(source: &str, path: &Path) -> Result<Stripped> {
    let file = syn::parse_file(source).map_err(|e| at(path, e.span().start(), &e.to_string()))?;
    let mut finder = Finder {
        text: Text::new(source),
        path,
        edits: Vec::new(),
        handled: BTreeSet::new(),
        errors: Vec::new(),
        modules: vec![module_folder(path)],
        removed: Vec::new(),
        kept: Vec::new(),
    };
    if !finder.keeps_file(&file.attrs) {
        return Ok(Stripped { text: String::new(), removed_modules: Vec::new(), gone: true });
    }
    finder.visit_file(&file);
    if !finder.errors.is_empty() {
        bail!("{}", finder.errors.join("\n"));
    }
    let kept = finder.kept.clone();
    let removed_modules = finder.removed.iter().filter(|p| !kept.contains(p)).cloned().collect();
    Ok(Stripped { text: finder.apply(), removed_modules, gone: false })
}

/// `path:line: message`.
fn at(path: &Path, place: LineColumn, message: &str) -> anyhow::Error {
    anyhow!("{}:{}: {message}", path.display(), place.line)
}

/// The folder of the modules `path` declares, from its own folder: a crate root or a
/// `mod.rs` owns its folder; `name.rs` owns `name/`.
fn module_folder(path: &Path) -> PathBuf {
    let name = path.file_name().unwrap_or_default();
    if ["lib.rs", "main.rs", "mod.rs"].iter().any(|root| name == *root) {
        PathBuf::new()
    } else {
        PathBuf::from(path.file_stem().unwrap_or_default())
    }
}

/// The source text, with byte offsets for `syn`'s line and column (counted in characters).
struct Text<'s> {
    source: &'s str,
    line_starts: Vec<usize>,
}

impl<'s> Text<'s> {
    fn new(source: &'s str) -> Self {
        let breaks = source.match_indices('\n').map(|(i, _)| i + 1);
        Text { source, line_starts: std::iter::once(0).chain(breaks).collect() }
    }

    /// The byte offset of a place; `None` for a token that is not in the source.
    fn offset(&self, place: LineColumn) -> Option<usize> {
        let start = *self.line_starts.get(place.line.checked_sub(1)?)?;
        let line = &self.source[start..];
        Some(start + line.char_indices().nth(place.column).map_or(line.len(), |(i, _)| i))
    }

    /// The byte range of `tokens` in the source, from the first token to the last.
    fn range(&self, tokens: TokenStream) -> Option<(usize, usize)> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let (first, last) = (trees.first()?, trees.last()?);
        Some((self.offset(first.span().start())?, self.offset(last.span().end())?))
    }

    fn line_start(&self, offset: usize) -> usize {
        self.source[..offset].rfind('\n').map_or(0, |i| i + 1)
    }

    /// Just past the end of the line holding `offset`, its line break included.
    fn line_end(&self, offset: usize) -> usize {
        self.source[offset..].find('\n').map_or(self.source.len(), |i| offset + i + 1)
    }

    fn is_blank(&self, start: usize, end: usize) -> bool {
        start < end && self.source[start..end].trim().is_empty()
    }
}

/// One change to the text.
#[derive(Debug)]
struct Edit {
    start: usize,
    end: usize,
    replacement: String,
}

/// How a node ends in the text around it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// An item or a statement: it ends itself.
    Alone,
    /// A field, variant, field value or match arm: a comma may follow it, and goes with it.
    InList,
}

/// Walks a file and collects the edits a release needs.
struct Finder<'s, 'p> {
    text: Text<'s>,
    path: &'p Path,
    edits: Vec<Edit>,
    /// Where the `cfg` attributes that were dealt with start.
    handled: BTreeSet<usize>,
    errors: Vec<String>,
    /// The folder of the modules declared where the walk is, from the source's folder.
    modules: Vec<PathBuf>,
    removed: Vec<PathBuf>,
    kept: Vec<PathBuf>,
}

impl Finder<'_, '_> {
    /// Deals with the `cfg` attributes of a node; whether the node stays (and is walked).
    fn keeps(&mut self, node: &dyn ToTokens, place: Place) -> bool {
        let tokens = node.to_token_stream();
        let Ok(attributes) = Parser::parse2(leading_attributes, tokens.clone()) else { return true };
        if self.guards_hold(&attributes) {
            return true;
        }
        if let Some((start, end)) = self.text.range(tokens) {
            self.remove(start, end, place);
        }
        false
    }

    /// Deals with a file's own `#![cfg(...)]` attributes, as [`Finder::keeps`] does with an
    /// item's; whether the file stays.
    fn keeps_file(&mut self, attributes: &[Attribute]) -> bool {
        self.guards_hold(attributes.iter().filter(|a| matches!(a.style, syn::AttrStyle::Inner(_))))
    }

    /// Deals with the instructor `cfg`s among `attributes`: one true in every release goes,
    /// one that still depends on something else is written without the instructor features;
    /// false as soon as one is false in every release, so what they guard goes.
    fn guards_hold<'a>(&mut self, attributes: impl IntoIterator<Item = &'a Attribute>) -> bool {
        for attribute in attributes {
            let Some(predicate) = instructor_cfg(attribute) else { continue };
            let Some((start, end)) = self.text.range(attribute.to_token_stream()) else { continue };
            self.handled.insert(start);
            let opening = if matches!(attribute.style, syn::AttrStyle::Inner(_)) { "#![" } else { "#[" };
            match cfg::evaluate(&predicate) {
                Err(error) => {
                    self.errors.push(at(self.path, error.span().start(), &error.to_string()).to_string())
                }
                Ok(Cfg::Never) => return false,
                Ok(Cfg::Always) => self.remove(start, end, Place::Alone),
                Ok(Cfg::When(rest)) => {
                    self.edits.push(Edit { start, end, replacement: format!("{opening}cfg({rest})]") })
                }
            }
        }
        true
    }

    /// Removes `start..end`, with the comma after it in a list, and with its lines when it
    /// has them to itself (a comment after it on its last line goes too); then no two blank
    /// lines meet, and none is left after an opening or before a closing brace.
    fn remove(&mut self, start: usize, mut end: usize, place: Place) {
        let source = self.text.source;
        let after =
            |end: usize| end + (source[end..].len() - source[end..].trim_start_matches([' ', '\t']).len());
        if place == Place::InList && source[after(end)..].starts_with(',') {
            end = after(end) + 1;
        }
        let line_start = self.text.line_start(start);
        let rest_of_line = &source[end..self.text.line_end(end)];
        let own_lines = source[line_start..start].trim().is_empty()
            && (rest_of_line.trim().is_empty() || rest_of_line.trim_start().starts_with("//"));
        if !own_lines {
            self.edits.push(Edit { start, end: after(end), replacement: String::new() });
            return;
        }
        let (mut start, mut end) = (line_start, self.text.line_end(end));
        let previous = self.text.line_start(start.saturating_sub(1));
        let blank_before = start > 0 && self.text.is_blank(previous, start);
        let next_end = self.text.line_end(end);
        let blank_after = self.text.is_blank(end, next_end);
        let opens_before = start > 0 && source[previous..start].trim_end().ends_with('{');
        let closes_after = source[end..].trim_start().starts_with('}');
        if blank_after && (blank_before || opens_before) {
            end = next_end;
        } else if blank_before && (closes_after || end == source.len()) {
            start = previous;
        }
        self.edits.push(Edit { start, end, replacement: String::new() });
    }

    /// The text with every edit made. Edits only overlap where removals meet (a guard and
    /// its item, the blank lines of neighbours): then the removals become one.
    fn apply(mut self) -> String {
        self.edits.sort_by_key(|edit| (edit.start, edit.end));
        let mut text = String::new();
        let mut done = 0;
        for edit in &self.edits {
            if edit.start >= done {
                text.push_str(&self.text.source[done..edit.start]);
                text.push_str(&edit.replacement);
            }
            done = done.max(edit.end);
        }
        text.push_str(&self.text.source[done..]);
        text
    }

    /// Records the files of a module declared without a body.
    fn module_files(&mut self, module: &syn::ItemMod, removed: bool) {
        if module.content.is_some() {
            return;
        }
        let here = self.modules.last().cloned().unwrap_or_default();
        let by_path = module.attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
            Meta::NameValue(pair) => match &pair.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(path), .. }) => Some(path.value()),
                _ => None,
            },
            _ => None,
        });
        let files = match by_path {
            // `#[path]` is relative to the declaring file's own folder.
            Some(path) => vec![PathBuf::from(path)],
            None => {
                let name = module.ident.to_string();
                vec![here.join(format!("{name}.rs")), here.join(name)]
            }
        };
        if removed { &mut self.removed } else { &mut self.kept }.extend(files);
    }
}

/// The outer attributes a node's tokens start with: doc comments included.
fn leading_attributes(input: ParseStream) -> syn::Result<Vec<Attribute>> {
    let attributes = input.call(Attribute::parse_outer)?;
    input.parse::<TokenStream>()?;
    Ok(attributes)
}

/// The predicate of `attribute` when it is a `cfg` that names an instructor feature.
fn instructor_cfg(attribute: &Attribute) -> Option<Meta> {
    if !attribute.path().is_ident("cfg") {
        return None;
    }
    let predicate: Meta = attribute.parse_args().ok()?;
    cfg::names_instructor_feature(&predicate).then_some(predicate)
}

impl<'ast> Visit<'ast> for Finder<'_, '_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let keeps = self.keeps(item, Place::Alone);
        if let syn::Item::Mod(module) = item {
            self.module_files(module, !keeps);
            if keeps && module.content.is_some() {
                let inner = self.modules.last().cloned().unwrap_or_default().join(module.ident.to_string());
                self.modules.push(inner);
                visit::visit_item(self, item);
                self.modules.pop();
                return;
            }
        }
        if keeps {
            visit::visit_item(self, item);
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        if self.keeps(item, Place::Alone) {
            visit::visit_impl_item(self, item);
        }
    }

    fn visit_trait_item(&mut self, item: &'ast syn::TraitItem) {
        if self.keeps(item, Place::Alone) {
            visit::visit_trait_item(self, item);
        }
    }

    fn visit_foreign_item(&mut self, item: &'ast syn::ForeignItem) {
        if self.keeps(item, Place::Alone) {
            visit::visit_foreign_item(self, item);
        }
    }

    fn visit_stmt(&mut self, statement: &'ast syn::Stmt) {
        // An item statement is an item: `visit_item` deals with it.
        if matches!(statement, syn::Stmt::Item(_)) || self.keeps(statement, Place::Alone) {
            visit::visit_stmt(self, statement);
        }
    }

    fn visit_field(&mut self, field: &'ast syn::Field) {
        if self.keeps(field, Place::InList) {
            visit::visit_field(self, field);
        }
    }

    fn visit_variant(&mut self, variant: &'ast syn::Variant) {
        if self.keeps(variant, Place::InList) {
            visit::visit_variant(self, variant);
        }
    }

    fn visit_field_value(&mut self, value: &'ast syn::FieldValue) {
        if self.keeps(value, Place::InList) {
            visit::visit_field_value(self, value);
        }
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        if self.keeps(arm, Place::InList) {
            visit::visit_arm(self, arm);
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("cfg")
            && let Ok(predicate) = mac.parse_body::<Meta>()
            && cfg::names_instructor_feature(&predicate)
        {
            let replacement = match cfg::evaluate(&predicate) {
                Ok(Cfg::Always) => "true".to_owned(),
                Ok(Cfg::Never) => "false".to_owned(),
                Ok(Cfg::When(rest)) => format!("cfg!({rest})"),
                Err(error) => {
                    let place = error.span().start();
                    return self.errors.push(at(self.path, place, &error.to_string()).to_string());
                }
            };
            if let Some((start, end)) = self.text.range(mac.to_token_stream()) {
                self.edits.push(Edit { start, end, replacement });
            }
        }
        visit::visit_macro(self, mac);
    }

    /// A `cfg` with an instructor feature that no node above dealt with (on a parameter, a
    /// `cfg_attr`, an inner attribute) is an error, never a leak.
    fn visit_attribute(&mut self, attribute: &'ast Attribute) {
        let names_one = match &attribute.meta {
            Meta::List(list) if list.path.is_ident("cfg") || list.path.is_ident("cfg_attr") => {
                let text = list.tokens.to_string();
                super::INSTRUCTOR_FEATURES.iter().any(|f| text.contains(&format!("feature = \"{f}\"")))
            }
            _ => false,
        };
        let start = self.text.range(attribute.to_token_stream()).map(|(start, _)| start);
        if names_one && !start.is_some_and(|start| self.handled.contains(&start)) {
            let place = attribute.pound_token.span.start();
            let message = "a release cannot take this attribute out: put `#[cfg(feature = ...)]` on an item, \
                           field, variant, match arm or statement";
            self.errors.push(at(self.path, place, message).to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn release(source: &str) -> String {
        strip(source, Path::new("crates/x/src/lib.rs")).unwrap().text
    }

    #[test]
    fn solution_items_and_their_guards_go() {
        let source = r#"//! Docs.
mod dice;

#[cfg(not(feature = "solution"))]
mod rules;
#[cfg(feature = "solution")]
#[path = "../solution/rules.rs"]
mod rules;

pub const SOURCE: StudentSource = StudentSource {
    #[cfg(not(feature = "solution"))]
    path: "crates/rules/src/rules.rs",
    #[cfg(feature = "solution")]
    path: "crates/rules/solution/rules.rs", // the reference
};

#[cfg(feature = "hidden")]
mod hidden {
    fn nested() { if true { } } // a brace in a comment: }
}

/// Checked on the solution only.
#[cfg(all(test, feature = "solution"))]
mod tests {
    #[test]
    fn solved() { let _ = "}"; }
}

fn main() {
    run(cfg!(feature = "solution"));
}
"#;
        let expected = r#"//! Docs.
mod dice;

mod rules;

pub const SOURCE: StudentSource = StudentSource {
    path: "crates/rules/src/rules.rs",
};

fn main() {
    run(false);
}
"#;
        assert_eq!(release(source), expected);
    }

    #[test]
    fn variants_arms_fields_and_statements_go_one_by_one() {
        let source = r#"enum Command {
    /// Students grade.
    Grade,
    /// Instructors release.
    #[cfg(feature = "instructor")]
    Release { out: String },
}

struct Grade {
    #[cfg(feature = "instructor")]
    #[arg(long)]
    solution: bool,
    watch: bool,
}

fn run(command: Command, grade: &Grade) -> u8 {
    #[cfg(feature = "instructor")]
    if grade.solution {
        return 2;
    }
    match command {
        Command::Grade => 0,
        #[cfg(feature = "instructor")]
        Command::Release { out } => {
            println!("{out}");
            1
        }
    }
}
"#;
        let expected = r#"enum Command {
    /// Students grade.
    Grade,
}

struct Grade {
    watch: bool,
}

fn run(command: Command, grade: &Grade) -> u8 {
    match command {
        Command::Grade => 0,
    }
}
"#;
        assert_eq!(release(source), expected);
    }

    #[test]
    fn a_guard_that_still_depends_on_something_else_is_rewritten() {
        let source = "#[cfg(all(test, not(feature = \"instructor\")))]\nmod student_help;\n\n\
                      fn f() -> bool { cfg!(any(unix, feature = \"hidden\")) }\n";
        assert_eq!(release(source), "#[cfg(test)]\nmod student_help;\n\nfn f() -> bool { cfg!(unix) }\n");
    }

    #[test]
    fn items_on_one_line_with_others_go_alone() {
        let source = "enum E { A, #[cfg(feature = \"solution\")] B, C }\n";
        assert_eq!(release(source), "enum E { A, C }\n");
    }

    #[test]
    fn removed_module_declarations_name_their_files_and_kept_twins_are_spared() {
        let source = r#"#[cfg(feature = "instructor")]
pub mod batch;
#[cfg(feature = "solution")]
#[path = "../solution/rules.rs"]
mod rules;
#[cfg(feature = "hidden")]
mod twin;
#[cfg(not(feature = "hidden"))]
mod twin;
mod inner {
    #[cfg(feature = "instructor")]
    mod deep;
}
"#;
        let stripped = strip(source, Path::new("xtask/src/lib.rs")).unwrap();
        let names: Vec<String> = stripped.removed_modules.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(names, ["batch.rs", "batch", "../solution/rules.rs", "inner/deep.rs", "inner/deep"]);
        let nested =
            strip("#[cfg(feature = \"instructor\")]\nmod review;\n", Path::new("src/snapshots.rs")).unwrap();
        assert_eq!(
            nested.removed_modules,
            [PathBuf::from("snapshots/review.rs"), PathBuf::from("snapshots/review")]
        );
    }

    #[test]
    fn what_cannot_be_taken_out_is_an_error_with_its_place() {
        let error = |source: &str| strip(source, Path::new("src/lib.rs")).unwrap_err().to_string();
        let on_parameter = error("fn f(\n    #[cfg(feature = \"solution\")] x: u32,\n) {}\n");
        assert!(
            on_parameter.starts_with("src/lib.rs:2: a release cannot take this attribute out"),
            "{on_parameter}"
        );
        let cfg_attr = error("#[cfg_attr(feature = \"instructor\", derive(Debug))]\nstruct S;\n");
        assert!(cfg_attr.starts_with("src/lib.rs:1:"), "{cfg_attr}");
        let broken = error("fn f( {\n");
        assert!(broken.starts_with("src/lib.rs:1:"), "{broken}");
    }

    #[test]
    fn a_file_that_only_exists_for_the_reference_goes_whole() {
        let path = Path::new("crates/x/tests/solved.rs");
        let gone =
            strip("//! Checks of the reference.\n\n#![cfg(feature = \"solution\")]\n\nfn f() {}\n", path);
        assert!(gone.unwrap().gone);
        let kept =
            strip("#![cfg(not(feature = \"solution\"))]\n#![allow(dead_code)]\nfn f() {}\n", path).unwrap();
        assert!(!kept.gone);
        assert_eq!(kept.text, "#![allow(dead_code)]\nfn f() {}\n");
        let rest = strip("#![cfg(all(unix, not(feature = \"hidden\")))]\nfn f() {}\n", path).unwrap();
        assert_eq!(rest.text, "#![cfg(unix)]\nfn f() {}\n");
    }
}
