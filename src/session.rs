//! The game on the table: its match, the table's seats, its save record and its log in words.
//! Every action goes through here (`Flow::play`), and is saved once it is drawn (`autosave`).

use leptos::prelude::*;
use smokestack_core::{AnyMatch, BotKind, GameRng, Msg, Seat};

use smokestack_table::{SaveRecord, Saves, TableMeta, Turn, claimable, clean_claim, turn};

use crate::i18n::Lang;
use crate::store::LocalStore;
use crate::think::{Answer, Ask};

/// The game open on the table, for the table's views: its session (none in the lobby) and a
/// count bumped after every change to it, so that the views that read it draw again.
#[derive(Clone, Copy)]
pub struct Tabletop {
    pub session: StoredValue<Option<Session>, LocalStorage>,
    pub version: RwSignal<u64>,
    /// Counts changes to the table passwords kept on this device (`Flow::set_password`): every
    /// view that shows whether a game is locked, or sends its link, reads the password again.
    pub locks: RwSignal<u64>,
    /// A save is owed: the session changed since it was last written (`crate::autosave`).
    pub owed: StoredValue<bool>,
}

impl Tabletop {
    pub fn empty() -> Tabletop {
        Tabletop {
            session: StoredValue::new_local(None),
            version: RwSignal::new(0),
            locks: RwSignal::new(0),
            owed: StoredValue::new(false),
        }
    }

    /// The session changed: the views that read it draw again.
    pub fn touch(&self) {
        self.version.update(|v| *v += 1);
    }
}

/// Which table and move a question to the bots' thread was about.
#[derive(Clone, Debug, PartialEq)]
pub struct BotTicket {
    pub save: String,
    pub actions: usize,
    pub seat: Seat,
}

pub struct Session {
    pub rec: SaveRecord,
    pub meta: TableMeta,
    pub m: Box<dyn AnyMatch>,
    /// Every action as a message with its seat, rendered when shown: switching language
    /// re-reads the whole log.
    pub log: Vec<(Seat, Msg)>,
    /// What followed each logged action (`Game::results`, a round's standing, the game's
    /// end) as the shared log may tell it, beside `log`.
    pub results: Vec<Vec<Msg>>,
    /// The round each logged action was taken in (the status before it), beside `log`: the log
    /// shows a line of its own where a round begins.
    pub rounds: Vec<u32>,
    /// What each logged action names (`games::log_things`, shared log), beside `log`: read once
    /// when the game opens, then a line per move, so that no move replays the game.
    pub things: Vec<Vec<String>>,
    bot_rng: GameRng,
    /// The last share code with what it was made from (the moves and the table's description).
    /// Every move is saved and, when a bot acts next, sent to the bots' thread, each as a code,
    /// and a code hashes the whole state: made once per position instead of twice.
    codes: Codes,
}

/// The last share code made, with what it was made from: the game's identity (options and
/// seed), its moves and the table's description.
#[derive(Default)]
struct Codes(std::cell::RefCell<Option<(CodeOf, String)>>);

type CodeOf = ((String, u64), Vec<(Seat, u32)>, String);

impl Codes {
    /// `m.share_code_with(table)`, made again only when one of those changed.
    fn code(&self, m: &dyn AnyMatch, table: String) -> String {
        let of: CodeOf = (m.identity(), m.moves(), table);
        let mut last = self.0.borrow_mut();
        if let Some((made_of, code)) = last.as_ref()
            && *made_of == of
        {
            return code.clone();
        }
        let code = m.share_code_with(&of.2);
        *last = Some((of, code.clone()));
        code
    }
}

pub fn now() -> f64 {
    js_sys::Date::now()
}

pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return now() as u64;
    }
    // Seeds small enough to read aloud and type back.
    u64::from_le_bytes(b) % 1_000_000_000
}

impl Session {
    pub fn new(rec: SaveRecord, meta: TableMeta, m: Box<dyn AnyMatch>) -> Session {
        // The table's log is shared by every seat at it: its words name nothing hidden.
        let (log, results) = m
            .story(None)
            .into_iter()
            .map(|t| ((t.seat, t.action), t.results))
            .unzip();
        let rounds = rounds_of(m.as_ref());
        let things = crate::registry::log_things(m.as_ref(), None, 0);
        let bot_rng = GameRng::new(now() as u64);
        Session {
            rec,
            meta,
            m,
            log,
            results,
            rounds,
            things,
            bot_rng,
            codes: Codes::default(),
        }
    }

    pub fn code(&self) -> String {
        self.codes.code(self.m.as_ref(), self.meta.to_json())
    }

    /// Writes the save with its metadata (so the list need not replay it); a full storage is
    /// reported in `lang` and the game goes on in memory.
    pub fn save(&mut self, saves: &mut Saves<LocalStore>, lang: Lang) -> Result<(), String> {
        self.rec.updated = now();
        self.rec.seen = self.m.actions();
        let code = self.code();
        saves
            .save_coded(&mut self.rec, self.m.as_ref(), &self.meta, code)
            .map_err(|e| crate::i18n::save_error(lang, &e))
    }

    pub fn apply(&mut self, seat: Seat, index: usize) -> Result<(), String> {
        let line = self
            .m
            .action_message(seat, index, None)
            .unwrap_or_else(|| Msg::plain(String::new()));
        let round = self.m.status().round;
        let things = crate::registry::action_things(self.m.as_ref(), seat, index, None);
        let results = self
            .m
            .apply_told(seat, index, None)
            .map_err(|e| e.to_string())?;
        self.log.push((seat, line));
        self.results.push(results);
        self.rounds.push(round);
        self.things.push(things);
        Ok(())
    }

    pub fn undo(&mut self) -> Result<(), String> {
        self.m.undo().map_err(|e| e.to_string())?;
        self.log.truncate(self.m.actions());
        self.results.truncate(self.m.actions());
        self.rounds.truncate(self.m.actions());
        self.things.truncate(self.m.actions());
        Ok(())
    }

    /// The first acting seat that a bot plays, if any.
    /// Bots wait while a person acts (a simultaneous phase): the person's buttons then stay
    /// put under their finger, and the log reads in order.
    pub fn bot_to_act(&self) -> Option<(Seat, BotKind)> {
        if !self.humans_to_act().is_empty() {
            return None;
        }
        self.m
            .to_act()
            .into_iter()
            .find_map(|s| self.meta.is_bot(s).map(|b| (s, b)))
    }

    /// What to ask the bots' thread now, and the ticket its answer must match: none when no
    /// bot acts.
    pub fn bot_ask(&mut self) -> Option<(Ask, BotTicket)> {
        let (seat, bot) = self.bot_to_act()?;
        let ticket = BotTicket {
            save: self.rec.id.clone(),
            actions: self.m.actions(),
            seat,
        };
        let ask = Ask {
            code: self.code(),
            seat,
            bot: bot.name(),
            seed: self.bot_rng.below(u32::MAX as usize) as u64,
            hint_ms: None,
        };
        Some((ask, ticket))
    }

    /// Plays the bots' thread's answer for `ticket`; true when a move was made. An answer for a
    /// table that has moved on meanwhile (an undo, a reload, another game) is dropped; where the
    /// thread could not answer, the bot thinks here instead (a search as the heuristic, which
    /// is quick: the page must not freeze).
    pub fn bot_answer(&mut self, ticket: &BotTicket, answer: Result<Answer, String>) -> bool {
        if ticket.save != self.rec.id
            || ticket.actions != self.m.actions()
            || self.bot_to_act().map(|(s, _)| s) != Some(ticket.seat)
        {
            return false;
        }
        let seat = ticket.seat;
        let index = match answer {
            Ok(Answer::Move(i)) => Some(i),
            _ => {
                let bot = match self.meta.is_bot(seat) {
                    Some(BotKind::Search(_)) | None => BotKind::Heuristic,
                    Some(b) => b,
                };
                self.m.bot_choice(seat, bot, &mut self.bot_rng)
            }
        };
        index.is_some_and(|i| self.apply(seat, i).is_ok())
    }

    /// What to ask for a hint to `seat`: the search's favourites after `ms` of thought.
    pub fn hint_ask(&mut self, seat: Seat, ms: u32) -> (Ask, BotTicket) {
        let ticket = BotTicket {
            save: self.rec.id.clone(),
            actions: self.m.actions(),
            seat,
        };
        let ask = Ask {
            code: self.code(),
            seat,
            bot: "search".into(),
            seed: self.bot_rng.below(u32::MAX as usize) as u64,
            hint_ms: Some(ms),
        };
        (ask, ticket)
    }

    /// Whether `ticket` still describes the table (nothing moved since it was written).
    pub fn current(&self, ticket: &BotTicket) -> bool {
        ticket.save == self.rec.id && ticket.actions == self.m.actions()
    }

    /// The seats bots play.
    pub fn bots(&self) -> Vec<Seat> {
        (0..self.m.seats())
            .filter(|&s| self.meta.is_bot(s).is_some())
            .collect()
    }

    /// Whose move it is, as this device sees it.
    pub fn turn(&self) -> Turn {
        if self.m.outcome().is_some() {
            return Turn::Over;
        }
        turn(&self.m.to_act(), &self.bots(), self.rec.mine.as_deref())
    }

    /// The seats people play at this table.
    pub fn people(&self) -> Vec<Seat> {
        claimable(self.m.seats(), &self.bots())
    }

    /// Whether the people here must first say which seats they play: a game with several
    /// people whose seats at this device are not known (it arrived by link). With one person
    /// the answer is plain.
    pub fn needs_claim(&mut self) -> bool {
        if self.rec.mine.is_some() {
            return false;
        }
        let people = self.people();
        if people.len() <= 1 {
            self.rec.mine = Some(people);
            return false;
        }
        true
    }

    /// The seats this device plays: claimed, or every person's before any claim.
    pub fn mine(&self) -> Vec<Seat> {
        self.rec.mine.clone().unwrap_or_else(|| self.people())
    }

    /// Records that this device plays `seats` (kept with the save, never in the link).
    pub fn claim(&mut self, seats: &[Seat]) {
        self.rec.mine = clean_claim(seats, self.m.seats(), &self.bots());
    }

    /// Acting seats that a person plays.
    pub fn humans_to_act(&self) -> Vec<Seat> {
        self.m
            .to_act()
            .into_iter()
            .filter(|&s| self.meta.is_bot(s).is_none())
            .collect()
    }
}

/// The round each action of `m`'s log was taken in: the game replayed from its start (its code
/// with no moves), the status read before each action. Empty where the game does not replay.
pub fn rounds_of(m: &dyn AnyMatch) -> Vec<u32> {
    let Ok(mut packed) = smokestack_core::codec::unpack(&m.share_code()) else {
        return Vec::new();
    };
    packed.actions = 0;
    packed.moves.clear();
    packed.hash = None;
    let Some(mut r) = smokestack_games::find(m.game_id()).and_then(|g| g.open(&packed).ok()) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(m.actions());
    for (seat, index) in m.moves() {
        out.push(r.status().round);
        if r.apply_index(seat, index as usize).is_err() {
            break;
        }
    }
    out
}

/// A row of the log as shown, newest first: an action (its number from 1, its index in the
/// log) or the start of a round, below that round's first action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogRow {
    Action(usize),
    Round(u32),
}

/// The rows of the last `keep` actions of a log whose actions were taken in `rounds`, newest
/// first, with a round's line after (below) its first action shown.
pub fn log_rows(rounds: &[u32], len: usize, keep: usize) -> Vec<LogRow> {
    let start = len.saturating_sub(keep);
    let mut rows = Vec::new();
    for i in (start..len).rev() {
        rows.push(LogRow::Action(i));
        let here = rounds.get(i).copied();
        let before = if i == 0 {
            None
        } else {
            rounds.get(i - 1).copied()
        };
        if let Some(r) = here
            && r > 0
            && (i == start || before != here)
        {
            rows.push(LogRow::Round(r));
        }
    }
    rows
}

impl Session {
    /// The name at `seat` as the table shows it, a bot's marked (`i18n::seat_name`).
    pub fn shown_name(&self, seat: Seat, lang: Lang) -> String {
        crate::i18n::seat_name(lang, &self.meta, seat)
    }

    /// Every seat's `shown_name`.
    pub fn shown_names(&self, lang: Lang) -> Vec<String> {
        (0..self.meta.names.len() as Seat)
            .map(|q| self.shown_name(q, lang))
            .collect()
    }

    /// What followed log line `i`, in `lang`.
    pub fn results(&self, i: usize, lang: Lang) -> Vec<String> {
        self.results.get(i).map_or(Vec::new(), |r| {
            r.iter().map(|m| m.render(lang, &self.meta.names)).collect()
        })
    }

    /// One log line in `lang`.
    pub fn line(&self, i: usize, lang: Lang) -> Option<(Seat, String)> {
        self.log
            .get(i)
            .map(|(seat, msg)| (*seat, msg.render(lang, &self.meta.names)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    #[test]
    fn log_rows_put_a_round_line_below_each_rounds_first_action() {
        use LogRow::*;
        let rounds = [1, 1, 2, 2, 2, 3];
        assert_eq!(
            log_rows(&rounds, 6, 60),
            vec![
                Action(5),
                Round(3),
                Action(4),
                Action(3),
                Action(2),
                Round(2),
                Action(1),
                Action(0),
                Round(1)
            ]
        );
        // Only the last actions kept: the oldest shown still says its round.
        assert_eq!(
            log_rows(&rounds, 6, 2),
            vec![Action(5), Round(3), Action(4), Round(2)]
        );
        // Rounds unknown (a game that does not replay): actions only.
        assert_eq!(log_rows(&[], 2, 60), vec![Action(1), Action(0)]);
    }

    /// A code made again only when the game or the table changed, and always the code itself.
    #[test]
    fn codes_follow_the_moves_and_the_table() {
        let entry = smokestack_games::find("fantastic-factories").unwrap();
        let mut m = entry.new_match(2, &[], 3).unwrap();
        let codes = Codes::default();
        let first = codes.code(m.as_ref(), "A".into());
        assert_eq!(first, m.share_code_with("A"));
        assert_eq!(codes.code(m.as_ref(), "B".into()), m.share_code_with("B"));
        let seat = m.to_act()[0];
        m.apply_index(seat, 0).unwrap();
        let moved = codes.code(m.as_ref(), "A".into());
        assert_ne!(moved, first);
        assert_eq!(moved, m.share_code_with("A"));
        // Back to the start (as an undo would be): the first code again.
        let back = m.prefix(0);
        assert_eq!(codes.code(back.as_ref(), "A".into()), first);
        // Another game with the same moves (another seed) is another code.
        let other = entry.new_match(2, &[], 4).unwrap();
        assert_eq!(
            codes.code(other.as_ref(), "A".into()),
            other.share_code_with("A")
        );
    }

    /// Replayed rounds match the rounds read as the game was played, for every game.
    #[test]
    fn rounds_of_a_game_are_the_status_before_each_action() {
        for id in ["fantastic-factories", "le-havre"] {
            let entry = smokestack_games::find(id).unwrap();
            let mut m = entry.new_match(2, &[], 7).unwrap();
            let mut rng = GameRng::new(7);
            let mut seen = Vec::new();
            for _ in 0..300 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                seen.push(m.status().round);
                m.bot_move(seat, smokestack_core::BotKind::Random, &mut rng)
                    .unwrap();
            }
            assert_eq!(rounds_of(m.as_ref()), seen, "{id}");
            assert!(seen.last() > seen.first(), "{id}: {seen:?}");
        }
    }
}
