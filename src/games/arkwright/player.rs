//! One player's board: money, shares and share value, loans and ships; the action cards (to
//! choose an action by tapping it); the four factories with their worker cards (machines),
//! quality and distribution cards, warehouses, the Supervisor and live figures; the six
//! development tracks; the development cards in hand.

use super::piece_key;
use super::prelude::*;
use crate::game_view::part;
use arkwright_card_game::state::{ENGINEER, LARGE, PATENT};

/// A factory's figures as they stand (`view::Figures`, compared).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Figs {
    price: u16,
    appeal: u8,
    goods: u8,
    costs: u16,
    export_price: u8,
    stored: u8,
    sales_limit: u8,
}

impl From<Figures> for Figs {
    fn from(f: Figures) -> Figs {
        Figs {
            price: f.price,
            appeal: f.appeal,
            goods: f.goods,
            costs: f.costs,
            export_price: f.export_price,
            stored: f.stored,
            sales_limit: f.sales_limit,
        }
    }
}

/// Every seat's factories' figures, read once a change.
type AllFigs = Signal<Option<Vec<[Figs; 4]>>>;

/// Each player's board, drawn once for the seats of the game.
pub fn players(cx: Cx) -> AnyView {
    let viewer = cx.viewer;
    let figs: AllFigs = cx.memo(move |m| {
        arkwright_card_game::view::view(m.state(), viewer.get())
            .figures
            .into_iter()
            .map(|f| f.map(Figs::from))
            .collect()
    });
    cx.part(
        |m| m.state().players.len() as u8,
        move |n| (0..n).map(|i| player(cx, i, figs)).collect_view(),
    )
}

/// Seat `i`'s board. The area names its seat: its targets are drawn whoever acts, and the
/// table acts on them only for this seat, so a change of the seat to act redraws none of its
/// parts (only the section's class says who acts).
fn player(cx: Cx, i: u8, figs: AllFigs) -> AnyView {
    let w = Words(cx.lang);
    let names = cx.names;
    let is_acting = cx.memo(move |m| acting(m.state()) == Some(i));
    let class = move || {
        format!(
            "player ark-player {}{}",
            seat_class(i),
            if is_acting.get() == Some(true) {
                " ark-acting"
            } else {
                ""
            }
        )
    };
    let viewer = cx.viewer;
    let head = seat_part(
        cx,
        i,
        move |s, _| {
            let you = (viewer.get() == Some(i)).then(|| format!(" ({})", w.w("ark.ui.you")));
            (names.with(|n| w.name(n, i)), you, s.start == i)
        },
        move |(name, you, start)| {
            view! {
                <h3><span class=format!("ark-dot {}", seat_class(i))>{i + 1}</span>
                    {name}{you}
                    {start.then(|| view! { <span class="ark-badge" data-explain="start_player">{w.w("ark.ui.start_player")}</span> })}
                </h3>
            }
        },
    );
    // Each figure on its own: a move changes one or two of them.
    let money = seat_part(cx, i, |_, p| p.money, |money| format!("£{money}"));
    let shares = seat_part(
        cx,
        i,
        |_, p| (p.shares, p.share_value),
        move |(shares, value)| format!("{} {shares} × £{value}", w.w("ark.ui.shares")),
    );
    let loans = seat_part(
        cx,
        i,
        |_, p| p.loans,
        move |loans| format!("{} {loans}", w.w("ark.ui.loans")),
    );
    let ships = seat_part(
        cx,
        i,
        |_, p| p.ships,
        move |ships| format!("{} {ships}", w.w("ark.ui.ships")),
    );
    let tokens = seat_part(
        cx,
        i,
        |_, p| p.ship_tokens,
        move |tokens| format!("{} {tokens}", w.w("ark.ui.ship_tokens")),
    );
    let stats = view! {
        <span class="ark-stat ark-money" data-explain="money">{money}</span>
        <span class="ark-stat" data-target="shares" data-explain="shares">{shares}</span>
        <span class="ark-stat" data-target="loans" data-explain="loans">{loans}</span>
        <span class="ark-stat" data-target="ships">
            <span data-explain="shipping_card">{ships}</span>
            " · "
            <span data-explain="shipping_tokens">{tokens}</span>
        </span>
    };
    let free = seat_list(
        cx,
        i,
        |_, p| {
            p.warehouses
                .iter()
                .enumerate()
                .filter(|(k, wh)| wh.at == SUPPLY && (*k != LARGE || p.holds(Card::LargeWarehouse)))
                .map(|(k, _)| (k, k))
                .collect()
        },
        move |k| {
            let name = format!("{} · {}", warehouse_name(w, k), w.w("ark.ui.free"));
            view! { <span class="ark-stat ark-wh" data-target=format!("warehouse:{k}") data-explain=warehouse_thing(k)>{name}</span> }
        },
    );
    let bankrupt = seat_part(
        cx,
        i,
        |_, p| p.bankrupt,
        move |b| {
            b.then(|| view! { <span class="ark-stat ark-bad">{w.w("ark.ui.bankrupt")}</span> })
        },
    );
    let acts = seat_part(
        cx,
        i,
        move |s, _| {
            let choosing = acting(s) == Some(i)
                && matches!(
                    s.phase,
                    Phase::Turn {
                        step: Step::Choose,
                        ..
                    }
                );
            choosing.then_some(s.options.expert_actions)
        },
        move |expert| {
            expert.map(|expert| {
                let cards = Act::ALL
                    .iter()
                    .filter(|a| expert || !matches!(a, Act::ExtraProduction | Act::EarlyShipping))
                    .map(|a| {
                        let name = word(w.0, &format!("ark.action.{}", a.id()));
                        view! { <li class="ark-act" data-target=format!("act:{}", a.id()) data-explain=action_key(*a)>{name}</li> }
                    })
                    .collect_view();
                view! {
                    <div class="ark-acts" aria-label=w.w("ark.ui.actions")>
                        <span class="ark-label">{w.w("ark.ui.actions")}</span>
                        <ul>{cards}</ul>
                    </div>
                }
            })
        },
    );
    let factories = (0..4u8).map(|g| factory(cx, i, g, figs)).collect_view();
    // Each track's level marked on its own: a move raises one at most.
    let tracks = (0..6u8)
        .map(|t| {
            let level = cx.memo(move |m| m.state().players.get(i as usize).map(|p| p.dev[t as usize]));
            let steps = data().levels[t as usize]
                .iter()
                .enumerate()
                .map(|(l, v)| {
                    let on = move || level.get().flatten() == Some(l as u8);
                    view! { <span class=move || if on() { "ark-lv ark-now" } else { "ark-lv" }>{*v}</span> }
                })
                .collect_view();
            view! {
                <li class="ark-devtrack" data-target=format!("track:{t}") data-explain=track_key(t)>
                    <span class="ark-devname">{w.track(t)}</span>
                    <span class="ark-lvs">{steps}</span>
                </li>
            }
        })
        .collect_view();
    // The cards in hand, each known by what it is.
    let held = seat_part(
        cx,
        i,
        |_, p| p.cards == 0,
        move |none| {
            if none {
                view! { <li class="ark-muted">"—"</li> }.into_any()
            } else {
                seat_list(
                    cx,
                    i,
                    |_, p| {
                        Card::ALL
                            .iter()
                            .filter(|c| p.holds(**c))
                            .map(|&c| (c, (c, p.used & c.bit() != 0)))
                            .collect()
                    },
                    move |(c, used)| {
                        let label = if used {
                            format!("{} ({})", w.card(c), w.w("ark.ui.used"))
                        } else {
                            w.card(c)
                        };
                        view! {
                            <li class=if used { "ark-card ark-used" } else { "ark-card" }
                                data-target=format!("held:{}", c.id()) data-explain=card_key(c)>{label}</li>
                        }
                    },
                )
            }
        },
    );
    view! {
        <section class=class aria-label=move || names.with(|n| w.name(n, i)) data-seat=i.to_string()>
            {head}
            <div class="ark-stats">
                {stats}{free}{bankrupt}
            </div>
            {acts}
            <div class="ark-factories">{factories}</div>
            <div class="ark-dev">
                <span class="ark-label">{w.w("ark.ui.development")}</span>
                <ul class="ark-devtracks">{tracks}</ul>
            </div>
            <div class="ark-hand">
                <span class="ark-label">{w.w("ark.ui.hand")}</span>
                <ul class="ark-cards">{held}</ul>
            </div>
        </section>
    }
    .into_any()
}

/// A warehouse's name: the Large Warehouse, or a numbered one.
fn warehouse_name(w: Words, k: usize) -> String {
    if k == LARGE {
        w.card(Card::LargeWarehouse)
    } else {
        format!("{} {}", w.w("ark.ui.warehouse"), k + 1)
    }
}

/// A quality or distribution card at a factory.
#[derive(Clone, Copy, Debug, PartialEq)]
struct PieceAt {
    piece: Piece,
    value: u8,
    /// A quality card on its appeal side (distribution cards add appeal).
    appeal: bool,
}

/// Seat `i`'s factory of good `g`: built or not, and when built its figures, office, workers,
/// pieces and warehouses, each following the game on its own.
fn factory(cx: Cx, i: u8, g: u8, figs: AllFigs) -> AnyView {
    let w = Words(cx.lang);
    let active = cx.memo(move |m| m.state().good() == g);
    let active = move || active.get() == Some(true);
    let class = move |open: bool| {
        move || {
            format!(
                "ark-factory{}{}",
                if open { "" } else { " ark-closed" },
                if active() { " ark-active" } else { "" }
            )
        }
    };
    seat_part(
        cx,
        i,
        move |_, p| p.factories[g as usize].open,
        move |open| {
            let head = seat_part(
                cx,
                i,
                move |_, p| {
                    let f = &p.factories[g as usize];
                    f.open.then_some(f.side)
                },
                move |side| {
                    view! {
                        <div class=format!("ark-fhead ark-g{g}") data-explain=factory_key(g)>
                            <b>{w.good(g)}</b>
                            {side.map(|side| view! {
                                <span class="ark-side">{if side == 0 { w.w("ark.ui.era1") } else { w.w("ark.ui.era2") }}</span>
                            })}
                        </div>
                    }
                },
            );
            if !open {
                return view! {
                    // Looked up, an unbuilt factory reads as the factory it would be (its
                    // sides, costs and ladder), not only as the move that builds it.
                    <div class=class(false) data-target=format!("factory:{g}") data-explain=factory_key(g)>
                        {head}
                        <p class="ark-muted">{w.w("ark.ui.not_built")}</p>
                    </div>
                }
                .into_any();
            }
            let fig = move || {
                figs.with(|f| {
                    f.as_ref()
                        .and_then(|f| f.get(i as usize))
                        .map(|f| f[g as usize])
                        .unwrap_or_default()
                })
            };
            // Each figure on its own: a move changes one or two of them.
            let figure = |read: fn(Figs) -> String| part(move || read(fig()), |text| text);
            let figures = view! {
                <dl class="ark-figs">
                    <div><dt>{w.w("ark.ui.price")}</dt><dd>{figure(|f| format!("£{}", f.price))}</dd></div>
                    <div><dt>{w.w("ark.ui.appeal")}</dt><dd>{figure(|f| f.appeal.to_string())}</dd></div>
                    <div><dt>{w.w("ark.ui.goods")}</dt><dd>{figure(|f| f.goods.to_string())}</dd></div>
                    <div><dt>{w.w("ark.ui.costs")}</dt><dd>{figure(|f| format!("£{}", f.costs))}</dd></div>
                    <div><dt>{w.w("ark.ui.export")}</dt><dd>{figure(|f| format!("£{}", f.export_price))}</dd></div>
                    <div><dt>{w.w("ark.ui.sales_limit")}</dt><dd>{figure(|f| f.sales_limit.to_string())}</dd></div>
                </dl>
            };
            let office = seat_part(
                cx,
                i,
                move |_, p| {
                    (
                        p.factories[g as usize].office_appeal,
                        p.holds(Card::Supervisor) && p.supervisor_at == g,
                        fig().stored,
                    )
                },
                move |(appeal, supervisor, stored)| {
                    let office = if appeal {
                        w.w("ark.ui.office_appeal")
                    } else {
                        w.w("ark.ui.office_price")
                    };
                    let stored =
                        (stored > 0).then(|| format!(" · {} {stored}", w.w("ark.ui.stored")));
                    view! {
                        <p class="ark-muted"><span data-explain="office">{office}</span>
                            {supervisor.then(|| view! {
                                " · "<span data-explain=card_key(Card::Supervisor)>{w.card(Card::Supervisor)}</span>
                            })}
                            {stored}
                        </p>
                    }
                },
            );
            let workers = seat_list(
                cx,
                i,
                move |_, p| {
                    let f = &p.factories[g as usize];
                    (0..f.workers)
                        .map(|pos| {
                            let wk = f.worker[pos as usize];
                            let machine = p.machine_token == Some((g, pos));
                            (pos, (pos, wk.automated, machine, wk.side))
                        })
                        .collect()
                },
                move |(pos, automated, machine, side)| {
                    let text = if automated {
                        w.w("ark.ui.automated")
                    } else if machine {
                        w.w("ark.ui.machine")
                    } else {
                        w.w("ark.ui.workers")
                    };
                    let words = format!(
                        "{} {} ({}) · {text}",
                        w.w("ark.ui.worker_card"),
                        pos + 1,
                        roman(side)
                    );
                    view! {
                        <li class=if automated { "ark-worker ark-auto" } else { "ark-worker" }
                            data-target=format!("worker:{g}:{pos}") data-explain=worker_key(g, pos)>
                            {words}
                        </li>
                    }
                },
            );
            let pieces = seat_list(
                cx,
                i,
                move |_, p| {
                    let quality =
                        p.quality
                            .iter()
                            .enumerate()
                            .filter(|(_, q)| q.at == g)
                            .map(|(k, q)| {
                                let piece = if k == ENGINEER {
                                    Piece::Engineer
                                } else {
                                    Piece::Quality
                                };
                                let at = PieceAt {
                                    piece,
                                    value: q.value,
                                    appeal: q.appeal,
                                };
                                ((true, k), at)
                            });
                    let distribution = p
                        .distribution
                        .iter()
                        .enumerate()
                        .filter(|(_, d)| d.at == g)
                        .map(|(k, d)| {
                            let piece = if k == PATENT {
                                Piece::Patent
                            } else {
                                Piece::Distribution
                            };
                            let at = PieceAt {
                                piece,
                                value: d.value,
                                appeal: true,
                            };
                            ((false, k), at)
                        });
                    quality.chain(distribution).collect()
                },
                move |at| {
                    let (name, cls) = match at.piece {
                        Piece::Engineer => (w.card(Card::Engineer), "ark-q"),
                        Piece::Quality => (w.w("ark.ui.quality"), "ark-q"),
                        Piece::Patent => (w.card(Card::Patent), "ark-d"),
                        Piece::Distribution => (w.w("ark.ui.distribution"), "ark-d"),
                    };
                    let side = if at.appeal {
                        w.w("ark.ui.appeal")
                    } else {
                        w.w("ark.ui.price")
                    };
                    let value = format!("+{} {side}", at.value);
                    let key = piece_key(at.piece);
                    view! {
                        <li class=format!("ark-piece {cls}") data-target=format!("piece:{g}:{key}") data-explain=piece_thing(at.piece)>
                            <span>{name}</span>" "<b>{value}</b>
                        </li>
                    }
                },
            );
            let warehouses = seat_list(
                cx,
                i,
                move |_, p| {
                    p.warehouses
                        .iter()
                        .enumerate()
                        .filter(|(_, wh)| wh.at == g)
                        .map(|(k, wh)| (k, (k, wh.goods)))
                        .collect()
                },
                move |(k, goods)| {
                    let words = format!("{}: {goods}", warehouse_name(w, k));
                    view! { <li class="ark-wh" data-target=format!("warehouse:{k}") data-explain=warehouse_thing(k)>{words}</li> }
                },
            );
            view! {
                <div class=class(true) data-target=format!("factory:{g}")>
                    {head}
                    {figures}
                    {office}
                    <ul class="ark-workers" aria-label=w.w("ark.ui.workers")>{workers}</ul>
                    <ul class="ark-pieces">
                        {pieces}
                        // Empty places for a new quality or distribution card (Place targets).
                        <li class="ark-piece ark-q ark-empty" data-target=format!("piece:{g}:quality")>"+ "{w.w("ark.ui.quality")}</li>
                        <li class="ark-piece ark-d ark-empty" data-target=format!("piece:{g}:distribution")>"+ "{w.w("ark.ui.distribution")}</li>
                    </ul>
                    <ul class="ark-whs" data-target=move || active().then_some("stored")>{warehouses}</ul>
                </div>
            }
            .into_any()
        },
    )
}

fn roman(side: u8) -> &'static str {
    match side {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}
