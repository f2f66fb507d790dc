//! Conservation laws, checked after every action by the playout harness: every tile in play is
//! in exactly one place; the order tiles and the energy tiles are all accounted for; each
//! player's workers add up; money is start money plus income less payments.

use crate::data::{Kind, Use, constants, start_machine, start_storage, tile, tiles};
use crate::state::{Phase, State};

pub fn check(s: &State) -> Result<(), String> {
    let c = constants();
    let n = s.players.len();
    // Tiles: the board's tiles for this player count and the six X tiles, each exactly once;
    // the start tiles 3 + 2 per player.
    let mut count = vec![0usize; tiles().len()];
    let mut add = |t: u8| -> Result<(), String> {
        *count.get_mut(t as usize).ok_or(format!("no tile {t}"))? += 1;
        Ok(())
    };
    for (i, col) in s.columns.iter().enumerate() {
        for w in col.windows(2) {
            if (tile(w[0]).cost, w[0]) > (tile(w[1]).cost, w[1]) {
                return Err(format!("column {i} is not cheapest first"));
            }
        }
        for &t in col {
            if tile(t).kind != Kind::ALL[i] {
                return Err(format!("{} in column {i}", tile(t).id));
            }
            add(t)?;
        }
    }
    for &t in s.market.iter().chain(&s.boxed).chain(&s.x_unseen) {
        add(t)?;
    }
    for (i, p) in s.players.iter().enumerate() {
        for t in p.factory_tiles().chain(p.aside.iter().copied()) {
            add(t)?;
        }
        for &t in &p.demolished {
            add(t)?;
        }
        if p.floor.len() > p.floor_spaces() {
            return Err(format!("seat {}: floor over its spaces", i + 1));
        }
        if p.floor.iter().any(|x| !tile(x.tile).kind.on_floor()) {
            return Err(format!("seat {}: an office tile on the floor", i + 1));
        }
        if p.control.is_some_and(|t| tile(t).kind != Kind::Control)
            || p.optimization
                .is_some_and(|t| tile(t).kind != Kind::Optimization)
        {
            return Err(format!("seat {}: a wrong tile in an office slot", i + 1));
        }
        if p.extensions > c.floor_extensions_max {
            return Err(format!("seat {}: too many extensions", i + 1));
        }
        // Workers: 7 plus seasonal, at most 2 seasonal; the places add up.
        if p.workers != c.workers_per_player + p.seasonal
            || p.seasonal > c.seasonal_workers_per_player_max
            || p.seasonal_paid > c.seasonal_workers_per_player_max
        {
            return Err(format!("seat {}: worker count", i + 1));
        }
        if p.canteen as u32 + p.bid as u32 + p.demolishing as u32 > p.workers as u32 {
            return Err(format!("seat {}: workers placed twice", i + 1));
        }
        if p.demolishing as usize > p.demolished.len() {
            return Err(format!("seat {}: workers on no demolished tile", i + 1));
        }
        if p.money != c.start_money + p.earned - p.spent {
            return Err(format!("seat {}: money not conserved", i + 1));
        }
    }
    for (i, t) in tiles().iter().enumerate() {
        let want = match t.uses {
            Use::Start if i as u8 == start_storage() => 3 * n,
            Use::Start if i as u8 == start_machine() => 2 * n,
            Use::Start => 0,
            u @ Use::Players(..) => usize::from(u.on_board_with(n)),
            Use::X => 1,
        };
        if count[i] != want {
            return Err(format!(
                "tile {} is {} times in play, not {want}",
                t.id, count[i]
            ));
        }
    }
    // Order tiles: the 2N+2 in play, each once.
    let mut order: Vec<u8> = s
        .players
        .iter()
        .flat_map(|p| std::iter::once(p.order).chain(p.won))
        .chain(s.order_stack.iter().copied())
        .chain(s.revealed.iter().copied())
        .chain(s.unused.iter().copied())
        .collect();
    order.sort_unstable();
    if order != c.order_tile_numbers[n] {
        return Err(format!("order tiles {order:?}"));
    }
    // Energy price tiles: all 8, and the price is 1 plus the drawn ones.
    let mut energy: Vec<u8> = s
        .energy_stack
        .iter()
        .chain(&s.energy_removed)
        .chain(&s.energy_drawn)
        .copied()
        .collect();
    energy.sort_unstable();
    let mut all = c.energy_price_tiles.clone();
    all.sort_unstable();
    if energy != all || s.energy_removed.len() != c.energy_price_tiles_removed_unseen {
        return Err("energy price tiles not conserved".into());
    }
    let skipped = if s.options.first_energy_zero {
        s.energy_drawn.first().copied().unwrap_or(0) as i32
    } else {
        0
    };
    let raised: i32 = s.energy_drawn.iter().map(|&x| x as i32).sum::<i32>() - skipped;
    if s.energy_price != c.energy_price_start + raised {
        return Err("energy price is not 1 plus the tiles drawn".into());
    }
    if s.energy_price > crate::round::highest_price() {
        return Err(format!(
            "energy price {} beyond the highest",
            s.energy_price
        ));
    }
    if s.phase != Phase::Over && !(1..=c.rounds).contains(&s.round) {
        return Err(format!("round {}", s.round));
    }
    if s.energy_drawn.len() != (s.round as usize - usize::from(s.phase != Phase::Over)) {
        return Err("one energy tile is drawn each round".into());
    }
    free_worker(s)
}

/// Rules version 2 (issue 42; JA 4: 使用可能な人員を最低1人を残さなければならない): phase 4
/// never ends with no worker free. From the end of its phase-3 turn a seat has a worker it can
/// leave free (beside the board or in the canteen), and a seat done adjusting has one beside the
/// board; `adjust::legal` offers the last seat's `Confirm` only so. Version 1's games did reach
/// phase 4 with none, and are not held to it.
fn free_worker(s: &State) -> Result<(), String> {
    if !s.keeps_a_free_worker() {
        return Ok(());
    }
    let done_building: Vec<u8> = match s.phase {
        Phase::Build { .. } => {
            let now = s.players[s.turn as usize].order;
            (0..s.seats())
                .filter(|&i| s.players[i as usize].order < now)
                .collect()
        }
        Phase::Adjust => (0..s.seats()).collect(),
        _ => Vec::new(),
    };
    for i in done_building {
        let p = &s.players[i as usize];
        if crate::build::can_stay(p) == 0 {
            return Err(format!(
                "seat {}: in phase 4 with no worker it can leave free",
                i + 1
            ));
        }
        if p.adjusted && p.beside() == 0 {
            return Err(format!("seat {}: ended phase 4 with no worker free", i + 1));
        }
    }
    Ok(())
}
