//! The functions of a source file, as far as the stub generator needs them.

use syn::visit::Visit;

/// A function with a body: where its braces are and what its parameters are called.
#[derive(Debug)]
pub struct Function {
    /// The function's name.
    pub name: String,
    /// Named parameters, in order (`_`-prefixed ones are left out: they need no silencing).
    pub params: Vec<String>,
    /// One-based line of the body's `{`.
    pub open_line: usize,
    /// One-based line of the body's `}`.
    pub close_line: usize,
}

/// Every function in `source` (free functions, methods and nested functions).
pub fn parse(source: &str) -> syn::Result<Vec<Function>> {
    let file = syn::parse_file(source)?;
    let mut collector = Collector(Vec::new());
    collector.visit_file(&file);
    Ok(collector.0)
}

struct Collector(Vec<Function>);

impl Collector {
    fn record(&mut self, signature: &syn::Signature, block: &syn::Block) {
        let params = signature
            .inputs
            .iter()
            .filter_map(|input| match input {
                syn::FnArg::Typed(typed) => match typed.pat.as_ref() {
                    syn::Pat::Ident(ident) => Some(ident.ident.to_string()),
                    _ => None,
                },
                syn::FnArg::Receiver(_) => Some("self".to_owned()),
            })
            .filter(|name| !name.starts_with('_'))
            .collect();
        let braces = block.brace_token.span;
        self.0.push(Function {
            name: signature.ident.to_string(),
            params,
            open_line: braces.open().start().line,
            close_line: braces.close().start().line,
        });
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.record(&item.sig, &item.block);
        syn::visit::visit_item_fn(self, item);
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.record(&item.sig, &item.block);
        syn::visit::visit_impl_item_fn(self, item);
    }
}
