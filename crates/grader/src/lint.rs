//! The student-file lint: student code is untrusted input to the grader, so a student
//! file may not contain what no solution needs and what could let code under test reach
//! outside its computation (files, processes, the environment, the network, other
//! languages, `unsafe`). The check reads the whole file with `syn`, looking inside macro
//! calls too; doc comments are attributes, not code, and are not read.

use hog_i18n::t;
use proc_macro2::{Delimiter, Ident, Spacing, Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::visit::{self, Visit};

use crate::source::macro_arguments;

/// One thing the lint found, at a one-based line of the file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    /// Where it is, so that the caller can tell which problem's region it is in.
    pub line: usize,
    /// What was found and why it is not allowed, for students.
    pub message: String,
}

/// Lints a student file; every finding in source order. A file that does not parse
/// returns one finding at the error's line.
pub fn lint(text: &str) -> Vec<Finding> {
    let file = match syn::parse_file(text) {
        Ok(file) => file,
        Err(error) => {
            return vec![Finding {
                line: error.span().start().line,
                message: t!("lint-unreadable", error = error.to_string()),
            }];
        }
    };
    let mut lint = Lint::default();
    lint.visit_file(&file);
    lint.findings()
}

/// Lints the code of one region, parsed as a block: what a student wrote, without the text
/// handed out around it. Lines are the block's own.
pub fn lint_block(block: &syn::Block) -> Vec<Finding> {
    let mut lint = Lint::default();
    lint.visit_block(block);
    lint.findings()
}

/// The crates whose modules reach the machine.
const ROOTS: &[&str] = &["std", "core", "alloc"];

/// Modules of [`ROOTS`] that reach outside the computation, and the message of the catalogue
/// (`locales/<language>/grader.ftl`) that says what they would let code do.
const MODULES: &[(&str, &str)] = &[
    ("fs", "lint-reach-fs"),
    ("process", "lint-reach-process"),
    ("env", "lint-reach-env"),
    ("net", "lint-reach-net"),
    ("os", "lint-reach-os"),
    ("ffi", "lint-reach-ffi"),
    ("arch", "lint-reach-arch"),
];

/// Macros that read outside the file, write machine code or define new syntax, and the
/// message that says why not.
const MACROS: &[(&str, &str)] = &[
    ("include", "lint-why-another-file"),
    ("include_str", "lint-why-reads-file"),
    ("include_bytes", "lint-why-reads-file"),
    ("env", "lint-why-environment"),
    ("option_env", "lint-why-environment"),
    ("asm", "lint-why-machine-code"),
    ("global_asm", "lint-why-machine-code"),
    ("naked_asm", "lint-why-machine-code"),
];

/// Attributes that change what is compiled or how it is linked, and the message that says
/// why not.
const ATTRIBUTES: &[(&str, &str)] = &[
    ("path", "lint-why-another-file"),
    ("no_mangle", "lint-why-linking"),
    ("export_name", "lint-why-linking"),
    ("link_section", "lint-why-linking"),
];

/// The catalogue's message `id`, in the language spoken.
fn said(id: &str) -> String {
    hog_i18n::current().text(id, &[])
}

/// A name as written, without the `r#` of a raw identifier (`r#std` is `std`).
fn name(ident: &Ident) -> String {
    ident.unraw().to_string()
}

fn is_root(ident: &Ident) -> bool {
    ROOTS.contains(&name(ident).as_str())
}

/// Every finding of the lint in one file.
#[derive(Default)]
struct Lint {
    findings: Vec<Finding>,
}

impl Lint {
    /// Every finding, in source order.
    fn findings(mut self) -> Vec<Finding> {
        self.findings.sort_by_key(|finding| finding.line);
        self.findings
    }

    fn add(&mut self, span: Span, message: impl Into<String>) {
        self.findings.push(Finding { line: span.start().line, message: message.into() });
    }

    fn not_allowed(&mut self, span: Span, what: &str, why: &str) {
        self.add(span, t!("lint-not-allowed", what = what, why = why));
    }

    fn unsafe_code(&mut self, span: Span) {
        self.not_allowed(span, "`unsafe`", &t!("lint-why-unsafe"));
    }

    /// `module` directly after `root` (`std::fs`, `core::arch`).
    fn module_after(&mut self, root: &Ident, module: &Ident) {
        let module_name = name(module);
        if let Some((_, reach)) = MODULES.iter().find(|(banned, _)| *banned == module_name) {
            let what = format!("`{}::{module_name}`", name(root));
            self.not_allowed(module.span(), &what, &said(reach));
        }
    }

    fn macro_name(&mut self, ident: &Ident) {
        let macro_name = name(ident);
        if macro_name == "macro_rules" {
            self.add(ident.span(), t!("lint-macro-rules"));
        } else if let Some((_, why)) = MACROS.iter().find(|(banned, _)| *banned == macro_name) {
            self.not_allowed(ident.span(), &format!("`{macro_name}!`"), &said(why));
        }
    }

    /// One level of a `use` tree; `prefix` is the path above it.
    fn use_tree(&mut self, prefix: &mut Vec<Ident>, tree: &syn::UseTree) {
        let root = prefix.last().filter(|parent| is_root(parent)).cloned();
        let named = match tree {
            syn::UseTree::Path(path) => Some(&path.ident),
            syn::UseTree::Name(used) => Some(&used.ident),
            syn::UseTree::Rename(rename) => Some(&rename.ident),
            syn::UseTree::Glob(_) | syn::UseTree::Group(_) => None,
        };
        if let (Some(root), Some(named)) = (&root, named) {
            self.module_after(root, named);
        }
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.clone());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            // `self` names the prefix: `use std::{self as s}` renames `std` too.
            syn::UseTree::Rename(rename)
                if is_root(&rename.ident) || (rename.ident == "self" && root.is_some()) =>
            {
                let (what, why) = (t!("lint-renaming-std"), t!("lint-why-in-full"));
                self.not_allowed(rename.ident.span(), &what, &why);
            }
            syn::UseTree::Glob(glob) => {
                if let Some(root) = root {
                    let what = format!("`use {}::*`", name(&root));
                    self.not_allowed(glob.star_token.span, &what, &t!("lint-why-in-full"));
                }
            }
            syn::UseTree::Group(group) => group.items.iter().for_each(|tree| self.use_tree(prefix, tree)),
            syn::UseTree::Name(_) | syn::UseTree::Rename(_) => {}
        }
    }

    /// One attribute's name: `#[path]`, `#[link..]`, `#[no_mangle]` and the like.
    fn attribute(&mut self, ident: &Ident) {
        let attribute_name = name(ident);
        let what = format!("`#[{attribute_name}]`");
        if attribute_name.starts_with("link") && attribute_name != "link_section" {
            self.not_allowed(ident.span(), &what, &t!("lint-why-links-other-languages"));
        } else if let Some((_, why)) = ATTRIBUTES.iter().find(|(banned, _)| *banned == attribute_name) {
            self.not_allowed(ident.span(), &what, &said(why));
        }
    }

    /// The attributes inside `#[unsafe(..)]` and `#[cfg_attr(.., ..)]`, which apply them.
    fn wrapped_attributes(&mut self, wrapper: &Ident, tokens: TokenStream) {
        if !matches!(name(wrapper).as_str(), "unsafe" | "cfg_attr") {
            return;
        }
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (at, token) in tokens.iter().enumerate() {
            if let TokenTree::Ident(ident) = token {
                self.attribute(ident);
                if let Some(TokenTree::Group(group)) = tokens.get(at + 1) {
                    self.wrapped_attributes(ident, group.stream());
                }
            }
        }
    }

    /// Tokens that do not read as expressions: banned paths (`std::fs`, `std::{fs}`,
    /// `std::*`), banned macro names and the `unsafe` and `extern` keywords, at any depth.
    fn scan(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (at, token) in tokens.iter().enumerate() {
            let TokenTree::Ident(ident) = token else {
                if let TokenTree::Group(group) = token {
                    self.scan(group.stream());
                }
                continue;
            };
            match (name(ident).as_str(), &tokens[at + 1..]) {
                ("unsafe", _) => self.unsafe_code(ident.span()),
                ("extern", _) => {
                    self.not_allowed(ident.span(), "`extern`", &t!("lint-why-call-other-languages"))
                }
                (_, [TokenTree::Punct(bang), ..])
                    if bang.as_char() == '!' && bang.spacing() == Spacing::Alone =>
                {
                    self.macro_name(ident)
                }
                (_, [TokenTree::Punct(first), TokenTree::Punct(second), after, ..])
                    if is_root(ident) && first.as_char() == ':' && second.as_char() == ':' =>
                {
                    self.after_root(ident, after)
                }
                _ => {}
            }
        }
    }

    /// What follows `root::` in raw tokens: a module, a group of names or a glob.
    fn after_root(&mut self, root: &Ident, after: &TokenTree) {
        match after {
            TokenTree::Ident(module) => self.module_after(root, module),
            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                for token in group.stream() {
                    if let TokenTree::Ident(module) = token {
                        self.module_after(root, &module);
                    }
                }
            }
            TokenTree::Punct(star) if star.as_char() == '*' => {
                let what = format!("`{}::*`", name(root));
                self.not_allowed(star.span(), &what, &t!("lint-why-in-full"));
            }
            _ => {}
        }
    }
}

impl<'ast> Visit<'ast> for Lint {
    fn visit_expr_unsafe(&mut self, block: &'ast syn::ExprUnsafe) {
        self.unsafe_code(block.unsafe_token.span);
        visit::visit_expr_unsafe(self, block);
    }

    fn visit_signature(&mut self, signature: &'ast syn::Signature) {
        if let Some(token) = signature.unsafety {
            self.unsafe_code(token.span);
        }
        if let Some(abi) = &signature.abi {
            let (what, why) = (t!("lint-extern-function"), t!("lint-why-called-from-other-languages"));
            self.not_allowed(abi.extern_token.span, &what, &why);
        }
        visit::visit_signature(self, signature);
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        if let Some(token) = item.unsafety {
            self.unsafe_code(token.span);
        }
        visit::visit_item_impl(self, item);
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        if let Some(token) = item.unsafety {
            self.unsafe_code(token.span);
        }
        visit::visit_item_trait(self, item);
    }

    fn visit_item_foreign_mod(&mut self, item: &'ast syn::ItemForeignMod) {
        let (what, why) = (t!("lint-extern-block"), t!("lint-why-call-other-languages"));
        self.not_allowed(item.abi.extern_token.span, &what, &why);
        visit::visit_item_foreign_mod(self, item);
    }

    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        self.not_allowed(item.extern_token.span, "`extern crate`", &t!("lint-why-extern-crate"));
        visit::visit_item_extern_crate(self, item);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
        visit::visit_item_use(self, item);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let idents: Vec<&Ident> = path.segments.iter().map(|segment| &segment.ident).collect();
        for pair in idents.windows(2) {
            if is_root(pair[0]) {
                self.module_after(pair[0], pair[1]);
            }
        }
        visit::visit_path(self, path);
    }

    fn visit_attribute(&mut self, attribute: &'ast syn::Attribute) {
        if let Some(ident) = attribute.path().get_ident() {
            self.attribute(ident);
            if let syn::Meta::List(list) = &attribute.meta {
                self.wrapped_attributes(ident, list.tokens.clone());
            }
        }
        visit::visit_attribute(self, attribute);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(last) = mac.path.segments.last() {
            self.macro_name(&last.ident);
        }
        match macro_arguments(mac) {
            Some(arguments) => arguments.iter().for_each(|argument| self.visit_expr(argument)),
            None => self.scan(mac.tokens.clone()),
        }
        visit::visit_macro(self, mac);
    }

    fn visit_item(&mut self, item: &'ast syn::Item) {
        // Syntax that `syn` keeps as tokens rather than as a tree.
        if let syn::Item::Verbatim(tokens) = item {
            self.scan(tokens.clone());
        }
        visit::visit_item(self, item);
    }

    fn visit_expr(&mut self, expr: &'ast syn::Expr) {
        if let syn::Expr::Verbatim(tokens) = expr {
            self.scan(tokens.clone());
        }
        visit::visit_expr(self, expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every reason the tables name is a message of English's catalogue, and so of every
    /// catalogue (`crates/i18n/tests/catalogues.rs`).
    #[test]
    fn every_reason_of_the_tables_is_in_the_catalogue() {
        let english = hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap();
        for (_, id) in MODULES.iter().chain(MACROS).chain(ATTRIBUTES) {
            assert!(english.has(id), "{id} is no message of locales/en/grader.ftl");
        }
    }

    /// The findings of `text` as a file, which must be those of the same text as a region's
    /// code, the way grading lints it (`lint_block`, lines counted from the region's first).
    #[track_caller]
    fn findings(text: &str) -> Vec<Finding> {
        let as_file = lint(text);
        let block: syn::Block = syn::parse_str(&format!("{{\n{text}\n}}")).unwrap();
        let as_region: Vec<Finding> = lint_block(&block)
            .into_iter()
            .map(|finding| Finding { line: finding.line - 1, ..finding })
            .collect();
        assert_eq!(as_region, as_file, "a region finds otherwise than a file in:\n{text}");
        as_file
    }

    /// The lines of every finding whose message mentions `needle`.
    #[track_caller]
    fn lines(text: &str, needle: &str) -> Vec<usize> {
        findings(text).into_iter().filter(|f| f.message.contains(needle)).map(|f| f.line).collect()
    }

    /// `text` with every finding on `line` and mentioning `needle`, and nothing else.
    #[track_caller]
    fn only(text: &str, needle: &str, line: usize) {
        let findings = findings(text);
        assert!(!findings.is_empty(), "no finding in:\n{text}");
        for finding in &findings {
            assert_eq!(finding.line, line, "{findings:?}");
            assert!(finding.message.contains(needle), "{findings:?}");
        }
    }

    #[test]
    fn unsafe_in_every_form() {
        only("fn f() {\n    let x = unsafe { 1 };\n}", "`unsafe`", 2);
        only("\nunsafe fn f() {}", "`unsafe`", 2);
        only("struct S;\nunsafe impl Send for S {}", "`unsafe`", 2);
        only("\n\nunsafe trait T {}", "`unsafe`", 3);
        only("fn f() -> Vec<u32> {\n    vec![1, unsafe { 2 }]\n}", "`unsafe`", 2);
        only("fn f() -> Vec<u32> {\n    vec![unsafe { 2 }; 3]\n}", "`unsafe`", 2);
    }

    #[test]
    fn extern_in_every_form() {
        only("\nextern \"C\" { fn abs(x: i32) -> i32; }", "`extern` block", 2);
        only("\nunsafe extern \"C\" { fn abs(x: i32) -> i32; }", "`extern` block", 2);
        only("extern crate std as s;", "`extern crate`", 1);
        only("\npub extern \"C\" fn f() {}", "`extern` function", 2);
    }

    #[test]
    fn paths_that_reach_outside() {
        only("fn f() {\n    let p = std::env::var(\"X\");\n}", "`std::env` is not allowed", 2);
        only("fn f() {\n    ::std::env::args();\n}", "`std::env`", 2);
        only("fn f() {\n    std::process::exit(0);\n}", "`std::process`", 2);
        only("type F =\n    std::fs::File;", "code under test may not read or write files", 2);
        only("fn f() {\n    core::arch::x86_64::_rdtsc();\n}", "`core::arch`", 2);
        only("fn f() {\n    let s = alloc::ffi::CString::default();\n}", "`alloc::ffi`", 2);
        only("fn f() {\n    let s = r#std::net::TcpStream::connect(\"x\");\n}", "`std::net`", 2);
        only("fn f() {\n    <std::os::raw::c_int as Default>::default();\n}", "`std::os`", 2);
    }

    #[test]
    fn uses_that_reach_outside() {
        only("use std::fs;", "`std::fs`", 1);
        only("use std::{io,\n    fs};", "`std::fs`", 2);
        only("use std::{fs as f};", "`std::fs`", 1);
        only("use ::std::{io::{self, Read}, process::Command};", "`std::process`", 1);
        only("use std as s;", "renaming `std`", 1);
        only("use ::core as c;", "renaming `std`, `core` or `alloc`", 1);
        only("use std::{self as s};", "renaming", 1);
        only("use std::*;\nfn f() {\n    fs::read(\"x\");\n}", "`use std::*`", 1);
        // Through a module that re-exports `std`.
        only("mod m {\n    pub use std;\n}\nuse m::std::*;", "`use std::*`", 4);
        only("mod m {\n    pub use std;\n}\nuse m::std as s;", "renaming", 4);
        only("mod m {\n    pub use std;\n}\nfn f() {\n    m::std::fs::read(\"x\");\n}", "`std::fs`", 5);
    }

    #[test]
    fn macros_that_reach_outside_or_hide_code() {
        only("const S: &str =\n    include_str!(\"/etc/passwd\");", "`include_str!`", 2);
        only("const B: &[u8] = include_bytes!(\"x\");", "`include_bytes!`", 1);
        only("\ninclude!(\"x.rs\");", "`include!`", 2);
        only("const H: &str = env!(\"HOME\");", "`env!`", 1);
        only("const H: Option<&str> = std::option_env!(\"HOME\");", "`option_env!`", 1);
        only("fn f() {\n    asm!(\"nop\");\n}", "`asm!`", 2);
        only("\nglobal_asm!(\"\");", "`global_asm!`", 2);
        only("fn f() {\n    naked_asm!(\"\");\n}", "`naked_asm!`", 2);
        only("\nmacro_rules! m { () => {} }", "`macro_rules!` is not allowed in a problem's region", 2);
        only("fn f() {\n    macro_rules! m { () => {} }\n}", "`macro_rules!`", 2);
    }

    #[test]
    fn attributes_that_change_what_is_compiled_or_linked() {
        only("#[path = \"x.rs\"]\nmod m;", "`#[path]`", 1);
        let linked = "\n#[link(name = \"c\")]\nunsafe extern \"C\" {}";
        assert_eq!(lines(linked, "`#[link]`"), [2]);
        assert_eq!(lines(linked, "`extern` block"), [3]);
        only("#[unsafe(no_mangle)]\nfn f() {}", "`#[no_mangle]`", 1);
        only("#[no_mangle]\nfn f() {}", "`#[no_mangle]`", 1);
        only("#[unsafe(export_name = \"g\")]\nfn f() {}", "`#[export_name]`", 1);
        only("#[unsafe(link_section = \".x\")]\nstatic X: u32 = 0;", "`#[link_section]`", 1);
        only("#[cfg_attr(all(), unsafe(no_mangle))]\nfn f() {}", "`#[no_mangle]`", 1);
        only("#[doc = include_str!(\"x\")]\nfn f() {}", "`include_str!`", 1);
    }

    #[test]
    fn inside_macro_calls() {
        only("fn f() {\n    println!(\"{:?}\", std::fs::read(\"x\"));\n}", "`std::fs`", 2);
        only("fn f() {\n    dbg!(std::process::exit(0));\n}", "`std::process`", 2);
        only("fn f() {\n    assert_eq!(1, { std::env::args().count() });\n}", "`std::env`", 2);
        only("fn f() {\n    let v = vec![std::env::args(); 2];\n}", "`std::env`", 2);
        only("fn f() {\n    let s = format!(\"{}\", include_str!(\"x\"));\n}", "`include_str!`", 2);
        // Tokens that are not expressions are still scanned, at any depth.
        only("fn f() {\n    m!(let x = (std :: fs :: read(\"x\")););\n}", "`std::fs`", 2);
        only("fn f() {\n    m!(=> { use std::{fs}; });\n}", "`std::fs`", 2);
        only("fn f() {\n    m!(=> use std::*;);\n}", "`std::*`", 2);
        only("fn f() {\n    m!(=> [include_str!(\"x\")]);\n}", "`include_str!`", 2);
        only("fn f() {\n    m!(=> unsafe { 1 });\n}", "`unsafe`", 2);
        only("fn f() {\n    m!(=> env!(\"X\"));\n}", "`env!`", 2);
    }

    #[test]
    fn the_clean_parts_of_rust_give_no_finding() {
        let clean = r#"
            //! A module doc with `std::fs::read` in it, which is text.
            use std::collections::HashMap;
            use std::{cmp, iter::repeat};

            /// ```
            /// use hog_rules::*;
            /// std::fs::read("x");
            /// ```
            pub fn f(x: u32, env: u32) -> Box<dyn Fn(u32) -> u32> {
                let mut seen = HashMap::new();
                seen.insert(x, std::cmp::max(x, 3) + cmp::min(x, 2));
                let twice: Vec<u32> = repeat(x).take(2).chain(std::iter::once(env)).collect();
                println!("DEBUG: {x} {}", env != 3);
                assert!(twice.len() == 3, "three, not {}", twice.len());
                let v = vec![0u32; 3];
                let matched = matches!(x, 1..=3 if env != 3);
                Box::new(move |y| y * x + v.len() as u32 + u32::from(matched))
            }
        "#;
        assert_eq!(lint(clean), []);
    }

    #[test]
    fn the_provided_files_lint_clean() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
        for file in [
            "rules/solution/rules.rs",
            "rules/src/rules.rs",
            "strategies/solution/strategies.rs",
            "strategies/src/strategies.rs",
            "experiments/solution/experiments.rs",
            "experiments/src/experiments.rs",
        ] {
            let text = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
            assert_eq!(lint(&text), [], "{file}");
        }
    }

    #[test]
    fn a_file_that_does_not_parse_is_one_finding() {
        let findings = lint("fn f() {\n    let = 3;\n}");
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert_eq!(findings[0].line, 2);
        assert!(findings[0].message.starts_with("cannot be read"), "{findings:?}");
    }

    #[test]
    fn findings_come_in_source_order() {
        let text = "use std::fs;\nfn f() {\n    unsafe {}\n}\n#[no_mangle]\nfn g() {}";
        assert_eq!(lint(text).iter().map(|f| f.line).collect::<Vec<_>>(), [1, 3, 5]);
    }
}
