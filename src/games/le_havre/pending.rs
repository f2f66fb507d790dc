//! What is pending before play goes on: payments owed and building actions in progress.

use super::names::*;
use super::prelude::*;

/// What is pending, first to be settled first: payments owed, building actions in progress.
pub fn pending(m: &Match<LH>, names: &[String], lang: Lang) -> Vec<String> {
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
                    Lang::En | Lang::Ja => format!(" to {}", name(t)),
                    Lang::Ko => format!(" ({}에게)", name(t)),
                });
                match lang {
                    Lang::En | Lang::Ja => {
                        format!("{}: pay {what} for {why}{to}: {need} owed", name(*seat))
                    }
                    Lang::Ko => format!("{}: {why}{to} {what} {need} 내야 함", name(*seat)),
                }
            }
            Step::Work { seat, work } => match lang {
                Lang::En | Lang::Ja => format!(
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
                    Lang::En | Lang::Ja => {
                        format!("{}: extra action — enter {target}{fee}", name(*seat))
                    }
                    Lang::Ko => format!("{}: 추가 행동 — {target} 입장{fee}", name(*seat)),
                }
            }
        })
        .collect()
}
