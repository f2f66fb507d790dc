//! Options and setup (준비; 솔로 규칙 준비).

use crate::data::{
    BLUEPRINTS, Bp, CONTRACTORS, Ct, Kind, START_ENERGY, START_GOODS, START_HAND, START_METAL, Tool,
};
use crate::decks;
use crate::state::{Difficulty, Machine, Options, Phase, Player, State};
use smokestack_core::{GameRng, SetupError};

/// `difficulty=easy|normal|hard|very-hard` (solo), `refresh=before-or-after|before`.
pub fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
    if !(1..=5).contains(&players) {
        return Err(SetupError(format!(
            "Fantastic Factories takes 1 to 5 players, not {players}"
        )));
    }
    let mut o = Options {
        players,
        difficulty: Difficulty::Normal,
        refresh_after_pick: true,
    };
    for (k, v) in settings {
        match k.as_str() {
            "difficulty" => {
                o.difficulty = Difficulty::ALL
                    .into_iter()
                    .find(|d| d.key() == v)
                    .ok_or_else(|| {
                        SetupError(format!(
                            "difficulty must be easy, normal, hard or very-hard, not {v:?}"
                        ))
                    })?
            }
            "refresh" => {
                o.refresh_after_pick = match v.as_str() {
                    "before-or-after" => true,
                    "before" => false,
                    _ => {
                        return Err(SetupError(format!(
                            "refresh must be before-or-after or before, not {v:?}"
                        )));
                    }
                }
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown option {k:?} (known: difficulty, refresh)"
                )));
            }
        }
    }
    Ok(o)
}

pub fn setup(options: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
    if !(1..=5).contains(&options.players) {
        return Err(SetupError(format!(
            "Fantastic Factories takes 1 to 5 players, not {}",
            options.players
        )));
    }
    let mut deck: Vec<Bp> = Bp::ALL
        .iter()
        .flat_map(|&b| std::iter::repeat_n(b, BLUEPRINTS[b as usize].copies as usize))
        .collect();
    rng.shuffle(&mut deck);
    let mut ct_deck: Vec<Ct> = Ct::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, CONTRACTORS[c as usize].copies as usize))
        .collect();
    rng.shuffle(&mut ct_deck);
    // The tool tiles go out in random order and never move (준비).
    let mut tools = Tool::ALL;
    rng.shuffle(&mut tools);
    let first = rng.below(options.players as usize) as u8;
    let player = Player {
        metal: START_METAL,
        energy: START_ENERGY,
        goods: START_GOODS,
        ..Player::default()
    };
    let mut s = State {
        options: options.clone(),
        round: 1,
        first,
        phase: Phase::Market {
            turn: 0,
            refreshed: false,
            picked: false,
        },
        players: vec![player; options.players as usize],
        market: [None; 4],
        contractors: [None; 4],
        tools,
        deck,
        discard: Vec::new(),
        ct_deck,
        ct_discard: Vec::new(),
        machine: None,
        final_round: None,
        drawn: 0,
    };
    for seat in 0..s.players.len() {
        decks::draw_to_hand(&mut s, seat, START_HAND, rng);
    }
    if options.players == 1 {
        // The Machine starts with no Monument: a dealt Monument is discarded and replaced.
        let mut machine = Machine::default();
        while machine.compound.len() < options.difficulty.starting_cards() {
            match decks::draw(&mut s, rng) {
                Some(c) if c.kind() == Kind::Monument => s.discard.push(c),
                Some(c) => machine.compound.push(c),
                None => break,
            }
        }
        s.machine = Some(machine);
    }
    decks::refill(&mut s, rng);
    Ok(s)
}
