//! The harbour: offer spaces, supply tiles with the shipping markers, the round card and the
//! food forecast.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;

impl Seen<'_> {
    pub fn harbour(&self) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let n = s.n();
        let offers = OFFERS
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let count = s.offers[i];
                let label = format!("{}: {count}", offer_name(*o, lang));
                view! {
                    <div class=if count == 0 { "lh-offer lh-zero" } else { "lh-offer" } role="group" aria-label=label data-target=format!("offer:{i}")>
                        <span class="lh-offer-name">{offer_name(*o, lang)}</span>
                        <span class="lh-offer-count">{count}</span>
                    </div>
                }
            })
            .collect_view();
        let tiles = (0..7)
            .map(|pos| {
                let t = v.tiles[pos];
                let markers: Vec<String> = s
                    .markers
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| **m == Some(pos as u8))
                    .map(|(i, _)| self.name(i))
                    .collect();
                let now = s.phase == Phase::Turn && s.turn as usize == pos;
                let (text, interest) = match SUPPLY_TILES.get(t as usize) {
                    Some((a, b, interest)) => (
                        format!("{} + {}", offer_name(*a, lang), offer_name(*b, lang)),
                        *interest,
                    ),
                    None => (tr(lang, "face down", "뒷면").to_string(), false),
                };
                let class = format!(
                    "lh-tile{}{}",
                    if t == 255 { " lh-down" } else { "" },
                    if now { " lh-now" } else { "" }
                );
                let aria = format!("{} {}: {text}", tr(lang, "Supply tile", "보급 타일"), pos + 1);
                view! {
                    <div class=class role="group" aria-label=aria>
                        <span class="lh-tile-no">{pos + 1}</span>
                        <span class="lh-tile-goods">{text}</span>
                        {interest.then(|| view! { <span class="badge warn">{tr(lang, "interest", "이자")}</span> })}
                        {markers.into_iter().map(|m| view! { <span class="lh-marker">{m}</span> }).collect_view()}
                    </div>
                }
            })
            .collect_view();
        let card = &ROUND_CARDS[s.rounds[(s.round.max(1) - 1) as usize] as usize];
        let town = match card.town_build(n) {
            TownBuild::Standard => tr(
                lang,
                "town builds a standard building",
                "마을이 일반 건물을 짓습니다",
            ),
            TownBuild::Special if !s.opts.short => tr(
                lang,
                "town gets a special building",
                "마을이 특수 건물을 얻습니다",
            ),
            _ => tr(lang, "no town build", "마을 건설 없음"),
        };
        let round_line = format!(
            "{} {} / {} · {} {} · {} · {}",
            tr(lang, "Round", "라운드"),
            s.round,
            s.rounds_total(),
            tr(lang, "food demand", "필요한 음식"),
            card.food(n),
            if card.harvest {
                tr(lang, "harvest", "수확")
            } else {
                tr(lang, "no harvest", "수확 없음")
            },
            town
        );
        let ship_back = format!(
            "{}: {} ({}, {} {}, {} {})",
            tr(lang, "Becomes the ship", "뒷면의 배"),
            card.ship_name,
            ship_name(card.ship, lang),
            tr(lang, "value", "가치"),
            card.ship_value,
            tr(lang, "food", "음식"),
            card.ship.food(n)
        );
        let forecast = v
            .forecast
            .iter()
            .map(|f| {
                let current = f.round == s.round;
                let text = format!(
                    "{}{}: {} {}{}",
                    tr(lang, "R", "R"),
                    f.round,
                    f.demand,
                    tr(lang, "food", "음식"),
                    if f.harvest {
                        tr(lang, " · harvest", " · 수확")
                    } else {
                        ""
                    }
                );
                view! { <li class=if current { "lh-fc lh-fc-now" } else { "lh-fc" }>{text}</li> }
            })
            .collect_view();
        let report = s.last_round.as_ref().map(|r| {
            let gains: Vec<String> = r
                .gains
                .iter()
                .enumerate()
                .map(|(i, (g, c))| {
                    let mut got = Vec::new();
                    if *g > 0 {
                        got.push(format!("+{g} {}", good_name(Good::Grain, lang)));
                    }
                    if *c > 0 {
                        got.push(format!("+{c} {}", good_name(Good::Cattle, lang)));
                    }
                    if got.is_empty() {
                        got.push(tr(lang, "nothing", "없음").to_string());
                    }
                    format!("{} {}", self.name(i), got.join(" "))
                })
                .collect();
            let harvest = if r.harvest {
                format!("{}: {}", tr(lang, "harvest", "수확"), gains.join(", "))
            } else {
                tr(lang, "no harvest", "수확 없음").to_string()
            };
            let fed: Vec<String> = r
                .owed
                .iter()
                .enumerate()
                .map(|(i, f)| format!("{} {f}", self.name(i)))
                .collect();
            let town: Vec<&str> = r.town.iter().map(|b| building_name(*b, lang)).collect();
            let ship = &ROUND_CARDS[r.ship as usize];
            format!(
                "{} {} {} — {} · {}: {} · {}: {} · {}: {} ({} {})",
                tr(lang, "Round", "라운드"),
                r.round,
                tr(lang, "ended", "종료"),
                harvest,
                tr(lang, "food paid", "급식"),
                fed.join(", "),
                tr(lang, "town", "마을"),
                if town.is_empty() {
                    "—".to_string()
                } else {
                    town.join(", ")
                },
                tr(lang, "new ship", "새 배"),
                ship.ship_name,
                ship_name(ship.ship, lang),
                ship.ship_value
            )
        });
        let phase = match s.phase {
            Phase::Turn => format!("{} {} / 7", tr(lang, "Turn", "차례"), (s.turn + 1).min(7)),
            Phase::Feeding => tr(lang, "Round end: feeding", "라운드 끝: 급식").to_string(),
            Phase::Final => tr(lang, "Final actions", "마무리 행동").to_string(),
            Phase::Over => tr(lang, "Game over", "게임 종료").to_string(),
        };
        view! {
            <section class="lh-harbour" aria-label=tr(lang, "Harbour", "항구")>
                <h3>{tr(lang, "Harbour", "항구")}<span class="decks">{phase}</span></h3>
                <div class="lh-round" role="status" aria-label=tr(lang, "Round card", "라운드 카드")>
                    <div class="lh-round-main">{round_line}</div>
                    <div class="lh-round-ship">{ship_back}</div>
                </div>
                <div class="lh-offers" role="group" aria-label=tr(lang, "Offer spaces", "제공 칸")>{offers}</div>
                <div class="lh-tiles" role="group" aria-label=tr(lang, "Supply tiles", "보급 타일")>{tiles}</div>
                {report.map(|r| view! {
                    <p class="lh-report" role="status" aria-label=tr(lang, "Last round end", "지난 라운드 끝")>{r}</p>
                })}
                <div class="lh-forecast-wrap">
                    <span class="lh-forecast-label">{tr(lang, "Food forecast", "음식 예보")}</span>
                    <ol class="lh-forecast" aria-label=tr(lang, "Food forecast", "음식 예보")>{forecast}</ol>
                </div>
            </section>
        }
        .into_any()
    }
}
