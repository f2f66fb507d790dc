//! Component data, read at build time from the crate's data files (copied from
//! `shared/games/factory-manager/`): `data/tiles.PROVISIONAL.csv` (the tile table, FACTS.md §1)
//! and `data/constants.toml` (every scalar, FACTS.md §0–§4). Both are parsed on first use by the
//! small hand-written parsers below. A value marked PROVISIONAL in the files stays marked here:
//! swapping in the printed tiles is a change of the CSV only.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const TILES_CSV: &str = include_str!("../data/tiles.PROVISIONAL.csv");
const CONSTANTS_TOML: &str = include_str!("../data/constants.toml");

/// The six tile types, one storage-board column each (FACTS.md §1.1), in the column order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// 保管所 (storage): factory floor.
    Storage,
    /// machine: factory floor.
    Machine,
    /// production robot: factory floor, one robot per machine.
    ProductionRobot,
    /// worker robot: factory floor, one robot per machine.
    WorkerRobot,
    /// control: the control slot (one tile).
    Control,
    /// optimization (効率化): the optimization slot (one tile).
    Optimization,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Storage,
        Kind::Machine,
        Kind::ProductionRobot,
        Kind::WorkerRobot,
        Kind::Control,
        Kind::Optimization,
    ];

    fn parse(s: &str) -> Option<Kind> {
        Some(match s {
            "storage" => Kind::Storage,
            "machine" => Kind::Machine,
            "production_robot" => Kind::ProductionRobot,
            "worker_robot" => Kind::WorkerRobot,
            "control" => Kind::Control,
            "optimization" => Kind::Optimization,
            _ => return None,
        })
    }

    /// The storage-board column of this type (FACTS.md §1.1: one column per type).
    pub fn column(self) -> usize {
        self as usize
    }

    /// Machines and both robots can be shut down (JA phase 4: machineとrobotの停止).
    pub fn can_shut_down(self) -> bool {
        matches!(
            self,
            Kind::Machine | Kind::ProductionRobot | Kind::WorkerRobot
        )
    }

    pub fn is_robot(self) -> bool {
        matches!(self, Kind::ProductionRobot | Kind::WorkerRobot)
    }

    /// Goes onto the factory floor (JA phase 3: machine、robot、storageの各タイル); the office
    /// types each have their own slot.
    pub fn on_floor(self) -> bool {
        !matches!(self, Kind::Control | Kind::Optimization)
    }

    pub fn key(self) -> &'static str {
        match self {
            Kind::Storage => "storage",
            Kind::Machine => "machine",
            Kind::ProductionRobot => "production_robot",
            Kind::WorkerRobot => "worker_robot",
            Kind::Control => "control",
            Kind::Optimization => "optimization",
        }
    }
}

/// Which player counts use a tile (the marking on its back, FACTS.md §1.4–1.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// One of the start sets A–E (never on the storage board).
    Start,
    /// On the storage board when this many players play: the back's range (2-5, 3-5, 4-5, 5).
    Players(u8, u8),
    /// X-back tile: 3 of the 6 open in the market at setup.
    X,
}

impl Use {
    /// On the storage board with `n` players (the marking on the back, FACTS.md §1.4).
    pub fn on_board_with(self, n: usize) -> bool {
        matches!(self, Use::Players(lo, hi) if (lo as usize..=hi as usize).contains(&n))
    }
}

/// One row of the tile table: a printed tile (FACTS.md §1.2 fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    pub id: String,
    pub kind: Kind,
    pub uses: Use,
    pub cost: i32,
    pub production: i32,
    pub storage: i32,
    pub workers_needed: i32,
    pub energy: i32,
    pub workers_replaced: i32,
    pub energy_reduced: i32,
    /// The row's status column: `derived`, or `PROVISIONAL…` for the placeholder values.
    pub provisional: bool,
}

/// A tile's index in the table (the CSV's row order).
pub type TileId = u8;

/// The tile table, parsed from the CSV on first use.
pub fn tiles() -> &'static [Tile] {
    static T: OnceLock<Vec<Tile>> = OnceLock::new();
    T.get_or_init(|| parse_tiles(TILES_CSV).expect("tiles.PROVISIONAL.csv"))
}

pub fn tile(id: TileId) -> &'static Tile {
    &tiles()[id as usize]
}

/// The tile `id`, if the table has it (for input not yet validated).
pub fn get(id: TileId) -> Option<&'static Tile> {
    tiles().get(id as usize)
}

/// The start storage and start machine templates (FACTS.md §3.4, DERIVED values).
pub fn start_storage() -> TileId {
    find("S0")
}
pub fn start_machine() -> TileId {
    find("M0")
}

/// The tile whose id is `id` (panics on a name the table lacks: data, not input).
pub fn find(id: &str) -> TileId {
    tiles()
        .iter()
        .position(|t| t.id == id)
        .unwrap_or_else(|| panic!("no tile {id}")) as TileId
}

/// Parses the tile CSV: `#` comment lines, then
/// `id,type,players,cost,production,storage,workers_needed,energy,workers_replaced,energy_reduced,is_robot,status`.
pub fn parse_tiles(text: &str) -> Result<Vec<Tile>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split(',').map(str::trim).collect();
        if f.len() != 12 {
            return Err(format!("line {}: {} fields", n + 1, f.len()));
        }
        let num = |i: usize| -> Result<i32, String> {
            if f[i].is_empty() {
                Ok(0)
            } else {
                f[i].parse()
                    .map_err(|_| format!("line {}: field {} is not a number", n + 1, i + 1))
            }
        };
        let kind = Kind::parse(f[1]).ok_or(format!("line {}: type {}", n + 1, f[1]))?;
        let uses = match f[2] {
            "start" => Use::Start,
            "X" => Use::X,
            p => {
                let bad = || format!("line {}: players {p}", n + 1);
                let (lo, hi) = p.split_once('-').unwrap_or((p, p));
                Use::Players(
                    lo.parse().map_err(|_| bad())?,
                    hi.parse().map_err(|_| bad())?,
                )
            }
        };
        let is_robot = num(10)? == 1;
        if is_robot != kind.is_robot() {
            return Err(format!("line {}: is_robot disagrees with the type", n + 1));
        }
        out.push(Tile {
            id: f[0].to_string(),
            kind,
            uses,
            cost: num(3)?,
            production: num(4)?,
            storage: num(5)?,
            workers_needed: num(6)?,
            energy: num(7)?,
            workers_replaced: num(8)?,
            energy_reduced: num(9)?,
            provisional: f[11].starts_with("PROVISIONAL"),
        });
    }
    if out.len() > u8::MAX as usize {
        return Err("too many tiles".into());
    }
    Ok(out)
}

/// The game's constants (`constants.toml`). Comments there tag each as SOURCED, DERIVED or
/// PROVISIONAL; the provisional ones are named so here too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constants {
    pub rounds: u8,
    pub final_round_income_multiplier: i32,
    pub start_money: i32,
    pub workers_per_player: u8,
    pub seasonal_workers_per_player_max: u8,
    pub seasonal_worker_cost: i32,
    pub start_workers_in_canteen: u8,
    pub min_energy_consumption: i32,
    pub factory_floor_spaces: u8,
    pub floor_extensions_max: u8,
    pub floor_extension_cost: i32,
    pub income_per_step: i32,
    pub energy_price_start: i32,
    /// The 8 energy price tiles' values (+0 ×2, +1 ×4, +2 ×2).
    pub energy_price_tiles: Vec<u8>,
    pub energy_price_tiles_removed_unseen: usize,
    pub x_tiles_revealed_at_start: usize,
    pub min_free_workers_during_auction: u8,
    pub min_free_workers_after_phase4: u8,
    /// Order tile numbers in play per player count (index = players). PROVISIONAL.
    pub order_tile_numbers: [Vec<u8>; 6],
    /// Discount by order tile number (index = number). PROVISIONAL.
    pub order_tile_discount: [i32; 13],
    /// Extra market picks of the last player per player count. PROVISIONAL.
    pub last_player_extra_picks: [u8; 6],
}

pub fn constants() -> &'static Constants {
    static C: OnceLock<Constants> = OnceLock::new();
    C.get_or_init(|| parse_constants(CONSTANTS_TOML).expect("constants.toml"))
}

/// The small subset of TOML the constants file uses: `key = integer`, `key = [ints]`,
/// `key = { a = 1, b = 2 }`, `key = [strings]`, `[section]` headers, `#` comments.
pub fn parse_constants(text: &str) -> Result<Constants, String> {
    let mut top: Vec<(String, String)> = Vec::new();
    let mut sections: Vec<(String, String, String)> = Vec::new();
    let mut section = String::new();
    for line in text.lines() {
        let line = strip_comment(line).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name.trim().to_string();
            continue;
        }
        let (k, v) = line.split_once('=').ok_or(format!("no '=' in {line}"))?;
        let (k, v) = (k.trim().to_string(), v.trim().to_string());
        if section.is_empty() {
            top.push((k, v));
        } else {
            sections.push((section.clone(), k, v));
        }
    }
    let get = |k: &str| -> Result<&str, String> {
        top.iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
            .ok_or(format!("constants.toml lacks {k}"))
    };
    let int = |k: &str| -> Result<i32, String> {
        get(k)?
            .parse()
            .map_err(|_| format!("{k} is not an integer"))
    };
    let small = |k: &str| -> Result<u8, String> {
        u8::try_from(int(k)?).map_err(|_| format!("{k} is out of range"))
    };
    let section_ints = |name: &str| -> Vec<(usize, String)> {
        sections
            .iter()
            .filter(|(s, _, _)| s == name)
            .filter_map(|(_, k, v)| k.parse().ok().map(|k| (k, v.clone())))
            .collect()
    };
    // energy_price_tiles = { plus0 = 2, plus1 = 4, plus2 = 2 }
    let mut energy_price_tiles = Vec::new();
    let inline = get("energy_price_tiles")?
        .trim_start_matches('{')
        .trim_end_matches('}');
    for part in inline.split(',') {
        let (k, v) = part.split_once('=').ok_or("energy_price_tiles")?;
        let value: u8 = k
            .trim()
            .strip_prefix("plus")
            .and_then(|x| x.parse().ok())
            .ok_or("energy_price_tiles key")?;
        let count: usize = v.trim().parse().map_err(|_| "energy_price_tiles count")?;
        energy_price_tiles.extend(std::iter::repeat_n(value, count));
    }
    let mut order_tile_numbers: [Vec<u8>; 6] = Default::default();
    for (p, v) in section_ints("order_tile_numbers_in_play") {
        let list = v.trim_start_matches('[').trim_end_matches(']');
        let nums: Result<Vec<u8>, _> = list.split(',').map(|x| x.trim().parse()).collect();
        *order_tile_numbers
            .get_mut(p)
            .ok_or("order_tile_numbers_in_play key")? =
            nums.map_err(|_| "order_tile_numbers_in_play value")?;
    }
    let mut order_tile_discount = [0; 13];
    for (n, v) in section_ints("order_tile_discount") {
        *order_tile_discount
            .get_mut(n)
            .ok_or("order_tile_discount key")? = v.parse().map_err(|_| "order_tile_discount")?;
    }
    let mut last_player_extra_picks = [0; 6];
    for (p, v) in section_ints("last_player_extra_picks") {
        *last_player_extra_picks
            .get_mut(p)
            .ok_or("last_player_extra_picks key")? =
            v.parse().map_err(|_| "last_player_extra_picks")?;
    }
    Ok(Constants {
        rounds: small("rounds")?,
        final_round_income_multiplier: int("final_round_income_multiplier")?,
        start_money: int("start_money")?,
        workers_per_player: small("workers_per_player")?,
        seasonal_workers_per_player_max: small("seasonal_workers_per_player_max")?,
        seasonal_worker_cost: int("seasonal_worker_cost")?,
        start_workers_in_canteen: small("start_workers_in_canteen")?,
        min_energy_consumption: int("min_energy_consumption")?,
        factory_floor_spaces: small("factory_floor_spaces")?,
        floor_extensions_max: small("floor_extensions_max")?,
        floor_extension_cost: int("floor_extension_cost")?,
        income_per_step: int("income_per_step")?,
        energy_price_start: int("energy_price_start")?,
        energy_price_tiles,
        energy_price_tiles_removed_unseen: int("energy_price_tiles_removed_unseen")? as usize,
        x_tiles_revealed_at_start: int("x_tiles_revealed_at_start")? as usize,
        min_free_workers_during_auction: small("min_free_workers_during_auction")?,
        min_free_workers_after_phase4: small("min_free_workers_after_phase4")?,
        order_tile_numbers,
        order_tile_discount,
        last_player_extra_picks,
    })
}

/// The text before a `#` that is not inside a string.
fn strip_comment(line: &str) -> &str {
    let mut in_str = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '#' if !in_str => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Discount of order tile `n` on each factory tile and seasonal worker (JA phase 3 ①:
/// tiles 4–12; FACTS.md §2.2: PROVISIONAL amounts = the number).
pub fn discount(order_tile: u8) -> i32 {
    constants()
        .order_tile_discount
        .get(order_tile as usize)
        .copied()
        .unwrap_or(0)
}

/// A rule whose values FACTS.md leaves PROVISIONAL (not found in any source), beside the tile
/// table's own per-row mark (`Tile::provisional`, the CSV's status column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Which office tile lowers energy and which replaces workers (FACTS.md §1.3).
    OfficeMapping,
    /// The storage board's tiles at each player count (FACTS.md §1.4–1.5).
    StorageBoard,
    /// The order tiles in play, their discounts and the extra picks (FACTS.md §2.1–2.3).
    OrderTiles,
    /// The last player's extra market picks (FACTS.md §2.3).
    ExtraPicks,
    /// What round 5 doubles, and a bill beyond the cash (FACTS.md §4.5–4.6).
    FinalIncome,
}

/// The PROVISIONAL marks in force (FACTS.md §1.3, §1.4–1.5, §2.1–2.3, §4.5–4.6): a mark found
/// in a source leaves this list.
pub const PROVISIONAL: &[Mark] = &[
    Mark::OfficeMapping,
    Mark::StorageBoard,
    Mark::OrderTiles,
    Mark::ExtraPicks,
    Mark::FinalIncome,
];

/// Whether the rule `m` is PROVISIONAL.
pub fn provisional(m: Mark) -> bool {
    PROVISIONAL.contains(&m)
}

/// Whether tile `t`'s values are PROVISIONAL: its row's mark, and for an office tile which
/// slot does what (FACTS.md §1.3).
pub fn tile_provisional(t: TileId) -> bool {
    let d = tile(t);
    d.provisional || (!d.kind.on_floor() && provisional(Mark::OfficeMapping))
}
