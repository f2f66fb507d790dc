//! Actions as messages, for buttons and the log: locale keys and arguments, their words in
//! `locales/<lang>/factory-manager.txt`. Nothing an action names is hidden. `describe` is the
//! English rendering.

use crate::actions::{Action, Slot};
use crate::build;
use crate::data::{Kind, TileId, get};
use crate::state::State;
use smokestack_core::{Lang, Msg};

/// A tile type's name (the JA summary's words first: storage 保管所, machine, robot…).
pub fn kind(k: Kind) -> Msg {
    Msg::new(format!("fm.kind.{}", k.key()))
}

/// A tile: its type and table id.
pub fn tile_name(t: TileId) -> Msg {
    match get(t) {
        Some(d) => Msg::new("fm.tile")
            .arg("kind", kind(d.kind))
            .arg("id", d.id.as_str()),
        None => Msg::new("fm.no_tile").arg("id", t),
    }
}

/// `a`, about to be taken by `seat` in `s`, as a message.
pub fn message(s: &State, seat: u8, a: &Action) -> Msg {
    let p = s.players.get(seat as usize);
    match *a {
        Action::Open { tile: t, bid } => {
            let last = s.players.iter().filter(|p| p.won.is_none()).count() == 1;
            Msg::new(if last {
                "fm.act.take_last"
            } else {
                "fm.act.open"
            })
            .arg("tile", t)
            .arg("bid", bid)
        }
        Action::Raise { bid } => Msg::new("fm.act.raise").arg("bid", bid),
        Action::Pass => Msg::new("fm.act.pass"),
        Action::Pick { column } => {
            let k = Kind::ALL
                .get(column as usize)
                .copied()
                .unwrap_or(Kind::Storage);
            match s.columns.get(column as usize).and_then(|c| c.first()) {
                Some(&t) => Msg::new("fm.act.pick")
                    .arg("tile", tile_name(t))
                    .arg("column", kind(k)),
                None => Msg::new("fm.act.pick_empty").arg("column", kind(k)),
            }
        }
        Action::StopPicking => Msg::new("fm.act.stop_picking"),
        Action::Buy { tile: t } => Msg::new("fm.act.buy").arg("tile", tile_name(t)).arg(
            "n",
            match (p, get(t)) {
                (Some(p), Some(_)) => build::price(p, t),
                (_, d) => d.map_or(0, |d| d.cost),
            },
        ),
        Action::Place { tile: t } => Msg::new("fm.act.place").arg("tile", tile_name(t)),
        Action::Demolish { slot } => {
            let t = p.and_then(|p| match slot {
                Slot::Floor(i) => p.floor.get(i as usize).map(|x| x.tile),
                Slot::Control => p.control,
                Slot::Optimization => p.optimization,
            });
            match t {
                Some(t) => Msg::new("fm.act.demolish").arg("tile", tile_name(t)),
                None => Msg::new("fm.act.demolish_empty"),
            }
        }
        Action::Extend => {
            Msg::new("fm.act.extend").arg("n", crate::data::constants().floor_extension_cost)
        }
        Action::EndBuilding => Msg::new("fm.act.end_building"),
        Action::Hire => {
            let (key, n) = match p {
                Some(p) if p.seasonal_paid < p.seasonal => {
                    ("fm.act.rehire", build::seasonal_price(p))
                }
                Some(p) => ("fm.act.hire", build::seasonal_price(p)),
                None => ("fm.act.hire", crate::data::constants().seasonal_worker_cost),
            };
            Msg::new(key).arg("n", n)
        }
        Action::EndTurn => Msg::new("fm.act.end_turn"),
        Action::CrewIn => Msg::new("fm.act.crew_in"),
        Action::CrewOut => Msg::new("fm.act.crew_out"),
        Action::Switch { slot } => match p.and_then(|p| p.floor.get(slot as usize)) {
            Some(x) => Msg::new(if x.shut {
                "fm.act.restart"
            } else {
                "fm.act.shut_down"
            })
            .arg("tile", tile_name(x.tile)),
            None => Msg::new("fm.act.switch_empty"),
        },
        Action::Confirm => Msg::new("fm.act.confirm"),
    }
}

/// Seats as a line names them when no player's name is known: "Seat 2".
pub fn seat_names(s: &State, lang: Lang) -> Vec<String> {
    (0..s.seats())
        .map(|i| Msg::new("fm.seat").arg("n", i + 1).render(lang, &[]))
        .collect()
}

/// `a` in English, as the command line, share codes' errors and tests read it.
pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    message(s, seat, a).render(Lang::En, &seat_names(s, Lang::En))
}
