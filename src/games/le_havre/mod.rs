//! Le Havre on the table: the harbour (offer spaces, supply tiles with the shipping markers, the
//! round card and the food forecast), construction (every card of the three stacks, the town, the
//! ship stacks) and each player's francs, goods, loans, buildings with the workers in them,
//! ships and food. Pending payments and building choices are listed above the moves.

mod cards;
mod construction;
mod harbour;
mod names;
mod pending;
mod player;
mod prelude;
mod seen;

use le_havre::Action;
use le_havre::state::State;

use super::{GameView, Group, OptionRow};
use prelude::*;
use seen::Seen;

/// Le Havre's table.
pub struct Ui;

impl GameView for Ui {
    type G = LH;

    fn description(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => {
                "ル・アーヴル：港から品物を取り、建物を訪れてより良い品物に加工し、建物と船を建て、ラウンドの終わりごとに人々を養いましょう。"
            }
            Lang::En => {
                "Le Havre: take goods from the harbour, visit buildings to turn them into better goods, build buildings and ships, and feed your people at every round's end."
            }
            Lang::Ko => {
                "르 아브르: 항구에서 물품을 가져오고, 건물을 방문해 더 좋은 물품으로 가공하고, 건물과 배를 지으며, 매 라운드 끝에 사람들을 먹여 살리세요."
            }
        }
    }
    fn options() -> Vec<OptionRow> {
        options()
    }
    fn rules_summary(lang: Lang) -> Vec<&'static str> {
        rules_summary(lang)
    }
    fn group(action: &Action) -> Group {
        group(action)
    }
    fn board(m: &Match<LH>, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
        board(m, viewer, names, lang)
    }
    /// The rules speak in messages (`le_havre::describe::message`), in every language.
    fn describe(_: &State, _: Seat, _: &Action, _: Lang) -> Option<String> {
        None
    }
    /// Where an action points on the board: an offer space, a building (to enter, buy or
    /// sell), a construction stack, a ship stack.
    fn targets(action: &Action) -> Vec<String> {
        match action {
            Action::TakeOffer(i) => vec![format!("offer:{i}")],
            Action::Enter(b, _) | Action::BuyBuilding(b) | Action::Sell(b) => {
                vec![format!("building:{b:?}")]
            }
            Action::Build { stack, .. } => vec![format!("stack:{stack}")],
            Action::BuildShip(t) | Action::BuyShip(t) => vec![format!("ship:{t:?}")],
            _ => Vec::new(),
        }
    }
    fn pending(m: &Match<LH>, names: &[String], lang: Lang) -> Vec<String> {
        pending::pending(m, names, lang)
    }
}

fn options() -> Vec<OptionRow> {
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

fn rules_summary(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::Ja => vec![
            "各ラウンドは7手番です。自分の手番には船マーカーを次の供給タイルへ進め、その2つの品物を供給スペースに置きます（利子タイルなら借金のある全員が1フラン払います）。",
            "次にメインアクションを1回：供給スペース1つの品物をすべて取るか、誰もいない建物に労働者を入れて（持ち主に入場料を払います。町と自分の建物は無料）その建物を使います。",
            "自分の手番中いつでも：建物（価格）や船を買う、価値の半分で売る、借金を返す（5フラン）。",
            "ラウンドの終わり：収穫（穀物が1つ以上なら穀物1、家畜が2頭以上なら家畜1）、食料供給（船が食料をくれます。残りは魚・燻製魚・パン・肉・フランで。足りなければ借金）、町の建設、ラウンドカードは船になります。",
            "最終ラウンドの後、全員がもう1回メインアクションを行います（労働者のいる建物にも入れます）。得点＝フラン＋建物と船の価値（ボーナス込み）−借金1つにつき7。",
        ],
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
fn group(action: &Action) -> Group {
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

fn board(m: &Match<LH>, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
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
