//! Around the map: the Order of Play, the viewer's hand, the commodity market, the players'
//! mats and the advance sheet.

use age_of_renaissance::Phase;
use age_of_renaissance::data;
use age_of_renaissance::state::Ship;
use age_of_renaissance::view::View;
use leptos::prelude::*;
use smokestack_core::Msg;

use super::{phase_word, word};
use crate::components::keep::{attrs, keep, keep_list};
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

pub struct Seen<'a> {
    pub v: &'a View,
    pub names: &'a [String],
    pub lang: Lang,
}

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
    /// Turn, epoch, phase and the Order of Play (secret bids show only who has bid).
    pub fn order(&self) -> AnyView {
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
        let seats = v
            .order
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
            .collect::<Vec<_>>();
        let head = Msg::new("aor.ui.turn")
            .arg("turn", v.turn as i64)
            .arg("epoch", v.epoch as i64)
            .arg("phase", phase_word(self.lang, v.phase))
            .render(self.lang, self.names);
        let (label, deck) = (
            self.w("aor.ui.order"),
            format!("{}: {}", self.w("aor.ui.deck"), v.deck),
        );
        // Each part kept by what it shows (components::keep), in a section whose attributes
        // are set only where changed (keep::attrs): a bid changes one seat's note.
        let seats = seats
            .into_iter()
            .map(|seat| {
                keep(seat, |(class, name, note)| {
                    view! {
                        <li class=class>
                            <span class="aor-swatch"></span>
                            <b>{name}</b>
                            " "<span class="aor-note">{note}</span>
                        </li>
                    }
                })
            })
            .collect_view();
        view! {
            <section use:attrs=vec![("class", "aor-order".to_string()), ("aria-label", label)]>
                {keep(head, |head| view! { <h3 data-explain="order:play">{head}</h3> })}
                <ol>{seats}</ol>
                {keep(deck, |deck| view! { <span class="aor-deck">{deck}</span> })}
            </section>
        }
        .into_any()
    }

    /// The viewer's own cards (others see only how many each holds, on the mats).
    pub fn hand(&self) -> AnyView {
        let Some(seat) = self.v.viewer else {
            return ().into_any();
        };
        let Some(hand) = self
            .v
            .players
            .get(seat as usize)
            .and_then(|p| p.hand.clone())
        else {
            return ().into_any();
        };
        let cards: Vec<(u8, String)> = hand
            .iter()
            .map(|&c| (c, self.w(&format!("aor.card.{c}"))))
            .collect();
        let words = (
            self.w("aor.ui.hand"),
            self.name(seat),
            self.w("aor.ui.no_cards"),
        );
        // Each card kept by what it is (keep::keep_list), in a section whose attributes are set
        // only where changed (keep::attrs): a card played takes out its line alone.
        let (label, name, none) = words;
        let frame = vec![
            ("class", "aor-hand".to_string()),
            ("aria-label", label.clone()),
        ];
        let list = if cards.is_empty() {
            keep(none, |none| view! { <li class="aor-empty">{none}</li> }).into_any()
        } else {
            keep_list(cards.into_iter().map(|(c, text)| {
                (c, keep((c, text), |(c, text)| view! { <li class="aor-card" data-explain=format!("card:{c}")>{text}</li> }))
            }))
            .into_any()
        };
        view! {
            <section use:attrs=frame>
                {keep((label, name), |(label, name)| view! { <h3>{format!("{label} · {name}")}</h3> })}
                <ul>{list}</ul>
            </section>
        }
        .into_any()
    }

    /// The leaders and arms cards played this turn, face up before their owners (FACTS §4.2,
    /// §4.3), with who played them and the protection put on a leader; each card tapped for
    /// its text.
    pub fn played(&self) -> AnyView {
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
        let cards: Vec<(u8, u8, u32)> = leaders.chain(arms).collect();
        if cards.is_empty() {
            return ().into_any();
        }
        let items: Vec<(u8, u8, String)> = cards
            .into_iter()
            .map(|(c, s, protection)| {
                let mut text = format!("{} · {}", self.w(&format!("aor.card.{c}")), self.name(s));
                if protection > 0 {
                    text.push_str(&format!(" · ${protection}"));
                }
                (c, s, text)
            })
            .collect();
        // Drawn anew only when what it shows changes (components::keep).
        keep((items, self.w("aor.ui.played")), |(items, label)| {
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
        .into_any()
    }

    fn ship(&self, s: Ship) -> String {
        match s {
            Ship::None => self.w("aor.ui.ship.none"),
            Ship::Galley(n) => format!("{} {n}", self.w("aor.ui.ship.galley")),
            Ship::Seaworthy(n) => format!("{} {n}", self.w("aor.ui.ship.seaworthy")),
            Ship::Ocean(n) => format!("{} {n}", self.w("aor.ui.ship.ocean")),
        }
    }

    /// Each player's mat.
    pub fn mats(&self) -> AnyView {
        let d = data::data();
        let mats = self
            .v
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let letters: String = (0..26u8)
                    .filter(|&a| p.advances & (1 << a) != 0)
                    .map(|a| d.advances[a as usize].letter)
                    .collect();
                let misery = if p.misery >= data::CHAOS {
                    self.w("aor.ui.chaos")
                } else {
                    format!("{} ({})", p.misery, data::MISERY[(p.misery as usize).min(25)])
                };
                let capital = p
                    .capital
                    .map(|c| d.provinces[c as usize].name.clone())
                    .unwrap_or_else(|| "—".into());
                let rows: Vec<(String, String)> = [
                    ("aor.ui.capital", capital),
                    ("aor.ui.cash", format!("${}", p.cash)),
                    ("aor.ui.stock", p.stock.to_string()),
                    ("aor.ui.pool", p.pool.to_string()),
                    ("aor.ui.markers", p.markers.to_string()),
                    ("aor.ui.misery", misery),
                    ("aor.ui.cards", p.hand_size.to_string()),
                    ("aor.ui.ship", self.ship(p.ship)),
                    ("aor.ui.advances", if letters.is_empty() { "—".into() } else { letters }),
                ]
                .into_iter()
                .map(|(k, val)| (self.w(k), val))
                .collect();
                // Drawn anew only when what it shows changes (components::keep).
                keep((i, self.name(i as u8), rows), |(i, name, rows)| view! {
                    <article class=format!("aor-mat aor-s{i}")>
                        <h4><span class="aor-swatch"></span>{name}</h4>
                        <dl>
                            // Each row kept too: a token placed changes one row, not nine.
                            {rows.into_iter().map(|row| keep(row, |(k, val)| view! { <div class="aor-stat"><dt>{k}</dt><dd>{val}</dd></div> })).collect_view()}
                        </dl>
                    </article>
                })
            })
            .collect_view();
        view! {
            <section use:attrs=vec![("class", "aor-mats".to_string()), ("aria-label", self.w("aor.ui.players"))]>{mats}</section>
        }
        .into_any()
    }

    /// The Misery Index track (FACTS §5.6): every space with its value, each seat's marker on
    /// its space, Chaos past the end.
    pub fn misery(&self) -> AnyView {
        let cells = (0..=data::CHAOS)
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
                let class = if space >= data::CHAOS { "aor-mis aor-mis-chaos" } else { "aor-mis" };
                // Drawn anew only when its markers change (components::keep).
                keep((class, label, here), |(class, label, here)| view! {
                    <li class=class><span class="aor-mis-v">{label}</span><span class="aor-mis-who">{here.into_iter().map(|(i, who)| view! {
                        <span class=format!("aor-swatch aor-s{i}") title=who.clone() role="img" aria-label=who></span>
                    }).collect_view()}</span></li>
                })
            })
            .collect_view();
        let label = self.w("aor.ui.misery_track");
        let shell = vec![
            ("class", "aor-misery".to_string()),
            ("aria-label", label.clone()),
        ];
        view! {
            <section use:attrs=shell>
                {keep(label, |label| view! { <h3 data-explain="misery:track">{label}</h3> })}
                <ol>{cells}</ol>
            </section>
        }
        .into_any()
    }
}
