//! Finding things the user named: a game in the registry, a player count it takes, a share code
//! on the command line or standard input.

use crate::args::CodeArg;
use smokestack_core::{AnyMatch, BotKind, GameEntry, Lang, Seat};
use std::io::Read;

/// One line per game: `id<TAB>name<TAB>min-max players`.
pub fn list() -> String {
    smokestack_games::registry()
        .iter()
        .map(|g| {
            let (min, max) = g.players();
            format!("{}\t{}\t{min}-{max} players\n", g.id(), g.name())
        })
        .collect()
}

pub fn game(id: &str) -> Result<&'static dyn GameEntry, String> {
    smokestack_games::find(id).ok_or_else(|| {
        let known: Vec<&str> = smokestack_games::registry()
            .iter()
            .map(|g| g.id())
            .collect();
        format!("unknown game {id:?} (known: {})", known.join(", "))
    })
}

pub fn check_players(entry: &dyn GameEntry, players: u8) -> Result<(), String> {
    let (min, max) = entry.players();
    if (min..=max).contains(&players) {
        Ok(())
    } else {
        Err(format!(
            "{} takes {min} to {max} players, not {players}",
            entry.name()
        ))
    }
}

/// The match a share code (or a whole link) holds, validated by replaying it; a code made
/// under older rules comes carried over to today's, with what changed in `lang` (for stderr).
pub fn open(code: &CodeArg, lang: Lang) -> Result<(Box<dyn AnyMatch>, String), String> {
    let text = match code {
        CodeArg::Text(t) => t.clone(),
        CodeArg::Stdin => {
            let mut t = String::new();
            std::io::stdin()
                .read_to_string(&mut t)
                .map_err(|e| format!("cannot read the code from standard input: {e}"))?;
            t
        }
    };
    let (m, carried) = smokestack_games::open_carried(&text).map_err(|e| e.to_string())?;
    let notice = carried.map_or_else(String::new, |c| {
        let name = smokestack_games::find(m.game_id()).map_or("", |g| g.name());
        c.notice(name)
            .iter()
            .map(|msg| format!("notice: {}\n", msg.render(lang, &[])))
            .collect()
    });
    Ok((m, notice))
}

/// One bot per seat at most; a shorter list repeats its last bot, as in the harness.
pub fn check_bots(bots: &[BotKind], players: u8) -> Result<(), String> {
    if bots.len() > players as usize {
        return Err(format!(
            "{} bots for {players} players: give one per seat at most",
            bots.len()
        ));
    }
    Ok(())
}

/// The bot that plays `seat`.
pub fn bot(bots: &[BotKind], seat: Seat) -> BotKind {
    bots.get(seat as usize)
        .or(bots.last())
        .copied()
        .unwrap_or(BotKind::Random)
}
