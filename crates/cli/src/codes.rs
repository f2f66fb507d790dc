//! The share-code commands: `link` makes one from a bot game, `replay` reads one, `legal` lists
//! what may be done next, `play` does it and hands back the longer code.

use crate::args::{CodeArg, DEFAULT_MAX_ACTIONS, Link};
use crate::{Done, lookup, summary};
use serde_json::{Map, Value, json};
use smokestack_core::{GameRng, Lang, Seat};
use std::time::Instant;

/// The bots' chance is kept apart from the game's, as in the harness.
const BOT_SEED: u64 = 0x11_4b_b0_75;

pub fn link(l: &Link) -> Result<Done, String> {
    let entry = lookup::game(&l.game)?;
    lookup::check_players(entry, l.players)?;
    lookup::check_bots(&l.bots, l.players)?;
    let mut m = entry.new_match(l.players, &l.options, l.seed)?;
    let mut rng = GameRng::new(l.seed ^ BOT_SEED);
    let limit = l.moves.unwrap_or(DEFAULT_MAX_ACTIONS);
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    while m.actions() < limit {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        m.bot_move_with(seat, lookup::bot(&l.bots, seat), &mut rng, Some(&clock))
            .map_err(|e| format!("the bot of seat {} could not move: {e}", seat as u16 + 1))?;
    }
    if l.moves.is_none() && !m.to_act().is_empty() {
        return Err(format!(
            "the game is not over after {limit} actions; pass --moves"
        ));
    }
    Ok(Done::out(format!("{}\n", m.share_code())))
}

pub fn replay(code: &CodeArg, json: bool) -> Result<Done, String> {
    let (m, notice) = lookup::open(code, Lang::En)?;
    if json {
        let text = serde_json::to_string_pretty(&m.state_json()).map_err(|e| e.to_string())?;
        return Ok(Done::out(text + "\n").with_err(notice));
    }
    Ok(Done::out(summary::summary(&*m)).with_err(notice))
}

/// `{"to_act":[1,2],"seats":{"1":[{"index":0,"action":…,"text":"…"}, …], …}}`, seats 1-based;
/// each text in `lang`, as the acting seat reads it.
pub fn legal(code: &CodeArg, lang: Lang) -> Result<Done, String> {
    let (m, notice) = lookup::open(code, lang)?;
    let acting = m.to_act();
    let mut seats = Map::new();
    for &seat in &acting {
        let actions = m.legal_json(seat);
        let texts = m
            .legal_messages(seat)
            .into_iter()
            .map(|msg| msg.render(lang, &[]));
        let list = actions
            .into_iter()
            .zip(texts)
            .enumerate()
            .map(|(index, (action, text))| json!({"index": index, "action": action, "text": text}))
            .collect();
        seats.insert(shown(seat).to_string(), Value::Array(list));
    }
    let out = json!({
        "to_act": acting.iter().map(|&s| shown(s)).collect::<Vec<_>>(),
        "seats": seats,
    });
    let text = serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?;
    Ok(Done::out(text + "\n").with_err(notice))
}

/// The game's story, a line per action (`Player 2: …`) and an indented line per thing it
/// caused, as `seat` (0-based; `None`: the public view) may read it, in `lang`.
pub fn log(code: &CodeArg, lang: Lang, seat: Option<Seat>) -> Result<Done, String> {
    let (m, notice) = lookup::open(code, lang)?;
    if let Some(q) = seat
        && q >= m.seats()
    {
        return Err(format!("there is no seat {} in this game", shown(q)));
    }
    let mut out = String::new();
    for told in m.story(seat) {
        let who = smokestack_core::Msg::new("log.name")
            .arg("who", smokestack_core::MsgArg::Seat(told.seat));
        out += &format!(
            "{}: {}\n",
            who.render(lang, &[]),
            told.action.render(lang, &[])
        );
        for r in told.results {
            out += &format!("  → {}\n", r.render(lang, &[]));
        }
    }
    Ok(Done::out(out).with_err(notice))
}

/// `seat` is 0-based.
pub fn play(code: &CodeArg, seat: Seat, actions: &[Value]) -> Result<Done, String> {
    let (mut m, notice) = lookup::open(code, Lang::En)?;
    for (i, action) in actions.iter().enumerate() {
        m.apply_json(seat, action).map_err(|e| {
            let which = if actions.len() > 1 {
                format!("action {}: ", i + 1)
            } else {
                String::new()
            };
            format!("{which}{e}")
        })?;
    }
    Ok(Done::out(format!("{}\n", m.share_code())).with_err(notice))
}

fn shown(seat: Seat) -> u16 {
    seat as u16 + 1
}
