//! Rules in place: every component of Factory Manager in full, where it stands on the table.
//!
//! Keys (each component once, `all_things`):
//! - `tile:<id>`: a factory tile of the tile table (`S0`/`M0` the start tiles, `S01`… the
//!   storage board's, `X1`… the X tiles), its numbers from the rules crate's data
//!   (FACTS.md §1, `tiles.PROVISIONAL.csv`: PROVISIONAL but for the start tiles);
//! - `order_tile:<n>`: the player-order tiles 1–12 (JA 1.; FACTS.md §2, discount PROVISIONAL);
//! - `column:<type>`: the storage board's six columns (JA 2., サプリメントB; FACTS.md §1.1);
//! - `energy_tile:<v>`: the energy price tiles +0/+1/+2 (JA ゲームの準備⑦, 4.; FACTS.md §4.1);
//! - `board:market`, `board:energy` (the energy price track and the bill);
//! - `worker:regular`, `worker:seasonal` (JA 3.③; FACTS.md §4.2);
//! - `factory:canteen`, `factory:extension`, `factory:floor`, `factory:office`,
//!   `factory:aside`, `factory:demolish`, `factory:markers`, `factory:income`,
//!   `marker:shutdown` (JA 3.–5.; FACTS.md §3).
//!
//! Nothing here reads the two face-down stacks (energy price tiles, order tiles) beyond what
//! the table shows of them: how many are left.

use super::prelude::*;
use crate::game_view::Explain;
use factory_manager::data::{Use, discount, get, tiles};
use factory_manager::describe::{kind as kind_msg, tile_name};
use factory_manager::factory::values;
use factory_manager::{Action, Slot};

/// The keys that are neither tiles, order tiles, columns nor energy tiles.
const OTHER: &[&str] = &[
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

/// The explain key of a tile of the table.
pub fn tile_key(t: TileId) -> String {
    format!("tile:{}", tile(t).id)
}

/// The explain key of a player-order tile.
pub fn order_key(n: u8) -> String {
    format!("order_tile:{n}")
}

/// The explain key of a storage-board column.
pub fn column_key(k: Kind) -> String {
    format!("column:{}", k.key())
}

/// The explain key of an energy price tile of value `v`.
pub fn energy_tile_key(v: u8) -> String {
    format!("energy_tile:{v}")
}

/// Every order tile number of the game (FACTS.md §2.1: 12 tiles, 1–12; the numbers in play
/// at each player count are in the constants).
fn order_numbers() -> Vec<u8> {
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
fn energy_values() -> Vec<u8> {
    let mut v = constants().energy_price_tiles.clone();
    v.sort_unstable();
    v.dedup();
    v
}

pub fn all_things() -> Vec<String> {
    (0..tiles().len())
        .map(|t| tile_key(t as TileId))
        .chain(order_numbers().into_iter().map(order_key))
        .chain(Kind::ALL.iter().map(|&k| column_key(k)))
        .chain(energy_values().into_iter().map(energy_tile_key))
        .chain(OTHER.iter().map(|k| k.to_string()))
        .collect()
}

/// An explanation being written in one language.
struct Ex {
    lang: Lang,
    e: Explain,
}

impl Ex {
    fn new(lang: Lang, title: String, kind: &str) -> Ex {
        Ex {
            lang,
            e: Explain {
                title,
                kind: word(lang, kind),
                ..Explain::default()
            },
        }
    }
    fn r(&self, m: Msg) -> String {
        m.render(self.lang, &[])
    }
    fn fact(&mut self, label: &str, value: String) {
        self.e.facts.push((word(self.lang, label), value));
    }
    fn fact_msg(&mut self, label: &str, m: Msg) {
        let v = self.r(m);
        self.fact(label, v);
    }
    fn para(&mut self, m: Msg) {
        let p = self.r(m);
        self.e.text.push(p);
    }
    fn p(&mut self, key: &'static str) {
        self.para(Msg::new(key));
    }
    fn done(self) -> Explain {
        self.e
    }
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    let (what, rest) = key.split_once(':')?;
    let me = viewer.and_then(|v| s.players.get(v as usize).map(|p| (v, p)));
    Some(match what {
        "tile" => {
            let t = tiles().iter().position(|d| d.id == rest)? as TileId;
            tile_explain(s, me, t, lang)
        }
        "order_tile" => {
            let n: u8 = rest.parse().ok()?;
            if !order_numbers().contains(&n) || rest != n.to_string() {
                return None;
            }
            order_explain(s, n, lang)
        }
        "column" => {
            let k = *Kind::ALL.iter().find(|k| k.key() == rest)?;
            column_explain(s, k, lang)
        }
        "energy_tile" => {
            let v: u8 = rest.parse().ok()?;
            if !energy_values().contains(&v) || rest != v.to_string() {
                return None;
            }
            energy_tile_explain(s, v, lang)
        }
        _ if OTHER.contains(&key) => other_explain(s, me, key, lang),
        _ => return None,
    })
}

/// "+n" for an effect that raises a value, "−n" for one that lowers it.
fn plus(n: i32) -> String {
    format!("+{n}")
}
fn minus(n: i32) -> String {
    format!("−{n}")
}

/// A factory tile (FACTS.md §1.2 fields; JA 3.① buying and placing, 3.② demolishing, 4.
/// running; the tile values are the rules crate's data).
fn tile_explain(
    s: &State,
    me: Option<(Seat, &factory_manager::state::Player)>,
    t: TileId,
    lang: Lang,
) -> Explain {
    let d = tile(t);
    let mut x = Ex::new(lang, tile_name(t).render(lang, &[]), "fm.x.kind.tile");
    x.fact(
        "fm.x.f.type",
        word(lang, &format!("fm.kind.{}", d.kind.key())),
    );
    let start = d.uses == Use::Start;
    if start {
        x.fact("fm.x.f.cost", word(lang, "fm.x.v.start_cost"));
    } else {
        x.fact("fm.x.f.cost", format!("{} E", d.cost));
        // The price for the viewer: cost less the order tile's discount, at least 0 (JA 3.①).
        if let Some((_, p)) = me {
            let disc = discount(p.order);
            let price = factory_manager::build::price(p, t);
            let v = if disc > 0 {
                x.r(Msg::new("fm.x.v.your_price")
                    .arg("n", price)
                    .arg("order", p.order)
                    .arg("d", disc))
            } else {
                format!("{price} E")
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
        x.fact("fm.x.f.workers", d.workers_needed.to_string());
    }
    if d.energy != 0 || d.kind.on_floor() {
        x.fact("fm.x.f.energy", d.energy.to_string());
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
    x.fact_msg("fm.x.f.uses", uses);
    if !start && let Some(at) = location(s, t) {
        x.fact_msg("fm.x.f.where", at);
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
    let mut e = x.done();
    // The office mapping is PROVISIONAL for every office tile (FACTS.md §1.3).
    e.provisional = d.provisional || !d.kind.on_floor();
    e
}

/// Where tile `t` is, as every seat sees it (the market, a column, a factory, beside a board,
/// demolished, the box); none for a tile not to be seen (the X tiles returned unseen are
/// named only as such).
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

/// A player-order tile (JA 1.–3.; FACTS.md §2: the numbers in play at 2–4 players, the
/// discounts and the extra picks PROVISIONAL).
fn order_explain(s: &State, n: u8, lang: Lang) -> Explain {
    let c = constants();
    let mut x = Ex::new(
        lang,
        Msg::new("fm.choice.order").arg("tile", n).render(lang, &[]),
        "fm.x.kind.order",
    );
    x.fact("fm.x.f.number", n.to_string());
    let d = discount(n);
    x.fact(
        "fm.x.f.discount",
        if d > 0 {
            format!("−{d} E")
        } else {
            word(lang, "fm.x.v.none")
        },
    );
    let counts: Vec<String> = (2..=5usize)
        .filter(|&p| c.order_tile_numbers[p].contains(&n))
        .map(|p| p.to_string())
        .collect();
    x.fact_msg(
        "fm.x.f.in_play",
        Msg::new("fm.x.v.players").arg("list", counts.join(", ")),
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
        x.fact_msg("fm.x.f.where", m);
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
    x.para(Msg::new("fm.x.order.extras").arg("n", c.last_player_extra_picks[s.players.len()]));
    x.p("fm.x.order.provisional");
    let mut e = x.done();
    e.provisional = true;
    e
}

/// A storage-board column (JA ゲームの準備④, 2., 3. note; FACTS.md §1.1, §1.4–1.5: the
/// tiles in it at each player count PROVISIONAL).
fn column_explain(s: &State, k: Kind, lang: Lang) -> Explain {
    let mut x = Ex::new(
        lang,
        Msg::new("fm.x.column.title")
            .arg("kind", kind_msg(k))
            .render(lang, &[]),
        "fm.ui.storage_board",
    );
    let col = &s.columns[k.column()];
    x.fact("fm.x.f.left", col.len().to_string());
    if let Some(&t) = col.first() {
        let next = x.r(Msg::new("fm.x.v.next")
            .arg("tile", tile_name(t))
            .arg("n", tile(t).cost));
        x.fact("fm.x.f.next", next);
    }
    let by_count: Vec<String> = (2..=5usize)
        .map(|n| {
            let k_tiles = tiles()
                .iter()
                .filter(|d| d.kind == k && d.uses.on_board_with(n))
                .count();
            format!("{n}: {k_tiles}")
        })
        .collect();
    x.fact("fm.x.f.by_players", by_count.join(" · "));
    x.p("fm.x.column.sorted");
    x.p("fm.x.column.setup");
    x.p("fm.x.column.pick");
    x.p("fm.x.column.return");
    x.p("fm.x.column.provisional");
    let mut e = x.done();
    e.provisional = true;
    e
}

/// An energy price tile (JA ゲームの準備⑦, 4.; FACTS.md §0, §4.1: +0 ×2, +1 ×4, +2 ×2).
fn energy_tile_explain(s: &State, v: u8, lang: Lang) -> Explain {
    let c = constants();
    let mut x = Ex::new(
        lang,
        Msg::new("fm.x.etile.title").arg("v", v).render(lang, &[]),
        "fm.x.kind.etile",
    );
    x.fact("fm.x.f.value", format!("+{v}"));
    let copies = c.energy_price_tiles.iter().filter(|&&x| x == v).count();
    x.fact("fm.x.f.copies", copies.to_string());
    // Only the drawn tiles are seen: the stack and the three returned unseen are not read.
    let drawn = s.energy_drawn.iter().filter(|&&x| x == v).count();
    x.fact("fm.x.f.drawn", drawn.to_string());
    x.p("fm.x.energy.setup");
    x.p("fm.x.energy.draw");
    x.p("fm.x.energy.first");
    x.done()
}

/// The other components and places (JA 3.–5.; FACTS.md §3–§4).
fn other_explain(
    s: &State,
    me: Option<(Seat, &factory_manager::state::Player)>,
    key: &str,
    lang: Lang,
) -> Explain {
    let c = constants();
    let title = |k: &str| word(lang, k);
    let mine = me.map(|(_, p)| p);
    match key {
        // JA 2., 3. note, ゲームの準備⑤; FACTS.md §2.3 (extra picks PROVISIONAL), §1.5.
        "board:market" => {
            let mut x = Ex::new(lang, title("fm.ui.market"), "fm.x.kind.board");
            x.fact("fm.x.f.in_market", s.market.len().to_string());
            x.fact(
                "fm.x.f.extras",
                c.last_player_extra_picks[s.players.len()].to_string(),
            );
            x.p("fm.x.market.pick");
            x.p("fm.x.market.extras");
            x.p("fm.x.market.first");
            x.p("fm.x.market.buy");
            x.p("fm.x.market.return");
            x.p("fm.x.market.provisional");
            let mut e = x.done();
            e.provisional = true;
            e
        }
        // JA ゲームの準備⑦, 4., 5.; FACTS.md §3.3, §4.1.
        "board:energy" => {
            let mut x = Ex::new(lang, title("fm.ui.energy_price"), "fm.x.kind.track");
            x.fact("fm.x.f.price", s.energy_price.to_string());
            let drawn: Vec<String> = s.energy_drawn.iter().map(|v| format!("+{v}")).collect();
            x.fact(
                "fm.x.f.drawn_tiles",
                if drawn.is_empty() {
                    word(lang, "fm.x.v.none")
                } else {
                    drawn.join(", ")
                },
            );
            x.fact("fm.x.f.face_down", s.energy_stack.len().to_string());
            let mut high: Vec<u8> = c.energy_price_tiles.clone();
            high.sort_unstable_by(|a, b| b.cmp(a));
            let top = c.energy_price_start
                + high
                    .iter()
                    .take(c.rounds as usize)
                    .map(|&v| v as i32)
                    .sum::<i32>();
            x.fact("fm.x.f.highest", top.to_string());
            if let Some(p) = mine {
                let v = values(p);
                let bill = x.r(Msg::new("fm.x.v.bill")
                    .arg("e", v.energy)
                    .arg("p", s.energy_price)
                    .arg("n", v.energy * s.energy_price));
                x.fact("fm.x.f.your_bill", bill);
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
            x.done()
        }
        // JA ゲームの準備①, 1., 2., 3., 4.; FACTS.md §0, §4.3.
        "worker:regular" => {
            let mut x = Ex::new(lang, title("fm.x.worker.title"), "fm.x.kind.piece");
            x.fact("fm.x.f.per_player", c.workers_per_player.to_string());
            if let Some(p) = mine {
                x.fact("fm.ui.beside", p.beside().to_string());
                x.fact("fm.ui.canteen", p.canteen.to_string());
                x.fact("fm.ui.on_order", p.bid.to_string());
                x.fact("fm.ui.demolishing", p.demolishing.to_string());
            }
            x.p("fm.x.worker.free");
            x.p("fm.x.worker.auction");
            x.p("fm.x.worker.market");
            x.p("fm.x.worker.build");
            x.p("fm.x.worker.canteen");
            x.p("fm.x.worker.keep");
            x.done()
        }
        // JA 3.③; FACTS.md §4.2.
        "worker:seasonal" => {
            let mut x = Ex::new(lang, title("fm.x.seasonal.title"), "fm.x.kind.piece");
            x.fact("fm.x.f.cost", format!("{} E", c.seasonal_worker_cost));
            x.fact("fm.x.f.max", c.seasonal_workers_per_player_max.to_string());
            if let Some(p) = mine {
                x.fact(
                    "fm.x.f.your_price",
                    format!("{} E", factory_manager::build::seasonal_price(p)),
                );
                x.fact("fm.x.f.hired", p.seasonal.to_string());
            }
            x.p("fm.x.seasonal.hire");
            x.p("fm.x.seasonal.use");
            x.p("fm.x.seasonal.keep");
            x.p("fm.x.seasonal.leave");
            x.done()
        }
        // JA ゲームの準備②, 4.; FACTS.md §3.1, §3.4.
        "factory:canteen" => {
            let mut x = Ex::new(lang, title("fm.ui.canteen"), "fm.x.kind.factory");
            x.fact("fm.x.f.start", c.start_workers_in_canteen.to_string());
            if let Some(p) = mine {
                x.fact("fm.ui.canteen", p.canteen.to_string());
                x.fact("fm.ui.needed", values(p).workers_needed.to_string());
            }
            x.p("fm.x.canteen.crew");
            x.p("fm.x.canteen.adjust");
            x.p("fm.x.canteen.short");
            x.p("fm.x.canteen.free");
            x.done()
        }
        // JA 3.①; FACTS.md §3.1.
        "factory:extension" => {
            let mut x = Ex::new(lang, title("fm.x.extension.title"), "fm.x.kind.factory");
            x.fact("fm.x.f.cost", format!("{} E", c.floor_extension_cost));
            x.fact("fm.x.f.max", c.floor_extensions_max.to_string());
            if let Some(p) = mine {
                x.fact("fm.x.f.bought", p.extensions.to_string());
            }
            x.p("fm.x.extension.text");
            x.p("fm.x.extension.kept");
            x.done()
        }
        // JA ゲームの準備②, 3.①; FACTS.md §3.1.
        "factory:floor" => {
            let mut x = Ex::new(lang, title("fm.ui.floor"), "fm.x.kind.factory");
            x.fact("fm.x.f.spaces", c.factory_floor_spaces.to_string());
            x.fact("fm.x.f.max", c.floor_extensions_max.to_string());
            if let Some(p) = mine {
                x.fact(
                    "fm.x.f.used",
                    format!("{} / {}", p.floor.len(), p.floor_spaces()),
                );
            }
            x.p("fm.x.floor.text");
            x.p("fm.x.floor.start");
            x.p("fm.x.floor.full");
            x.done()
        }
        // JA 3.①; FACTS.md §1.3 (which slot does what PROVISIONAL).
        "factory:office" => {
            let mut x = Ex::new(lang, title("fm.ui.office"), "fm.x.kind.factory");
            x.fact_msg(
                "fm.x.f.slots",
                kind_list(&[Kind::Control, Kind::Optimization]),
            );
            x.p("fm.x.office.text");
            x.p("fm.x.tile.office_mapping");
            let mut e = x.done();
            e.provisional = true;
            e
        }
        // JA 3.①.
        "factory:aside" => {
            let mut x = Ex::new(lang, title("fm.x.aside.title"), "fm.x.kind.factory");
            if let Some(p) = mine {
                x.fact("fm.x.f.count", p.aside.len().to_string());
            }
            x.p("fm.x.aside.text");
            x.p("fm.x.aside.place");
            x.done()
        }
        // JA 3.②.
        "factory:demolish" => {
            let mut x = Ex::new(lang, title("fm.x.demolish.title"), "fm.x.kind.action");
            x.fact("fm.x.f.workers", "1".into());
            x.p("fm.x.tile.demolish");
            x.p("fm.x.demolish.end");
            x.p("fm.x.demolish.room");
            x.done()
        }
        // JA ゲームの準備②, 4.; FACTS.md §1.2, §3.1, §3.4.
        "factory:markers" => {
            let mut x = Ex::new(lang, title("fm.x.markers.title"), "fm.x.kind.factory");
            x.fact_msg(
                "fm.x.f.start",
                Msg::new("fm.x.v.start_markers")
                    .arg("p", 2)
                    .arg("s", 3)
                    .arg("e", 4),
            );
            if let Some(p) = mine {
                let v = values(p);
                x.fact("fm.ui.production", v.production.to_string());
                x.fact("fm.ui.storage", v.storage.to_string());
                x.fact("fm.ui.consumption", v.energy.to_string());
                x.fact("fm.ui.needed", v.workers_needed.to_string());
            }
            x.p("fm.x.markers.production");
            x.p("fm.x.markers.storage");
            x.p("fm.x.markers.energy");
            x.p("fm.x.markers.workers");
            x.p("fm.x.markers.absent");
            x.done()
        }
        // JA 5., ゲームの終了; FACTS.md §3.2, §4.4–4.5.
        "factory:income" => {
            let mut x = Ex::new(lang, title("term.fm.income"), "fm.x.kind.phase");
            x.fact("fm.x.f.per_step", format!("{} E", c.income_per_step));
            x.fact(
                "fm.x.f.final",
                format!("× {}", c.final_round_income_multiplier),
            );
            if let Some(p) = mine {
                let v = values(p);
                let (gross, bill, net) = factory_manager::factory::income(
                    &v,
                    s.energy_price,
                    s.last_round(),
                    s.options.double_net,
                );
                let line = x.r(Msg::new("fm.x.v.income")
                    .arg("gross", gross)
                    .arg("bill", bill)
                    .arg("net", net)
                    .arg("p", s.energy_price));
                x.fact("fm.x.f.your_income", line);
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
            let mut e = x.done();
            // What round 5 doubles and a bill beyond the cash are PROVISIONAL (FACTS.md §4.5–4.6).
            e.provisional = true;
            e
        }
        // JA 4.
        _ => {
            let mut x = Ex::new(lang, title("fm.x.shutdown.title"), "fm.x.kind.marker");
            x.fact_msg(
                "fm.x.f.on",
                kind_list(&[Kind::Machine, Kind::ProductionRobot, Kind::WorkerRobot]),
            );
            x.p("fm.x.shutdown.when");
            x.p("fm.x.markers.absent");
            x.p("fm.x.shutdown.change");
            x.done()
        }
    }
}

/// Tile types' names, listed.
fn kind_list(kinds: &[Kind]) -> Msg {
    kinds.iter().skip(1).fold(
        Msg::new("fm.x.v.one").arg("a", kind_msg(kinds[0])),
        |acc, &k| Msg::new("fm.x.v.list").arg("a", acc).arg("b", kind_msg(k)),
    )
}

/// The things a logged action names, read in `before`: every one of them is open on the
/// table (no action of this game names a hidden thing).
pub fn things(before: &State, action: &Action) -> Vec<String> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn game(players: u8, seed: u64) -> Match<FM> {
        let o = FM::options(players, &[]).expect("options");
        Match::<FM>::new(o, seed).expect("setup")
    }

    /// Every tile's numbers are the rules crate's data: cost, production, storage, workers,
    /// energy, workers replaced, energy saved; and only the start tiles are not provisional.
    #[test]
    fn tile_numbers_match_the_rules_data() {
        let m = game(3, 1);
        for (i, d) in tiles().iter().enumerate() {
            let t = i as TileId;
            let e = explain(m.state(), None, &tile_key(t), Lang::En).expect("explains");
            if d.uses != Use::Start {
                assert_eq!(
                    e.fact(&word(Lang::En, "fm.x.f.cost")),
                    Some(format!("{} E", d.cost).as_str())
                );
            }
            let want = |n: i32, f: fn(i32) -> String| (n != 0).then(|| f(n));
            assert_eq!(
                e.fact(&word(Lang::En, "fm.x.f.production"))
                    .map(str::to_string),
                want(d.production, plus)
            );
            assert_eq!(
                e.fact(&word(Lang::En, "fm.x.f.storage"))
                    .map(str::to_string),
                want(d.storage, plus)
            );
            assert_eq!(
                e.fact(&word(Lang::En, "fm.x.f.replaced"))
                    .map(str::to_string),
                want(d.workers_replaced, minus)
            );
            assert_eq!(
                e.fact(&word(Lang::En, "fm.x.f.reduced"))
                    .map(str::to_string),
                want(d.energy_reduced, minus)
            );
            if d.kind == Kind::Machine {
                assert_eq!(
                    e.fact(&word(Lang::En, "fm.x.f.workers")),
                    Some(d.workers_needed.to_string().as_str())
                );
            }
            if d.kind.on_floor() {
                assert_eq!(
                    e.fact(&word(Lang::En, "fm.x.f.energy")),
                    Some(d.energy.to_string().as_str())
                );
            }
            assert_eq!(
                e.provisional,
                d.provisional || !d.kind.on_floor(),
                "{}",
                d.id
            );
        }
        // The start machine: production 1, 2 workers, energy 2 (FACTS.md §1.4, derived).
        let e = explain(m.state(), None, "tile:M0", Lang::En).unwrap();
        assert!(!e.provisional);
        assert_eq!(e.fact(&word(Lang::En, "fm.x.f.workers")), Some("2"));
        assert_eq!(e.fact(&word(Lang::En, "fm.x.f.energy")), Some("2"));
    }

    /// A seat reads its own price (cost less its order tile's discount); a spectator reads none.
    #[test]
    fn the_viewer_reads_its_own_price() {
        let m = game(4, 3);
        let s = m.state();
        let t = s.columns[1][0];
        for seat in 0..4u8 {
            let p = &s.players[seat as usize];
            let e = explain(s, Some(seat), &tile_key(t), Lang::En).unwrap();
            let price = factory_manager::build::price(p, t);
            let v = e
                .fact(&word(Lang::En, "fm.x.f.your_price"))
                .expect("a price");
            assert!(v.starts_with(&format!("{price} E")), "{v}");
        }
        let e = explain(s, None, &tile_key(t), Lang::En).unwrap();
        assert!(e.fact(&word(Lang::En, "fm.x.f.your_price")).is_none());
    }

    /// The face-down stacks are not read: two games that differ only in the order of the
    /// energy price stack, the three energy tiles returned unseen and the order-tile draw
    /// stack explain everything alike, for every viewer.
    #[test]
    fn face_down_stacks_are_not_read() {
        let m = game(3, 5);
        let a = m.state().clone();
        let mut b = a.clone();
        let mut all: Vec<u8> = b
            .energy_stack
            .iter()
            .chain(b.energy_removed.iter())
            .copied()
            .collect();
        all.reverse();
        let k = b.energy_stack.len();
        b.energy_stack = all[..k].to_vec();
        b.energy_removed = all[k..].to_vec();
        b.order_stack.reverse();
        assert_ne!(a, b, "the test needs different stacks");
        for key in all_things() {
            for viewer in [None, Some(0), Some(2)] {
                for lang in Lang::ALL {
                    assert_eq!(
                        explain(&a, viewer, &key, lang),
                        explain(&b, viewer, &key, lang),
                        "{key}"
                    );
                }
            }
        }
    }

    /// Logged actions name what they act on: a pick the column and the tile it took, a buy the
    /// tile, a bid the order tile; every key explains itself.
    #[test]
    fn actions_name_their_things() {
        let mut m = game(2, 9);
        let mut rng = smokestack_core::GameRng::new(4);
        let mut seen_pick = false;
        let mut seen_buy = false;
        while let Some(&seat) = m.to_act().first() {
            let legal = m.legal(seat);
            let a = legal[rng.below(legal.len())];
            let keys = things(m.state(), &a);
            for k in &keys {
                assert!(explain(m.state(), None, k, Lang::En).is_some(), "{k}");
            }
            match a {
                Action::Pick { column } => {
                    let top = m.state().columns[column as usize][0];
                    assert_eq!(keys[1], tile_key(top));
                    seen_pick = true;
                }
                Action::Buy { tile } => {
                    assert_eq!(keys, vec![tile_key(tile)]);
                    seen_buy = true;
                }
                Action::Open { tile, .. } => assert_eq!(keys, vec![order_key(tile)]),
                _ => {}
            }
            m.apply(seat, &a).expect("legal");
        }
        assert!(seen_pick && seen_buy);
    }
}
