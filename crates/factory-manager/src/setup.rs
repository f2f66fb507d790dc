//! Options and setup (JA ゲームの準備 ①–⑦; FACTS.md §0–§4).

use crate::data::{Kind, TileId, Use, constants, start_machine, start_storage, tiles};
use crate::round;
use crate::state::{Options, Phase, Placed, Player, State};
use smokestack_core::{GameRng, SetupError};

/// Options from a player count (2–5) and `key=value` settings:
/// `first-energy=draw|zero`, `final-double=gross|net`.
pub fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
    if !(2..=5).contains(&players) {
        return Err(SetupError(format!(
            "Factory Manager is for 2 to 5 players, not {players}"
        )));
    }
    let mut o = Options {
        players,
        first_energy_zero: false,
        double_net: false,
    };
    for (k, v) in settings {
        match (k.as_str(), v.as_str()) {
            ("first-energy", "draw") => o.first_energy_zero = false,
            ("first-energy", "zero") => o.first_energy_zero = true,
            ("final-double", "gross") => o.double_net = false,
            ("final-double", "net") => o.double_net = true,
            ("first-energy", _) => {
                return Err(SetupError(format!("first-energy is draw or zero, not {v}")));
            }
            ("final-double", _) => {
                return Err(SetupError(format!("final-double is gross or net, not {v}")));
            }
            _ => return Err(SetupError(format!("unknown option {k}"))),
        }
    }
    Ok(o)
}

pub fn settings(o: &Options) -> Vec<(String, String)> {
    vec![
        (
            "first-energy".into(),
            if o.first_energy_zero { "zero" } else { "draw" }.into(),
        ),
        (
            "final-double".into(),
            if o.double_net { "net" } else { "gross" }.into(),
        ),
    ]
}

/// A starting factory (JA ①②; FACTS.md §3.4): 18 E, 7 workers (4 in the canteen), 3 start
/// storage and 2 start machines on the first five floor spaces.
pub fn start_player(order: u8) -> Player {
    let c = constants();
    let mut floor = vec![
        Placed {
            tile: start_storage(),
            shut: false
        };
        3
    ];
    floor.extend(std::iter::repeat_n(
        Placed {
            tile: start_machine(),
            shut: false,
        },
        2,
    ));
    Player {
        money: c.start_money,
        earned: 0,
        spent: 0,
        order,
        won: None,
        workers: c.workers_per_player,
        seasonal: 0,
        seasonal_paid: 0,
        canteen: c.start_workers_in_canteen,
        bid: 0,
        demolishing: 0,
        bought: 0,
        floor,
        extensions: 0,
        control: None,
        optimization: None,
        aside: Vec::new(),
        demolished: Vec::new(),
        picks: 0,
        extras: 0,
        adjusted: false,
        final_income: 0,
    }
}

/// The storage board at setup with `players` players (JA ゲームの準備④; FACTS.md §1.4): the
/// tiles whose back fits the player count, a column per type, each column cheapest first.
pub fn storage_board(players: usize) -> [Vec<TileId>; 6] {
    let mut columns: [Vec<TileId>; 6] = Default::default();
    for (i, t) in tiles().iter().enumerate() {
        if t.uses.on_board_with(players) {
            columns[t.kind.column()].push(i as TileId);
        }
    }
    for col in &mut columns {
        col.sort_by_key(|&t| (tiles()[t as usize].cost, t));
    }
    debug_assert!(columns.iter().enumerate().all(|(i, col)| {
        col.iter()
            .all(|&t| tiles()[t as usize].kind == Kind::ALL[i])
    }));
    columns
}

/// A new game under today's rules (`FactoryManager::RULES_VERSION`).
pub fn setup(o: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
    setup_as(
        o,
        rng,
        <crate::FactoryManager as smokestack_core::Game>::RULES_VERSION,
    )
}

/// A new game under rules `version` (today's or a kept one): the same deal whatever the
/// version, which the state remembers for the rules that differ.
pub fn setup_as(o: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
    let n = o.players as usize;
    let c = constants();
    // ③ order tiles for the player count (PROVISIONAL: the lowest 2N+2); the starting group
    // (PROVISIONAL: tiles 1…N) is drawn at random, the rest is the face-down draw stack.
    let numbers = c.order_tile_numbers[n].clone();
    if numbers.len() != 2 * n + 2 {
        return Err(SetupError("order tiles in play must be 2N+2".into()));
    }
    let mut start_group = numbers[..n].to_vec();
    rng.shuffle(&mut start_group);
    let mut order_stack = numbers[n..].to_vec();
    rng.shuffle(&mut order_stack);
    // ④ the storage board: tiles whose back fits the player count, each column cheapest first.
    let columns = storage_board(n);
    let mut xs: Vec<TileId> = (0..tiles().len() as TileId)
        .filter(|&t| tiles()[t as usize].uses == Use::X)
        .collect();
    // ⑤ the six X tiles: 3 open in the market, 3 back to the box unseen.
    rng.shuffle(&mut xs);
    let mut x_unseen = xs.split_off(c.x_tiles_revealed_at_start);
    x_unseen.sort_unstable();
    let market = xs;
    // ⑥ the energy price tiles: 3 back to the box unseen, 5 a face-down stack; price 1.
    let mut energy = c.energy_price_tiles.clone();
    rng.shuffle(&mut energy);
    let energy_removed = energy.split_off(energy.len() - c.energy_price_tiles_removed_unseen);
    let mut s = State {
        version,
        options: o.clone(),
        round: 1,
        phase: Phase::Auction,
        turn: 0,
        energy_price: c.energy_price_start,
        energy_stack: energy,
        energy_removed,
        energy_drawn: Vec::new(),
        order_stack,
        revealed: Vec::new(),
        unused: Vec::new(),
        auction: None,
        columns,
        market,
        boxed: Vec::new(),
        x_unseen,
        players: start_group.into_iter().map(start_player).collect(),
    };
    round::begin_round(&mut s);
    Ok(s)
}
