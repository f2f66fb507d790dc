//! Le Havre on the table: the harbour (offer spaces, supply tiles with the shipping markers, the
//! round card and the food forecast), construction (every card of the three stacks, the town, the
//! ship stacks) and each player's francs, goods, loans, buildings with the workers in them,
//! ships and food. Pending payments and building choices are listed above the moves.

use le_havre::LeHavre as LH;
use le_havre::data::{
    Bd, Cost, Fee, GOODS, Good, Kind, OFFERS, Offer, ROUND_CARDS, SHIP_TYPES, SUPPLY_TILES,
    ShipType, TownBuild,
};
use le_havre::scoring;
use le_havre::state::{PayKind, Phase, Player, Step, Why};
use le_havre::view::View;
use leptos::prelude::*;
use smokestack_core::{AnyMatch, Game, Match, Seat};

use super::le_havre_cards as cards;
use super::{Group, OptionRow};
use crate::i18n::Lang;

pub fn options() -> Vec<OptionRow> {
    vec![
        OptionRow {
            key: "version",
            label: "lh.version",
            choices: vec![("full", "lh.version.full"), ("short", "lh.version.short")],
            default: 0,
            solo_only: None,
        },
        OptionRow {
            key: "specials",
            label: "lh.specials",
            choices: vec![("all", "lh.specials.all"), ("base", "lh.specials.base")],
            default: 0,
            solo_only: None,
        },
        OptionRow {
            key: "solo-market",
            label: "lh.solo_market",
            choices: vec![
                ("1", "lh.solo_market.1"),
                ("2", "lh.solo_market.2"),
                ("3", "lh.solo_market.3"),
                ("4", "lh.solo_market.4"),
                ("5", "lh.solo_market.5"),
                ("6", "lh.solo_market.6"),
                ("7", "lh.solo_market.7"),
                ("8", "lh.solo_market.8"),
            ],
            default: 3,
            solo_only: Some(true),
        },
    ]
}

pub fn rules_summary(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::En => vec![
            "Each round has 7 turns. On your turn your shipping marker moves to the next supply tile: its two goods go onto the offer spaces (the interest tile makes everyone with loans pay 1 franc).",
            "Then one main action: take all goods of one offer space, or move your worker into a building nobody occupies (paying its owner the entry fee; the town's and your own are free) and use it.",
            "Any time on your turn: buy a building (its price) or a ship, sell one for half its value, repay a loan (5 francs).",
            "Round end: harvest (1 grain with at least 1 grain, 1 cattle with at least 2), feed your people (ships give food; fish, smoked fish, bread, meat and francs pay the rest; short of food you must take loans), the town builds, the round card becomes a ship.",
            "After the last round everyone takes one more main action, even into occupied buildings. Score francs + building and ship values (with bonuses) − 7 per loan.",
        ],
        Lang::Ko => vec![
            "라운드마다 7번의 차례가 있습니다. 내 차례에는 선박 표시를 다음 보급 타일로 옮기고, 그 타일의 물품 2개를 제공 칸에 놓습니다 (이자 타일이면 대출이 있는 모두가 1프랑).",
            "그다음 주요 행동 1번: 제공 칸 하나의 물품을 모두 가져오거나, 아무도 없는 건물에 일꾼을 넣고 (주인에게 입장료; 마을과 내 건물은 무료) 그 건물을 씁니다.",
            "내 차례 동안 언제든: 건물(가격)이나 배를 사고, 가치의 절반에 팔고, 대출을 갚습니다 (5프랑).",
            "라운드 끝: 수확 (곡식 1개 이상이면 곡식 1, 가축 2마리 이상이면 가축 1), 급식 (배가 음식을 주고, 나머지는 생선·훈제 생선·빵·고기·프랑으로; 모자라면 대출), 마을 건설, 라운드 카드는 배가 됩니다.",
            "마지막 라운드 뒤 모두 주요 행동을 한 번 더 합니다 (일꾼이 있는 건물도 가능). 점수 = 프랑 + 건물과 배 가치 (보너스 포함) − 대출마다 7.",
        ],
    }
}

/// Headings of the action panel: the action read back as the rules' own type, so that a new
/// or renamed action fails to build here instead of landing under the wrong heading.
pub fn action_group(action: &serde_json::Value) -> Group {
    let Ok(action) = serde_json::from_value::<le_havre::Action>(action.clone()) else {
        return Group::Other;
    };
    use le_havre::Action as A;
    match action {
        A::TakeOffer(_) | A::Enter(..) => Group::Main,
        A::Pay(..) | A::TakeLoan => Group::Pay,
        A::BuyBuilding(_) | A::BuyShip(_) => Group::Buy,
        A::Sell(_) | A::SellShip(_) | A::Repay => Group::Sell,
        A::EndTurn => Group::End,
        A::Build { .. }
        | A::BuildShip(_)
        | A::TradeShip(..)
        | A::Amount(_)
        | A::Take(_)
        | A::Give(_)
        | A::Choose(_)
        | A::Done => Group::Building,
    }
}

fn tr(lang: Lang, en: &'static str, ko: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Ko => ko,
    }
}

pub fn building_name(b: Bd, lang: Lang) -> &'static str {
    match lang {
        Lang::En => b.data().name,
        Lang::Ko => cards::name_ko(b),
    }
}

/// The name on a card: in Korean, the English name too where the moves still use it (the
/// rules name a card in Korean only where the Korean rulebook does).
fn card_title(b: Bd, lang: Lang) -> String {
    match lang {
        Lang::Ko if le_havre::describe_ko::building_ko(b) == b.name() => {
            format!("{} · {}", cards::name_ko(b), b.name())
        }
        _ => building_name(b, lang).to_string(),
    }
}

fn good_name(g: Good, lang: Lang) -> &'static str {
    match lang {
        Lang::En => g.name(),
        Lang::Ko => g.name_ko(),
    }
}

fn offer_name(o: Offer, lang: Lang) -> &'static str {
    match o.good() {
        Some(g) => good_name(g, lang),
        None => tr(lang, "francs", "프랑"),
    }
}

fn ship_name(t: ShipType, lang: Lang) -> &'static str {
    match lang {
        Lang::En => t.name(),
        Lang::Ko => match t {
            ShipType::Wooden => "목선",
            ShipType::Iron => "철선",
            ShipType::Steel => "강철선",
            ShipType::Luxury => "호화 여객선",
        },
    }
}

fn kind_name(k: Kind, lang: Lang) -> &'static str {
    match k {
        Kind::Craft => tr(lang, "craft", "공예"),
        Kind::Economic => tr(lang, "economic", "경제"),
        Kind::Industrial => tr(lang, "industrial", "산업"),
        Kind::Public => tr(lang, "public", "공공"),
        Kind::Untyped => tr(lang, "no type", "유형 없음"),
        Kind::Ship => tr(lang, "ship", "배"),
    }
}

fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Craft => "lh-craft",
        Kind::Economic => "lh-economic",
        Kind::Industrial => "lh-industrial",
        Kind::Public => "lh-public",
        Kind::Untyped => "lh-untyped",
        Kind::Ship => "lh-shipkind",
    }
}

fn cost_text(c: &Cost, lang: Lang) -> String {
    let parts: Vec<String> = [
        (c.wood, Good::Wood),
        (c.clay, Good::Clay),
        (c.iron, Good::Iron),
        (c.brick, Good::Brick),
        (c.steel, Good::Steel),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, g)| format!("{n} {}", good_name(*g, lang)))
    .collect();
    parts.join(" ")
}

fn fee_text(f: Fee, lang: Lang) -> String {
    match f {
        Fee::NotEnterable => tr(lang, "not enterable", "입장 불가").into(),
        Fee::Free => tr(lang, "free entry", "입장 무료").into(),
        Fee::Food(n) => format!(
            "{} {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "food", "음식")
        ),
        Fee::Francs(n) => format!(
            "{} {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "fr", "프랑")
        ),
        Fee::FoodOrFrancs(f, n) => format!(
            "{} {f} {} / {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "food", "음식"),
            tr(lang, "fr", "프랑")
        ),
    }
}

/// The number printed on the card: the sort number, or the special card's id.
fn card_no(b: Bd) -> String {
    let d = b.data();
    if !b.is_special() && d.sort > 0 {
        d.sort.to_string()
    } else {
        d.code.trim_start_matches('_').to_string()
    }
}

struct Seen<'a> {
    v: &'a View,
    names: &'a [String],
    lang: Lang,
}

impl Seen<'_> {
    fn name(&self, i: usize) -> String {
        self.names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", i + 1))
    }

    /// One building card. `owner`: whose it is, for its bonus; `top`: the top of a stack.
    fn card(&self, b: Bd, owner: Option<&Player>, top: bool) -> AnyView {
        let lang = self.lang;
        let d = b.data();
        let name = card_title(b, lang);
        let workers: Vec<(usize, String)> = self
            .v
            .state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.worker == Some(b))
            .map(|(i, _)| (i, self.name(i)))
            .collect();
        let value_text = match owner {
            Some(p) if scoring::building_value(p, b) != d.value as i32 => format!(
                "{} {} → {}",
                tr(lang, "value", "가치"),
                d.value,
                scoring::building_value(p, b)
            ),
            _ => format!("{} {}", tr(lang, "value", "가치"), d.value),
        };
        let price = d.price.map_or_else(
            || tr(lang, "not for sale", "구매 불가").to_string(),
            |p| format!("{} {p}", tr(lang, "price", "가격")),
        );
        let cost = if d.buildable && !d.cost.is_free() {
            Some(format!(
                "{} {}",
                tr(lang, "build", "건설"),
                cost_text(&d.cost, lang)
            ))
        } else if d.buildable {
            Some(tr(lang, "build free", "무료 건설").to_string())
        } else {
            None
        };
        let symbols = {
            let mut s = Vec::new();
            if d.hammers > 0 {
                s.push(format!("{}×{}", tr(lang, "hammer", "망치"), d.hammers));
            }
            if d.fishing > 0 {
                s.push(format!("{}×{}", tr(lang, "fishing", "낚시"), d.fishing));
            }
            s.join(" ")
        };
        let line = cards::line(b, lang == Lang::Ko);
        let occupied = !workers.is_empty();
        let class = format!(
            "lh-card {}{}{}",
            kind_class(d.kind),
            if top { " lh-top" } else { "" },
            if occupied { " lh-occupied" } else { "" }
        );
        let aria = format!("{} {}", card_no(b), name);
        view! {
            <div class=class role="group" aria-label=aria title=line>
                <div class="lh-card-head">
                    <span class="lh-no">{card_no(b)}</span>
                    <span class="lh-name">{name}</span>
                    <span class="lh-val">{value_text}</span>
                </div>
                <div class="lh-card-meta">
                    <span class="lh-kind">{kind_name(d.kind, lang)}</span>
                    {cost.map(|c| view! { <span class="lh-cost">{c}</span> })}
                    <span>{price}</span>
                    <span>{fee_text(d.fee, lang)}</span>
                    {(!symbols.is_empty()).then(|| view! { <span class="lh-sym">{symbols}</span> })}
                </div>
                <div class="lh-card-text">{line}</div>
                {occupied.then(|| view! {
                    <div class="lh-workers">
                        {workers.into_iter().map(|(i, n)| view! {
                            <span class=format!("lh-worker seat-{i}")>{format!("{} {n}", tr(lang, "Worker:", "일꾼:"))}</span>
                        }).collect_view()}
                    </div>
                })}
            </div>
        }
        .into_any()
    }

    fn harbour(&self) -> AnyView {
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
                    <div class=if count == 0 { "lh-offer lh-zero" } else { "lh-offer" } role="group" aria-label=label>
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

    fn construction(&self, viewer: Option<Seat>) -> AnyView {
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
                    <div class="lh-stack" role="group" aria-label=label.clone()>
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
                view! { <li class=if stack.is_empty() { "lh-ship lh-zero" } else { "lh-ship" }>{text}</li> }
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

    fn player(&self, i: usize, acting: Option<u8>) -> AnyView {
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
            (true, Lang::En) => {
                format!("No more feeding · has {has} food (+{fr} fr = {all})")
            }
            (true, Lang::Ko) => format!("급식 끝 · 음식 {has} (+{fr}프랑 = {all})"),
            (false, Lang::En) => {
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

pub fn board(m: &dyn AnyMatch, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
    let Some(m) = m.as_any().downcast_ref::<Match<LH>>() else {
        return view! { <p>"?"</p> }.into_any();
    };
    let v: View = LH::view(m.state(), viewer);
    let acting = m.state().acting();
    let seen = Seen { v: &v, names, lang };
    let players = (0..v.state.players.len())
        .map(|i| seen.player(i, acting))
        .collect_view();
    view! {
        <div class="lh-board">
            {seen.harbour()}
            <div class="players lh-players">{players}</div>
            {seen.construction(viewer)}
        </div>
    }
    .into_any()
}

/// What is pending, first to be settled first: payments owed, building actions in progress.
pub fn pending(m: &dyn AnyMatch, names: &[String], lang: Lang) -> Vec<String> {
    let Some(m) = m.as_any().downcast_ref::<Match<LH>>() else {
        return Vec::new();
    };
    let s = m.state();
    let name = |i: u8| {
        names
            .get(i as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", i + 1))
    };
    s.steps
        .iter()
        .rev()
        .map(|step| match step {
            Step::Pay {
                seat,
                kind,
                need,
                to,
                why,
                ..
            } => {
                let what = match kind {
                    PayKind::Food => tr(lang, "food", "음식"),
                    PayKind::Energy => tr(lang, "energy", "에너지"),
                    PayKind::Francs => tr(lang, "francs", "프랑"),
                };
                let why = match why {
                    Why::Feeding => tr(lang, "feeding", "급식"),
                    Why::Interest => tr(lang, "loan interest", "대출 이자"),
                    Why::Fine => tr(lang, "fine", "벌금"),
                    Why::Fee => tr(lang, "entry fee", "입장료"),
                    Why::Energy => tr(lang, "energy", "에너지"),
                    Why::Cost => tr(lang, "cost", "비용"),
                };
                let to = to.map_or(String::new(), |t| match lang {
                    Lang::En => format!(" to {}", name(t)),
                    Lang::Ko => format!(" ({}에게)", name(t)),
                });
                match lang {
                    Lang::En => format!("{}: pay {what} for {why}{to}: {need} owed", name(*seat)),
                    Lang::Ko => format!("{}: {why}{to} {what} {need} 내야 함", name(*seat)),
                }
            }
            Step::Work { seat, work } => match lang {
                Lang::En => format!(
                    "{}: using {} — {}",
                    name(*seat),
                    building_name(work.b, lang),
                    cards::line(work.b, false)
                ),
                Lang::Ko => format!(
                    "{}: {} 사용 중 — {}",
                    name(*seat),
                    building_name(work.b, lang),
                    cards::line(work.b, true)
                ),
            },
            Step::ExtraEnter { seat, only, free } => {
                let target = only
                    .map_or(tr(lang, "any building", "아무 건물").to_string(), |b| {
                        building_name(b, lang).to_string()
                    });
                let fee = if *free {
                    tr(lang, ", no fee", ", 입장료 없음")
                } else {
                    ""
                };
                match lang {
                    Lang::En => format!("{}: extra action — enter {target}{fee}", name(*seat)),
                    Lang::Ko => format!("{}: 추가 행동 — {target} 입장{fee}", name(*seat)),
                }
            }
        })
        .collect()
}

pub fn action_texts_ko(m: &dyn AnyMatch, seat: Seat) -> Option<Vec<String>> {
    let m = m.as_any().downcast_ref::<Match<LH>>()?;
    Some(
        m.legal(seat)
            .iter()
            .map(|a| le_havre::describe_ko::describe_ko(m.state(), seat, a))
            .collect(),
    )
}

/// The log in Korean: replayed from the start, each action described in the state it met.
pub fn log_ko(m: &dyn AnyMatch) -> Option<Vec<(Seat, String)>> {
    let m = m.as_any().downcast_ref::<Match<LH>>()?;
    let mut r = Match::<LH>::new(m.options.clone(), m.seed).ok()?;
    let mut out = Vec::with_capacity(m.log().len());
    for e in m.log() {
        out.push((
            e.seat,
            le_havre::describe_ko::describe_ko(r.state(), e.seat, &e.action),
        ));
        r.apply(e.seat, &e.action).ok()?;
    }
    Some(out)
}
