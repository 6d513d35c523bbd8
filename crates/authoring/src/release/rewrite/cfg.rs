//! What a `cfg` predicate becomes in a release, where the instructor features are off for good.

use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::{Expr, Lit, Meta, Token};

use super::INSTRUCTOR_FEATURES;

/// A predicate with the instructor features off.
#[derive(Debug, PartialEq, Eq)]
pub enum Cfg {
    /// True in every release: the guard goes, what it guards stays.
    Always,
    /// False in every release: what it guards goes.
    Never,
    /// Still depends on something else, written without the instructor features.
    When(String),
}

/// Whether `predicate` names an instructor feature, so a release must rewrite it.
pub fn names_instructor_feature(predicate: &Meta) -> bool {
    let text = predicate.to_token_stream().to_string();
    INSTRUCTOR_FEATURES.iter().any(|feature| text.contains(&format!("feature = \"{feature}\"")))
}

/// `predicate` with every instructor feature off.
pub fn evaluate(predicate: &Meta) -> syn::Result<Cfg> {
    let nested = |list: &syn::MetaList| list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated);
    Ok(match predicate {
        Meta::NameValue(pair) if pair.path.is_ident("feature") && is_instructor_feature(&pair.value) => {
            Cfg::Never
        }
        Meta::List(list) if list.path.is_ident("not") => match evaluate(&list.parse_args()?)? {
            Cfg::Always => Cfg::Never,
            Cfg::Never => Cfg::Always,
            Cfg::When(inner) => Cfg::When(format!("not({inner})")),
        },
        Meta::List(list) if list.path.is_ident("all") => {
            combine("all", nested(list)?.iter().map(evaluate).collect::<syn::Result<_>>()?, Cfg::Never)
        }
        Meta::List(list) if list.path.is_ident("any") => {
            combine("any", nested(list)?.iter().map(evaluate).collect::<syn::Result<_>>()?, Cfg::Always)
        }
        other => Cfg::When(other.to_token_stream().to_string()),
    })
}

fn is_instructor_feature(value: &Expr) -> bool {
    match value {
        Expr::Lit(literal) => match &literal.lit {
            Lit::Str(name) => INSTRUCTOR_FEATURES.contains(&name.value().as_str()),
            _ => false,
        },
        _ => false,
    }
}

/// `all(...)` or `any(...)` of `parts`: `decisive` (`Never` for `all`, `Always` for `any`)
/// decides alone; the other constant drops out; what is left is joined again.
fn combine(operator: &str, parts: Vec<Cfg>, decisive: Cfg) -> Cfg {
    if parts.contains(&decisive) {
        return decisive;
    }
    let left: Vec<String> = parts
        .into_iter()
        .filter_map(|part| match part {
            Cfg::When(text) => Some(text),
            _ => None,
        })
        .collect();
    match left.as_slice() {
        [] if decisive == Cfg::Never => Cfg::Always,
        [] => Cfg::Never,
        [one] => Cfg::When(one.clone()),
        _ => Cfg::When(format!("{operator}({})", left.join(", "))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn release(predicate: &str) -> Cfg {
        evaluate(&syn::parse_str(predicate).unwrap()).unwrap()
    }

    #[test]
    fn instructor_features_are_off_and_the_rest_is_kept() {
        assert_eq!(release(r#"feature = "solution""#), Cfg::Never);
        assert_eq!(release(r#"not(feature = "instructor")"#), Cfg::Always);
        assert_eq!(release(r#"all(test, feature = "hidden")"#), Cfg::Never);
        assert_eq!(release(r#"all(test, not(feature = "instructor"))"#), Cfg::When("test".into()));
        assert_eq!(release(r#"any(unix, feature = "solution")"#), Cfg::When("unix".into()));
        assert_eq!(release(r#"any(test, not(feature = "solution"))"#), Cfg::Always);
        assert_eq!(
            release(r#"all(unix, not(target_os = "linux"), not(feature = "solution"))"#),
            Cfg::When(r#"all(unix, not(target_os = "linux"))"#.into())
        );
        assert_eq!(release(r#"feature = "color""#), Cfg::When(r#"feature = "color""#.into()));
    }

    #[test]
    fn only_predicates_with_an_instructor_feature_are_rewritten() {
        let names = |p: &str| names_instructor_feature(&syn::parse_str(p).unwrap());
        assert!(names(r#"all(test, feature = "solution")"#));
        assert!(!names(r#"all(test, feature = "solutions")"#));
        assert!(!names("unix"));
    }
}
