//! Construction: the three building stacks, the town and the ship stacks.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;

impl Seen<'_> {
    pub fn construction(&self, viewer: Option<Seat>) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let n = s.n();
        let stacks = (0..3)
            .map(|i| {
                let list = &s.stacks[i];
                let label = format!("{} {}", tr(lang, "Stack", "건물 더미"), i + 1);
                let body = if list.is_empty() {
                    view! { <p class="lh-empty">{tr(lang, "empty", "비었음")}</p> }.into_any()
                } else {
                    list.iter()
                        .enumerate()
                        .map(|(k, &b)| self.card(b, None, k == 0))
                        .collect_view()
                        .into_any()
                };
                view! {
                    <div class="lh-stack" role="group" aria-label=label.clone() data-target=format!("stack:{i}")>
                        <h4>{format!("{label} ({})", list.len())}</h4>
                        {body}
                    </div>
                }
            })
            .collect_view();
        let town = if s.town.is_empty() {
            view! { <p class="lh-empty">{tr(lang, "none", "없음")}</p> }.into_any()
        } else {
            s.town
                .iter()
                .map(|&b| self.card(b, None, false))
                .collect_view()
                .into_any()
        };
        let ships = SHIP_TYPES
            .iter()
            .map(|&t| {
                let stack = &s.ship_stacks[t as usize];
                let text = match stack.last() {
                    Some(&c) => {
                        let c = &ROUND_CARDS[c as usize];
                        let price = t.price().map_or_else(
                            || tr(lang, "not for sale", "구매 불가").to_string(),
                            |p| format!("{} {p}", tr(lang, "price", "가격")),
                        );
                        let (g, k) = t.material();
                        format!(
                            "{}: {} · {} {} · {} · {} {} · {} {} {} + 3 {} · {} {}",
                            ship_name(t, lang),
                            c.ship_name,
                            tr(lang, "value", "가치"),
                            c.ship_value,
                            price,
                            tr(lang, "food", "음식"),
                            t.food(n),
                            tr(lang, "build", "건조"),
                            k,
                            good_name(g, lang),
                            tr(lang, "energy", "에너지"),
                            tr(lang, "left", "남은 배"),
                            stack.len()
                        )
                    }
                    None => format!(
                        "{}: {}",
                        ship_name(t, lang),
                        tr(lang, "none yet", "아직 없음")
                    ),
                };
                view! { <li class=if stack.is_empty() { "lh-ship lh-zero" } else { "lh-ship" } data-target=format!("ship:{t:?}")>{text}</li> }
            })
            .collect_view();
        let specials = (!s.opts.short).then(|| {
            view! { <span class="lh-specials">{format!("{}: {}", tr(lang, "Special buildings left", "남은 특수 건물"), v.specials_left)}</span> }
        });
        let modern = (!s.modern.is_empty()).then(|| {
            let names: Vec<&str> = s.modern.iter().map(|&b| building_name(b, lang)).collect();
            view! { <span>{format!("{}: {}", tr(lang, "Modernised wharves", "현대화한 부두"), names.join(", "))}</span> }
        });
        let peek = (!v.peek.is_empty()).then(|| {
            view! {
                <div class="lh-peek" role="group" aria-label=tr(lang, "Next special buildings", "다음 특수 건물")>
                    <h4>{tr(lang, "Next special buildings", "다음 특수 건물")}</h4>
                    <div class="lh-cards">{v.peek.iter().map(|&b| self.card(b, None, false)).collect_view()}</div>
                </div>
            }
        });
        let hand = viewer
            .and_then(|i| s.players.get(i as usize))
            .filter(|p| !p.hand.is_empty())
            .map(|p| {
                view! {
                    <div class="lh-peek" role="group" aria-label=tr(lang, "Your hand", "내 손패")>
                        <h4>{tr(lang, "Your hand (Construction Site)", "내 손패 (건설 현장)")}</h4>
                        <div class="lh-cards">{p.hand.iter().map(|&b| self.card(b, None, false)).collect_view()}</div>
                    </div>
                }
            });
        view! {
            <section class="lh-construction" aria-label=tr(lang, "Construction", "건설")>
                <h3>{tr(lang, "Building stacks", "건물 더미")}<span class="decks">{tr(lang, "top card first", "맨 위 카드부터")}</span></h3>
                <div class="lh-stacks">{stacks}</div>
                {peek}
                {hand}
                <h3>{tr(lang, "Town", "마을")}<span class="decks">{specials}" "{modern}</span></h3>
                <div class="lh-cards" role="group" aria-label=tr(lang, "Town buildings", "마을 건물")>{town}</div>
                <h3>{tr(lang, "Ships", "배")}</h3>
                <ul class="lh-ships" aria-label=tr(lang, "Ship stacks", "배 더미")>{ships}</ul>
            </section>
        }
        .into_any()
    }
}
