//! Every save as one file, to move games to another device or keep them safe from a cleared
//! browser. Importing merges each game as if it arrived by link, so importing a file twice, or
//! into a device that already has some of its games, loses nothing and duplicates nothing.

use serde::Serialize;
use serde_json::Value;
use std::fmt;

use crate::merge::{Arrival, Received};
use crate::saves::{Read, SaveError, SaveRecord, Saves, read_record};
use crate::store::KeyValue;

/// The file's marker and format: `{"smokestack_saves": 1, ...}`.
const MARKER: &str = "smokestack_saves";
const FORMAT: u64 = 1;
/// Largest saves file read (localStorage holds about 5 MB).
pub const MAX_IMPORT_BYTES: usize = 32 << 20;

#[derive(Serialize)]
struct ExportFile {
    smokestack_saves: u64,
    saves: Vec<SaveRecord>,
    /// Entries that do not open here, as stored: a later version may read them.
    damaged: Vec<String>,
}

/// What an import did, game by game.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ImportReport {
    /// Games new here (including copies that went another way than the save here).
    pub added: usize,
    /// Saves here brought forward by a longer copy in the file.
    pub updated: usize,
    /// Games here already as far or further: nothing changed.
    pub kept: usize,
    /// Entries not imported, each with its reason.
    pub rejected: Vec<Rejected>,
}

/// An entry of a saves file that was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    /// Its place in the file's list of saves (or of damaged entries), from 1.
    pub entry: usize,
    /// Its title, or else its id, as the file gives them; none for an entry without either.
    pub label: Option<String>,
    pub why: Rejection,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// Not a save record at all: the parser's reason.
    NotRecord(String),
    /// Its game did not join the saves: the code does not open, or the store refused it.
    Save(SaveError),
}

impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.why, &self.label) {
            (Rejection::NotRecord(e), _) => {
                write!(f, "entry {} is not a saved game ({e})", self.entry)
            }
            // The bare reason: the link wording of `SaveError::Code` does not fit a file.
            (Rejection::Save(SaveError::Code(e)), Some(l)) => write!(f, "{l:?}: {e}"),
            (Rejection::Save(SaveError::Code(e)), None) => write!(f, "entry {}: {e}", self.entry),
            (Rejection::Save(e), Some(l)) => write!(f, "{l:?}: {e}"),
            (Rejection::Save(e), None) => write!(f, "entry {}: {e}", self.entry),
        }
    }
}

impl fmt::Display for ImportReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Imported: {} new, {} brought up to date, {} already here.",
            self.added, self.updated, self.kept
        )?;
        if !self.rejected.is_empty() {
            let lines: Vec<String> = self.rejected.iter().map(|r| r.to_string()).collect();
            write!(
                f,
                " {} not imported: {}.",
                self.rejected.len(),
                lines.join("; ")
            )?;
        }
        Ok(())
    }
}

impl<S: KeyValue> Saves<S> {
    /// One JSON document with every save; entries that do not open go raw under "damaged".
    /// Games made under other rules are saves like any other: an app of their rules opens them.
    pub fn export_all(&self) -> String {
        self.export(|_| true)
    }

    /// The saves file of save `id` alone (damaged or not); none when there is no such save.
    pub fn export_one(&self, id: &str) -> Option<String> {
        self.contains(id).then(|| self.export(|i| i == id))
    }

    /// Save `id` as it was before it was carried over from older rules (`SaveRecord::original`):
    /// a saves file holding that code alone, under an id of its own. None for a save never
    /// carried over.
    pub fn export_original(&self, id: &str) -> Option<String> {
        let raw = self.store.get(&Self::key(id))?;
        let rec = crate::saves::parse_record(id, &raw).ok()?;
        let code = rec.original.clone()?;
        let file = ExportFile {
            smokestack_saves: FORMAT,
            saves: vec![SaveRecord {
                id: format!("{id}-original"),
                code,
                meta: None,
                original: None,
                carried: false,
                ..rec
            }],
            damaged: Vec::new(),
        };
        serde_json::to_string_pretty(&file).ok()
    }

    fn export(&self, wanted: impl Fn(&str) -> bool) -> String {
        let mut file = ExportFile {
            smokestack_saves: FORMAT,
            saves: Vec::new(),
            damaged: Vec::new(),
        };
        for (key, id) in self.save_keys() {
            if !wanted(&id) {
                continue;
            }
            let Some(raw) = self.store.get(&key) else {
                continue;
            };
            match read_record(&id, &raw) {
                Read::Known(rec, _) | Read::OtherRules { rec, .. } => file.saves.push(rec),
                Read::Opened(o) => file.saves.push(o.rec),
                Read::Damaged(_) => file.damaged.push(raw),
            }
        }
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Merges every game of an exported file, each validated by replay. A file that is not a
    /// saves file is refused whole and changes nothing; a bad entry in a good file is reported
    /// and the rest imported.
    pub fn import_all(&mut self, text: &str, now: f64) -> Result<ImportReport, SaveError> {
        let (saves, damaged) = read_file(text)?;
        let mut report = ImportReport::default();
        for (i, v) in saves.into_iter().enumerate() {
            self.import_one(v, i, now, &mut report);
        }
        for (i, v) in damaged.into_iter().enumerate() {
            // Stored text that did not open where it was exported; this version may read it.
            let v = match v {
                Value::String(s) => serde_json::from_str(&s).unwrap_or(Value::String(s)),
                other => other,
            };
            self.import_one(v, i, now, &mut report);
        }
        Ok(report)
    }

    fn import_one(&mut self, v: Value, i: usize, now: f64, report: &mut ImportReport) {
        let rec: SaveRecord = match serde_json::from_value(v) {
            Ok(rec) => rec,
            Err(e) => {
                report.rejected.push(Rejected {
                    entry: i + 1,
                    label: None,
                    why: Rejection::NotRecord(e.to_string()),
                });
                return;
            }
        };
        let label = [&rec.title, &rec.id]
            .into_iter()
            .find(|l| !l.trim().is_empty())
            .cloned();
        let arrival = Arrival {
            id: Some(rec.id),
            title: Some(rec.title),
            seen: rec.seen,
            updated: stamp(rec.updated, now),
            mine: rec.mine,
            notice: rec.carried,
            original: rec.original,
        };
        match self.merge(&rec.code, arrival) {
            Ok(
                Received::New { .. }
                | Received::Diverged { .. }
                | Received::Clash { kept: Some(_), .. },
            ) => report.added += 1,
            Ok(Received::FastForward { .. } | Received::Joined { .. }) => report.updated += 1,
            Ok(
                Received::Same { .. } | Received::Older { .. } | Received::Clash { kept: None, .. },
            ) => report.kept += 1,
            Err(e) => report.rejected.push(Rejected {
                entry: i + 1,
                label,
                why: Rejection::Save(e),
            }),
        }
    }
}

/// The file's saves and damaged entries, or why it is not a saves file.
fn read_file(text: &str) -> Result<(Vec<Value>, Vec<Value>), SaveError> {
    let bad = |why: String| Err(SaveError::BadImport(why));
    // Bounded before any work: far more than localStorage can hold.
    if text.len() > MAX_IMPORT_BYTES {
        return bad(format!(
            "it is {} MB, more than a saves file can be",
            text.len() >> 20
        ));
    }
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return bad(format!("it is not JSON ({e})")),
    };
    match v.get(MARKER).and_then(Value::as_u64) {
        Some(FORMAT) => {}
        Some(n) if n > FORMAT => {
            return bad(format!(
                "it was written by a newer version of Smokestack (saves format {n}; this version \
                 reads format {FORMAT}), so update the app to import it"
            ));
        }
        Some(n) => return bad(format!("saves format {n} is not one this version reads")),
        None => return bad(format!("it has no \"{MARKER}\" marker")),
    }
    let Some(saves) = v.get("saves").and_then(Value::as_array) else {
        return bad("it holds no list of saves".into());
    };
    let damaged = v
        .get("damaged")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    Ok((saves.clone(), damaged))
}

/// An imported save's time, as given but never in the future nor anything but a number.
fn stamp(updated: f64, now: f64) -> f64 {
    let t = if updated.is_finite() { updated } else { 0.0 };
    if now.is_finite() { t.min(now) } else { t }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_numbers_and_not_in_the_future() {
        assert_eq!(stamp(5.0, 3.0), 3.0);
        assert_eq!(stamp(f64::NAN, 3.0), 0.0);
        assert_eq!(stamp(2.0, f64::NAN), 2.0);
    }

    #[test]
    fn files_of_other_kinds_are_refused_with_a_reason() {
        let why = |t: &str| read_file(t).unwrap_err().to_string();
        assert!(why("").contains("not JSON"));
        assert!(why("{}").contains("marker"));
        assert!(why(r#"{"smokestack_saves":2,"saves":[]}"#).contains("newer version"));
        assert!(why(r#"{"smokestack_saves":0,"saves":[]}"#).contains("format 0"));
        assert!(why(r#"{"smokestack_saves":1,"saves":{}}"#).contains("no list"));
        assert!(read_file(r#"{"smokestack_saves":1,"saves":[]}"#).is_ok());
    }
}
