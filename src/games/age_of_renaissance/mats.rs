//! Around the map: the Order of Play, the viewer's hand, the commodity market, the players'
//! mats and the advance sheet.

use age_of_renaissance::Phase;
use age_of_renaissance::data;
use age_of_renaissance::state::Ship;
use age_of_renaissance::view::View;
use leptos::prelude::*;
use smokestack_core::Msg;

use super::{Board, phase_word, word};
use crate::game_view::{keyed, part};
use crate::i18n::Lang;

/// The table's words without arguments (checked in every language by the tests).
#[cfg(test)]
pub const UI_KEYS: &[&str] = &[
    "aor.description",
    "aor.ui.provisional",
    "aor.ui.provisional_why",
    "aor.ui.map",
    "aor.ui.zoom_in",
    "aor.ui.zoom_out",
    "aor.ui.dominated",
    "aor.ui.order",
    "aor.ui.hand",
    "aor.ui.market",
    "aor.ui.players",
    "aor.ui.advances",
    "aor.ui.cash",
    "aor.ui.stock",
    "aor.ui.pool",
    "aor.ui.markers",
    "aor.ui.misery",
    "aor.ui.cards",
    "aor.ui.ship",
    "aor.ui.capital",
    "aor.ui.bid_in",
    "aor.ui.bid_waiting",
    "aor.ui.shortage",
    "aor.ui.surplus",
    "aor.ui.normal",
    "aor.ui.base",
    "aor.ui.cost",
    "aor.ui.credit",
    "aor.ui.owners",
    "aor.ui.no_cards",
    "aor.ui.deck",
    "aor.ui.chaos",
    "aor.ui.ship.none",
    "aor.ui.ship.galley",
    "aor.ui.ship.seaworthy",
    "aor.ui.ship.ocean",
    "aor.phase.Return",
    "aor.phase.CapitalBid",
    "aor.phase.OrderBid",
    "aor.phase.BuyOff",
    "aor.phase.BuyCard",
    "aor.phase.PlayCards",
    "aor.phase.Purchase",
    "aor.phase.Expansion",
    "aor.phase.FinalPlay",
    "aor.phase.Over",
    "aor.ui.tap_hint",
    "aor.ui.capital_help",
    "aor.ui.prefs",
    "aor.ui.bid_up",
    "aor.ui.bid_down",
    "aor.ui.bid_up10",
    "aor.ui.bid_down10",
    "aor.ui.fights",
    "aor.fight.order_die",
    "aor.fight.att_die",
    "aor.fight.def_die",
    "aor.fight.cathedral",
    "aor.ui.comlog",
    "aor.ui.comlog_help",
    "aor.ui.marker",
    "aor.ui.held",
    "aor.ui.epoch_cards",
    "aor.ui.misery_track",
    "aor.ui.needs",
    "aor.ui.your_price",
    "aor.pc.close",
    "aor.pc.satellite",
    "aor.pc.pieces",
    "aor.pc.empty",
    "aor.pc.marker",
    "aor.pc.new",
    "aor.pc.yours",
    "aor.pc.land",
    "aor.pc.sea_any",
    "aor.pc.out",
    "aor.pc.need_r",
    "aor.pc.need_t",
    "aor.pc.need_u",
    "aor.pc.far",
    "aor.pc.no_capital",
    "aor.pc.sat_free",
    "aor.pc.not_now",
    "aor.ui.played",
];

/// The viewer's view with the seats' names and the language: what the parts around the map
/// read what they show from.
pub struct Seen<'a> {
    pub v: &'a View,
    pub names: &'a [String],
    pub lang: Lang,
}

/// A seat in the Order of Play: (class, name, note).
type OrderSeat = (String, String, String);

/// A space of the Misery Index track: (class, value, the seats there (seat, name)).
type MiserySpace = (&'static str, String, Vec<(usize, String)>);

impl Seen<'_> {
    fn w(&self, key: &str) -> String {
        word(self.lang, key)
    }
    fn name(&self, i: u8) -> String {
        self.names
            .get(i as usize)
            .cloned()
            .unwrap_or_else(|| format!("{}", i + 1))
    }

    /// Turn, epoch and phase.
    fn head(&self) -> String {
        let v = self.v;
        Msg::new("aor.ui.turn")
            .arg("turn", v.turn as i64)
            .arg("epoch", v.epoch as i64)
            .arg("phase", phase_word(self.lang, v.phase))
            .render(self.lang, self.names)
    }

    /// The Order of Play, seat by seat (secret bids show only who has bid).
    fn order(&self) -> Vec<OrderSeat> {
        let v = self.v;
        let bidding = matches!(v.phase, Phase::Return | Phase::CapitalBid | Phase::OrderBid);
        let acting = match v.phase {
            Phase::Return | Phase::CapitalBid | Phase::OrderBid | Phase::Over => None,
            _ => v
                .pending
                .map(|p| p.seat())
                .or_else(|| v.order.get(v.cursor).copied()),
        };
        let boxes = data::order_boxes(v.players.len() as u8);
        v.order
            .iter()
            .enumerate()
            .map(|(place, &s)| {
                let p = &v.players[s as usize];
                let mut class = format!("aor-order-seat aor-s{s}");
                if acting == Some(s) {
                    class.push_str(" aor-acting");
                }
                let note = if bidding {
                    if p.has_bid {
                        self.w("aor.ui.bid_in")
                    } else {
                        self.w("aor.ui.bid_waiting")
                    }
                } else {
                    format!("#{} · {}", boxes[place.min(boxes.len() - 1)], p.bid)
                };
                (class, self.name(s), note)
            })
            .collect()
    }

    /// The viewer's own cards with their names; none where the viewer holds no hand here.
    fn hand(&self) -> Option<(String, Vec<(u8, String)>)> {
        let seat = self.v.viewer?;
        let hand = self.v.players.get(seat as usize)?.hand.as_ref()?;
        let cards = hand
            .iter()
            .map(|&c| (c, self.w(&format!("aor.card.{c}"))))
            .collect();
        Some((self.name(seat), cards))
    }

    /// The leaders and arms cards played this turn: (card, seat, words) each.
    fn played(&self) -> Vec<(u8, u8, String)> {
        let d = data::data();
        let v = self.v;
        let arms = v.arms.iter().filter_map(|&(s, strength)| {
            let card = d.cards.iter().position(|c| {
                matches!(c.kind, data::CardKind::Event(e) if e.arms_strength() == Some(strength))
            })?;
            Some((card as u8, s, 0))
        });
        let leaders = v
            .leaders
            .iter()
            .enumerate()
            .map(|(k, &(c, s))| (c, s, v.protection.get(k).copied().unwrap_or(0)));
        leaders
            .chain(arms)
            .map(|(c, s, protection)| {
                let mut text = format!("{} · {}", self.w(&format!("aor.card.{c}")), self.name(s));
                if protection > 0 {
                    text.push_str(&format!(" · ${protection}"));
                }
                (c, s, text)
            })
            .collect()
    }

    fn ship(&self, s: Ship) -> String {
        match s {
            Ship::None => self.w("aor.ui.ship.none"),
            Ship::Galley(n) => format!("{} {n}", self.w("aor.ui.ship.galley")),
            Ship::Seaworthy(n) => format!("{} {n}", self.w("aor.ui.ship.seaworthy")),
            Ship::Ocean(n) => format!("{} {n}", self.w("aor.ui.ship.ocean")),
        }
    }

    /// The rows of seat `i`'s mat: (label, value) each.
    fn mat(&self, i: usize) -> Vec<(String, String)> {
        let d = data::data();
        let Some(p) = self.v.players.get(i) else {
            return Vec::new();
        };
        let letters: String = (0..26u8)
            .filter(|&a| p.advances & (1 << a) != 0)
            .map(|a| d.advances[a as usize].letter)
            .collect();
        let misery = if p.misery >= data::CHAOS {
            self.w("aor.ui.chaos")
        } else {
            format!(
                "{} ({})",
                p.misery,
                data::MISERY[(p.misery as usize).min(25)]
            )
        };
        let capital = p
            .capital
            .map(|c| d.provinces[c as usize].name.clone())
            .unwrap_or_else(|| "—".into());
        [
            ("aor.ui.capital", capital),
            ("aor.ui.cash", format!("${}", p.cash)),
            ("aor.ui.stock", p.stock.to_string()),
            ("aor.ui.pool", p.pool.to_string()),
            ("aor.ui.markers", p.markers.to_string()),
            ("aor.ui.misery", misery),
            ("aor.ui.cards", p.hand_size.to_string()),
            ("aor.ui.ship", self.ship(p.ship)),
            (
                "aor.ui.advances",
                if letters.is_empty() {
                    "—".into()
                } else {
                    letters
                },
            ),
        ]
        .into_iter()
        .map(|(k, val)| (self.w(k), val))
        .collect()
    }

    /// The Misery Index track's spaces: (class, value, the seats there) each.
    fn misery(&self) -> Vec<MiserySpace> {
        (0..=data::CHAOS)
            .map(|space| {
                let label = if space >= data::CHAOS {
                    self.w("aor.ui.chaos")
                } else {
                    data::MISERY[space as usize].to_string()
                };
                let here: Vec<(usize, String)> = self
                    .v
                    .players
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.misery.min(data::CHAOS) == space)
                    .map(|(i, _)| (i, self.name(i as u8)))
                    .collect();
                let class = if space >= data::CHAOS {
                    "aor-mis aor-mis-chaos"
                } else {
                    "aor-mis"
                };
                (class, label, here)
            })
            .collect()
    }
}

/// `f` on what the parts read (`Seen`), tracked.
fn seen<D>(b: Board, lang: Lang, f: impl FnOnce(&Seen) -> D) -> Option<D> {
    b.read(|v, names| f(&Seen { v, names, lang }))
}

/// Turn, epoch, phase and the Order of Play, each part drawn anew only when it changes: a bid
/// changes one seat's note.
pub fn order(b: Board, lang: Lang) -> AnyView {
    let head = part(
        move || seen(b, lang, |s| s.head()),
        |head| head.map(|head| view! { <h3 data-explain="order:play">{head}</h3> }),
    );
    let seats = keyed(
        move || {
            seen(b, lang, |s| s.order())
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .collect()
        },
        |(class, name, note): OrderSeat| {
            view! {
                <li class=class>
                    <span class="aor-swatch"></span>
                    <b>{name}</b>
                    " "<span class="aor-note">{note}</span>
                </li>
            }
        },
    );
    let deck = part(
        move || seen(b, lang, |s| format!("{}: {}", s.w("aor.ui.deck"), s.v.deck)),
        |deck| deck.map(|deck| view! { <span class="aor-deck">{deck}</span> }),
    );
    view! {
        <section class="aor-order" aria-label=word(lang, "aor.ui.order")>
            {head}
            <ol>{seats}</ol>
            {deck}
        </section>
    }
    .into_any()
}

/// The viewer's own cards (others see only how many each holds, on the mats), each card known
/// by what it is: a card played takes out its line alone.
pub fn hand(b: Board, lang: Lang) -> AnyView {
    let cards = move || {
        seen(b, lang, |s| s.hand())
            .flatten()
            .map(|(_, cards)| cards)
            .unwrap_or_default()
    };
    part(
        move || seen(b, lang, |s| s.hand().map(|(name, _)| name)).flatten(),
        move |name| {
            name.map(|name| {
                let label = word(lang, "aor.ui.hand");
                let list = part(
                    move || cards().is_empty(),
                    move |empty| {
                        if empty {
                            view! { <li class="aor-empty">{word(lang, "aor.ui.no_cards")}</li> }
                                .into_any()
                        } else {
                            keyed(
                                move || cards().into_iter().map(|(c, text)| (c, (c, text))).collect(),
                                |(c, text)| {
                                    view! { <li class="aor-card" data-explain=format!("card:{c}")>{text}</li> }
                                },
                            )
                        }
                    },
                );
                view! {
                    <section class="aor-hand" aria-label=label.clone()>
                        <h3>{format!("{label} · {name}")}</h3>
                        <ul>{list}</ul>
                    </section>
                }
            })
        },
    )
}

/// The leaders and arms cards played this turn, face up before their owners (FACTS §4.2,
/// §4.3), with who played them and the protection put on a leader; each card tapped for
/// its text. Drawn anew only when what it shows changes.
pub fn played(b: Board, lang: Lang) -> AnyView {
    part(
        move || seen(b, lang, |s| s.played()).filter(|items| !items.is_empty()),
        move |items| {
            items.map(|items| {
                let label = word(lang, "aor.ui.played");
                view! {
                    <section class="aor-played" aria-label=label.clone()>
                        <h3>{label.clone()}</h3>
                        <ul>{items.into_iter().map(|(c, s, text)| view! {
                            <li class=format!("aor-card aor-s{s}") data-explain=format!("card:{c}")>
                                <span class="aor-swatch"></span>{text}
                            </li>
                        }).collect_view()}</ul>
                    </section>
                }
            })
        },
    )
}

/// Each player's mat, each row drawn anew only when it changes: a token placed changes one
/// row, not nine.
pub fn mats(b: Board, lang: Lang) -> AnyView {
    let mats = keyed(
        move || {
            seen(b, lang, |s| {
                (0..s.v.players.len())
                    .map(|i| (i, (i, s.name(i as u8))))
                    .collect()
            })
            .unwrap_or_default()
        },
        move |(i, name)| {
            let rows = keyed(
                move || {
                    seen(b, lang, |s| s.mat(i))
                        .unwrap_or_default()
                        .into_iter()
                        .enumerate()
                        .collect()
                },
                |(k, val)| view! { <div class="aor-stat"><dt>{k}</dt><dd>{val}</dd></div> },
            );
            view! {
                <article class=format!("aor-mat aor-s{i}")>
                    <h4><span class="aor-swatch"></span>{name}</h4>
                    <dl>{rows}</dl>
                </article>
            }
        },
    );
    view! {
        <section class="aor-mats" aria-label=word(lang, "aor.ui.players")>{mats}</section>
    }
    .into_any()
}

/// The Misery Index track (FACTS §5.6): every space with its value, each seat's marker on
/// its space, Chaos past the end; a space drawn anew only when its markers change.
pub fn misery(b: Board, lang: Lang) -> AnyView {
    let cells = keyed(
        move || {
            seen(b, lang, |s| s.misery())
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .collect()
        },
        |(class, label, here)| {
            view! {
                <li class=class><span class="aor-mis-v">{label}</span><span class="aor-mis-who">{here.into_iter().map(|(i, who)| view! {
                    <span class=format!("aor-swatch aor-s{i}") title=who.clone() role="img" aria-label=who></span>
                }).collect_view()}</span></li>
            }
        },
    );
    let label = word(lang, "aor.ui.misery_track");
    view! {
        <section class="aor-misery" aria-label=label.clone()>
            <h3 data-explain="misery:track">{label.clone()}</h3>
            <ol>{cells}</ol>
        </section>
    }
    .into_any()
}
