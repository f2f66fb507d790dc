//! Options and setup per player count (FACTS §2.1, §4.4, §5.2).

use crate::data::{self, CardKind, Event, Pid};
use crate::state::{Options, Phase, Player, Rules, Ship, Space, State};
use smokestack_core::{GameRng, SetupError};
use std::sync::OnceLock;

pub fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
    if !(3..=6).contains(&players) {
        return Err(SetupError(format!(
            "Age of Renaissance is for 3 to 6 players, not {players}"
        )));
    }
    let mut o = Options {
        players,
        rules: Rules::Living,
        epochs: 3,
    };
    for (k, v) in settings {
        match (k.as_str(), v.as_str()) {
            ("rules", "original") => o.rules = Rules::Original,
            ("rules", "living") => o.rules = Rules::Living,
            ("rules", "euro") => o.rules = Rules::Euro,
            ("epochs", "1") => o.epochs = 1,
            ("epochs", "2") => o.epochs = 2,
            ("epochs", "3") => o.epochs = 3,
            _ => {
                return Err(SetupError(format!(
                    "unknown setting {k}={v} (rules=original|living|euro, epochs=1|2|3)"
                )));
            }
        }
    }
    Ok(o)
}

/// The capitals in play with `players` (FACTS §2.1).
pub fn capitals(players: u8) -> Vec<Pid> {
    capitals_in_play(players).to_vec()
}

/// `capitals`, worked out once per player count (the capital bid asks at every step).
pub fn capitals_in_play(players: u8) -> &'static [Pid] {
    static CAPITALS: OnceLock<Vec<Vec<Pid>>> = OnceLock::new();
    let per_count = CAPITALS.get_or_init(|| {
        let d = data::data();
        (0..=6)
            .map(|players| {
                (0..d.provinces.len() as Pid)
                    .filter(|&p| {
                        let pr = &d.provinces[p as usize];
                        pr.capital && data::area_in_play(pr.area, players)
                    })
                    .collect()
            })
            .collect()
    });
    per_count
        .get(players as usize)
        .map_or(&[], |v| v.as_slice())
}

/// The game set up under rules `version` (1 or 2: they differ in the deck, `State::version`).
pub fn setup(o: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
    let o = options(o.players, &settings(o))?;
    let d = data::data();
    let n = o.players as usize;
    let player = Player {
        capital: None,
        capital_rank: 0,
        cash: data::START_CASH,
        misery: 0,
        stock: data::TOKENS,
        pool: 0,
        markers: data::MARKERS,
        hand: Vec::new(),
        advances: 0,
        bought_now: 0,
        ship: Ship::None,
        ship_bought: false,
        prefs: Vec::new(),
        capital_bid: None,
        order_bid: None,
        bid: 0,
        written_cash: 0,
        relief_taken: 0,
        mr_left: 0,
        set_bonus: 0,
        stabilizing: false,
        extra_card: false,
        discarded: false,
        art_discard: false,
        renaissance_used: false,
        swap_used: false,
        expansion_card: false,
    };
    let mut s = State {
        version,
        options: o.clone(),
        turn: 0,
        phase: Phase::CapitalBid,
        cursor: 0,
        order: (0..o.players).collect(),
        players: vec![player; n],
        spaces: vec![
            Space {
                tokens: [0; 6],
                fresh: [0; 6],
                dom: None,
                dom_fresh: false,
            };
            d.provinces.len()
        ],
        deck: Vec::new(),
        future: vec![Vec::new(), Vec::new()],
        withheld: Vec::new(),
        discard: Vec::new(),
        removed: Vec::new(),
        epoch: 1,
        market: [0; 12],
        leaders: Vec::new(),
        arms: Vec::new(),
        arms_voided: false,
        immune: Vec::new(),
        papal_ban: None,
        crusades_now: false,
        mongols: false,
        strife_now: false,
        strife_epoch3: false,
        passes: 0,
        shipped: vec![0; d.provinces.len()],
        expansion_cards: 0,
        last_turn: false,
        draws: 0,
        pending: None,
        claims: Vec::new(),
        protection: Vec::new(),
        cathedral_used: Vec::new(),
        civil_war: None,
        ren_queue: Vec::new(),
        last_fight: None,
        war: None,
        last_war: None,
    };
    // FACTS §4.4: sort the cards by epoch; the living rules move one epoch-2 Timber into epoch 1
    // and withhold The Crusades, Walter, Rashid ad Din and epoch 1's Spice and Silk.
    let living = o.rules.living();
    let mut moved_timber = false;
    for (i, c) in d.cards.iter().enumerate() {
        let id = i as u8;
        let mut epoch = c.epoch;
        // Rules version 1 had War! unwritten: it was taken out of the deck, never shuffled in.
        if s.v1() && c.kind == CardKind::Event(Event::War) {
            s.removed.push(id);
            continue;
        }
        if living && !moved_timber && epoch == 2 && c.name == "Timber" {
            moved_timber = true;
            epoch = 1;
        }
        let withheld = living
            && c.epoch == 1
            && matches!(
                c.name.as_str(),
                "The Crusades" | "Walter the Penniless" | "Rashid ad Din" | "Spice" | "Silk"
            );
        if epoch > o.epochs {
            // FACTS §5.8: in a short game the later epochs' cards are never used.
            s.removed.push(id);
        } else if withheld {
            s.withheld.push(id);
        } else if epoch == 1 {
            s.deck.push(id);
        } else {
            s.future[epoch as usize - 2].push(id);
        }
    }
    rng.shuffle(&mut s.deck);
    // Original: one card each; living rules: three each, one returned (FACTS §4.4, §6 #2).
    let deal = if living { 3 } else { 1 };
    for _ in 0..deal {
        for p in 0..n {
            let c = s.deck.pop().expect("epoch 1 holds enough cards");
            s.players[p].hand.push(c);
        }
    }
    s.phase = if living {
        Phase::Return
    } else {
        Phase::CapitalBid
    };
    Ok(s)
}

/// After every seat returned a card (living rules): the withheld five join the deck at once
/// with 3–4 players; with 5–6 they wait for the start of turn 2 (PROVISIONAL, FACTS §4.4).
pub fn after_return(s: &mut State, rng: &mut GameRng) {
    if s.seats() <= 4 {
        s.deck.append(&mut s.withheld);
    }
    rng.shuffle(&mut s.deck);
}

pub fn settings(o: &Options) -> Vec<(String, String)> {
    vec![
        ("rules".into(), o.rules.key().into()),
        ("epochs".into(), o.epochs.to_string()),
    ]
}
