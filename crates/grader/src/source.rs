//! Source checks: reading the student's file with `syn` where the statement forbids or
//! requires something that values alone cannot show.

use std::fmt;

use proc_macro2::Span;
use serde::Serialize;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// A source file compiled into a teaching crate.
#[derive(Clone, Copy, Debug)]
pub struct SourceFile {
    /// Path from the workspace root, as shown to students.
    pub path: &'static str,
    /// The text that was compiled.
    pub text: &'static str,
}

/// Something a problem demands of its function's source.
#[derive(Clone, Debug)]
pub struct Requirement {
    /// The file the function is in.
    pub source: SourceFile,
    /// The function whose body is checked.
    pub function: &'static str,
    /// What is checked.
    pub rule: Rule,
}

/// What a [`Requirement`] checks.
#[derive(Clone, Debug)]
pub enum Rule {
    /// The body may not use any of these constructs.
    Forbids(&'static [Construct]),
    /// The body must mention each of these functions (call them or pass them on).
    Uses(&'static [&'static str]),
}

/// A construct a statement can forbid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    /// String and char literals, `String`, `str`, `char`, `to_string`, `chars`, `format!`.
    Strings,
    /// `x[i]` and slicing.
    Indexing,
    /// Arrays, slices, `Vec` and `vec!`.
    Lists,
    /// `for` loops.
    ForLoops,
    /// Any loop: `for`, `while` and `loop`.
    Loops,
    /// A call of (or reference to) the named function.
    Call(&'static str),
}

/// One broken requirement, at a line of the student's file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// The file.
    pub path: String,
    /// One-based line, or 0 when the whole function is concerned.
    pub line: usize,
    /// What is wrong and what to do.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.path, self.line, self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl Requirement {
    /// Checks the requirement; every violation found, in source order.
    pub fn check(&self) -> Vec<Violation> {
        let violation =
            |line: usize, message: String| Violation { path: self.source.path.to_owned(), line, message };
        let file = match syn::parse_file(self.source.text) {
            Ok(file) => file,
            Err(error) => {
                return vec![violation(error.span().start().line, format!("cannot be read: {error}"))];
            }
        };
        let Some(function) = find_function(&file, self.function) else {
            return vec![violation(
                0,
                format!(
                    "has no function `{}`; keep the provided signature and write inside it",
                    self.function
                ),
            )];
        };
        let mut findings = Findings::default();
        findings.visit_block(&function.block);
        match &self.rule {
            Rule::Forbids(constructs) => {
                let calls = findings.mentions.iter().filter_map(|(name, line)| {
                    let called =
                        constructs.iter().find(|c| matches!(c, Construct::Call(callee) if callee == name))?;
                    Some((*called, *line, format!("`{name}`")))
                });
                let mut found: Vec<_> = findings
                    .found
                    .iter()
                    .filter(|(construct, ..)| constructs.iter().any(|c| c.covers(construct)))
                    .cloned()
                    .chain(calls)
                    .collect();
                found.sort_by_key(|(_, line, _)| *line);
                found
                    .into_iter()
                    .map(|(construct, line, shown)| {
                        violation(line, format!("{} uses {shown}, but {}", self.function, construct.rule()))
                    })
                    .collect()
            }
            // An untouched stub is "not implemented yet"; saying it calls nothing adds only noise.
            Rule::Uses(_) if findings.mentions.iter().any(|(name, _)| name == "todo") => Vec::new(),
            Rule::Uses(callees) => callees
                .iter()
                .filter(|callee| !findings.mentions.iter().any(|(name, _)| name == *callee))
                .map(|callee| {
                    violation(
                        function.block.span().start().line,
                        format!("{} must call {callee} rather than repeat what it does", self.function),
                    )
                })
                .collect(),
        }
    }
}

impl Construct {
    /// Whether forbidding `self` forbids what was `found`.
    fn covers(&self, found: &Construct) -> bool {
        self == found || (*self == Construct::Loops && *found == Construct::ForLoops)
    }

    fn rule(&self) -> String {
        match self {
            Construct::Strings => "strings and chars are not allowed here: use / and % on numbers".into(),
            Construct::Indexing => "indexing is not allowed here: use / and % to reach a digit".into(),
            Construct::Lists => "arrays, slices and vectors are not allowed here: use plain numbers".into(),
            Construct::ForLoops => "`for` loops are not allowed here: arithmetic alone is enough".into(),
            Construct::Loops => "loops are not allowed here: call the function that already loops".into(),
            Construct::Call(name) => format!("{name} may not be called here"),
        }
    }
}

fn find_function<'f>(file: &'f syn::File, name: &str) -> Option<&'f syn::ItemFn> {
    fn search<'f>(items: &'f [syn::Item], name: &str) -> Option<&'f syn::ItemFn> {
        items.iter().find_map(|item| match item {
            syn::Item::Fn(function) if function.sig.ident == name => Some(function),
            syn::Item::Mod(module) => module.content.as_ref().and_then(|(_, items)| search(items, name)),
            _ => None,
        })
    }
    search(&file.items, name)
}

/// Every construct of interest in a body, and every name it mentions.
#[derive(Default)]
struct Findings {
    /// (construct, line, how it appears in the source)
    found: Vec<(Construct, usize, String)>,
    /// Every name the body mentions (calls, paths, identifiers inside macros), with its line.
    mentions: Vec<(String, usize)>,
}

impl Findings {
    fn add(&mut self, construct: Construct, span: Span, shown: impl Into<String>) {
        self.found.push((construct, span.start().line, shown.into()));
    }
}

const STRING_METHODS: &[&str] = &["to_string", "chars", "as_bytes", "bytes", "char_indices", "to_owned"];
const STRING_TYPES: &[&str] = &["String", "str", "char"];
const LIST_TYPES: &[&str] = &["Vec", "VecDeque", "LinkedList"];

impl<'ast> Visit<'ast> for Findings {
    fn visit_lit(&mut self, lit: &'ast syn::Lit) {
        match lit {
            syn::Lit::Str(_) | syn::Lit::ByteStr(_) | syn::Lit::CStr(_) => {
                self.add(Construct::Strings, lit.span(), "a string literal")
            }
            syn::Lit::Char(_) | syn::Lit::Byte(_) => {
                self.add(Construct::Strings, lit.span(), "a char literal")
            }
            _ => {}
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let method = call.method.to_string();
        if STRING_METHODS.contains(&method.as_str()) {
            self.add(Construct::Strings, call.method.span(), format!("`.{method}()`"));
        }
        self.mentions.push((method, call.method.span().start().line));
        visit::visit_expr_method_call(self, call);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        match name.as_str() {
            "format" | "format_args" | "concat" | "stringify" | "write" | "writeln" => {
                self.add(Construct::Strings, mac.path.span(), format!("`{name}!`"))
            }
            "vec" => self.add(Construct::Lists, mac.path.span(), "`vec!`"),
            _ => {}
        }
        // Names inside a macro call (say `dbg!(roll_dice(1, dice))`) still count as mentioned.
        self.mentions.extend(mac.tokens.clone().into_iter().filter_map(|token| match token {
            proc_macro2::TokenTree::Ident(ident) => Some((ident.to_string(), ident.span().start().line)),
            _ => None,
        }));
        visit::visit_macro(self, mac);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        for segment in &path.segments {
            let name = segment.ident.to_string();
            if STRING_TYPES.contains(&name.as_str()) {
                self.add(Construct::Strings, segment.ident.span(), format!("`{name}`"));
            } else if LIST_TYPES.contains(&name.as_str()) {
                self.add(Construct::Lists, segment.ident.span(), format!("`{name}`"));
            }
        }
        if let Some(last) = path.segments.last() {
            self.mentions.push((last.ident.to_string(), last.ident.span().start().line));
        }
        visit::visit_path(self, path);
    }

    fn visit_expr_index(&mut self, index: &'ast syn::ExprIndex) {
        self.add(Construct::Indexing, index.bracket_token.span.join(), "indexing (`x[i]`)");
        visit::visit_expr_index(self, index);
    }

    fn visit_expr_array(&mut self, array: &'ast syn::ExprArray) {
        self.add(Construct::Lists, array.bracket_token.span.join(), "an array (`[..]`)");
        visit::visit_expr_array(self, array);
    }

    fn visit_expr_repeat(&mut self, repeat: &'ast syn::ExprRepeat) {
        self.add(Construct::Lists, repeat.bracket_token.span.join(), "an array (`[x; n]`)");
        visit::visit_expr_repeat(self, repeat);
    }

    fn visit_type_array(&mut self, array: &'ast syn::TypeArray) {
        self.add(Construct::Lists, array.bracket_token.span.join(), "an array type");
        visit::visit_type_array(self, array);
    }

    fn visit_type_slice(&mut self, slice: &'ast syn::TypeSlice) {
        self.add(Construct::Lists, slice.bracket_token.span.join(), "a slice type");
        visit::visit_type_slice(self, slice);
    }

    fn visit_expr_for_loop(&mut self, for_loop: &'ast syn::ExprForLoop) {
        self.add(Construct::ForLoops, for_loop.for_token.span, "a `for` loop");
        visit::visit_expr_for_loop(self, for_loop);
    }

    fn visit_expr_while(&mut self, while_loop: &'ast syn::ExprWhile) {
        self.add(Construct::Loops, while_loop.while_token.span, "a `while` loop");
        visit::visit_expr_while(self, while_loop);
    }

    fn visit_expr_loop(&mut self, loop_expr: &'ast syn::ExprLoop) {
        self.add(Construct::Loops, loop_expr.loop_token.span, "a `loop`");
        visit::visit_expr_loop(self, loop_expr);
    }
}
