//! Fantastic Factories on the table: market with its tool tiles, decks, each headquarters with
//! its dice slots, compounds, resources, the Machine, and the viewer's own hand.

mod board;

use fantastic_factories::Action;
use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::state::State;
use leptos::prelude::*;
use smokestack_core::{Match, Seat};

use super::{GameView, Group, OptionRow};
use crate::i18n::Lang;

/// Fantastic Factories' table.
pub struct Ui;

impl GameView for Ui {
    type G = FF;

    fn description(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "Draft blueprints, roll your workers and build a factory compound that turns dice into goods. Solo against the Machine."
            }
            Lang::Ja => {
                "設計図を集め、労働者のダイスを振り、ダイスを商品に変える工場を築きましょう。ソロではマシンと対戦。"
            }
            Lang::Ko => {
                "청사진을 모으고 일꾼 주사위를 굴려 공장 단지를 세우고 상품을 생산하세요. 솔로는 기계와 대결."
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
    fn board(m: &Match<FF>, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
        board::board(m, viewer, names, lang)
    }
    /// Where an action points on the board: a market or contractor slot, a headquarters
    /// slot and the die placed there, a hand card to build or discard, a built card.
    fn targets(action: &Action) -> Vec<String> {
        match action {
            Action::TakeBlueprint { slot } => vec![format!("market:{slot}")],
            Action::Hire { slot, .. } => vec![format!("contractor:{slot}")],
            Action::Place { hq, face } => vec![format!("hq:{hq:?}"), format!("die:{face}")],
            Action::Build { card, .. } | Action::DiscardFor { card } => {
                vec![format!("hand:{card:?}")]
            }
            Action::Activate { card, .. } => vec![format!("built:{card:?}")],
            _ => Vec::new(),
        }
    }
    /// The rules speak in messages (`FantasticFactories::message`), in every language.
    fn describe(_: &State, _: Seat, _: &Action, _: Lang) -> Option<String> {
        None
    }
}

fn options() -> Vec<OptionRow> {
    vec![
        OptionRow {
            key: "difficulty",
            label: "new.difficulty",
            choices: vec![
                ("easy", "diff.easy"),
                ("normal", "diff.normal"),
                ("hard", "diff.hard"),
                ("very-hard", "diff.very-hard"),
            ],
            default: 1,
            solo_only: Some(true),
        },
        OptionRow {
            key: "refresh",
            label: "new.refresh",
            choices: vec![
                ("before-or-after", "refresh.before-or-after"),
                ("before", "refresh.before"),
            ],
            default: 0,
            solo_only: None,
        },
    ]
}

fn rules_summary(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::Ja => vec![
            "各ラウンド：手番順に市場フェイズ、次に全員が同時に行う作業フェイズ。",
            "市場：表向きの設計図を1枚取るか、枠の上の道具と同じ設計図を捨てて（必要ならエネルギーも払って）請負人を雇います。手番に1回、金属かエネルギー1で1列を入れ替えられます。",
            "作業：ダイスを研究（どの目でも：設計図1枚）、発電（1〜3：目の数のエネルギー）、採掘（4〜6：金属1）に置きます。既に置かれたダイスと同じ目なら1つ多く得ます。カードは1ラウンドに1回起動。同じ道具の別のカードを捨ててコストを払うと建設。",
            "作業の終わり：資源は12個、設計図は10枚まで。",
            "商品12個か建物10棟：そのラウンドを終え、もう1ラウンド。得点＝商品＋名声。同点なら金属、エネルギー、手札の順。",
        ],
        Lang::En => vec![
            "Each round: a market phase in turn order, then a work phase where everyone acts at once.",
            "Market: take one face-up blueprint, or hire a contractor by discarding a blueprint with the tool shown over its slot (and paying its energy). Once a turn you may pay 1 metal or 1 energy to refresh one whole row.",
            "Work: place dice on Research (any face: a blueprint), Generate (1–3: energy equal to the face) or Mine (4–6: 1 metal); a face matching a die already there gives 1 more. Activate each card once; build by discarding another card of the same tool and paying its cost.",
            "End of work: keep at most 12 resources and 10 blueprints.",
            "12 goods or 10 buildings: finish the round, play one more. Score goods + prestige; ties: metal, energy, blueprints in hand.",
        ],
        Lang::Ko => vec![
            "매 라운드: 차례대로 시장 단계, 그다음 모두 동시에 작업 단계.",
            "시장: 공개된 청사진 1장을 가져오거나, 슬롯 위 도구와 같은 청사진을 버리고 (필요하면 에너지도 내고) 계약 직원을 고용합니다. 차례마다 한 번, 금속 또는 에너지 1개로 한 줄을 새로 고칠 수 있습니다.",
            "작업: 연구(아무 눈: 청사진 1장), 발전(1–3: 눈만큼 에너지), 채굴(4–6: 금속 1개)에 주사위를 놓습니다. 이미 놓인 주사위와 눈이 같으면 1개 더. 카드는 라운드마다 한 번 활성화, 같은 도구의 다른 카드를 버리고 비용을 내면 건설.",
            "작업 단계 끝: 자원 12개, 청사진 10장까지만.",
            "상품 12개 또는 건물 10개: 이번 라운드를 마치고 한 라운드 더. 점수 = 상품 + 명성; 동점은 금속, 에너지, 손패 순.",
        ],
    }
}

/// Headings of the action panel: the action read back as the rules' own type, so that a new
/// or renamed action fails to build here instead of landing under the wrong heading.
fn group(action: &Action) -> Group {
    use fantastic_factories::Action as A;
    match action {
        A::TakeBlueprint { .. } | A::Hire { .. } | A::Refresh { .. } | A::GiveTo { .. } => {
            Group::Market
        }
        A::Place { .. } => Group::Headquarters,
        A::Build { .. } => Group::Build,
        A::Activate { .. } | A::SpecialistDie { .. } => Group::Activate,
        A::EndTurn | A::Pass | A::EndWork => Group::Done,
        A::SetDie { .. }
        | A::DiscardFor { .. }
        | A::Split { .. }
        | A::RerollPick { .. }
        | A::RerollDone
        | A::DropMetal
        | A::DropEnergy
        | A::DropCard { .. } => Group::Choose,
    }
}
