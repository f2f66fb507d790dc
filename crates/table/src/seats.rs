//! Who sits where: names and which seats a bot plays. Travels inside the share code as the
//! table description, so a link opens the same table for its receiver.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use smokestack_core::{BotKind, Seat};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// A bot of the named kind ("random", "heuristic"); a name from the wire, so checked on use.
    Bot(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TableMeta {
    pub names: Vec<String>,
    pub kinds: Vec<SeatKind>,
}

/// Names longer than this would break the seat badges; a link may carry anything.
pub const MAX_NAME: usize = 24;

impl TableMeta {
    /// The table of `seats` people called "Seat 1", "Seat 2", ….
    pub fn defaults(seats: u8) -> TableMeta {
        TableMeta::from_json("", seats)
    }

    /// Compact JSON, the table string a share code carries.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Lenient, because the text comes from a link anyone could have edited: whatever arrives
    /// (empty, garbage, too short or too long, one bad field among good ones) becomes a table of
    /// exactly `seats` seats. Each unusable name becomes "Seat N", each unusable kind a person;
    /// names are trimmed, stripped of control characters and cut to `MAX_NAME` characters.
    pub fn from_json(s: &str, seats: u8) -> TableMeta {
        let v: Value = serde_json::from_str(s).unwrap_or(Value::Null);
        let field = |name: &str| -> Vec<Value> {
            v.get(name)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        let (names, kinds) = (field("names"), field("kinds"));
        TableMeta {
            names: (0..usize::from(seats))
                .map(|i| clean_name(names.get(i).and_then(Value::as_str), i))
                .collect(),
            kinds: (0..usize::from(seats))
                .map(|i| clean_kind(kinds.get(i)))
                .collect(),
        }
    }

    /// The name at `seat`, "Seat N" for a seat the table does not describe.
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| default_name(usize::from(seat)))
    }

    /// The bot that plays `seat`, if one does (an unknown bot name plays as a person). A
    /// search bot named in a link plays as the heuristic at a table: the page runs bots on its
    /// own thread, and a link must not make it think for minutes (a search runs in the table
    /// once it has a worker of its own).
    pub fn is_bot(&self, seat: Seat) -> Option<BotKind> {
        match self.kinds.get(usize::from(seat)) {
            Some(SeatKind::Bot(b)) => BotKind::parse(b).map(|k| match k {
                BotKind::Search(_) => BotKind::Heuristic,
                k => k,
            }),
            _ => None,
        }
    }

    /// The seats people play, in seat order.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.kinds.len())
            .filter_map(|i| Seat::try_from(i).ok())
            .filter(|&s| self.is_bot(s).is_none())
            .collect()
    }
}

fn default_name(i: usize) -> String {
    format!("Seat {}", i + 1)
}

fn clean_name(raw: Option<&str>, i: usize) -> String {
    let n: String = raw
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_NAME)
        .collect();
    let n = n.trim_end().to_string();
    if n.is_empty() { default_name(i) } else { n }
}

fn clean_kind(raw: Option<&Value>) -> SeatKind {
    match raw.and_then(|k| serde_json::from_value::<SeatKind>(k.clone()).ok()) {
        Some(SeatKind::Bot(b)) if BotKind::parse(&b).is_some() => SeatKind::Bot(b),
        _ => SeatKind::Human,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bad_field_spoils_only_itself() {
        let t = TableMeta::from_json(
            r#"{"names":["Ana",7,"  ","Dee\u0007"],"kinds":"nonsense"}"#,
            4,
        );
        assert_eq!(t.names, vec!["Ana", "Seat 2", "Seat 3", "Dee"]);
        assert_eq!(t.kinds, vec![SeatKind::Human; 4]);
    }

    #[test]
    fn names_are_cut_on_characters_not_bytes() {
        let t = TableMeta::from_json(&format!(r#"{{"names":["{}"]}}"#, "é".repeat(40)), 1);
        assert_eq!(t.names[0], "é".repeat(MAX_NAME));
    }

    #[test]
    fn seats_beyond_the_table_have_default_names() {
        let t = TableMeta::defaults(2);
        assert_eq!(t.name(1), "Seat 2");
        assert_eq!(TableMeta::default().name(255), "Seat 256");
        assert_eq!(TableMeta::default().is_bot(9), None);
    }

    #[test]
    fn a_search_bot_from_a_link_plays_as_the_heuristic() {
        let t = TableMeta::from_json(
            r#"{"names":["A","B"],"kinds":["Human",{"Bot":"search:iters=1000000"}]}"#,
            2,
        );
        assert_eq!(t.is_bot(1), Some(BotKind::Heuristic));
        assert_eq!(t.is_bot(0), None);
    }
}
