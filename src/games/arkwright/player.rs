//! One player's board: money, shares and share value, loans and ships; the action cards (to
//! choose an action by tapping it); the four factories with their worker cards (machines),
//! quality and distribution cards, warehouses, the Supervisor and live figures; the six
//! development tracks; the development cards in hand.

use super::piece_key;
use super::prelude::*;
use crate::components::keep::{attrs, attrs_or_none, class_only, keep, keep_by};
use arkwright_card_game::state::{ENGINEER, LARGE, PATENT};

impl Seen<'_> {
    pub fn player(&self, i: u8) -> AnyView {
        let s = self.s;
        let p = &s.players[i as usize];
        let acting = self.acting == Some(i);
        // Each figure kept on its own (components::keep), in a row whose attributes are set
        // only where changed (keep::attrs): a move changes one or two of them.
        let money = keep(p.money, |money| {
            view! {
                <span class="ark-stat ark-money" data-explain="money">{format!("£{money}")}</span>
            }
        });
        let shares = keep(
            format!(
                "{} {} × £{}",
                self.w("ark.ui.shares"),
                p.shares,
                p.share_value
            ),
            |text| view! { <span class="ark-stat" data-target="shares" data-explain="shares">{text}</span> },
        );
        let loans = keep(format!("{} {}", self.w("ark.ui.loans"), p.loans), |text| {
            view! {
                <span class="ark-stat" data-target="loans" data-explain="loans">{text}</span>
            }
        });
        let ships = keep(
            (
                format!("{} {}", self.w("ark.ui.ships"), p.ships),
                format!("{} {}", self.w("ark.ui.ship_tokens"), p.ship_tokens),
            ),
            |(ships, tokens)| {
                view! {
                    <span class="ark-stat" data-target="ships">
                        <span data-explain="shipping_card">{ships}</span>
                        " · "
                        <span data-explain="shipping_tokens">{tokens}</span>
                    </span>
                }
            },
        );
        let free: Vec<(usize, String)> = p
            .warehouses
            .iter()
            .enumerate()
            .filter(|(k, w)| w.at == SUPPLY && (*k != LARGE || p.holds(Card::LargeWarehouse)))
            .map(|(k, _)| {
                let name = if k == LARGE {
                    self.card(Card::LargeWarehouse)
                } else {
                    format!("{} {}", self.w("ark.ui.warehouse"), k + 1)
                };
                (k, format!("{name} · {}", self.w("ark.ui.free")))
            })
            .collect();
        let free = keep(free, |free| {
            free.into_iter()
                .map(|(k, name)| view! { <span class="ark-stat ark-wh" data-target=format!("warehouse:{k}") data-explain=warehouse_thing(k)>{name}</span> })
                .collect_view()
        });
        let bankrupt = keep(p.bankrupt.then(|| self.w("ark.ui.bankrupt")), |b| {
            b.map(|b| view! { <span class="ark-stat ark-bad">{b}</span> })
        });
        let stats = view! {
            <div use:class_only="ark-stats">
                {money}{shares}{loans}{ships}{free}{bankrupt}
            </div>
        };
        let choosing = acting
            && matches!(
                s.phase,
                Phase::Turn {
                    step: Step::Choose,
                    ..
                }
            );
        let acts = choosing.then(|| {
            let expert = s.options.expert_actions;
            let cards = Act::ALL
                .iter()
                .filter(|a| expert || !matches!(a, Act::ExtraProduction | Act::EarlyShipping))
                .map(|a| {
                    let name = word(self.lang, &format!("ark.action.{a:?}"));
                    view! { <li class="ark-act" data-target=format!("act:{a:?}") data-explain=action_key(*a)>{name}</li> }
                })
                .collect_view();
            view! {
                <div class="ark-acts" aria-label=self.w("ark.ui.actions")>
                    <span class="ark-label">{self.w("ark.ui.actions")}</span>
                    <ul>{cards}</ul>
                </div>
            }
        });
        // Each factory kept while what it reads stays (components::keep): the view is made
        // here, and its DOM redrawn only when the key changes.
        let factories = (0..4u8)
            .map(|g| {
                let key = (
                    (
                        i,
                        g,
                        &p.factories[g as usize],
                        self.v.figures[i as usize][g as usize],
                    ),
                    (g == s.good(), self.lang),
                    // Only the pieces placed at this factory: a card placed at one factory
                    // leaves the other three alone.
                    (
                        p.quality
                            .iter()
                            .enumerate()
                            .filter(|(_, q)| q.at == g)
                            .collect::<Vec<_>>(),
                        p.distribution
                            .iter()
                            .enumerate()
                            .filter(|(_, d)| d.at == g)
                            .collect::<Vec<_>>(),
                        p.warehouses
                            .iter()
                            .enumerate()
                            .filter(|(_, w)| w.at == g)
                            .collect::<Vec<_>>(),
                    ),
                    (p.machine_token, p.holds(Card::Supervisor), p.supervisor_at),
                );
                let view = self.factory(i, g);
                keep_by(key, move || view)
            })
            .collect_view();
        // Each track kept on its own (components::keep): a move raises one at most.
        let tracks = (0..6u8)
            .map(|t| {
                let shown = (t, p.dev[t as usize], format!("track:{t}"), self.track(t));
                keep(shown, |(t, level, target, name)| {
                    let steps = data().levels[t as usize]
                        .iter()
                        .enumerate()
                        .map(|(l, v)| {
                            let on = l as u8 == level;
                            view! { <span class=if on { "ark-lv ark-now" } else { "ark-lv" }>{*v}</span> }
                        })
                        .collect_view();
                    view! {
                        <li class="ark-devtrack" data-target=target data-explain=track_key(t)>
                            <span class="ark-devname">{name}</span>
                            <span class="ark-lvs">{steps}</span>
                        </li>
                    }
                })
            })
            .collect_view();
        let held = Card::ALL
            .iter()
            .filter(|c| p.holds(**c))
            .map(|&c| {
                let used = p.used & c.bit() != 0;
                let label = if used {
                    format!("{} ({})", self.card(c), self.w("ark.ui.used"))
                } else {
                    self.card(c)
                };
                view! {
                    <li class=if used { "ark-card ark-used" } else { "ark-card" }
                        data-target=format!("held:{c:?}") data-explain=card_key(c)>{label}</li>
                }
            })
            .collect_view();
        let held = if p.cards == 0 {
            view! { <li class="ark-muted">"—"</li> }.into_any()
        } else {
            held.into_any()
        };
        let held = keep_by((p.cards, p.used, self.lang), move || held);
        let class = format!(
            "player ark-player {}{}",
            seat_class(i),
            if acting { " ark-acting" } else { "" }
        );
        let you = (self.v.seat == Some(i)).then(|| format!(" ({})", self.w("ark.ui.you")));
        // The area names its seat: its targets are drawn whoever acts, and the table acts on
        // them only for this seat (components::board), so a change of the seat to act redraws
        // none of the parts kept above.
        let head = keep(
            (
                i,
                self.name(i),
                you,
                s.start == i,
                self.w("ark.ui.start_player"),
            ),
            |(i, name, you, start, start_word)| {
                view! {
                    <h3><span class=format!("ark-dot {}", seat_class(i))>{i + 1}</span>
                        {name}{you}
                        {start.then(|| view! { <span class="ark-badge" data-explain="start_player">{start_word}</span> })}
                    </h3>
                }
            },
        );
        let label = |key: &str| {
            keep(
                self.w(key),
                |w| view! { <span class="ark-label">{w}</span> },
            )
        };
        // The section and its containers set only where changed (keep::attrs), their parts kept.
        view! {
            <section use:attrs=vec![("class", class), ("aria-label", self.name(i)), ("data-seat", i.to_string())]>
                {head}
                {stats}
                {acts}
                <div use:class_only="ark-factories">{factories}</div>
                <div use:class_only="ark-dev">
                    {label("ark.ui.development")}
                    <ul use:class_only="ark-devtracks">{tracks}</ul>
                </div>
                <div use:class_only="ark-hand">
                    {label("ark.ui.hand")}
                    <ul use:class_only="ark-cards">{held}</ul>
                </div>
            </section>
        }
        .into_any()
    }

    fn factory(&self, i: u8, g: u8) -> AnyView {
        let s = self.s;
        let p = &s.players[i as usize];
        let f = &p.factories[g as usize];
        let fig: Figures = self.v.figures[i as usize][g as usize];
        let active = g == s.good();
        let head = keep_by((g, f.open, f.side, self.lang), {
            let head = view! {
                <div class=format!("ark-fhead ark-g{g}") data-explain=factory_key(g)>
                    <b>{self.good(g)}</b>
                    {f.open.then(|| view! {
                        <span class="ark-side">{if f.side == 0 { self.w("ark.ui.era1") } else { self.w("ark.ui.era2") }}</span>
                    })}
                </div>
            };
            move || head
        });
        let class = format!(
            "ark-factory{}{}",
            if f.open { "" } else { " ark-closed" },
            if active { " ark-active" } else { "" }
        );
        if !f.open {
            return view! {
                // Looked up, an unbuilt factory reads as the factory it would be (its sides,
                // costs and ladder), not only as the move that builds it.
                <div class=class data-target=format!("factory:{g}") data-explain=super::explain::factory_key(g)>
                    {head}
                    <p class="ark-muted">{self.w("ark.ui.not_built")}</p>
                </div>
            }
            .into_any();
        }
        let figures = keep_by((fig, self.lang), {
            let figures = view! {
                <dl class="ark-figs">
                    <div><dt>{self.w("ark.ui.price")}</dt><dd>{format!("£{}", fig.price)}</dd></div>
                    <div><dt>{self.w("ark.ui.appeal")}</dt><dd>{fig.appeal}</dd></div>
                    <div><dt>{self.w("ark.ui.goods")}</dt><dd>{fig.goods}</dd></div>
                    <div><dt>{self.w("ark.ui.costs")}</dt><dd>{format!("£{}", fig.costs)}</dd></div>
                    <div><dt>{self.w("ark.ui.export")}</dt><dd>{format!("£{}", fig.export_price)}</dd></div>
                    <div><dt>{self.w("ark.ui.sales_limit")}</dt><dd>{fig.sales_limit}</dd></div>
                </dl>
            };
            move || figures
        });
        let workers = (0..f.workers)
            .map(|pos| {
                let w = f.worker[pos as usize];
                let machine = p.machine_token == Some((g, pos));
                let text = if w.automated {
                    self.w("ark.ui.automated")
                } else if machine {
                    self.w("ark.ui.machine")
                } else {
                    self.w("ark.ui.workers")
                };
                let words = format!("{} {} ({}) · {text}", self.w("ark.ui.worker_card"), pos + 1, roman(w.side));
                keep((g, pos, w.automated, words), |(g, pos, automated, words)| view! {
                    <li class=if automated { "ark-worker ark-auto" } else { "ark-worker" }
                        data-target=format!("worker:{g}:{pos}") data-explain=worker_key(g, pos)>
                        {words}
                    </li>
                })
            })
            .collect_view();
        let mut pieces = Vec::new();
        for (k, q) in p.quality.iter().enumerate() {
            if q.at == g {
                let (name, piece) = if k == ENGINEER {
                    (self.card(Card::Engineer), Piece::Engineer)
                } else {
                    (self.w("ark.ui.quality"), Piece::Quality)
                };
                let side = if q.appeal {
                    self.w("ark.ui.appeal")
                } else {
                    self.w("ark.ui.price")
                };
                pieces.push((name, format!("+{} {side}", q.value), piece, "ark-q"));
            }
        }
        for (k, dcard) in p.distribution.iter().enumerate() {
            if dcard.at == g {
                let (name, piece) = if k == PATENT {
                    (self.card(Card::Patent), Piece::Patent)
                } else {
                    (self.w("ark.ui.distribution"), Piece::Distribution)
                };
                pieces.push((
                    name,
                    format!("+{} {}", dcard.value, self.w("ark.ui.appeal")),
                    piece,
                    "ark-d",
                ));
            }
        }
        // Empty places for a new quality or distribution card (Place targets).
        let place_q = keep(
            (g, self.w("ark.ui.quality")),
            |(g, w)| view! { <li class="ark-piece ark-q ark-empty" data-target=format!("piece:{g}:quality")>"+ "{w}</li> },
        );
        let place_d = keep(
            (g, self.w("ark.ui.distribution")),
            |(g, w)| view! { <li class="ark-piece ark-d ark-empty" data-target=format!("piece:{g}:distribution")>"+ "{w}</li> },
        );
        let pieces = pieces
            .into_iter()
            .map(|(name, value, piece, cls)| {
                keep((g, name, value, piece_key(piece), cls), move |(g, name, value, key, cls)| view! {
                    <li class=format!("ark-piece {cls}") data-target=format!("piece:{g}:{key}") data-explain=piece_thing(piece)>
                        <span>{name}</span>" "<b>{value}</b>
                    </li>
                })
            })
            .collect_view();
        let warehouses = p
            .warehouses
            .iter()
            .enumerate()
            .filter(|(_, w)| w.at == g)
            .map(|(k, w)| {
                let name = if k == LARGE {
                    self.card(Card::LargeWarehouse)
                } else {
                    format!("{} {}", self.w("ark.ui.warehouse"), k + 1)
                };
                keep((k, format!("{name}: {}", w.goods)), |(k, words)| view! { <li class="ark-wh" data-target=format!("warehouse:{k}") data-explain=warehouse_thing(k)>{words}</li> })
            })
            .collect_view();
        let office = if f.office_appeal {
            self.w("ark.ui.office_appeal")
        } else {
            self.w("ark.ui.office_price")
        };
        let supervisor = (p.holds(Card::Supervisor) && p.supervisor_at == g)
            .then(|| self.card(Card::Supervisor));
        let stored =
            (fig.stored > 0).then(|| format!(" · {} {}", self.w("ark.ui.stored"), fig.stored));
        let office = keep(
            (office, supervisor, stored),
            |(office, supervisor, stored)| {
                view! {
                    <p class="ark-muted"><span data-explain="office">{office}</span>
                        {supervisor.map(|name| view! {
                            " · "<span data-explain=card_key(Card::Supervisor)>{name}</span>
                        })}
                        {stored}
                    </p>
                }
            },
        );
        // The factory and its lists set only where changed (keep::attrs), their parts kept.
        view! {
            <div use:attrs=vec![("class", class), ("data-target", format!("factory:{g}"))]>
                {head}
                {figures}
                {office}
                <ul use:attrs=vec![("class", "ark-workers".to_string()), ("aria-label", self.w("ark.ui.workers"))]>{workers}</ul>
                <ul use:class_only="ark-pieces">{pieces}{place_q}{place_d}</ul>
                <ul use:attrs_or_none=vec![("class", Some("ark-whs".to_string())), ("data-target", active.then(|| "stored".to_string()))]>{warehouses}</ul>
            </div>
        }
        .into_any()
    }
}

fn roman(side: u8) -> &'static str {
    match side {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}
