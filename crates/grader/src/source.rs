//! Source checks: reading the student's file with `syn` where the statement forbids or
//! requires something that values alone cannot show.

use std::fmt;

use hog_i18n::t;
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use serde::{Deserialize, Serialize};
use syn::ext::IdentExt;
use syn::punctuated::Punctuated;
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
    /// A `macro_rules!` definition, which could hide any other construct; every
    /// [`Rule::Forbids`] forbids it.
    Macros,
}

/// One broken requirement, at a line of the student's file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Violation {
    /// The file.
    pub path: String,
    /// One-based line, or 0 when the whole function is concerned.
    pub line: usize,
    /// What is wrong and what to do, in the language the grade speaks.
    pub message: String,
    /// The same in English, when the grade speaks another language: a mistake's signature is
    /// taken from it, as the zoo's were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub english: Option<String>,
}

impl Violation {
    /// The violation at `line` of `path` that `say` words, in the language spoken and, where
    /// that is another, in English.
    fn new(path: &str, line: usize, say: impl Fn() -> String) -> Violation {
        let (message, english) = hog_i18n::said_and_english(say);
        Violation { path: path.to_owned(), line, message, english }
    }

    /// What the violation says in English: what a signature holds.
    pub fn in_english(&self) -> &str {
        self.english.as_deref().unwrap_or(&self.message)
    }
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
        let path = self.source.path;
        let file = match syn::parse_file(self.source.text) {
            Ok(file) => file,
            Err(error) => {
                let line = error.span().start().line;
                return vec![Violation::new(path, line, || {
                    t!("source-unreadable", error = error.to_string())
                })];
            }
        };
        let Some(function) = find_function(&file, self.function) else {
            return vec![Violation::new(path, 0, || t!("source-no-function", function = self.function))];
        };
        let mut findings = Findings::default();
        findings.visit_block(&function.block);
        match &self.rule {
            Rule::Forbids(constructs) => {
                let calls = findings.mentions.iter().filter_map(|(name, line)| {
                    let called =
                        constructs.iter().find(|c| matches!(c, Construct::Call(callee) if callee == name))?;
                    Some((*called, *line, Shown::Code(format!("`{name}`"))))
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
                        Violation::new(path, line, || construct.message(self.function, &shown))
                    })
                    .collect()
            }
            // An untouched stub is "not implemented yet"; saying it calls nothing adds only noise.
            Rule::Uses(_) if findings.mentions.iter().any(|(name, _)| name == "todo") => Vec::new(),
            Rule::Uses(callees) => callees
                .iter()
                .filter(|callee| !findings.mentions.iter().any(|(name, _)| name == *callee))
                .map(|callee| {
                    Violation::new(path, function.block.span().start().line, || {
                        t!("source-must-call", function = self.function, callee = *callee)
                    })
                })
                .collect(),
        }
    }
}

impl Construct {
    /// Whether forbidding `self` forbids what was `found`.
    fn covers(&self, found: &Construct) -> bool {
        self == found
            || (*self == Construct::Loops && *found == Construct::ForLoops)
            || *found == Construct::Macros
    }

    /// What the student reads: where `function` uses what is `shown`, and why not.
    fn message(&self, function: &str, shown: &Shown) -> String {
        match self {
            Construct::Macros => t!("source-defines-macro", function = function, rule = self.rule()),
            _ => t!("source-uses", function = function, shown = shown.text(), rule = self.rule()),
        }
    }

    fn rule(&self) -> String {
        match self {
            Construct::Strings => t!("source-rule-strings"),
            Construct::Indexing => t!("source-rule-indexing"),
            Construct::Lists => t!("source-rule-lists"),
            Construct::ForLoops => t!("source-rule-for-loops"),
            Construct::Loops => t!("source-rule-loops"),
            Construct::Call(name) => t!("source-rule-call", name = *name),
            Construct::Macros => t!("source-rule-macros"),
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

/// How a construct appears in a message: its code, or words of the catalogue.
#[derive(Clone)]
enum Shown {
    /// Code, said as it is: `` `vec!` ``.
    Code(String),
    /// Words, said in the language spoken: "a `for` loop".
    Words(fn() -> String),
}

impl Shown {
    fn text(&self) -> String {
        match self {
            Shown::Code(code) => code.clone(),
            Shown::Words(words) => words(),
        }
    }
}

/// Every construct of interest in a body, and every name it mentions.
#[derive(Default)]
struct Findings {
    /// (construct, line, how it appears in the source)
    found: Vec<(Construct, usize, Shown)>,
    /// Every name the body mentions (calls, paths, identifiers inside macros), with its line.
    mentions: Vec<(String, usize)>,
}

impl Findings {
    fn add(&mut self, construct: Construct, span: Span, shown: Shown) {
        self.found.push((construct, span.start().line, shown));
    }

    /// A name that shows a string or list type, or (after `.` or `::`) a string method.
    fn name(&mut self, ident: &proc_macro2::Ident, after_separator: bool) {
        let name = ident.unraw().to_string();
        let shown = format!("`{name}`");
        if STRING_TYPES.contains(&name.as_str())
            || (after_separator && STRING_METHODS.contains(&name.as_str()))
        {
            self.add(Construct::Strings, ident.span(), Shown::Code(shown));
        } else if LIST_TYPES.contains(&name.as_str()) {
            self.add(Construct::Lists, ident.span(), Shown::Code(shown));
        }
    }

    /// Tokens of a macro call that do not read as expressions (a `macro_rules!` body,
    /// `matches!` with a guard): what they still show, and every name as a mention.
    fn visit_tokens(&mut self, tokens: TokenStream) {
        let mut previous: Option<TokenTree> = None;
        for token in tokens {
            let after = |c: char| matches!(&previous, Some(TokenTree::Punct(p)) if p.as_char() == c);
            match &token {
                TokenTree::Group(group) => {
                    if group.delimiter() == Delimiter::Bracket && !after('#') {
                        self.add(Construct::Lists, group.span(), Shown::Words(|| t!("source-brackets")));
                    }
                    self.visit_tokens(group.stream());
                }
                TokenTree::Literal(literal) => self.visit_lit(&syn::Lit::new(literal.clone())),
                TokenTree::Ident(ident) => {
                    self.name(ident, after('.') || after(':'));
                    match ident.to_string().as_str() {
                        "for" => self.add(
                            Construct::ForLoops,
                            ident.span(),
                            Shown::Words(|| t!("source-for-loop")),
                        ),
                        "while" => {
                            self.add(Construct::Loops, ident.span(), Shown::Words(|| t!("source-while-loop")))
                        }
                        "loop" => {
                            self.add(Construct::Loops, ident.span(), Shown::Words(|| t!("source-loop")))
                        }
                        _ => {}
                    }
                    self.mentions.push((ident.unraw().to_string(), ident.span().start().line));
                }
                TokenTree::Punct(_) => {}
            }
            previous = Some(token);
        }
    }
}

/// The arguments of a macro call, when its tokens read as expressions: `f(x), "{}", y`,
/// or the `x` and `n` of `vec![x; n]`. Macro calls are code too, and checks must see it.
pub(crate) fn macro_arguments(mac: &syn::Macro) -> Option<Vec<syn::Expr>> {
    if let Ok(arguments) = mac.parse_body_with(Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated) {
        return Some(arguments.into_iter().collect());
    }
    let bracketed = TokenTree::Group(Group::new(Delimiter::Bracket, mac.tokens.clone()));
    let repeat: syn::ExprRepeat = syn::parse2(bracketed.into()).ok()?;
    Some(vec![*repeat.expr, *repeat.len])
}

/// Which argument of a print-like macro is its format string. Printing while debugging
/// is not a use of strings by the computation, so that literal is not a finding.
fn format_string_position(macro_name: &str) -> Option<usize> {
    match macro_name {
        "println" | "print" | "eprintln" | "eprint" | "panic" | "unreachable" | "todo" | "unimplemented"
        | "format" | "format_args" => Some(0),
        "write" | "writeln" | "assert" | "debug_assert" => Some(1),
        "assert_eq" | "assert_ne" | "debug_assert_eq" | "debug_assert_ne" => Some(2),
        _ => None,
    }
}

const STRING_METHODS: &[&str] = &["to_string", "chars", "as_bytes", "bytes", "char_indices", "to_owned"];
const STRING_TYPES: &[&str] = &["String", "str", "char"];
const LIST_TYPES: &[&str] = &["Vec", "VecDeque", "LinkedList"];

impl<'ast> Visit<'ast> for Findings {
    fn visit_lit(&mut self, lit: &'ast syn::Lit) {
        match lit {
            syn::Lit::Str(_) | syn::Lit::ByteStr(_) | syn::Lit::CStr(_) => {
                self.add(Construct::Strings, lit.span(), Shown::Words(|| t!("source-string-literal")))
            }
            syn::Lit::Char(_) | syn::Lit::Byte(_) => {
                self.add(Construct::Strings, lit.span(), Shown::Words(|| t!("source-char-literal")))
            }
            _ => {}
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let method = call.method.unraw().to_string();
        if STRING_METHODS.contains(&method.as_str()) {
            self.add(Construct::Strings, call.method.span(), Shown::Code(format!("`.{method}()`")));
        }
        self.mentions.push((method, call.method.span().start().line));
        visit::visit_expr_method_call(self, call);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.unraw().to_string()).unwrap_or_default();
        match name.as_str() {
            "format" | "format_args" | "concat" | "stringify" | "write" | "writeln" => {
                self.add(Construct::Strings, mac.path.span(), Shown::Code(format!("`{name}!`")))
            }
            "vec" => self.add(Construct::Lists, mac.path.span(), Shown::Code("`vec!`".into())),
            "macro_rules" => {
                self.add(Construct::Macros, mac.path.span(), Shown::Code("`macro_rules!`".into()))
            }
            _ => {}
        }
        visit::visit_macro(self, mac);
        let Some(arguments) = macro_arguments(mac) else {
            self.visit_tokens(mac.tokens.clone());
            return;
        };
        let format_string = format_string_position(&name);
        for (position, argument) in arguments.iter().enumerate() {
            let literal = matches!(argument, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(_), .. }));
            if !(literal && Some(position) == format_string) {
                self.visit_expr(argument);
            }
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        for (position, segment) in path.segments.iter().enumerate() {
            // A method named through its type (`u32::to_string`) is as much a use as `.to_string()`.
            self.name(&segment.ident, position > 0);
        }
        if let Some(last) = path.segments.last() {
            self.mentions.push((last.ident.unraw().to_string(), last.ident.span().start().line));
        }
        visit::visit_path(self, path);
    }

    fn visit_expr_index(&mut self, index: &'ast syn::ExprIndex) {
        self.add(
            Construct::Indexing,
            index.bracket_token.span.join(),
            Shown::Words(|| t!("source-indexing")),
        );
        visit::visit_expr_index(self, index);
    }

    fn visit_expr_array(&mut self, array: &'ast syn::ExprArray) {
        self.add(Construct::Lists, array.bracket_token.span.join(), Shown::Words(|| t!("source-array")));
        visit::visit_expr_array(self, array);
    }

    fn visit_expr_repeat(&mut self, repeat: &'ast syn::ExprRepeat) {
        self.add(
            Construct::Lists,
            repeat.bracket_token.span.join(),
            Shown::Words(|| t!("source-array-repeat")),
        );
        visit::visit_expr_repeat(self, repeat);
    }

    fn visit_type_array(&mut self, array: &'ast syn::TypeArray) {
        self.add(Construct::Lists, array.bracket_token.span.join(), Shown::Words(|| t!("source-array-type")));
        visit::visit_type_array(self, array);
    }

    fn visit_type_slice(&mut self, slice: &'ast syn::TypeSlice) {
        self.add(Construct::Lists, slice.bracket_token.span.join(), Shown::Words(|| t!("source-slice-type")));
        visit::visit_type_slice(self, slice);
    }

    fn visit_expr_for_loop(&mut self, for_loop: &'ast syn::ExprForLoop) {
        self.add(Construct::ForLoops, for_loop.for_token.span, Shown::Words(|| t!("source-for-loop")));
        visit::visit_expr_for_loop(self, for_loop);
    }

    fn visit_expr_while(&mut self, while_loop: &'ast syn::ExprWhile) {
        self.add(Construct::Loops, while_loop.while_token.span, Shown::Words(|| t!("source-while-loop")));
        visit::visit_expr_while(self, while_loop);
    }

    fn visit_expr_loop(&mut self, loop_expr: &'ast syn::ExprLoop) {
        self.add(Construct::Loops, loop_expr.loop_token.span, Shown::Words(|| t!("source-loop")));
        visit::visit_expr_loop(self, loop_expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOAR_BRAWL: Rule =
        Rule::Forbids(&[Construct::Strings, Construct::Indexing, Construct::Lists, Construct::ForLoops]);

    /// The violations of `rule` by a `boar_brawl` with this body; the body's first line
    /// after its opening newline is line 2.
    fn check(rule: Rule, body: &str) -> Vec<Violation> {
        let text = format!("pub fn boar_brawl(player_score: u32, opponent_score: u32) -> u32 {{{body}}}\n");
        let source = SourceFile { path: "rules.rs", text: Box::leak(text.into_boxed_str()) };
        Requirement { source, function: "boar_brawl", rule }.check()
    }

    fn lines(violations: &[Violation]) -> Vec<usize> {
        violations.iter().map(|v| v.line).collect()
    }

    #[test]
    fn strings_inside_dbg_and_format_are_found() {
        let body = r#"
    let tens = dbg!(format!("{:03}", opponent_score)
        .chars().rev().nth(1).unwrap().to_digit(10).unwrap());
    (3 * tens.abs_diff(player_score % 10)).max(1)
"#;
        let violations = check(BOAR_BRAWL, body);
        assert_eq!(lines(&violations), [2, 3], "{violations:?}");
        assert!(violations[0].message.contains("`format!`"), "{violations:?}");
        assert!(violations[1].message.contains("`.chars()`"), "{violations:?}");
    }

    #[test]
    fn a_macro_rules_definition_is_found_with_what_it_hides() {
        let body = r#"
    macro_rules! digit { ($n:expr) => { $n.to_string().chars() } }
    let ones = digit!(player_score).last().unwrap();
    ones.to_digit(10).unwrap()
"#;
        let violations = check(BOAR_BRAWL, body);
        assert!(violations.iter().all(|v| v.line == 2), "{violations:?}");
        let messages: Vec<&str> = violations.iter().map(|v| v.message.as_str()).collect();
        assert!(messages.iter().any(|m| m.contains("defines a macro with `macro_rules!`")), "{messages:?}");
        assert!(messages.iter().any(|m| m.contains("`to_string`")), "{messages:?}");
        // Any Forbids forbids a macro definition, whatever else it names.
        let loops = check(Rule::Forbids(&[Construct::Loops]), body);
        assert_eq!(lines(&loops), [2], "{loops:?}");
    }

    #[test]
    fn indexing_lists_and_loops_inside_macro_calls_are_found() {
        let body = r#"
    let d = [player_score % 10, opponent_score / 10 % 10];
    assert_eq!(d[0], d[0]);
    let v = vec![d[1]; 2];
    println!("{}", { let mut t = 0; for x in v { t += x; } t });
    1
"#;
        let violations = check(BOAR_BRAWL, body);
        let shown = |v: &Violation| (v.line, v.message.split(", but").next().unwrap().to_owned());
        let found: Vec<(usize, String)> = violations.iter().map(shown).collect();
        assert!(found.contains(&(3, "boar_brawl uses indexing (`x[i]`)".into())), "{found:?}");
        assert!(found.contains(&(4, "boar_brawl uses `vec!`".into())), "{found:?}");
        assert!(found.contains(&(4, "boar_brawl uses indexing (`x[i]`)".into())), "{found:?}");
        assert!(found.contains(&(5, "boar_brawl uses a `for` loop".into())), "{found:?}");
        // `vec![x; n]` is `vec!` once, not also an array.
        assert!(!found.iter().any(|(_, m)| m.contains("an array (`[x; n]`)")), "{found:?}");
    }

    #[test]
    fn a_guarded_matches_is_still_read() {
        let body = r#"
    if matches!(opponent_score.to_string().pop(), Some(c) if c == '4') { 1 } else { 2 }
"#;
        let violations = check(BOAR_BRAWL, body);
        assert_eq!(lines(&violations), [2, 2], "`.to_string` and '4': {violations:?}");
    }

    #[test]
    fn debug_printing_and_arithmetic_are_allowed() {
        let body = r#"
    println!("DEBUG: {}", player_score % 10);
    eprintln!("DEBUG: {player_score}");
    assert!(player_score < 1000, "scores stay below {}", 1000);
    debug_assert_eq!(opponent_score % 1, 0, "no remainder");
    dbg!(opponent_score / 10 % 10);
    let tens = (opponent_score % 100) / 10;
    (3 * tens.abs_diff(player_score % 10)).max(1)
"#;
        assert_eq!(check(BOAR_BRAWL, body), []);
    }

    #[test]
    fn names_inside_macro_calls_are_mentions() {
        let uses = || Rule::Uses(&["roll_dice"]);
        assert_eq!(check(uses(), "\n    dbg!(roll_dice(1, dice))\n"), []);
        assert_eq!(check(uses(), "\n    assert!(matches!(roll_dice(1, d), 1 if true))\n"), []);
        assert_eq!(lines(&check(uses(), "\n    dbg!(1)\n")), [1]);
        let forbids = || Rule::Forbids(&[Construct::Call("roll_dice")]);
        let called = check(forbids(), "\n    println!(\"{}\", roll_dice(1, d))\n");
        assert_eq!(lines(&called), [2], "one violation per call: {called:?}");
    }

    /// The violations of `rule` in a whole file, for `function`.
    fn check_file(text: &'static str, function: &'static str, rule: Rule) -> Vec<Violation> {
        Requirement { source: SourceFile { path: "rules.rs", text }, function, rule }.check()
    }

    #[test]
    fn a_file_that_does_not_parse_is_one_violation_at_its_error() {
        let violations = check_file("fn f() {\n    let = 1;\n}\n", "f", BOAR_BRAWL);
        assert_eq!(lines(&violations), [2], "{violations:?}");
        assert!(violations[0].message.starts_with("cannot be read"), "{violations:?}");
    }

    #[test]
    fn a_missing_function_is_named_and_one_inside_a_module_is_found() {
        let missing = check_file("fn g() {}\n", "f", BOAR_BRAWL);
        assert_eq!(lines(&missing), [0]);
        assert_eq!(
            missing[0].to_string(),
            "rules.rs: has no function `f`; keep the provided signature and write inside it"
        );
        let nested =
            check_file("mod m {\n    fn f() -> Vec<u32> {\n        vec![]\n    }\n}\n", "f", BOAR_BRAWL);
        assert_eq!(lines(&nested), [3], "{nested:?}");
        assert!(nested[0].to_string().starts_with("rules.rs:3: f uses `vec!`"), "{nested:?}");
    }

    #[test]
    fn loops_forbids_every_loop_and_for_loops_only_for() {
        let body = "\n    for _ in 0..1 {}\n    while false {}\n    loop { break }\n    1\n";
        assert_eq!(lines(&check(Rule::Forbids(&[Construct::Loops]), body)), [2, 3, 4]);
        assert_eq!(lines(&check(Rule::Forbids(&[Construct::ForLoops]), body)), [2]);
        assert_eq!(check(Rule::Forbids(&[Construct::Strings]), body), []);
    }

    #[test]
    fn a_forbidden_function_passed_as_a_value_is_a_use() {
        let forbids = || Rule::Forbids(&[Construct::Call("roll_dice")]);
        let passed_on = check(forbids(), "\n    let f = roll_dice;\n    f(1, d)\n");
        assert_eq!(lines(&passed_on), [2], "{passed_on:?}");
        assert!(passed_on[0].message.ends_with("roll_dice may not be called here"), "{passed_on:?}");
        assert_eq!(check(forbids(), "\n    let roll = 3;\n    roll\n"), []);
    }

    #[test]
    fn uses_names_the_callee_missing_and_leaves_a_stub_alone() {
        let uses = || Rule::Uses(&["roll_dice", "sus_points"]);
        let missing = check(uses(), "\n    roll_dice(1, dice)\n");
        assert_eq!(lines(&missing), [1], "the body's opening line: {missing:?}");
        assert_eq!(missing[0].message, "boar_brawl must call sus_points rather than repeat what it does");
        assert_eq!(check(uses(), "\n    todo!(\"Problem 03: take_turn\")\n"), []);
        assert_eq!(check(uses(), "\n    let f = roll_dice;\n    sus_points(f(1, dice))\n"), []);
    }

    #[test]
    fn string_methods_named_through_their_type_are_found() {
        let violations = check(BOAR_BRAWL, "\n    u32::to_string(&player_score).len() as u32\n");
        assert_eq!(lines(&violations), [2], "{violations:?}");
        assert_eq!(check(BOAR_BRAWL, "\n    let bytes = player_score;\n    bytes\n"), []);
    }
}
