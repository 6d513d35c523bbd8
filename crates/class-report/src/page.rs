//! `index.html`: the class on one page that needs nothing else, no script, font or picture
//! from anywhere (the pictures are inline SVG), so it can be mailed or opened offline. Long
//! lists of students sit behind `<details>`, so the page reads as a summary first.
//!
//! Student names are the names of folders someone uploaded and the names of an export's
//! roster (`Graded::who`: `submission_101 (Ada Lovelace, Bob Li)`), and code and signatures
//! are what students wrote: every such text goes through [`escape`].

use std::fmt::Write as _;

use anyhow::Result;

use crate::mistakes::{Ambiguous, Group, Named};
use crate::model::{Class, FailingCase, REASONS};
use crate::pictures::{self, points};
pub use hog_official::html::escape;

/// How many names a status lists as they are; more wait behind a click.
const SHOWN_NAMES: usize = 6;

/// How many failing cases the page lists; `failing-cases.csv` has every one.
pub const SHOWN_CASES: usize = 20;

/// The page's style: readable on a phone, where wide tables and code scroll inside their
/// own box instead of widening the page.
const STYLE: &str = "
body { font-family: sans-serif; max-width: 64rem; margin: 1.5rem auto; padding: 0 1rem; color: #222; line-height: 1.45; }
h1 { margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 2px solid #ddd; padding-bottom: .2rem; }
nav { display: flex; flex-wrap: wrap; gap: .2rem 1rem; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: .6rem 0; }
th, td { padding: .3rem .6rem; border-bottom: 1px solid #ddd; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
.number { text-align: right; font-variant-numeric: tabular-nums; } td.number { white-space: nowrap; }
svg { max-width: 100%; height: auto; display: block; }
figure { margin: 1rem 0; } figcaption { color: #555; font-size: .9rem; }
.pictures { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(19rem, 100%), 1fr)); gap: .8rem; }
.pictures figure { margin: 0; }
pre { overflow-x: auto; background: #f6f6f6; border: 1px solid #e4e4e4; padding: .5rem .7rem; font-size: .85rem; margin: .4rem 0; }
code { font-size: .9em; overflow-wrap: anywhere; } pre code { overflow-wrap: normal; } td code { overflow-wrap: normal; }
table.cases { table-layout: fixed; width: 100%; } table.cases th:first-child { width: 34%; } table.cases pre { max-width: 100%; }
ul.mistakes { padding-left: 0; list-style: none; } ul.mistakes > li { margin: .5rem 0; }
summary { cursor: pointer; } details > :not(summary) { margin-left: 1.1rem; }
ul.names { columns: 14rem; margin: .3rem 0 .6rem; } ul.names li { overflow-wrap: anywhere; }
.group { border: 1px solid #ddd; border-radius: 6px; padding: .2rem 1rem .6rem; margin: 1rem 0; }
.group h3 { margin: .6rem 0 .3rem; font-size: 1.05rem; }
.note { color: #555; } p.said { margin: .2rem 0 0 1.1rem; color: #444; }
@media (max-width: 36rem) { body { padding: 0 .6rem; } th, td { padding: .25rem .3rem; } table { font-size: .9rem; } .group { padding: .1rem .6rem .5rem; } }
";

/// The page of `class`.
pub fn page(class: &Class) -> Result<String> {
    let mut html = String::new();
    let _ = write!(
        html,
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>Hog: class report</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>Hog: class report</h1>\n\
         <nav><a href=\"#class\">Class</a> <a href=\"#problems\">Problems</a> <a href=\"#known\">Known mistakes</a> \
         <a href=\"#unknown\">Unknown mistakes</a> <a href=\"#cases\">Failing cases</a></nav>\n"
    );
    the_class(&mut html, class)?;
    problems(&mut html, class)?;
    known(&mut html, class);
    unknown(&mut html, class);
    cases(&mut html, class);
    html.push_str("</body>\n</html>\n");
    Ok(html)
}

/// A function's name, escaped, that a narrow table may break after each `_`.
fn breakable(name: &str) -> String {
    escape(name).replace('_', "_<wbr>")
}

/// "1 failing problem", "2 failing problems".
fn plural(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// "41 students (14 %)": a count of students and its share of the class's reports, the
/// percentage never broken from its sign.
fn students(class: &Class, count: usize) -> String {
    format!("{} ({:.0}\u{a0}%)", plural(count, "student"), class.percent(count))
}

/// The names, behind a click that says how many there are.
fn names(html: &mut String, summary: &str, names: &[String]) {
    let _ = write!(html, "<details><summary>{}</summary><ul class=\"names\">", escape(summary));
    for name in names {
        let _ = write!(html, "<li>{}</li>", escape(name));
    }
    html.push_str("</ul></details>\n");
}

fn the_class(html: &mut String, class: &Class) -> Result<()> {
    let _ = write!(
        html,
        "<section id=\"class\">\n<h2>The class</h2>\n<p>{} submissions, {} graded.</p>\n\
         <div class=\"scroll\"><table>\n<tr><th>Grading</th><th class=\"number\">Submissions</th><th>Who</th></tr>\n",
        class.submissions,
        class.count("graded")
    );
    for status in &class.statuses {
        let _ = write!(
            html,
            "<tr><td>{}</td><td class=\"number\">{}</td><td>",
            escape(status.kind),
            status.students.len()
        );
        let who: Vec<String> = status
            .students
            .iter()
            .map(|(name, detail)| match detail {
                Some(detail) => format!("{} ({})", escape(name), escape(detail)),
                None => escape(name),
            })
            .collect();
        // A long list would push the rest of the page down: it waits behind a click.
        match who.len() {
            _ if status.kind == "graded" => {}
            0..=SHOWN_NAMES => html.push_str(&who.join(", ")),
            _ => {
                let _ = write!(html, "<details><summary>The students</summary>{}</details>", who.join(", "));
            }
        }
        html.push_str("</td></tr>\n");
    }
    html.push_str("</table></div>\n");
    if !class.without_submission.is_empty() {
        let summary = format!(
            "{} on the roster handed nothing in (no score, not zero)",
            plural(class.without_submission.len(), "student")
        );
        names(html, &summary, &class.without_submission);
    }
    if !class.left_out.is_empty() {
        let _ = write!(
            html,
            "<h3>Left out</h3>\n<p class=\"note\">The report counts the submissions that grades.csv lists, from the \
             records it was written from; {}:</p>\n<ul>\n",
            if class.left_out.len() == 1 { "this was left out" } else { "these were left out" }
        );
        for note in &class.left_out {
            let _ = writeln!(html, "<li>{}</li>", escape(note));
        }
        html.push_str("</ul>\n");
    }
    if class.scores.is_empty() {
        html.push_str("<p>No submission earned a grade.</p>\n</section>\n");
        return Ok(());
    }
    let mut sorted = class.scores.clone();
    sorted.sort_by(f64::total_cmp);
    let mean = sorted.iter().sum::<f64>() / sorted.len() as f64;
    let median = (sorted[(sorted.len() - 1) / 2] + sorted[sorted.len() / 2]) / 2.0;
    let _ = write!(
        html,
        "<figure>{}<figcaption>The scores of the {} submissions that earned a grade (one that does not compile or \
         timed out earns zero): mean {:.1}, median {}, out of {}. A bar holds the scores from its number up to the next \
         bar's; the green bar holds full marks.</figcaption></figure>\n</section>\n",
        pictures::score_histogram(&class.scores, class.possible)?,
        class.scores.len(),
        mean,
        points(median),
        points(class.possible)
    );
    Ok(())
}

fn problems(html: &mut String, class: &Class) -> Result<()> {
    let _ = write!(
        html,
        "<section id=\"problems\">\n<h2>Problems</h2>\n<p>Each row adds up to the {} submissions with a report: \
         <em>zero</em> is attempted without a point, <em>withheld</em> is code left out of the build, which earns nothing.</p>\n\
         <div class=\"scroll\"><table>\n<tr><th>Problem</th><th class=\"number\">Full</th>\
         <th class=\"number\">Partial</th><th class=\"number\">Zero</th><th class=\"number\">Not attempted</th>\
         <th class=\"number\">Withheld</th></tr>\n",
        class.reported
    );
    for problem in &class.problems {
        let _ = writeln!(
            html,
            "<tr><td>{} <code>{}</code><br>{} points</td><td class=\"number\">{}</td><td class=\"number\">{}</td>\
             <td class=\"number\">{}</td><td class=\"number\">{}</td><td class=\"number\">{}</td></tr>",
            escape(&problem.id),
            breakable(&problem.title),
            points(problem.points),
            problem.full,
            problem.partial,
            problem.zero,
            problem.not_attempted,
            problem.withheld_count()
        );
    }
    html.push_str("</table></div>\n<h3>Points earned on each problem</h3>\n<div class=\"pictures\">\n");
    // A problem worth no points (extra work) earns everyone 0: the table says who passed it.
    let (scored, unscored): (Vec<_>, Vec<_>) = class.problems.iter().partition(|p| p.points > 0.0);
    for problem in scored {
        let _ = writeln!(html, "<figure>{}</figure>", pictures::problem_points(problem)?);
    }
    html.push_str("</div>\n");
    if !unscored.is_empty() {
        let ids: Vec<String> = unscored.iter().map(|p| escape(&p.id)).collect();
        let _ = writeln!(
            html,
            "<p class=\"note\">Problems worth no points ({}) have no chart: <em>full</em> in the table above counts who passed them.</p>",
            ids.join(", ")
        );
    }
    let withheld: Vec<_> = class.problems.iter().filter(|p| p.withheld_count() > 0).collect();
    if !withheld.is_empty() {
        html.push_str("<h3>Withheld, and why</h3>\n<ul class=\"mistakes\">\n");
        for problem in withheld {
            for (reason, who) in REASONS.iter().zip(&problem.withheld).filter(|(_, who)| !who.is_empty()) {
                html.push_str("<li>");
                let summary = format!(
                    "{}: problem {} ({}) {reason}",
                    students(class, who.len()),
                    problem.id,
                    problem.title
                );
                names(html, &summary, who);
                html.push_str("</li>\n");
            }
        }
        html.push_str("</ul>\n");
    }
    html.push_str("</section>\n");
    Ok(())
}

fn known(html: &mut String, class: &Class) {
    let mistakes = &class.mistakes;
    html.push_str("<section id=\"known\">\n<h2>Known mistakes</h2>\n");
    if class.zoo_size == 0 {
        html.push_str(
            "<p class=\"note\">The workspace's edition has no known mistakes (tests/known-mistakes.json), so none is named: \
             every mistake is under <a href=\"#unknown\">unknown mistakes</a>.</p>\n",
        );
    } else {
        let _ = writeln!(
            html,
            "<p>A failing problem whose signature (what its failing cases returned) is that of exactly one of the zoo's \
             {} known mistakes counts for it: {} named.</p>",
            class.zoo_size,
            plural(mistakes.named(), "failing problem")
        );
    }
    if !class.by_chance.is_empty() {
        let _ = writeln!(
            html,
            "<p class=\"note\">No signature names {} of the zoo's mistakes: their cases come back otherwise on every run (they roll fresh dice). \
             Students who made one are among the unknown mistakes: {}.</p>",
            class.by_chance.len(),
            escape(&class.by_chance.join("; "))
        );
    }
    if !mistakes.known.is_empty() {
        html.push_str("<ul class=\"mistakes\">\n");
        for Named { mistake, title, students: who } in &mistakes.known {
            html.push_str("<li>");
            let summary = format!(
                "{}: {} (problem {} {title})",
                students(class, who.len()),
                mistake.mistake,
                mistake.problem
            );
            names(html, &summary, who);
            html.push_str("</li>\n");
        }
        html.push_str("</ul>\n");
    }
    if !mistakes.ambiguous.is_empty() {
        html.push_str(
            "<h3>Cannot tell apart</h3>\n<p>These signatures belong to several known mistakes, which the suites cannot \
             tell apart: they count for none of them.</p>\n<ul class=\"mistakes\">\n",
        );
        for Ambiguous { problem, title, signature, mistakes, students: who } in &mistakes.ambiguous {
            html.push_str("<li>");
            let summary = format!(
                "{}: cannot tell apart: {} (problem {problem} {title})",
                students(class, who.len()),
                mistakes.join("; ")
            );
            names(html, &summary, who);
            let said: Vec<String> =
                signature.0.iter().map(|line| format!("<code>{}</code>", escape(line))).collect();
            let _ = write!(html, "<p class=\"said\">What the suites reported: {}</p>", said.join("; "));
            html.push_str("</li>\n");
        }
        html.push_str("</ul>\n");
    }
    html.push_str("</section>\n");
}

/// A signature's lines, as code.
fn signature_lines(html: &mut String, lines: &[String]) {
    html.push_str("<ul class=\"signature\">");
    for line in lines {
        let _ = write!(html, "<li><code>{}</code></li>", escape(line));
    }
    html.push_str("</ul>\n");
}

fn unknown(html: &mut String, class: &Class) {
    let mistakes = &class.mistakes;
    let _ = writeln!(
        html,
        "<section id=\"unknown\">\n<h2>Unknown mistakes</h2>\n<p>Failing problems whose signature is no known mistake, \
         grouped by problem and signature, largest group first: {} in {}. The code is the \
         first student's of each group. Groups whose students all fail an earlier problem too \
         come last: they may follow from there.</p>",
        plural(mistakes.grouped(), "failing problem"),
        plural(mistakes.unknown.len(), "group")
    );
    for group @ Group { number, problem, title, signature, code, students: who, earlier } in &mistakes.unknown
    {
        let _ = write!(
            html,
            "<article class=\"group\">\n<h3>Group {number}: {}, problem {} <code>{}</code></h3>\n<p>What the suites reported:</p>\n",
            students(class, who.len()),
            escape(problem),
            escape(title)
        );
        signature_lines(html, &signature.0);
        if group.may_follow() {
            let _ = writeln!(
                html,
                "<p class=\"note\">{} also fails problem {}, whose functions this problem's code calls: this may follow from there.</p>",
                if who.len() == 1 { "This student" } else { "Every one of these students" },
                escape(&earlier.join(", "))
            );
        }
        let first = who.first().map_or("", String::as_str);
        match code {
            Some(code) => {
                let _ = write!(
                    html,
                    "<p>The code of {}:</p>\n<pre><code>{}</code></pre>\n",
                    escape(first),
                    escape(code)
                );
            }
            None => {
                let _ = writeln!(
                    html,
                    "<p class=\"note\">The record of {} keeps no code for this problem.</p>",
                    escape(first)
                );
            }
        }
        names(html, if who.len() == 1 { "The student" } else { "The students" }, who);
        html.push_str("</article>\n");
    }
    let not_attempted: Vec<_> = class.problems.iter().filter(|p| p.not_attempted > 0).collect();
    if !not_attempted.is_empty() {
        let _ = writeln!(
            html,
            "<h3>Not attempted</h3>\n<p>{} reached a <code>todo!()</code> in every failing suite: no mistake, only unfinished.</p>\n<ul>",
            plural(mistakes.not_attempted, "failing problem")
        );
        for problem in not_attempted {
            let _ = writeln!(
                html,
                "<li>problem {} <code>{}</code>: {}</li>",
                escape(&problem.id),
                escape(&problem.title),
                students(class, problem.not_attempted)
            );
        }
        html.push_str("</ul>\n");
    }
    html.push_str("</section>\n");
}

fn cases(html: &mut String, class: &Class) {
    let all = class.failing_cases.len();
    let _ = writeln!(
        html,
        "<section id=\"cases\">\n<h2>Failing cases</h2>\n<p>The scored cases that failed for the most students{} \
         (a case that reached a <code>todo!()</code> is not counted). failing-cases.csv has every one.</p>",
        if all > SHOWN_CASES { format!(": the first {SHOWN_CASES} of {all}") } else { String::new() }
    );
    if all == 0 {
        html.push_str("<p>No scored case failed.</p>\n</section>\n");
        return;
    }
    html.push_str(
        "<div class=\"scroll\"><table class=\"cases\">\n<tr><th>Case</th><th>What it checks</th></tr>\n",
    );
    for FailingCase { id, title, hidden, about, code, students: who } in
        class.failing_cases.iter().take(SHOWN_CASES)
    {
        let _ = write!(
            html,
            "<tr><td><strong>{}</strong><br>problem {} <code>{}</code><br>suite {} case {}{}</td><td>{}",
            students(class, who.len()),
            escape(&id.problem),
            breakable(title),
            id.suite,
            id.case,
            if *hidden { " (hidden)" } else { "" },
            escape(about)
        );
        if !code.is_empty() {
            let _ = write!(html, "<pre><code>{}</code></pre>", escape(&code.join("\n")));
        }
        html.push_str("</td></tr>\n");
    }
    html.push_str("</table></div>\n</section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_code_cannot_inject_markup() {
        assert_eq!(
            escape("<script>alert(\"x\")</script> & 'co'"),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"
        );
        assert_eq!(escape("if n < 10 { n }"), "if n &lt; 10 { n }");
    }
}
