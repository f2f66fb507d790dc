//! Setup per player count and version ([KO] 게임 준비, 단축 게임의 준비; FACTS §3).

use crate::data::{
    ALL, Bd, OFFER_START_FULL, OFFER_START_SHORT, START_FRANCS, START_FULL, START_SHORT, Set,
    ShipType, round_cards,
};
use crate::state::{Options, Phase, Player, Specials, State};
use smokestack_core::{GameRng, SetupError};

/// Special buildings drawn face down at setup ([KO] 준비 8).
pub const SPECIALS_DRAWN: usize = 6;
/// PROVISIONAL (FACTS §10): the solo Marketplace cap, [K]'s default.
pub const SOLO_MARKET_CAP: u8 = 4;

pub fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
    if !(1..=5).contains(&players) {
        return Err(SetupError(format!(
            "Le Havre is for 1 to 5 players, not {players}"
        )));
    }
    let mut o = Options {
        players,
        short: false,
        specials: Specials::All,
        solo_market_cap: SOLO_MARKET_CAP,
    };
    for (k, v) in settings {
        match (k.as_str(), v.as_str()) {
            ("version", "full") => o.short = false,
            ("version", "short") => o.short = true,
            ("specials", "all") => o.specials = Specials::All,
            ("specials", "base") => o.specials = Specials::Base,
            ("solo-market", n) => {
                o.solo_market_cap = n
                    .parse()
                    .ok()
                    .filter(|n| (1..=8).contains(n))
                    .ok_or_else(|| SetupError(format!("solo-market takes 1 to 8, not {n:?}")))?
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown option {k}={v} (version=full|short, specials=all|base, solo-market=1..8)"
                )));
            }
        }
    }
    Ok(o)
}

/// The settings `options` turns back into `o` (core checks options from links this way).
pub fn settings(o: &Options) -> Vec<(String, String)> {
    let version = if o.short { "short" } else { "full" };
    let specials = match o.specials {
        Specials::All => "all",
        Specials::Base => "base",
    };
    vec![
        ("version".into(), version.into()),
        ("specials".into(), specials.into()),
        ("solo-market".into(), o.solo_market_cap.to_string()),
    ]
}

/// The special buildings in play for these options (FACTS §5.2; solo removes the interactive
/// ones, FACTS §10).
pub fn special_pool(o: &Options) -> Vec<Bd> {
    ALL.iter()
        .copied()
        .filter(|b| b.is_special())
        .filter(|b| o.specials == Specials::All || b.data().set == Set::Base)
        .filter(|b| o.players > 1 || !b.data().solo_excluded)
        .collect()
}

/// A standard building's player-count mark (FACTS §3.3, §4): `S` town-owned at the start, `Y`
/// shuffled into the construction stacks, `-` not used.
pub fn mark(b: Bd, players: u8, short: bool) -> u8 {
    let d = b.data();
    let idx = (players.clamp(1, 5) - 1) as usize;
    if short { d.short[idx] } else { d.full[idx] }
}

/// A start building ([KO] 준비 10): town-owned at the start of every game, full or short, for
/// any number of players (the two Building Firms and the Construction Firm).
pub fn is_start(b: Bd) -> bool {
    !b.is_special() && (1..=5).all(|n| [false, true].iter().all(|short| mark(b, n, *short) == b'S'))
}

pub fn setup(o: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
    // Options also arrive in links: setup checks them again rather than trust them.
    options(o.players, &settings(o))?;
    let n = o.players;
    let mut players: Vec<Player> = (0..n).map(|_| Player::new(START_FRANCS)).collect();
    for p in &mut players {
        for (g, k) in if o.short { START_SHORT } else { START_FULL } {
            p.add(*g, *k);
        }
    }
    // Standard buildings: 'S' to the town, 'Y' shuffled into three stacks sorted by number.
    let mut town = Vec::new();
    let mut deck = Vec::new();
    for b in ALL.iter().copied().filter(|b| !b.is_special()) {
        match mark(b, n, o.short) {
            b'S' => town.push(b),
            b'Y' => deck.push(b),
            _ => {}
        }
    }
    rng.shuffle(&mut deck);
    let third = deck.len() / 3;
    let mut stacks: [Vec<Bd>; 3] = [
        deck[..third].to_vec(),
        deck[third..2 * third].to_vec(),
        deck[2 * third..].to_vec(),
    ];
    for st in &mut stacks {
        st.sort_by_key(|b| b.data().sort);
    }
    // Special buildings: full game only; 6 drawn face down, the rest boxed (kept in order for
    // the Construction Site, without Dunny and Football Stadium).
    let (specials, leftover) = if o.short {
        (Vec::new(), Vec::new())
    } else {
        let mut pool = special_pool(o);
        rng.shuffle(&mut pool);
        let rest = pool.split_off(SPECIALS_DRAWN.min(pool.len()));
        let rest = rest
            .into_iter()
            .filter(|b| !matches!(b, Bd::Dunny | Bd::FootballStadium))
            .collect();
        (pool, rest)
    };
    let mut tiles = [0, 1, 2, 3, 4, 5, 6];
    rng.shuffle(&mut tiles);
    let mut ship_stacks: [Vec<u8>; 4] = Default::default();
    let mut rounds = round_cards(n, o.short);
    if o.short {
        // Solo: the player has R01's ship, R03's lies on the wooden stack; 2p: one each.
        match n {
            1 => {
                players[0].ships.push(0);
                ship_stacks[ShipType::Wooden as usize].push(2);
            }
            2 => {
                players[0].ships.push(0);
                players[1].ships.push(2);
            }
            _ => {}
        }
        rounds.retain(|c| !players.iter().any(|p| p.ships.contains(c)));
    }
    let mut s = State {
        opts: o.clone(),
        markers: vec![None; n as usize],
        hotel_bonus: vec![false; n as usize],
        iron_seen: vec![0; n as usize],
        bank_gained: false,
        last_round: None,
        players,
        offers: if o.short {
            OFFER_START_SHORT
        } else {
            OFFER_START_FULL
        },
        tiles,
        revealed: [false; 7],
        rounds,
        round: 1,
        turn: 0,
        current: 0,
        stacks,
        town,
        specials,
        leftover,
        ship_stacks,
        modern: Vec::new(),
        removed: Vec::new(),
        phase: Phase::Turn,
        main_done: false,
        mains_left: 1,
        steps: Vec::new(),
        sold_this_turn: Vec::new(),
        final_queue: Vec::new(),
        picket: 0,
        reveals: 0,
        known_top: vec![0; n as usize],
        rules_version: <crate::LeHavre as smokestack_core::Game>::RULES_VERSION,
    };
    crate::turn::start_turn(&mut s);
    Ok(s)
}
