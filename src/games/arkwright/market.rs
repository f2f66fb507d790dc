//! The market board: era, round and active good; each good's appeal track with the demand
//! marker, every appeal marker (players, the 2-player neutral, the solo automa) and the arrows
//! between spaces; the wage track.

use super::prelude::*;

impl Seen<'_> {
    pub fn market(&self) -> AnyView {
        let s = self.s;
        let d = data();
        let top = d.appeal_max.max(d.demand_max);
        let price_step = matches!(
            s.phase,
            Phase::Turn {
                step: Step::Price,
                ..
            }
        );
        let rows = (0..4u8)
            .map(|g| {
                let active = g == s.good();
                let spaces = (0..=top)
                    .map(|a| {
                        let mut markers = Vec::new();
                        for (i, p) in s.players.iter().enumerate() {
                            if p.appeal[g as usize] == Some(a) {
                                markers.push(view! {
                                    <span class=format!("ark-dot {}", seat_class(i as u8)) title=self.name(i as u8)>
                                        {i + 1}
                                    </span>
                                }.into_any());
                            }
                        }
                        if s.neutral.is_some_and(|n| n[g as usize] == a) {
                            markers.push(view! {
                                <span class="ark-dot ark-neutral" title=self.w("ark.ui.neutral") data-explain="neutral">"N"</span>
                            }.into_any());
                        }
                        if let Some(solo) = &s.solo {
                            for (k, au) in solo.automa.iter().enumerate() {
                                if au.appeal[g as usize] == Some(a) {
                                    let label = format!("{} {}", self.w("ark.ui.automa"), if k == 0 { "A" } else { "B" });
                                    markers.push(view! {
                                        <span class=format!("ark-dot ark-automa{k}") title=label data-explain="automa">{if k == 0 { "A" } else { "B" }}</span>
                                    }.into_any());
                                }
                            }
                        }
                        let demand = s.demand[g as usize] == a;
                        let arrow = d.arrows.iter().find(|(below, _)| *below == a).map(|&(_, red)| red);
                        let target = (active && price_step)
                            .then(|| self.acting.map(|_| format!("appeal:{a}")))
                            .flatten();
                        let class = if demand { "ark-space ark-demand" } else { "ark-space" };
                        let label = format!("{} {a}{}", self.w("ark.ui.appeal"),
                            if demand { format!(" · {}", self.w("ark.ui.demand")) } else { String::new() });
                        view! {
                            <li class=class data-target=target aria-label=label>
                                <span class="ark-space-no">{a}</span>
                                <span class="ark-markers">{markers}</span>
                                {arrow.map(|red| view! {
                                    <span class=if red { "ark-arrow ark-red" } else { "ark-arrow" }
                                        title=if red { self.w("ark.ui.arrow_red") } else { self.w("ark.ui.arrow") }>"›"</span>
                                })}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <div class=if active { "ark-good ark-active" } else { "ark-good" }>
                        <div class=format!("ark-good-name ark-g{g}") data-explain=appeal_key(g)>
                            {self.good(g)}
                            {active.then(|| view! { <span class="ark-badge">{self.w("ark.ui.active")}</span> })}
                            <span class="ark-demand-no">{format!("{} {}", self.w("ark.ui.demand"), s.demand[g as usize])}</span>
                        </div>
                        <ol class="ark-track" aria-label=format!("{} · {}", self.good(g), self.w("ark.ui.appeal"))>{spaces}</ol>
                    </div>
                }
            })
            .collect_view();
        let wage = d
            .wage_track
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let now = i == s.wage as usize;
                view! { <li class=if now { "ark-wstep ark-now" } else { "ark-wstep" } aria-current=now.then_some("true")>{format!("£{v}")}</li> }
            })
            .collect_view();
        view! {
            <section class="ark-market" aria-label=self.w("ark.ui.market")>
                <h3>{self.w("ark.ui.market")}
                    <span class="ark-sub" data-explain="round_track">{format!("{} {} · {} {}/4",
                        self.w("ark.ui.era"), s.era, self.w("ark.ui.round"), s.round)}</span>
                    <span class="ark-sub" data-explain="start_player">{format!(" · {} {}",
                        self.w("ark.ui.start_player"), self.name(s.start))}</span>
                </h3>
                <div class="ark-goods">{rows}</div>
                <div class="ark-wage" data-explain="wage_track">
                    <span class="ark-label">{self.w("ark.ui.wage")}</span>
                    <ol class="ark-wtrack">{wage}</ol>
                </div>
            </section>
        }
        .into_any()
    }
}
