//! What a contest leaves in its folder: `ranking.csv`, and `index.html`, one page with the
//! ranking, the disqualified entries and why, the matrix of win rates as a heat map and each
//! entry's strategy as a picture (`matrix.png`, `entries/NNN.png` by rank).

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};
use hog_exact::plot;

use super::entry::Entry;
use hog_exact::contest::Ranking;
use hog_official::html::escape;

/// Writes the report of `ranking` (over the tabulated entries among `entries`, in order) into `out`.
pub fn write(out: &Path, entries: &[Entry], ranking: &Ranking, goal: u32) -> Result<()> {
    std::fs::create_dir_all(out.join("entries")).with_context(|| format!("cannot make {}", out.display()))?;
    let ranked: Vec<&Entry> = entries.iter().filter(|e| e.table.is_ok()).collect();
    let mut csv = csv::Writer::from_path(out.join("ranking.csv"))?;
    csv.write_record(["rank", "entry", "beaten", "mean_win_rate", "disqualified"])?;
    for (place, standing) in ranking.standings.iter().enumerate() {
        let name = &ranked[standing.entry].name;
        csv.write_record([
            &(place + 1).to_string(),
            name,
            &standing.beaten.to_string(),
            &format!("{:.9}", standing.mean),
            "",
        ])?;
    }
    for entry in entries {
        if let Err(reason) = &entry.table {
            csv.write_record(["", &entry.name, "", "", reason])?;
        }
    }
    csv.flush()?;
    // The matrix by rank, so the winners sit at the bottom left.
    let order: Vec<usize> = ranking.standings.iter().map(|s| s.entry).collect();
    let by_rank: Vec<Vec<f64>> =
        order.iter().map(|&i| order.iter().map(|&j| ranking.rates[i][j]).collect()).collect();
    if !by_rank.is_empty() {
        plot::matrix(
            &by_rank,
            "Win rate of each entry (row) against each other (column)",
            &out.join("matrix.png"),
        )?;
    }
    for (place, &i) in order.iter().enumerate() {
        let table = ranked[i].table.as_ref().expect("ranked entries have tables");
        let title = format!("#{} {}", place + 1, ranked[i].name);
        plot::dice_map(table, &title, &out.join("entries").join(format!("{:03}.png", place + 1)))?;
    }
    std::fs::write(out.join("index.html"), page(entries, &ranked, ranking, goal))?;
    Ok(())
}

/// The one-page report.
fn page(entries: &[Entry], ranked: &[&Entry], ranking: &Ranking, goal: u32) -> String {
    let mut html = String::from(concat!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
        "<title>Hog contest</title>\n<style>\n",
        "body { font-family: sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }\n",
        "table { border-collapse: collapse; } th, td { padding: .3rem .8rem; border-bottom: 1px solid #ddd; }\n",
        "td.number { text-align: right; font-variant-numeric: tabular-nums; }\n",
        "img { max-width: 100%; } .entries { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 1rem; }\n",
        "</style>\n</head>\n<body>\n<h1>Hog contest</h1>\n",
    ));
    let disqualified: Vec<&Entry> = entries.iter().filter(|e| e.table.is_err()).collect();
    let _ = writeln!(
        html,
        "<p>{} entries, {} ranked and {} disqualified. Every pair played a game to {goal} with every rule, \
         worked out exactly in both seats; an entry beats another when its win rate against it is above one half. \
         Ranked by entries beaten, then by mean win rate.</p>",
        entries.len(),
        ranked.len(),
        disqualified.len()
    );
    html.push_str("<h2>Ranking</h2>\n<table>\n<tr><th>Rank</th><th>Entry</th><th>Beaten</th><th>Mean win rate</th></tr>\n");
    for (place, standing) in ranking.standings.iter().enumerate() {
        let _ = writeln!(
            html,
            "<tr><td class=\"number\">{}</td><td><a href=\"entries/{:03}.png\">{}</a></td><td class=\"number\">{}</td><td class=\"number\">{:.6}</td></tr>",
            place + 1,
            place + 1,
            escape(&ranked[standing.entry].name),
            standing.beaten,
            standing.mean
        );
    }
    html.push_str("</table>\n");
    if !disqualified.is_empty() {
        html.push_str("<h2>Disqualified</h2>\n<ul>\n");
        for entry in disqualified {
            let reason = entry.table.as_ref().err().map_or("", String::as_str);
            let _ = writeln!(html, "<li><strong>{}</strong>: {}</li>", escape(&entry.name), escape(reason));
        }
        html.push_str("</ul>\n");
    }
    if !ranking.standings.is_empty() {
        html.push_str("<h2>Every pair</h2>\n<p>Rows and columns by rank, the winner at the bottom left: blue where the row's entry wins, red where it loses.</p>\n<img src=\"matrix.png\" alt=\"The win rate of each entry against each other, as colours\">\n");
        html.push_str("<h2>Strategies</h2>\n<div class=\"entries\">\n");
        for (place, standing) in ranking.standings.iter().enumerate() {
            let name = escape(&ranked[standing.entry].name);
            let _ = writeln!(
                html,
                "<figure><img src=\"entries/{:03}.png\" alt=\"The dice {name} rolls at each position\"><figcaption>#{} {name}</figcaption></figure>",
                place + 1,
                place + 1
            );
        }
        html.push_str("</div>\n");
    }
    html.push_str("</body>\n</html>\n");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cannot_inject_markup() {
        assert_eq!(
            escape("<script>alert('x')</script> & \"y\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;"
        );
    }
}
