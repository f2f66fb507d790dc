//! A small CSV reader for the data files in `data/` (copied from
//! `shared/games/age-of-renaissance/`): comma-separated, fields may be quoted with `"`, a doubled
//! `""` inside quotes is one quote. No dependency: the files are read at build time with
//! `include_str!` and parsed once.

/// The rows of `text` after its header line, each as its fields.
pub fn rows(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if i == 0 || line.trim().is_empty() {
            continue;
        }
        out.push(fields(line));
    }
    out
}

/// One line's fields.
pub fn fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out.push(cur);
    out
}

/// A `;`-separated list cell; empty and `-` cells are empty lists.
pub fn list(cell: &str) -> Vec<String> {
    cell.split(';')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty() && s != "-")
        .collect()
}

/// The first whole number in a cell (`"10 (TS) / 5 (C#) PROVISIONAL"` gives 10).
pub fn first_number(cell: &str) -> Option<u32> {
    let digits: String = cell
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_keep_their_commas() {
        assert_eq!(fields(r#"a,"b, c",d"#), vec!["a", "b, c", "d"]);
        assert_eq!(fields(r#""x ""y""",z"#), vec![r#"x "y""#, "z"]);
        assert_eq!(first_number("10 (TS) / 5 (C#) PROVISIONAL"), Some(10));
        assert_eq!(list("a;b; ;-"), vec!["a", "b"]);
    }
}
