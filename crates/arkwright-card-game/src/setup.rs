//! Options and setup (rulebook "게임 준비", expert setup, solo setup; FACTS.md §3, §4, §10.1).

use crate::data::{Card, data};
use crate::market;
use crate::state::*;
use smokestack_core::{GameRng, SetupError};

/// The `key=value` settings: `start=table|draft`, `era-limits=off|on`, `ships=start|none`,
/// `prebuy=off|on`, `expert-actions=off|on`, `expert=off|on` (all five expert modules),
/// `solo-factories=choose|random`, `achievements=all|pick` (solo: the winner picks 2 of the
/// achievements met, second place 1).
pub fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
    if !(1..=4).contains(&players) {
        return Err(SetupError(format!(
            "Arkwright: The Card Game is for 1 to 4 players, not {players}"
        )));
    }
    let mut o = Options {
        players,
        draft: players == 1,
        era_limits: false,
        no_ships: false,
        prebuy: false,
        expert_actions: false,
        solo_random: false,
        pick_achievements: false,
    };
    let flag = |k: &str, v: &str, on: &str, off: &str| -> Result<bool, SetupError> {
        if v == on {
            Ok(true)
        } else if v == off {
            Ok(false)
        } else {
            Err(SetupError(format!("{k} is {off} or {on}, not {v:?}")))
        }
    };
    for (k, v) in settings {
        match k.as_str() {
            "start" => o.draft = flag(k, v, "draft", "table")?,
            "era-limits" => o.era_limits = flag(k, v, "on", "off")?,
            "ships" => o.no_ships = flag(k, v, "none", "start")?,
            "prebuy" => o.prebuy = flag(k, v, "on", "off")?,
            "expert-actions" => o.expert_actions = flag(k, v, "on", "off")?,
            "expert" => {
                let on = flag(k, v, "on", "off")?;
                o.draft |= on;
                o.era_limits = on;
                o.no_ships = on;
                o.prebuy = on;
                o.expert_actions = on;
            }
            "solo-factories" => o.solo_random = flag(k, v, "random", "choose")?,
            "achievements" => o.pick_achievements = flag(k, v, "pick", "all")?,
            _ => return Err(SetupError(format!("unknown option {k:?}"))),
        }
    }
    if players == 1 && !o.solo_random {
        // Solo A and C: you choose your factories (§10.1).
        o.draft = true;
    }
    if players == 1 && o.solo_random {
        o.draft = false;
    }
    if players > 1 && (o.solo_random || o.pick_achievements) {
        return Err(SetupError(
            "solo-factories and achievements are solo options".into(),
        ));
    }
    Ok(o)
}

pub fn settings(o: &Options) -> Vec<(String, String)> {
    let b = |on: bool, a: &str, b: &str| if on { a.to_string() } else { b.to_string() };
    let mut v = Vec::new();
    if o.players > 1 {
        v.push(("start".into(), b(o.draft, "draft", "table")));
    } else {
        v.push((
            "solo-factories".into(),
            b(o.solo_random, "random", "choose"),
        ));
        v.push(("achievements".into(), b(o.pick_achievements, "pick", "all")));
    }
    v.push(("era-limits".into(), b(o.era_limits, "on", "off")));
    v.push(("ships".into(), b(o.no_ships, "none", "start")));
    v.push(("prebuy".into(), b(o.prebuy, "on", "off")));
    v.push(("expert-actions".into(), b(o.expert_actions, "on", "off")));
    v
}

fn player(no_ships: bool) -> Player {
    let d = data();
    Player {
        money: d.start_money,
        shares: d.start_shares,
        share_value: d.start_share_value,
        loans: 0,
        ship_tokens: 0,
        // Step 9: the shipping card, 2-ship side up (expert: in the supply, no ships).
        ships: if no_ships { 0 } else { 2 },
        dev: [0; 6],
        engineer_token: false,
        factories: [Factory::default(); 4],
        machine_token: None,
        quality: [Attach::default(); 4],
        distribution: [Attach::default(); 3],
        warehouses: [Warehouse::default(); 3],
        cards: 0,
        used: 0,
        supervisor_at: SUPPLY,
        appeal: [None; 4],
        bankrupt: false,
        bought: 0,
        record: Record::default(),
    }
}

/// Steps 6–8: a start factory (Era I side) with its office card (price side) and its
/// position-1 worker card (Era I side, workers showing); its appeal marker on 0.
pub fn open_start_factory(s: &mut State, seat: usize, good: u8) {
    let p = &mut s.players[seat];
    let f = &mut p.factories[good as usize];
    f.open = true;
    f.side = 0;
    f.space = 3;
    f.office_appeal = false;
    f.workers = 1;
    f.worker[0] = Worker {
        side: 1,
        automated: false,
    };
    p.appeal[good as usize] = Some(0);
    p.record.most_factories = p.record.most_factories.max(p.open_count());
}

/// Expert step 4 (used in every game: FACTS §11 #3): 1 Businessman, (players − 1) Engineers
/// and Patents, then 4 cards per player drawn from the other cards, each on a random face, no
/// type more than (players − 1) times (redraw the excess). Solo: as for 3 players (17 cards).
pub fn development_supply(players: u8, rng: &mut GameRng) -> Vec<Card> {
    let d = data();
    let n = if players == 1 { 3 } else { players };
    let cap = (n - 1) as usize;
    let mut out = vec![Card::Businessman];
    for _ in 0..cap {
        out.push(Card::Engineer);
    }
    for _ in 0..cap {
        out.push(Card::Patent);
    }
    let mut pile: Vec<(Card, Card)> = Vec::new();
    for &(copies, a, b) in &d.devcards {
        if matches!(a, Card::Businessman | Card::Engineer | Card::Patent) {
            continue;
        }
        for _ in 0..copies {
            pile.push((a, b));
        }
    }
    rng.shuffle(&mut pile);
    let want = out.len() + (d.expert_cards_per_player * n) as usize;
    while out.len() < want {
        let Some((a, b)) = pile.pop() else { break };
        let face = if rng.below(2) == 0 { a } else { b };
        if out.iter().filter(|&&c| c == face).count() < cap {
            out.push(face);
        }
    }
    out
}

pub fn setup(o: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
    let d = data();
    let n = o.players;
    let side_b = n >= d.board_b_from_players;
    let mut s = State {
        options: o.clone(),
        era: 1,
        round: 1,
        start: 0,
        demand: if n == 1 {
            d.demand_start_solo
        } else if side_b {
            d.demand_start_b
        } else {
            d.demand_start_a
        },
        wage: if side_b {
            d.wage_start_b
        } else {
            d.wage_start_a
        },
        neutral: (n == 2).then_some(d.neutral_start),
        players: (0..n).map(|_| player(o.no_ships)).collect(),
        supply: [0; 16],
        deck: [0; 16],
        solo: None,
        phase: Phase::StartBonus { pick: 0 },
        discarded: 0,
        rules: crate::RULES_VERSION,
        sales: vec![Sale::default(); n as usize],
    };
    let cards = development_supply(n, rng);
    for &c in &cards {
        s.deck[c as usize] += 1;
    }
    if n == 1 {
        solo_setup(&mut s, cards, rng);
    } else {
        for c in cards {
            s.supply[c as usize] += 1;
        }
    }
    if o.draft {
        s.phase = Phase::Draft { pick: 0 };
    } else if n == 1 {
        // Solo variant: two of your four factories at random.
        let mut goods = [0u8, 1, 2, 3];
        rng.shuffle(&mut goods);
        open_start_factory(&mut s, 0, goods[0]);
        solo_automa_factories(&mut s, rng);
        open_start_factory(&mut s, 0, goods[1]);
    } else {
        // Step 6: the start factories by player count and seat (FACTS §4.2, PROVISIONAL).
        let table = d.start_factories[n as usize - 2].clone();
        for (seat, pair) in table.iter().enumerate().take(n as usize) {
            for &g in pair {
                open_start_factory(&mut s, seat, g);
            }
        }
    }
    Ok(s)
}

/// §10.1 step 3: 15 of the 17 cards on a 3×5 grid, the money markers of the two automa and the
/// neutral colour at random on the leftmost card of each row; step 4: the bag (3 + 3 + 2).
fn solo_setup(s: &mut State, mut cards: Vec<Card>, rng: &mut GameRng) {
    let d = data();
    rng.shuffle(&mut cards);
    let (rows, cols) = d.solo_grid;
    cards.truncate(rows as usize * cols as usize);
    let mut rows_for = [0u8, 1, 2];
    rng.shuffle(&mut rows_for);
    let automa = Automa {
        shares: d.automa_shares,
        share_value: d.automa_share_value,
        appeal: [None; 4],
    };
    s.deck = [0; 16];
    for &c in &cards {
        s.deck[c as usize] += 1;
    }
    s.solo = Some(Solo {
        automa: [automa.clone(), automa],
        grid: cards.into_iter().map(Some).collect(),
        markers: rows_for.map(|r| r * cols),
        bag: d.solo_bag,
        after: false,
        automa_done: false,
    });
}

/// §10.1 B: two appeal markers of each automa, shuffled, one at the bottom of each track, then
/// moved up to Food 4, Clothing 4, Cutlery 3, Lamps 3 with the demand markers following.
pub fn solo_automa_factories(s: &mut State, rng: &mut GameRng) {
    let mut owners = [0usize, 0, 1, 1];
    rng.shuffle(&mut owners);
    for (g, &a) in owners.iter().enumerate() {
        let to = data().solo_automa_start[g];
        if let Some(solo) = s.solo.as_mut() {
            solo.automa[a].appeal[g] = Some(to);
        }
        market::move_marker(s, g as u8, 0, to, false);
    }
}
