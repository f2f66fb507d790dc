//! One player's factory board: money and order tile, the three markers (production, storage,
//! consumption) with the workers the machines need, a live forecast of this round's income,
//! the workers (beside the board, in the canteen, on the order tile, on demolished tiles,
//! seasonal), the floor spaces and the two office slots, and the tiles beside the board.

use super::prelude::*;
use factory_manager::data::discount;
use factory_manager::factory::{income, values};
use factory_manager::state::Player;

impl Seen<'_> {
    fn player(&self, i: u8) -> &Player {
        &self.s.players[i as usize]
    }

    /// Whether seat `i` acts now (only its factory takes taps).
    fn acting_is(&self, i: u8) -> bool {
        self.acting == Some(i)
    }

    /// This round's income as the factory stands, at today's price and at the price the
    /// energy tile still to be drawn this round may make it.
    fn forecast(&self, i: u8) -> String {
        let s = self.s;
        let p = self.player(i);
        let v = values(p);
        let c = constants();
        let last = s.last_round();
        let net_opt = s.options.double_net;
        let mut left = c.energy_price_tiles.clone();
        for d in &s.energy_drawn {
            if let Some(k) = left.iter().position(|x| x == d) {
                left.remove(k);
            }
        }
        let rise = if s.options.first_energy_zero && s.round == 1 || s.phase == Phase::Over {
            (0, 0)
        } else {
            (
                left.iter().min().copied().unwrap_or(0) as i32,
                left.iter().max().copied().unwrap_or(0) as i32,
            )
        };
        let (lo_price, hi_price) = (s.energy_price + rise.0, s.energy_price + rise.1);
        let (gross, bill_lo, net_hi) = income(&v, lo_price, last, net_opt);
        let (_, bill_hi, net_lo) = income(&v, hi_price, last, net_opt);
        if s.phase == Phase::Over {
            Msg::new("fm.ui.final_income").arg("n", p.final_income)
        } else {
            let bill = if bill_lo == bill_hi {
                bill_lo.to_string()
            } else {
                format!("{bill_lo}–{bill_hi}")
            };
            let net = if net_lo == net_hi {
                net_lo.to_string()
            } else {
                format!("{net_lo}–{net_hi}")
            };
            let price = if lo_price == hi_price {
                lo_price.to_string()
            } else {
                format!("{lo_price}–{hi_price}")
            };
            Msg::new(if last {
                "fm.ui.forecast_last"
            } else {
                "fm.ui.forecast_line"
            })
            .arg("min", v.production.min(v.storage))
            .arg("gross", gross)
            .arg("energy", v.energy)
            .arg("price", price)
            .arg("bill", bill)
            .arg("net", net)
        }
        .render(self.lang, &[])
    }
}

/// Where a tap on a place of a factory points (`key`) while its seat acts: only the acting
/// factory takes taps. It follows `acting` by itself, so the turn passing redraws no part
/// (the parts' slices hold only whether a place can be tapped at all).
fn tap<K: Clone>(acting: Signal<Option<bool>>, key: K) -> impl Fn() -> Option<K> + Clone {
    move || (acting.get() == Some(true)).then(|| key.clone())
}

/// A row of workers: (words, count, where a tap points while the seat acts, what a tap
/// explains, class).
type Row = (String, u8, Option<&'static str>, &'static str, &'static str);

/// Seat `i`'s factory, drawn once: its section's class follows whether it acts, and each of
/// its parts (the heading, the stats, the markers, the forecast, each row of workers, each
/// space, each office slot) follows what it shows: a move in the acting factory changes one
/// or two of them.
pub fn factory(cx: Cx, i: u8) -> AnyView {
    let lang = cx.lang;
    let acting = cx.memo(move |m| FM::to_act(m.state()).first() == Some(&i));
    let class = move || {
        if acting.get() == Some(true) {
            "player fm-player acting"
        } else {
            "player fm-player"
        }
    };
    // What a label names after the seat's name (the name may change).
    let named =
        move |key: &'static str| move || format!("{}: {}", name_now(cx, i), word(lang, key));

    let head = part(
        cx,
        move |seen| (seen.name(i), seen.acting_is(i), seen.viewer == Some(i)),
        move |(name, acting, mine)| {
            view! {
                <h3>
                    {name}
                    {acting.then(|| view! { <span class="badge fm-acting">{word(lang, "fm.ui.to_act")}</span> })}
                    {mine.then(|| view! { <span class="badge">{word(lang, "fm.ui.you")}</span> })}
                </h3>
            }
        },
    );
    let stats = part(
        cx,
        move |seen| {
            let p = seen.player(i);
            (p.money, p.order, p.won, factory_manager::factory::runs(p))
        },
        move |(money, own, won, runs)| {
            let d = discount(own);
            let order = if d > 0 {
                format!("{} {} (−{d} E)", word(lang, "fm.ui.order_tile"), own)
            } else {
                format!("{} {}", word(lang, "fm.ui.order_tile"), own)
            };
            view! {
                <div class="fm-stats">
                    <span class="fm-money" aria-label=format!("{} {}", word(lang, "fm.ui.money"), money)>{format!("{money} E")}</span>
                    <span class="fm-order-own" data-explain=super::explain::order_key(own)>{order}</span>
                    {won.map(|t| view! { <span class="fm-order-own" data-explain=super::explain::order_key(t)>{format!("{} {t}", word(lang, "fm.ui.new_order"))}</span> })}
                    <span class=if runs { "fm-run" } else { "fm-run fm-stop" }>{word(lang, if runs { "fm.ui.runs" } else { "fm.ui.not_running" })}</span>
                </div>
            }
        },
    );
    // The three markers and the workers needed.
    let markers = part(
        cx,
        move |seen| {
            let v = values(seen.player(i));
            let top = 12.max(v.production).max(v.storage).max(v.energy);
            let bars = [v.production, v.storage, v.energy, v.workers_needed];
            (seen.name(i), bars, top)
        },
        move |(name, bars, top)| {
            let bars = [
                ("fm.ui.production", "fm-prod"),
                ("fm.ui.storage", "fm-stor"),
                ("fm.ui.consumption", "fm-cons"),
                ("fm.ui.needed", "fm-need"),
            ]
            .into_iter()
            .zip(bars)
            .map(|((key, class), n)| {
                let label = word(lang, key);
                let pct = (n.clamp(0, top) * 100 / top.max(1)).to_string();
                let aria = format!("{label} {n}");
                view! {
                    <div class=format!("fm-marker {class}") aria-label=aria>
                        <span class="fm-marker-name">{label}</span>
                        <span class="fm-marker-bar"><span style=format!("width: {pct}%")></span></span>
                        <b class="fm-marker-n">{n}</b>
                    </div>
                }
            })
            .collect_view();
            let label = format!("{name}: {}", word(lang, "fm.ui.markers"));
            view! {
                <div class="fm-markers" data-explain="factory:markers" role="group" aria-label=label>
                    {bars}
                </div>
            }
        },
    );
    let forecast = part(
        cx,
        move |seen| (seen.forecast(i), seen.name(i)),
        move |(forecast, name)| {
            view! {
                <p class="fm-forecast" data-explain="factory:income" role="status" aria-label=format!("{name}: {}", word(lang, "fm.ui.forecast"))>
                    <b>{word(lang, "fm.ui.forecast")}</b>" "{forecast}
                </p>
            }
        },
    );

    // Workers, each row an item of its own: a worker placed changes one or two rows.
    let rows = list(
        cx,
        move |seen| {
            let p = seen.player(i);
            let mut rows: Vec<(&'static str, Row)> = vec![
                (
                    "beside",
                    (
                        seen.w("fm.ui.beside"),
                        p.beside(),
                        Some("beside"),
                        "worker:regular",
                        "fm-beside",
                    ),
                ),
                (
                    "canteen",
                    (
                        seen.w("fm.ui.canteen"),
                        p.canteen,
                        Some("canteen"),
                        "factory:canteen",
                        "fm-canteen",
                    ),
                ),
            ];
            if p.bid > 0 {
                let row = (seen.w("fm.ui.on_order"), p.bid, None, "worker:regular", "");
                rows.push(("bid", row));
            }
            if p.demolishing > 0 {
                let row = (
                    seen.w("fm.ui.demolishing"),
                    p.demolishing,
                    None,
                    "factory:demolish",
                    "",
                );
                rows.push(("demolishing", row));
            }
            rows
        },
        move |(name, n, key, explain, class): Row| {
            let dots = "●".repeat(n as usize);
            let aria = format!("{name} {n}");
            let target = move || key.and_then(|k| tap(acting, k)());
            view! {
                <div class=format!("fm-workers {class}") data-target=target data-explain=explain aria-label=aria>
                    <span class="fm-w-name">{name}</span>
                    <b>{n}</b>
                    <span class="fm-dots" aria-hidden="true">{dots}</span>
                </div>
            }
        },
    );
    let seasonal = part(
        cx,
        move |seen| {
            let p = seen.player(i);
            let n = format!(
                "{} / {}",
                p.seasonal,
                constants().seasonal_workers_per_player_max
            );
            n
        },
        move |s_n| {
            let s_target = tap(acting, "seasonal");
            let s_name = word(lang, "fm.ui.seasonal");
            let s_aria = format!("{s_name} {s_n}");
            view! {
                <div class="fm-workers fm-seasonal" data-target=s_target data-explain="worker:seasonal" aria-label=s_aria>
                    <span class="fm-w-name">{s_name}</span>
                    <b>{s_n}</b>
                </div>
            }
        },
    );

    // The tiles beside the board, shown while there are any.
    let aside = part(
        cx,
        move |seen| {
            let p = seen.player(i);
            (!p.aside.is_empty()).then(|| (p.aside.clone(), seen.name(i)))
        },
        move |aside| {
            aside.map(|(cards, name)| {
                let cards = cards
                    .into_iter()
                    .map(|t| {
                        let target = tap(acting, format!("aside:{t}"));
                        view! {
                            <div class="fm-market-slot">
                                <span class="fm-market-kind">{kind_name(lang, tile(t).kind)}</span>
                                {tile_card(lang, t, None, target, "")}
                            </div>
                        }
                    })
                    .collect_view();
                let label = format!("{name}: {}", word(lang, "fm.ui.aside"));
                view! {
                    <div class="fm-aside" role="group" aria-label=label>
                        <h4 data-explain="factory:aside">{word(lang, "fm.ui.aside")}</h4>
                        <div class="fm-market">{cards}</div>
                    </div>
                }
            })
        },
    );
    let floor_head = part(
        cx,
        move |seen| {
            let p = seen.player(i);
            (p.floor.len(), p.floor_spaces())
        },
        move |(built, spaces)| {
            view! {
                <h4 data-explain="factory:floor">{format!("{} ({built}/{spaces})", word(lang, "fm.ui.floor"))}</h4>
            }
        },
    );
    // The floor: its spaces in order (each an item by its place), then the extension space
    // that can still be bought.
    let floor = list(
        cx,
        move |seen| {
            let p = seen.player(i);
            (0..p.floor_spaces())
                .map(|k| {
                    let space = p.floor.get(k).map(|x| {
                        // Equal tiles are one choice for the rules: each taps as the first.
                        let canon = p.floor.iter().position(|y| y == x).unwrap_or(k);
                        (x.tile, canon, x.shut)
                    });
                    (k, space)
                })
                .collect()
        },
        // The tap follows whether the seat acts by itself: the turn passing leaves the tiles.
        move |space| match space {
            Some((t, canon, shut)) => {
                let target = tap(acting, format!("floor:{canon}"));
                view! {
                    <div class="fm-space">
                        {tile_card(lang, t, None, target, if shut { "fm-shut" } else { "" })}
                        {shut.then(|| view! { <span class="badge warn" data-explain="marker:shutdown">{word(lang, "fm.ui.shut")}</span> })}
                    </div>
                }
                .into_any()
            }
            None => view! {
                <div class="fm-space fm-empty">{word(lang, "fm.ui.empty_space")}</div>
            }
            .into_any(),
        },
    );
    let extend = part(
        cx,
        move |seen| {
            let c = constants();
            seen.player(i).extensions < c.floor_extensions_max
        },
        move |extend| {
            extend.then(|| {
                let target = tap(acting, "extend");
                let words = Msg::new("fm.ui.extend_space")
                    .arg("n", constants().floor_extension_cost)
                    .render(lang, &[]);
                view! {
                    <div class="fm-space fm-extend" data-target=target data-explain="factory:extension">{words}</div>
                }
            })
        },
    );
    let office = |slot: fn(&Player) -> Option<TileId>, kind: Kind, key: &'static str| {
        part(
            cx,
            move |seen| slot(seen.player(i)),
            move |slot| {
                let target = tap(acting, key);
                view! {
                    <div class="fm-office-slot">
                        <span class="fm-slot-name">{kind_name(lang, kind)}</span>
                        {match slot {
                            Some(t) => tile_card(lang, t, None, target, ""),
                            None => view! { <div class="fm-space fm-empty">{word(lang, "fm.ui.empty_space")}</div> }.into_any(),
                        }}
                    </div>
                }
            },
        )
    };
    let control = office(|p| p.control, Kind::Control, "control");
    let optimization = office(|p| p.optimization, Kind::Optimization, "optimization");
    let demolished = part(
        cx,
        move |seen| {
            let p = seen.player(i);
            (!p.demolished.is_empty()).then(|| {
                let ids: Vec<String> = p.demolished.iter().map(|&t| tile(t).id.clone()).collect();
                format!("{}: {}", seen.w("fm.ui.demolished"), ids.join(", "))
            })
        },
        |words| {
            words.map(
                |words| view! { <p class="fm-muted" data-explain="factory:demolish">{words}</p> },
            )
        },
    );
    view! {
        <section class=class aria-label=named("fm.ui.factory")>
            {head}
            {stats}
            {markers}
            {forecast}
            <div class="fm-crew" role="group" aria-label=named("fm.ui.workers")>
                {rows}
                {seasonal}
            </div>
            {aside}
            {floor_head}
            <div class="fm-floor" role="group" aria-label=named("fm.ui.floor")>{floor}{extend}</div>
            <h4 data-explain="factory:office">{word(lang, "fm.ui.office")}</h4>
            <div class="fm-office">
                {control}
                {optimization}
            </div>
            {demolished}
        </section>
    }
    .into_any()
}
