//! Who sits where: names and which seats a bot plays. Travels inside the share code as the
//! table description, so a link opens the same table for its receiver.

use serde::{Deserialize, Serialize};
use smokestack_core::{BotKind, Seat};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// A bot of the named kind ("random", "heuristic").
    Bot(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TableMeta {
    pub names: Vec<String>,
    pub kinds: Vec<SeatKind>,
}

const MAX_NAME: usize = 24;

impl TableMeta {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Lenient: whatever arrives (empty, garbage, too short or long) becomes a table of exactly
    /// `seats` seats, with "Seat N" and a person where nothing usable was given.
    pub fn from_json(s: &str, seats: u8) -> TableMeta {
        let parsed: TableMeta = serde_json::from_str(s).unwrap_or_default();
        let names = (0..seats as usize)
            .map(|i| {
                let n: String = parsed
                    .names
                    .get(i)
                    .map(|n| n.trim())
                    .unwrap_or("")
                    .chars()
                    .take(MAX_NAME)
                    .collect();
                if n.is_empty() {
                    format!("Seat {}", i + 1)
                } else {
                    n
                }
            })
            .collect();
        let kinds = (0..seats as usize)
            .map(|i| match parsed.kinds.get(i) {
                Some(SeatKind::Bot(b)) if BotKind::parse(b).is_some() => SeatKind::Bot(b.clone()),
                _ => SeatKind::Human,
            })
            .collect();
        TableMeta { names, kinds }
    }

    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat as u16 + 1))
    }

    pub fn is_bot(&self, seat: Seat) -> Option<BotKind> {
        match self.kinds.get(seat as usize) {
            Some(SeatKind::Bot(b)) => BotKind::parse(b),
            _ => None,
        }
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.kinds.len() as u8)
            .filter(|&s| self.is_bot(s).is_none())
            .collect()
    }
}
