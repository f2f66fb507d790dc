//! One player's area: francs, goods, loans, buildings with workers in them, ships and food.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;

impl Seen<'_> {
    pub fn player(&self, i: usize, acting: Option<u8>) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let p = &s.players[i];
        let n = s.n();
        let sums = &v.sums[i];
        let name = self.name(i);
        let goods = (0..8)
            .map(|k| {
                let cell = |g: Good| {
                    let c = p.has(g);
                    let label = format!("{} {c}", good_name(g, lang));
                    view! {
                        <span class=if c == 0 { "lh-good lh-zero" } else { "lh-good" } aria-label=label>
                            <span class="lh-good-name">{good_name(g, lang)}</span>
                            <b>{c}</b>
                        </span>
                    }
                };
                view! { <div class="lh-pair">{cell(GOODS[k])}{cell(GOODS[k + 8])}</div> }
            })
            .collect_view();
        let demand = ROUND_CARDS[s.rounds[(s.round.max(1) - 1) as usize] as usize].food(n);
        let (has, fr, all) = (sums.food_goods, p.francs, sums.food_with_francs);
        let supplied = sums.supplied;
        // During feeding, what is still owed; before it, what the ships leave to pay.
        let owed = match s.phase {
            Phase::Feeding => s
                .steps
                .iter()
                .find_map(|st| match st {
                    Step::Pay {
                        seat,
                        why: Why::Feeding,
                        need,
                        ..
                    } if *seat as usize == i => Some(*need),
                    _ => None,
                })
                .unwrap_or(0),
            _ => demand.saturating_sub(supplied),
        };
        let over = matches!(s.phase, Phase::Final | Phase::Over);
        let food = match (over, lang) {
            (true, Lang::En | Lang::Ja) => {
                format!("No more feeding · has {has} food (+{fr} fr = {all})")
            }
            (true, Lang::Ko) => format!("급식 끝 · 음식 {has} (+{fr}프랑 = {all})"),
            (false, Lang::En | Lang::Ja) => {
                let tail = match (owed, s.phase) {
                    (0, Phase::Feeding) => " · fed".to_string(),
                    (0, _) => " · fed by ships".to_string(),
                    (o, Phase::Feeding) => format!(" · still owes {o}"),
                    (o, _) => format!(" · must pay {o}"),
                };
                format!(
                    "Food: needs {demand} this round · ships give {supplied} · has {has} food (+{fr} fr = {all}){tail}"
                )
            }
            (false, Lang::Ko) => {
                let tail = match (owed, s.phase) {
                    (0, Phase::Feeding) => " · 급식 완료".to_string(),
                    (0, _) => " · 배로 충분".to_string(),
                    (o, Phase::Feeding) => format!(" · 아직 {o} 내야 함"),
                    (o, _) => format!(" · {o} 내야 함"),
                };
                format!(
                    "음식: 이번 라운드 {demand} 필요 · 배가 {supplied} 제공 · 가진 음식 {has} (+{fr}프랑 = {all}){tail}"
                )
            }
        };
        let short = !over && all < owed as u32;
        let ships = p
            .ships
            .iter()
            .map(|&c| {
                let c = &ROUND_CARDS[c as usize];
                format!(
                    "{} ({}, {} {}, {} {})",
                    c.ship_name,
                    ship_name(c.ship, lang),
                    tr(lang, "value", "가치"),
                    c.ship_value,
                    tr(lang, "food", "음식"),
                    c.ship.food(n)
                )
            })
            .map(|t| view! { <li>{t}</li> })
            .collect_view();
        let worker = match p.worker {
            Some(b) => format!(
                "{} {}",
                tr(lang, "Worker in", "일꾼 위치:"),
                building_name(b, lang)
            ),
            None => tr(lang, "Worker at home", "일꾼: 집").to_string(),
        };
        let buildings = if p.buildings.is_empty() {
            view! { <p class="lh-empty">{tr(lang, "no buildings", "건물 없음")}</p> }.into_any()
        } else {
            p.buildings
                .iter()
                .map(|&b| self.card(b, Some(p), false))
                .collect_view()
                .into_any()
        };
        let loans_class = if p.loans > 0 { "lh-loans" } else { "" };
        let is_acting = acting == Some(i as u8);
        let is_current = s.current as usize == i && matches!(s.phase, Phase::Turn | Phase::Final);
        let class = if is_acting {
            "player lh-player acting"
        } else {
            "player lh-player"
        };
        view! {
            <section class=class aria-label=format!("{name}: {}", tr(lang, "harbour district", "항구 구역"))>
                <h3>
                    {name.clone()}
                    {is_acting.then(|| view! { <span class="badge lh-acting">{tr(lang, "to act", "행동 중")}</span> })}
                    {(is_current && !is_acting).then(|| view! { <span class="badge">{tr(lang, "turn", "차례")}</span> })}
                    {(i == 0).then(|| view! { <span class="badge">{tr(lang, "start player", "선 플레이어")}</span> })}
                </h3>
                <div class="stats">
                    <span aria-label=format!("{} {}", tr(lang, "francs", "프랑"), p.francs)><b>{tr(lang, "Francs", "프랑")}</b>" "{p.francs}</span>
                    <span class=loans_class><b>{tr(lang, "Loans", "대출")}</b>" "{p.loans}</span>
                    <span><b>{tr(lang, "Worth now", "현재 점수")}</b>" "{sums.worth}</span>
                    <span>{worker}</span>
                </div>
                <p class=if short { "lh-food lh-short" } else { "lh-food" } aria-label=tr(lang, "Food", "음식")>{food}</p>
                <div class="lh-goods" role="group" aria-label=format!("{name}: {}", tr(lang, "goods", "물품"))>{goods}</div>
                <h4>{format!("{} ({})", tr(lang, "Ships", "배"), p.ships.len())}</h4>
                {if p.ships.is_empty() {
                    view! { <p class="lh-empty">{tr(lang, "no ships", "배 없음")}</p> }.into_any()
                } else {
                    view! { <ul class="lh-own-ships">{ships}</ul> }.into_any()
                }}
                <h4>{format!("{} ({})", tr(lang, "Buildings", "건물"), p.buildings.len())}</h4>
                <div class="lh-cards">{buildings}</div>
            </section>
        }
        .into_any()
    }
}
