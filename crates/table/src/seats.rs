//! Who sits where: names and which seats a bot plays. Travels inside the share code as the
//! table description, so a link opens the same table for its receiver.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use smokestack_core::{BotKind, Budget, Seat};

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

/// The longest a search bot thinks over one move at a table.
pub const MAX_THOUGHT_MS: u32 = 3000;

/// The bots the new-game form offers, weakest first (issue 14): the heuristic, and the search
/// with a little or more time to think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    Easy,
    Normal,
    Hard,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Normal, Strength::Hard];

    /// The search's time per move (none for the heuristic).
    pub fn millis(self) -> u32 {
        match self {
            Strength::Easy => 0,
            Strength::Normal => 300,
            Strength::Hard => 1500,
        }
    }

    /// The bot's name as a seat and a link carry it.
    pub fn bot(self) -> String {
        match self {
            Strength::Easy => BotKind::Heuristic.name(),
            s => BotKind::Search(Budget::Millis(s.millis())).name(),
        }
    }
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

    /// The bot that plays `seat`, if one does (an unknown bot name plays as a person). At a
    /// table a search thinks for a time, never for a count of iterations, and for at most
    /// `MAX_THOUGHT_MS`: a link must not make the table wait for minutes.
    pub fn is_bot(&self, seat: Seat) -> Option<BotKind> {
        match self.kinds.get(usize::from(seat)) {
            Some(SeatKind::Bot(b)) => BotKind::parse(b).map(|k| match k {
                BotKind::Search(Budget::Millis(ms)) => {
                    BotKind::Search(Budget::Millis(ms.min(MAX_THOUGHT_MS)))
                }
                BotKind::Search(Budget::Iterations(_)) => {
                    BotKind::Search(Budget::Millis(Strength::Normal.millis()))
                }
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
    fn a_search_bot_from_a_link_thinks_for_a_bounded_time() {
        let t = TableMeta::from_json(
            r#"{"names":["A","B","C","D"],"kinds":["Human",{"Bot":"search:iters=1000000"},{"Bot":"search:ms=60000"},{"Bot":"search:ms=1500"}]}"#,
            4,
        );
        assert_eq!(t.is_bot(1), Some(BotKind::Search(Budget::Millis(300))));
        assert_eq!(
            t.is_bot(2),
            Some(BotKind::Search(Budget::Millis(MAX_THOUGHT_MS)))
        );
        assert_eq!(t.is_bot(3), Some(BotKind::Search(Budget::Millis(1500))));
        assert_eq!(t.is_bot(0), None);
    }

    #[test]
    fn strengths_name_bots_the_table_reads_back() {
        for s in Strength::ALL {
            let t = TableMeta::from_json(
                &format!(r#"{{"names":["A"],"kinds":[{{"Bot":"{}"}}]}}"#, s.bot()),
                1,
            );
            let want = match s {
                Strength::Easy => BotKind::Heuristic,
                s => BotKind::Search(Budget::Millis(s.millis())),
            };
            assert_eq!(t.is_bot(0), Some(want), "{s:?}");
        }
    }
}
