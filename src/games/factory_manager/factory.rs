//! One player's factory board: money and order tile, the three markers (production, storage,
//! consumption) with the workers the machines need, a live forecast of this round's income,
//! the workers (beside the board, in the canteen, on the order tile, on demolished tiles,
//! seasonal), the floor spaces and the two office slots, and the tiles beside the board.

use super::prelude::*;
use factory_manager::data::discount;
use factory_manager::factory::{income, values};

impl Seen<'_> {
    pub fn factory(&self, i: u8) -> AnyView {
        let s = self.s;
        let lang = self.lang;
        let p = &s.players[i as usize];
        let name = self.name(i);
        let acting = self.acting == Some(i);
        // Only the factory of the seat acting now takes taps.
        let target = |key: String| acting.then_some(key);
        let v = values(p);
        let c = constants();

        // The three markers and the workers needed, kept while they read the same
        // (components::keep), as are the crew and each space below: a move in the acting
        // factory changes one or two of them.
        let top = 12.max(v.production).max(v.storage).max(v.energy);
        let bars = vec![
            (self.w("fm.ui.production"), v.production, "fm-prod"),
            (self.w("fm.ui.storage"), v.storage, "fm-stor"),
            (self.w("fm.ui.consumption"), v.energy, "fm-cons"),
            (self.w("fm.ui.needed"), v.workers_needed, "fm-need"),
        ];
        let markers_label = format!("{name}: {}", self.w("fm.ui.markers"));
        let markers = keep((markers_label, bars, top), |(label, bars, top)| {
            let bars = bars
                .into_iter()
                .map(|(label, n, class)| {
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
            view! {
                <div class="fm-markers" data-explain="factory:markers" role="group" aria-label=label>
                    {bars}
                </div>
            }
        });

        // This round's income as the factory stands, at today's price and at the price the
        // energy tile still to be drawn this round may make it.
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
        let forecast = if s.phase == Phase::Over {
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
        .render(lang, &[]);

        // Workers: (words, count, where a tap points, what a tap explains, class).
        let mut rows = vec![
            (
                self.w("fm.ui.beside"),
                p.beside(),
                target("beside".into()),
                "worker:regular",
                "fm-beside",
            ),
            (
                self.w("fm.ui.canteen"),
                p.canteen,
                target("canteen".into()),
                "factory:canteen",
                "fm-canteen",
            ),
        ];
        if p.bid > 0 {
            rows.push((self.w("fm.ui.on_order"), p.bid, None, "worker:regular", ""));
        }
        if p.demolishing > 0 {
            rows.push((
                self.w("fm.ui.demolishing"),
                p.demolishing,
                None,
                "factory:demolish",
                "",
            ));
        }
        let seasonal = (
            self.w("fm.ui.seasonal"),
            format!("{} / {}", p.seasonal, c.seasonal_workers_per_player_max),
            target("seasonal".into()),
        );
        let crew_label = format!("{name}: {}", self.w("fm.ui.workers"));
        // Each row of workers kept on its own (components::keep), in a frame whose attributes
        // are set only where changed (keep::attrs): a worker placed changes one or two rows.
        let rows = rows
            .into_iter()
            .map(|row| keep(row, |(name, n, target, explain, class)| {
                let dots = "●".repeat(n as usize);
                let aria = format!("{name} {n}");
                view! {
                    <div class=format!("fm-workers {class}") data-target=target data-explain=explain aria-label=aria>
                        <span class="fm-w-name">{name}</span>
                        <b>{n}</b>
                        <span class="fm-dots" aria-hidden="true">{dots}</span>
                    </div>
                }
            }))
            .collect_view();
        let seasonal = keep(seasonal, |(s_name, s_n, s_target)| {
            let s_aria = format!("{s_name} {s_n}");
            view! {
                <div class="fm-workers fm-seasonal" data-target=s_target data-explain="worker:seasonal" aria-label=s_aria>
                    <span class="fm-w-name">{s_name}</span>
                    <b>{s_n}</b>
                </div>
            }
        });
        let crew = view! {
            <div use:attrs=vec![("class", "fm-crew".to_string()), ("role", "group".to_string()), ("aria-label", crew_label)]>
                {rows}
                {seasonal}
            </div>
        };

        // The floor: its spaces in order, then the extension space that can still be bought.
        let spaces = p.floor_spaces();
        let empty = self.w("fm.ui.empty_space");
        let floor = (0..spaces)
            .map(|k| match p.floor.get(k) {
                Some(x) => {
                    // Equal tiles are one choice for the rules: each taps as the first of them.
                    let canon = p.floor.iter().position(|y| y == x).unwrap_or(k);
                    let class = if x.shut { "fm-shut" } else { "" };
                    let shut = x.shut.then(|| self.w("fm.ui.shut"));
                    let data = (lang, x.tile, target(format!("floor:{canon}")), class, shut);
                    keep(data, |(lang, t, target, class, shut)| view! {
                        <div class="fm-space">
                            {tile_card(lang, t, None, target, class)}
                            {shut.map(|w| view! { <span class="badge warn" data-explain="marker:shutdown">{w}</span> })}
                        </div>
                    })
                    .into_any()
                }
                None => keep(empty.clone(), |empty| view! {
                    <div class="fm-space fm-empty">{empty}</div>
                })
                .into_any(),
            })
            .collect_view();
        let extend = (p.extensions < c.floor_extensions_max).then(|| {
            let words = Msg::new("fm.ui.extend_space").arg("n", c.floor_extension_cost).render(lang, &[]);
            keep((words, target("extend".into())), |(words, target)| view! {
                <div class="fm-space fm-extend" data-target=target data-explain="factory:extension">{words}</div>
            })
        });
        let office = |slot: Option<TileId>, kind: Kind, key: &'static str| {
            let data = (
                lang,
                self.kind(kind),
                slot,
                slot.and_then(|_| target(key.to_string())),
                empty.clone(),
            );
            keep(data, |(lang, label, slot, target, empty)| {
                view! {
                    <div class="fm-office-slot">
                        <span class="fm-slot-name">{label}</span>
                        {match slot {
                            Some(t) => tile_card(lang, t, None, target, ""),
                            None => view! { <div class="fm-space fm-empty">{empty}</div> }.into_any(),
                        }}
                    </div>
                }
            })
        };
        // The tiles beside the board, kept while they and the taps stay (components::keep).
        let aside = (!p.aside.is_empty()).then(|| {
            let cards: Vec<(TileId, String, Option<String>)> = p
                .aside
                .iter()
                .map(|&t| (t, self.kind(tile(t).kind), target(format!("aside:{t}"))))
                .collect();
            let label = format!("{name}: {}", self.w("fm.ui.aside"));
            keep((lang, cards, label), |(lang, cards, label)| {
                let cards = cards
                    .into_iter()
                    .map(|(t, kind, target)| {
                        view! {
                            <div class="fm-market-slot">
                                <span class="fm-market-kind">{kind}</span>
                                {tile_card(lang, t, None, target, "")}
                            </div>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="fm-aside" role="group" aria-label=label>
                        <h4 data-explain="factory:aside">{word(lang, "fm.ui.aside")}</h4>
                        <div class="fm-market">{cards}</div>
                    </div>
                }
            })
        });
        let demolished = (!p.demolished.is_empty()).then(|| {
            let ids: Vec<String> = p.demolished.iter().map(|&t| tile(t).id.clone()).collect();
            let words = format!("{}: {}", self.w("fm.ui.demolished"), ids.join(", "));
            keep(
                words,
                |words| view! { <p class="fm-muted" data-explain="factory:demolish">{words}</p> },
            )
        });
        let runs = factory_manager::factory::runs(p);
        let d = discount(p.order);
        let order = if d > 0 {
            format!("{} {} (−{d} E)", self.w("fm.ui.order_tile"), p.order)
        } else {
            format!("{} {}", self.w("fm.ui.order_tile"), p.order)
        };
        let class = if acting {
            "player fm-player acting"
        } else {
            "player fm-player"
        };
        let mine = self.viewer == Some(i);
        let head = keep(
            (name.clone(), acting, mine, lang),
            |(name, acting, mine, lang)| {
                view! {
                    <h3>
                        {name}
                        {acting.then(|| view! { <span class="badge fm-acting">{word(lang, "fm.ui.to_act")}</span> })}
                        {mine.then(|| view! { <span class="badge">{word(lang, "fm.ui.you")}</span> })}
                    </h3>
                }
            },
        );
        let stats = keep(
            (p.money, p.order, order, p.won, runs, lang),
            |(money, own, order, won, runs, lang)| {
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
        let forecast = keep((forecast, name.clone(), lang), |(forecast, name, lang)| {
            view! {
                <p class="fm-forecast" data-explain="factory:income" role="status" aria-label=format!("{name}: {}", word(lang, "fm.ui.forecast"))>
                    <b>{word(lang, "fm.ui.forecast")}</b>" "{forecast}
                </p>
            }
        });
        let floor_head = keep((p.floor.len(), spaces, lang), |(built, spaces, lang)| {
            view! {
                <h4 data-explain="factory:floor">{format!("{} ({built}/{spaces})", word(lang, "fm.ui.floor"))}</h4>
            }
        });
        // The section and its containers set only where changed (keep::attrs), their parts kept.
        view! {
            <section use:attrs=vec![("class", class.to_string()), ("aria-label", format!("{name}: {}", self.w("fm.ui.factory")))]>
                {head}
                {stats}
                {markers}
                {forecast}
                {crew}
                {aside}
                {floor_head}
                <div use:attrs=vec![("class", "fm-floor".to_string()), ("role", "group".to_string()), ("aria-label", format!("{name}: {}", self.w("fm.ui.floor")))]>{floor}{extend}</div>
                {keep(lang, |lang| view! { <h4 data-explain="factory:office">{word(lang, "fm.ui.office")}</h4> })}
                <div use:class_only="fm-office">
                    {office(p.control, Kind::Control, "control")}
                    {office(p.optimization, Kind::Optimization, "optimization")}
                </div>
                {demolished}
            </section>
        }
        .into_any()
    }
}
