//! Rules in place (`Game::thing`): every component of Factory Manager in full — what it is,
//! costs, does and where it stands — as messages; the app only lays them out.
//!
//! Keys (each component once, `keys`), every id written out in the data, never a Rust name:
//! - `tile:<id>`: a factory tile of the tile table by its table id (`S0`/`M0` the start tiles,
//!   `S01`… the storage board's, `X1`… the X tiles; FACTS.md §1, `tiles.PROVISIONAL.csv`);
//! - `order_tile:<n>`: the player-order tiles by number (JA 1.; FACTS.md §2);
//! - `column:<type>`: the storage board's six columns by `Kind::key` (JA 2.; FACTS.md §1.1);
//! - `energy_tile:<v>`: the energy price tiles by value, +0/+1/+2 (JA ゲームの準備⑦, 4.;
//!   FACTS.md §4.1);
//! - `board:market`, `board:energy`, `worker:regular`, `worker:seasonal`, `factory:canteen`,
//!   `factory:extension`, `factory:floor`, `factory:office`, `factory:aside`,
//!   `factory:demolish`, `factory:markers`, `factory:income`, `marker:shutdown` (`OTHER`).
//!
//! Nothing here reads the two face-down stacks (energy price tiles, order tiles) beyond what the
//! table shows of them: how many are left. The PROVISIONAL flag is the data's
//! (`data::tile_provisional`, `data::provisional`).

use crate::actions::{Action, Slot};
use crate::build::{self, DEMOLISH_WORKERS};
use crate::data::{Kind, Mark, TileId, Use, constants, discount, get, provisional, tile, tiles};
use crate::describe::{kind as kind_msg, tile_name};
use crate::factory::{self, values};
use crate::market::extra_picks;
use crate::round::highest_price;
use crate::setup::{start_player, storage_board};
use crate::state::{Player, State};
use smokestack_core::{Msg, MsgArg, Seat, Thing};

/// The keys that are neither tiles, order tiles, columns nor energy tiles.
pub const OTHER: &[&str] = &[
    "board:market",
    "board:energy",
    "worker:regular",
    "worker:seasonal",
    "factory:canteen",
    "factory:extension",
    "factory:floor",
    "factory:office",
    "factory:aside",
    "factory:demolish",
    "factory:markers",
    "factory:income",
    "marker:shutdown",
];

/// The key of a tile of the table.
pub fn tile_key(t: TileId) -> String {
    format!("tile:{}", tile(t).id)
}

/// The key of a player-order tile.
pub fn order_key(n: u8) -> String {
    format!("order_tile:{n}")
}

/// The key of a storage-board column.
pub fn column_key(k: Kind) -> String {
    format!("column:{}", k.key())
}

/// The key of an energy price tile of value `v`.
pub fn energy_tile_key(v: u8) -> String {
    format!("energy_tile:{v}")
}

/// Every order tile number of the game (FACTS.md §2.1: the numbers in play at each player
/// count are in the constants).
pub fn order_numbers() -> Vec<u8> {
    let mut all: Vec<u8> = constants()
        .order_tile_numbers
        .iter()
        .flatten()
        .copied()
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// The energy price tiles' distinct values (+0, +1, +2).
pub fn energy_values() -> Vec<u8> {
    let mut v = constants().energy_price_tiles.clone();
    v.sort_unstable();
    v.dedup();
    v
}

/// Every key, each once: the tiles, order tiles, columns, energy tiles, then `OTHER`.
pub fn keys() -> Vec<String> {
    (0..tiles().len())
        .map(|t| tile_key(t as TileId))
        .chain(order_numbers().into_iter().map(order_key))
        .chain(Kind::ALL.iter().map(|&k| column_key(k)))
        .chain(energy_values().into_iter().map(energy_tile_key))
        .chain(OTHER.iter().map(|k| k.to_string()))
        .collect()
}

/// The thing `key` names, as `viewer` reads it in `s` (a seat reads its own prices and
/// factory; every seat sees the same table).
pub fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Option<Thing> {
    let (what, rest) = key.split_once(':')?;
    let me = viewer.and_then(|v| s.players.get(v as usize));
    Some(match what {
        "tile" => {
            let t = tiles().iter().position(|d| d.id == rest)? as TileId;
            tile_thing(s, me, t)
        }
        "order_tile" => {
            let n: u8 = rest.parse().ok()?;
            if !order_numbers().contains(&n) || rest != n.to_string() {
                return None;
            }
            order_thing(s, n)
        }
        "column" => {
            let k = *Kind::ALL.iter().find(|k| k.key() == rest)?;
            column_thing(s, k)
        }
        "energy_tile" => {
            let v: u8 = rest.parse().ok()?;
            if !energy_values().contains(&v) || rest != v.to_string() {
                return None;
            }
            energy_tile_thing(s, v)
        }
        _ if OTHER.contains(&key) => other_thing(s, me, key),
        _ => return None,
    })
}

/// A bare number.
fn num(n: impl Into<MsgArg>) -> Msg {
    Msg::new("fm.x.v.n").arg("n", n)
}
/// An amount of money, "n E".
fn money(n: i32) -> Msg {
    Msg::new("fm.x.v.e").arg("n", n)
}
/// "+n" for an effect that raises a value, "−n" for one that lowers it.
fn plus(n: impl Into<MsgArg>) -> Msg {
    Msg::new("fm.x.v.plus").arg("n", n)
}
fn minus(n: i32) -> Msg {
    Msg::new("fm.x.v.minus").arg("n", n)
}
/// `items` joined by the join message `key` (`{a}, {b}`); none for no items.
fn join(key: &'static str, items: impl IntoIterator<Item = Msg>) -> Option<Msg> {
    items
        .into_iter()
        .reduce(|a, b| Msg::new(key).arg("a", a).arg("b", b))
}

/// A thing being written.
struct Tx(Thing);

impl Tx {
    fn new(title: Msg, kind: &'static str) -> Tx {
        Tx(Thing::new(title, Msg::new(kind)))
    }
    fn fact(&mut self, label: &'static str, value: Msg) {
        self.0.facts.push((Msg::new(label), value));
    }
    fn para(&mut self, m: Msg) {
        self.0.text.push(m);
    }
    fn p(&mut self, key: &'static str) {
        self.para(Msg::new(key));
    }
    fn done(self, provisional: bool) -> Thing {
        Thing {
            provisional,
            ..self.0
        }
    }
}

/// A factory tile (FACTS.md §1.2 fields; JA 3.① buying and placing, 3.② demolishing, 4.
/// running; the tile values are the data's).
fn tile_thing(s: &State, me: Option<&Player>, t: TileId) -> Thing {
    let d = tile(t);
    let mut x = Tx::new(tile_name(t), "fm.x.kind.tile");
    x.fact("fm.x.f.type", kind_msg(d.kind));
    let start = d.uses == Use::Start;
    if start {
        x.fact("fm.x.f.cost", Msg::new("fm.x.v.start_cost"));
    } else {
        x.fact("fm.x.f.cost", money(d.cost));
        // The price for the viewer: cost less the order tile's discount (JA 3.①).
        if let Some(p) = me {
            let disc = discount(p.order);
            let price = build::price(p, t);
            let v = if disc > 0 {
                Msg::new("fm.x.v.your_price")
                    .arg("n", price)
                    .arg("order", p.order)
                    .arg("d", disc)
            } else {
                money(price)
            };
            x.fact("fm.x.f.your_price", v);
        }
    }
    if d.production != 0 {
        x.fact("fm.x.f.production", plus(d.production));
    }
    if d.storage != 0 {
        x.fact("fm.x.f.storage", plus(d.storage));
    }
    if d.workers_needed != 0 || d.kind == Kind::Machine {
        x.fact("fm.x.f.workers", num(d.workers_needed));
    }
    if d.energy != 0 || d.kind.on_floor() {
        x.fact("fm.x.f.energy", num(d.energy));
    }
    if d.workers_replaced != 0 {
        x.fact("fm.x.f.replaced", minus(d.workers_replaced));
    }
    if d.energy_reduced != 0 {
        x.fact("fm.x.f.reduced", minus(d.energy_reduced));
    }
    let uses = match d.uses {
        Use::Start => Msg::new("fm.x.v.uses_start"),
        Use::X => Msg::new("fm.x.v.uses_x"),
        Use::Players(lo, hi) if lo == hi => Msg::new("fm.x.v.uses_only").arg("n", lo),
        Use::Players(lo, hi) => Msg::new("fm.x.v.uses_range").arg("lo", lo).arg("hi", hi),
    };
    x.fact("fm.x.f.uses", uses);
    if !start && let Some(at) = location(s, t) {
        x.fact("fm.x.f.where", at);
    }
    // What it does (FACTS.md §1.2–1.3; JA 4.).
    let effect = match d.kind {
        Kind::Storage => Msg::new("fm.x.tile.storage").arg("n", d.storage),
        Kind::Machine => Msg::new("fm.x.tile.machine")
            .arg("n", d.production)
            .arg("w", d.workers_needed)
            .arg("e", d.energy),
        Kind::ProductionRobot => Msg::new("fm.x.tile.production_robot")
            .arg("n", d.production)
            .arg("e", d.energy),
        Kind::WorkerRobot => Msg::new("fm.x.tile.worker_robot")
            .arg("n", d.workers_replaced)
            .arg("e", d.energy),
        Kind::Control => Msg::new("fm.x.tile.control").arg("n", d.energy_reduced),
        Kind::Optimization => Msg::new("fm.x.tile.optimization").arg("n", d.workers_replaced),
    };
    x.para(effect);
    if d.kind.is_robot() {
        x.p("fm.x.tile.robot_limit");
    }
    if d.kind.can_shut_down() {
        x.p("fm.x.tile.shut");
    }
    if d.kind.on_floor() {
        x.p("fm.x.tile.floor");
    } else {
        x.p("fm.x.tile.office");
        x.p("fm.x.tile.office_mapping");
    }
    match d.uses {
        Use::Start => x.p("fm.x.tile.start"),
        Use::X => {
            x.p("fm.x.tile.x");
            x.p("fm.x.tile.buy");
        }
        Use::Players(..) => {
            x.p("fm.x.tile.board");
            x.p("fm.x.tile.buy");
        }
    }
    x.p("fm.x.tile.demolish");
    if d.provisional {
        x.p("fm.x.tile.provisional");
    }
    x.done(crate::data::tile_provisional(t))
}

/// Where tile `t` is, as every seat sees it (the market, a column, a factory, beside a board,
/// demolished, the box); none for a tile not to be seen (the X tiles returned unseen are named
/// only as such).
fn location(s: &State, t: TileId) -> Option<Msg> {
    let who = MsgArg::Seat;
    if s.market.contains(&t) {
        return Some(Msg::new("fm.x.at.market"));
    }
    for (c, col) in s.columns.iter().enumerate() {
        if let Some(i) = col.iter().position(|&x| x == t) {
            return Some(
                Msg::new("fm.x.at.column")
                    .arg("column", kind_msg(Kind::ALL[c]))
                    .arg("n", i + 1),
            );
        }
    }
    for (i, p) in s.players.iter().enumerate() {
        let i = i as u8;
        if let Some(x) = p.floor.iter().find(|x| x.tile == t) {
            let key = if x.shut {
                "fm.x.at.floor_shut"
            } else {
                "fm.x.at.floor"
            };
            return Some(Msg::new(key).arg("who", who(i)));
        }
        if p.control == Some(t) || p.optimization == Some(t) {
            return Some(Msg::new("fm.x.at.office").arg("who", who(i)));
        }
        if p.aside.contains(&t) {
            return Some(Msg::new("fm.x.at.aside").arg("who", who(i)));
        }
        if p.demolished.contains(&t) {
            return Some(Msg::new("fm.x.at.demolished").arg("who", who(i)));
        }
    }
    if s.boxed.contains(&t) {
        return Some(Msg::new("fm.x.at.box"));
    }
    match tile(t).uses {
        Use::Players(..) if !tile(t).uses.on_board_with(s.players.len()) => {
            Some(Msg::new("fm.x.at.not_used"))
        }
        Use::X if s.x_unseen.contains(&t) => Some(Msg::new("fm.x.at.x_unseen")),
        _ => None,
    }
}

/// A player-order tile (JA 1.–3.; FACTS.md §2: the numbers in play at 2–5 players, the
/// discounts and the extra picks PROVISIONAL).
fn order_thing(s: &State, n: u8) -> Thing {
    let c = constants();
    let mut x = Tx::new(
        Msg::new("fm.choice.order").arg("tile", n),
        "fm.x.kind.order",
    );
    x.fact("fm.x.f.number", num(n));
    let d = discount(n);
    x.fact(
        "fm.x.f.discount",
        if d > 0 {
            Msg::new("fm.x.v.off").arg("n", d)
        } else {
            Msg::new("fm.x.v.none")
        },
    );
    let counts = (2..=5usize)
        .filter(|&p| c.order_tile_numbers[p].contains(&n))
        .map(num);
    let list = join("fm.x.v.comma", counts).unwrap_or_else(|| Msg::plain(""));
    x.fact(
        "fm.x.f.in_play",
        Msg::new("fm.x.v.players").arg("list", list),
    );
    // Who has it now: all of it is open on the table (a replaced tile lies face down, but its
    // holder's number was seen).
    let who = MsgArg::Seat;
    let now = if !c.order_tile_numbers[s.players.len()].contains(&n) {
        Some(Msg::new("fm.x.at.order_unused_game"))
    } else if let Some(a) = s.auction.as_ref().filter(|a| a.tile == n) {
        Some(
            Msg::new("fm.x.at.order_auction")
                .arg("who", who(a.leader))
                .arg("bid", a.bid),
        )
    } else if let Some(i) = s.players.iter().position(|p| p.won == Some(n)) {
        Some(Msg::new("fm.x.at.order_won").arg("who", who(i as u8)))
    } else if let Some(i) = s.players.iter().position(|p| p.order == n) {
        Some(Msg::new("fm.x.at.order_held").arg("who", who(i as u8)))
    } else if s.revealed.contains(&n) {
        Some(Msg::new("fm.x.at.order_revealed"))
    } else {
        None
    };
    if let Some(m) = now {
        x.fact("fm.x.f.where", m);
    }
    x.p("fm.x.order.turn");
    x.p("fm.x.order.auction");
    x.p("fm.x.order.bid");
    x.p("fm.x.order.won");
    x.p("fm.x.order.last");
    x.p("fm.x.order.reshuffle");
    if d > 0 {
        x.para(Msg::new("fm.x.order.discount").arg("d", d));
    } else {
        x.p("fm.x.order.no_discount");
    }
    x.para(Msg::new("fm.x.order.extras").arg("n", extra_picks(s.players.len())));
    x.p("fm.x.order.provisional");
    x.done(provisional(Mark::OrderTiles))
}

/// A storage-board column (JA ゲームの準備④, 2., 3. note; FACTS.md §1.1, §1.4–1.5: the tiles
/// in it at each player count PROVISIONAL).
fn column_thing(s: &State, k: Kind) -> Thing {
    let mut x = Tx::new(
        Msg::new("fm.x.column.title").arg("kind", kind_msg(k)),
        "fm.ui.storage_board",
    );
    let col = &s.columns[k.column()];
    x.fact("fm.x.f.left", num(col.len()));
    if let Some(&t) = col.first() {
        x.fact(
            "fm.x.f.next",
            Msg::new("fm.x.v.next")
                .arg("tile", tile_name(t))
                .arg("n", tile(t).cost),
        );
    }
    // The column at setup with each player count (setup's own deal).
    let by_count = (2..=5usize).map(|n| {
        Msg::new("fm.x.v.count")
            .arg("n", n)
            .arg("k", storage_board(n)[k.column()].len())
    });
    let by_count = join("fm.x.v.dot", by_count).unwrap_or_else(|| Msg::plain(""));
    x.fact("fm.x.f.by_players", by_count);
    x.p("fm.x.column.sorted");
    x.p("fm.x.column.setup");
    x.p("fm.x.column.pick");
    x.p("fm.x.column.return");
    x.p("fm.x.column.provisional");
    x.done(provisional(Mark::StorageBoard))
}

/// An energy price tile (JA ゲームの準備⑦, 4.; FACTS.md §0, §4.1: +0 ×2, +1 ×4, +2 ×2).
fn energy_tile_thing(s: &State, v: u8) -> Thing {
    let c = constants();
    let mut x = Tx::new(Msg::new("fm.x.etile.title").arg("v", v), "fm.x.kind.etile");
    x.fact("fm.x.f.value", plus(v));
    let copies = c.energy_price_tiles.iter().filter(|&&x| x == v).count();
    x.fact("fm.x.f.copies", num(copies));
    // Only the drawn tiles are seen: the stack and the three returned unseen are not read.
    let drawn = s.energy_drawn.iter().filter(|&&x| x == v).count();
    x.fact("fm.x.f.drawn", num(drawn));
    x.p("fm.x.energy.setup");
    x.p("fm.x.energy.draw");
    x.p("fm.x.energy.first");
    x.done(false)
}

/// The tile types of which `keep` holds, listed in the column order.
fn kind_list(keep: fn(Kind) -> bool) -> Msg {
    let mut kinds = Kind::ALL.into_iter().filter(|&k| keep(k));
    let first = kinds.next().map_or_else(
        || Msg::plain(""),
        |k| Msg::new("fm.x.v.one").arg("a", kind_msg(k)),
    );
    kinds.fold(first, |acc, k| {
        Msg::new("fm.x.v.list").arg("a", acc).arg("b", kind_msg(k))
    })
}

/// The other components and places (JA 3.–5.; FACTS.md §3–§4).
fn other_thing(s: &State, mine: Option<&Player>, key: &str) -> Thing {
    let c = constants();
    let title = |k: &'static str| Msg::new(k);
    match key {
        // JA 2., 3. note, ゲームの準備⑤; FACTS.md §2.3 (extra picks PROVISIONAL), §1.5.
        "board:market" => {
            let mut x = Tx::new(title("fm.ui.market"), "fm.x.kind.board");
            x.fact("fm.x.f.in_market", num(s.market.len()));
            x.fact("fm.x.f.extras", num(extra_picks(s.players.len())));
            x.p("fm.x.market.pick");
            x.p("fm.x.market.extras");
            x.p("fm.x.market.first");
            x.p("fm.x.market.buy");
            x.p("fm.x.market.return");
            x.p("fm.x.market.provisional");
            x.done(provisional(Mark::ExtraPicks))
        }
        // JA ゲームの準備⑦, 4., 5.; FACTS.md §3.3, §4.1.
        "board:energy" => {
            let mut x = Tx::new(title("fm.ui.energy_price"), "fm.x.kind.track");
            x.fact("fm.x.f.price", num(s.energy_price));
            let drawn = join("fm.x.v.comma", s.energy_drawn.iter().map(|&v| plus(v)));
            x.fact(
                "fm.x.f.drawn_tiles",
                drawn.unwrap_or_else(|| Msg::new("fm.x.v.none")),
            );
            x.fact("fm.x.f.face_down", num(s.energy_stack.len()));
            x.fact("fm.x.f.highest", num(highest_price()));
            if let Some(p) = mine {
                let v = values(p);
                x.fact(
                    "fm.x.f.your_bill",
                    Msg::new("fm.x.v.bill")
                        .arg("e", v.energy)
                        .arg("p", s.energy_price)
                        .arg("n", factory::bill(&v, s.energy_price)),
                );
            }
            x.p("fm.x.energy.setup");
            x.p("fm.x.energy.draw");
            x.p("fm.x.energy.bill");
            x.p("fm.x.energy.minimum");
            x.p("fm.x.energy.first");
            x.p(if s.options.first_energy_zero {
                "fm.x.energy.option_zero"
            } else {
                "fm.x.energy.option_draw"
            });
            x.done(false)
        }
        // JA ゲームの準備①, 1., 2., 3., 4.; FACTS.md §0, §4.3.
        "worker:regular" => {
            let mut x = Tx::new(title("fm.x.worker.title"), "fm.x.kind.piece");
            x.fact("fm.x.f.per_player", num(c.workers_per_player));
            if let Some(p) = mine {
                x.fact("fm.ui.beside", num(p.beside()));
                x.fact("fm.ui.canteen", num(p.canteen));
                x.fact("fm.ui.on_order", num(p.bid));
                x.fact("fm.ui.demolishing", num(p.demolishing));
            }
            x.p("fm.x.worker.free");
            x.p("fm.x.worker.auction");
            x.p("fm.x.worker.market");
            x.p("fm.x.worker.build");
            x.p("fm.x.worker.canteen");
            x.p("fm.x.worker.keep");
            x.done(false)
        }
        // JA 3.③; FACTS.md §4.2.
        "worker:seasonal" => {
            let mut x = Tx::new(title("fm.x.seasonal.title"), "fm.x.kind.piece");
            x.fact("fm.x.f.cost", money(c.seasonal_worker_cost));
            x.fact("fm.x.f.max", num(c.seasonal_workers_per_player_max));
            if let Some(p) = mine {
                x.fact("fm.x.f.your_price", money(build::seasonal_price(p)));
                x.fact("fm.x.f.hired", num(p.seasonal));
            }
            x.p("fm.x.seasonal.hire");
            x.p("fm.x.seasonal.use");
            x.p("fm.x.seasonal.keep");
            x.p("fm.x.seasonal.leave");
            x.done(false)
        }
        // JA ゲームの準備②, 4.; FACTS.md §3.1, §3.4.
        "factory:canteen" => {
            let mut x = Tx::new(title("fm.ui.canteen"), "fm.x.kind.factory");
            x.fact("fm.x.f.start", num(start_player(0).canteen));
            if let Some(p) = mine {
                x.fact("fm.ui.canteen", num(p.canteen));
                x.fact("fm.ui.needed", num(values(p).workers_needed));
            }
            x.p("fm.x.canteen.crew");
            x.p("fm.x.canteen.adjust");
            x.p("fm.x.canteen.short");
            x.p("fm.x.canteen.free");
            x.done(false)
        }
        // JA 3.①; FACTS.md §3.1.
        "factory:extension" => {
            let mut x = Tx::new(title("fm.x.extension.title"), "fm.x.kind.factory");
            x.fact("fm.x.f.cost", money(c.floor_extension_cost));
            x.fact("fm.x.f.max", num(c.floor_extensions_max));
            if let Some(p) = mine {
                x.fact("fm.x.f.bought", num(p.extensions));
            }
            x.p("fm.x.extension.text");
            x.p("fm.x.extension.kept");
            x.done(false)
        }
        // JA ゲームの準備②, 3.①; FACTS.md §3.1.
        "factory:floor" => {
            let mut x = Tx::new(title("fm.ui.floor"), "fm.x.kind.factory");
            x.fact("fm.x.f.spaces", num(c.factory_floor_spaces));
            x.fact("fm.x.f.max", num(c.floor_extensions_max));
            if let Some(p) = mine {
                x.fact(
                    "fm.x.f.used",
                    Msg::new("fm.x.v.of")
                        .arg("a", p.floor.len())
                        .arg("b", p.floor_spaces()),
                );
            }
            x.p("fm.x.floor.text");
            x.p("fm.x.floor.start");
            x.p("fm.x.floor.full");
            x.done(false)
        }
        // JA 3.①; FACTS.md §1.3 (which slot does what PROVISIONAL).
        "factory:office" => {
            let mut x = Tx::new(title("fm.ui.office"), "fm.x.kind.factory");
            x.fact("fm.x.f.slots", kind_list(|k| !k.on_floor()));
            x.p("fm.x.office.text");
            x.p("fm.x.tile.office_mapping");
            x.done(provisional(Mark::OfficeMapping))
        }
        // JA 3.①.
        "factory:aside" => {
            let mut x = Tx::new(title("fm.x.aside.title"), "fm.x.kind.factory");
            if let Some(p) = mine {
                x.fact("fm.x.f.count", num(p.aside.len()));
            }
            x.p("fm.x.aside.text");
            x.p("fm.x.aside.place");
            x.done(false)
        }
        // JA 3.②.
        "factory:demolish" => {
            let mut x = Tx::new(title("fm.x.demolish.title"), "fm.x.kind.action");
            x.fact("fm.x.f.workers", num(DEMOLISH_WORKERS));
            x.p("fm.x.tile.demolish");
            x.p("fm.x.demolish.end");
            x.p("fm.x.demolish.room");
            x.done(false)
        }
        // JA ゲームの準備②, 4.; FACTS.md §1.2, §3.1, §3.4.
        "factory:markers" => {
            let mut x = Tx::new(title("fm.x.markers.title"), "fm.x.kind.factory");
            // The markers' start: the start factory's values (FACTS.md §3.4).
            let start = values(&start_player(0));
            x.fact(
                "fm.x.f.start",
                Msg::new("fm.x.v.start_markers")
                    .arg("p", start.production)
                    .arg("s", start.storage)
                    .arg("e", start.energy),
            );
            if let Some(p) = mine {
                let v = values(p);
                x.fact("fm.ui.production", num(v.production));
                x.fact("fm.ui.storage", num(v.storage));
                x.fact("fm.ui.consumption", num(v.energy));
                x.fact("fm.ui.needed", num(v.workers_needed));
            }
            x.p("fm.x.markers.production");
            x.p("fm.x.markers.storage");
            x.p("fm.x.markers.energy");
            x.p("fm.x.markers.workers");
            x.p("fm.x.markers.absent");
            x.done(false)
        }
        // JA 5., ゲームの終了; FACTS.md §3.2, §4.4–4.5.
        "factory:income" => {
            let mut x = Tx::new(title("term.fm.income"), "fm.x.kind.phase");
            x.fact("fm.x.f.per_step", money(c.income_per_step));
            x.fact(
                "fm.x.f.final",
                Msg::new("fm.x.v.times").arg("n", c.final_round_income_multiplier),
            );
            if let Some(p) = mine {
                let v = values(p);
                let (gross, bill, net) =
                    factory::income(&v, s.energy_price, s.last_round(), s.options.double_net);
                x.fact(
                    "fm.x.f.your_income",
                    Msg::new("fm.x.v.income")
                        .arg("gross", gross)
                        .arg("bill", bill)
                        .arg("net", net)
                        .arg("p", s.energy_price),
                );
            }
            x.p("fm.x.income.text");
            x.p("fm.x.income.bill");
            x.p("fm.x.income.final");
            x.p(if s.options.double_net {
                "fm.x.income.option_net"
            } else {
                "fm.x.income.option_gross"
            });
            x.p("fm.x.income.end");
            x.p("fm.x.income.debt");
            // What round 5 doubles and a bill beyond the cash (FACTS.md §4.5–4.6).
            x.done(provisional(Mark::FinalIncome))
        }
        // JA 4.
        _ => {
            let mut x = Tx::new(title("fm.x.shutdown.title"), "fm.x.kind.marker");
            x.fact("fm.x.f.on", kind_list(Kind::can_shut_down));
            x.p("fm.x.shutdown.when");
            x.p("fm.x.markers.absent");
            x.p("fm.x.shutdown.change");
            x.done(false)
        }
    }
}

/// The things a logged action names, read in `before`: every one of them is open on the
/// table (no action of this game names a hidden thing).
pub fn named(before: &State, action: &Action) -> Vec<String> {
    let actor = before.players.get(before.turn as usize);
    let at_slot = |slot: Slot| {
        actor.and_then(|p| match slot {
            Slot::Floor(i) => p.floor.get(i as usize).map(|x| x.tile),
            Slot::Control => p.control,
            Slot::Optimization => p.optimization,
        })
    };
    match *action {
        Action::Open { tile, .. } => vec![order_key(tile)],
        Action::Raise { .. } | Action::Pass => before
            .auction
            .as_ref()
            .map(|a| order_key(a.tile))
            .into_iter()
            .collect(),
        Action::Pick { column } => {
            let Some(&k) = Kind::ALL.get(column as usize) else {
                return Vec::new();
            };
            let mut out = vec![column_key(k)];
            if let Some(&t) = before.columns[column as usize].first() {
                out.push(tile_key(t));
            }
            out
        }
        Action::StopPicking => vec!["board:market".into()],
        Action::Buy { tile } | Action::Place { tile } => {
            get(tile).map(|_| tile_key(tile)).into_iter().collect()
        }
        Action::Demolish { slot } => at_slot(slot)
            .map(tile_key)
            .into_iter()
            .chain(["factory:demolish".to_string()])
            .collect(),
        Action::Switch { slot } => at_slot(Slot::Floor(slot))
            .map(tile_key)
            .into_iter()
            .chain(["marker:shutdown".to_string()])
            .collect(),
        Action::Extend => vec!["factory:extension".into()],
        Action::Hire => vec!["worker:seasonal".into()],
        Action::CrewIn | Action::CrewOut => vec!["factory:canteen".into()],
        Action::EndBuilding | Action::EndTurn | Action::Confirm => Vec::new(),
    }
}
