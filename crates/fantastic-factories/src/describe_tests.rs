//! Tests of the messages: the English and Korean lines they render equal, for every legal action
//! of many random games, what the hand-written English and Korean functions below said before
//! the words moved to the locale files (kept here as the oracle); Korean particles after a
//! number or name are now chosen, where the old lines wrote both (`을(를)`).

use super::*;
use crate::FantasticFactories as FF;
use smokestack_core::{BotKind, Game, GameRng, Match};

/// The lines as they were written before the locale files (the oracle).
mod oracle {
    use crate::actions::Action;
    use crate::cards;
    use crate::state::{Pending, Res, Row, State};

    fn faces(d: &[u8; 3]) -> String {
        d.iter()
            .filter(|&&f| f > 0)
            .map(|f| f.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }

    /// Metal a build costs the seat (Megalith's discount applied when the seat is known).
    fn build_metal(p: Option<&crate::state::Player>, card: crate::data::Bp) -> u16 {
        p.map_or(card.data().metal as u16, |p| {
            crate::work::metal_price(p, card)
        })
    }

    /// (metal, energy) an activation costs up front, the Replicator's 1 energy included.
    fn activation_cost(card: crate::data::Bp, copy: bool, dice: [u8; 3], opt: u8) -> (u16, u16) {
        (
            cards::metal_cost(card, dice),
            cards::energy_cost(card, dice, opt) + copy as u16,
        )
    }

    /// What an activation with a choice gives, for the words after its arrow.
    enum Reward {
        Metal(u8),
        Energy(u8),
        GoodAnd(u8, &'static str, &'static str),
        GoodsAndDie(u8),
        Die(u8),
        Becomes(u8, u8),
    }

    fn reward(card: crate::data::Bp, dice: [u8; 3], opt: u8) -> Option<Reward> {
        use crate::data::Bp::*;
        let x = dice[0];
        Some(match (card, opt) {
            (Harvester, 0) => Reward::Metal(4),
            (Harvester, _) => Reward::Energy(7),
            (Manufactory, 0) => Reward::GoodAnd(2, "metal", "금속"),
            (Manufactory, 1) => Reward::GoodAnd(2, "blueprints", "청사진"),
            (Manufactory, _) => Reward::GoodAnd(3, "energy", "에너지"),
            (MegaFactory, o) => Reward::GoodsAndDie(o),
            (Golem, o) => Reward::Die(o),
            (Dojo, _) => Reward::Becomes(x, 7u8.saturating_sub(x)),
            (FitnessCenter, _) => Reward::Becomes(x, x.saturating_sub(1)),
            (Gymnasium, _) => Reward::Becomes(x, x.saturating_add(1)),
            _ => return None,
        })
    }

    impl Reward {
        fn english(&self) -> String {
            match *self {
                Reward::Metal(n) => format!(" → {n} metal"),
                Reward::Energy(n) => format!(" → {n} energy"),
                Reward::GoodAnd(n, what, _) => format!(" → 1 good + {n} {what}"),
                Reward::GoodsAndDie(o) => format!(" → 2 goods + an extra {o}"),
                Reward::Die(o) => format!(" → an extra die showing {o}"),
                Reward::Becomes(a, b) => format!(" → the {a} becomes {b}"),
            }
        }

        fn korean(&self) -> String {
            match *self {
                Reward::Metal(n) => format!(" → 금속 {n}"),
                Reward::Energy(n) => format!(" → 에너지 {n}"),
                Reward::GoodAnd(n, _, what) => format!(" → 상품 1 + {what} {n}"),
                Reward::GoodsAndDie(o) => format!(" → 상품 2 + 추가 주사위 {o}"),
                Reward::Die(o) => format!(" → 추가 주사위 {o}"),
                Reward::Becomes(a, b) => format!(" → {a}이(가) {b}(으)로"),
            }
        }
    }

    pub(super) fn describe(s: &State, seat: u8, a: &Action) -> String {
        let p = s.players.get(seat as usize);
        match *a {
            Action::Refresh { row, pay } => format!(
                "Refresh the {} row for 1 {}",
                match row {
                    Row::Blueprints => "blueprint",
                    Row::Contractors => "contractor",
                },
                match pay {
                    Res::Metal => "metal",
                    Res::Energy => "energy",
                }
            ),
            Action::TakeBlueprint { slot } => {
                match s.market.get(slot as usize).copied().flatten() {
                    Some(c) => format!(
                        "Take {} from the market (slot {})",
                        c.name(),
                        slot as u16 + 1
                    ),
                    None => format!("Take market blueprint {}", slot as u16 + 1),
                }
            }
            Action::Hire { slot, discard } => {
                let who = s.contractors.get(slot as usize).copied().flatten();
                let extra = who.map_or(0, |c| c.data().extra_energy);
                format!(
                    "Hire {} (discard {}{})",
                    who.map_or("a contractor", |c| c.name()),
                    discard.name(),
                    if extra > 0 {
                        format!(", pay {extra} energy")
                    } else {
                        String::new()
                    }
                )
            }
            Action::EndTurn => "End market turn".into(),
            Action::Pass => "Pass (nothing to take)".into(),
            Action::GiveTo { seat } => {
                format!("Give the contractor's gift to seat {}", seat as u16 + 1)
            }
            Action::SetDie { face } => format!("Set a die to {face}"),
            Action::Place { hq, face } => {
                let bonus = p.is_some_and(|p| p.hq[hq as usize].contains(&face));
                format!(
                    "Place a {face} on {}{}",
                    hq.name(),
                    if bonus { " (matching bonus)" } else { "" }
                )
            }
            Action::Build { card, discard } => format!(
                "Build {} (discard {}, pay {} metal {} energy)",
                card.name(),
                discard.name(),
                build_metal(p, card),
                card.data().energy
            ),
            Action::Activate {
                card,
                copy,
                dice,
                opt,
            } => {
                let mut t = if copy {
                    format!("Replicator copies {}", card.name())
                } else {
                    format!("Activate {}", card.name())
                };
                if dice[0] > 0 {
                    t += &format!(" with {}", faces(&dice));
                }
                let (m, e) = activation_cost(card, copy, dice, opt);
                if e > 0 || m > 0 {
                    t += &format!(
                        ", pay{}{}",
                        if m > 0 {
                            format!(" {m} metal")
                        } else {
                            String::new()
                        },
                        if e > 0 {
                            format!(" {e} energy")
                        } else {
                            String::new()
                        }
                    );
                }
                t += &reward(card, dice, opt).map_or(String::new(), |r| r.english());
                t
            }
            Action::SpecialistDie { face } => {
                format!("Take the Specialist's extra die as a {face}")
            }
            Action::DiscardFor { card } => {
                let by = match p.and_then(|p| p.pending.as_ref()) {
                    Some(Pending::Discard { card, .. }) => card.name(),
                    _ => "the activation",
                };
                format!("Discard {} for {by}", card.name())
            }
            Action::Split { metal } => format!(
                "Take {metal} metal and {} energy",
                4u8.saturating_sub(metal)
            ),
            Action::RerollPick { face } => format!("Choose a {face} to reroll"),
            Action::RerollDone => "Reroll the chosen dice".into(),
            Action::EndWork => "End work phase".into(),
            Action::DropMetal => "Discard 1 metal (over 12 resources)".into(),
            Action::DropEnergy => "Discard 1 energy (over 12 resources)".into(),
            Action::DropCard { card } => format!("Discard {} (over 10 blueprints)", card.name()),
        }
    }

    /// The same in Korean, in the rulebook's words (card names as the Korean edition prints them).
    pub(super) fn describe_ko(s: &State, seat: u8, a: &Action) -> String {
        let p = s.players.get(seat as usize);
        let ko =
            |b: crate::data::Bp| crate::describe::card(b).render(smokestack_core::Lang::Ko, &[]);
        let res = |r: Res| match r {
            Res::Metal => "금속",
            Res::Energy => "에너지",
        };
        match *a {
            Action::Refresh { row, pay } => format!(
                "{} 1개를 내고 {} 줄 새로 깔기",
                res(pay),
                match row {
                    Row::Blueprints => "청사진",
                    Row::Contractors => "계약 직원",
                }
            ),
            Action::TakeBlueprint { slot } => {
                match s.market.get(slot as usize).copied().flatten() {
                    Some(c) => format!("시장 {}번 자리의 {} 가져오기", slot as u16 + 1, ko(c)),
                    None => format!("시장 청사진 {} 가져오기", slot as u16 + 1),
                }
            }
            Action::Hire { slot, discard } => {
                let who = s.contractors.get(slot as usize).copied().flatten();
                let extra = who.map_or(0, |c| c.data().extra_energy);
                format!(
                    "{} 고용 ({} 버림{})",
                    who.map_or("계약 직원".to_string(), |c| {
                        crate::describe::contractor(c).render(smokestack_core::Lang::Ko, &[])
                    }),
                    ko(discard),
                    if extra > 0 {
                        format!(", 에너지 {extra}개")
                    } else {
                        String::new()
                    }
                )
            }
            Action::EndTurn => "시장 차례 마치기".into(),
            Action::Pass => "넘기기 (가져올 것이 없음)".into(),
            Action::GiveTo { seat } => {
                format!("{}번 자리에게 계약 직원의 선물 주기", seat as u16 + 1)
            }
            Action::SetDie { face } => format!("주사위 하나를 {face}(으)로 정하기"),
            Action::Place { hq, face } => {
                let bonus = p.is_some_and(|p| p.hq[hq as usize].contains(&face));
                let name = match hq {
                    crate::state::Hq::Research => "연구",
                    crate::state::Hq::Generate => "발전",
                    crate::state::Hq::Mine => "채굴",
                };
                format!(
                    "{face}을(를) {name}에 놓기{}",
                    if bonus { " (일치 보너스)" } else { "" }
                )
            }
            Action::Build { card, discard } => format!(
                "{} 건설 ({} 버림, 금속 {} 에너지 {})",
                ko(card),
                ko(discard),
                build_metal(p, card),
                card.data().energy
            ),
            Action::Activate {
                card,
                copy,
                dice,
                opt,
            } => {
                let mut t = if copy {
                    format!("복제품 제조기로 {} 활성화", ko(card))
                } else {
                    format!("{} 활성화", ko(card))
                };
                if dice[0] > 0 {
                    t += &format!(" (주사위 {})", faces(&dice));
                }
                let (m, e) = activation_cost(card, copy, dice, opt);
                if m > 0 {
                    t += &format!(", 금속 {m}개");
                }
                if e > 0 {
                    t += &format!(", 에너지 {e}개");
                }
                t += &reward(card, dice, opt).map_or(String::new(), |r| r.korean());
                t
            }
            Action::SpecialistDie { face } => format!("연구원의 추가 주사위를 {face}(으)로 받기"),
            Action::DiscardFor { card } => {
                let by = match p.and_then(|p| p.pending.as_ref()) {
                    Some(Pending::Discard { card, .. }) => ko(*card),
                    _ => "활성화".to_string(),
                };
                format!("{by}을(를) 위해 {} 버리기", ko(card))
            }
            Action::Split { metal } => format!(
                "금속 {metal}개와 에너지 {}개 받기",
                4u8.saturating_sub(metal)
            ),
            Action::RerollPick { face } => format!("다시 굴릴 주사위로 {face} 고르기"),
            Action::RerollDone => "고른 주사위 다시 굴리기".into(),
            Action::EndWork => "작업 단계 마치기".into(),
            Action::DropMetal => "금속 1개 버리기 (자원 12개 초과)".into(),
            Action::DropEnergy => "에너지 1개 버리기 (자원 12개 초과)".into(),
            Action::DropCard { card } => format!("{} 버리기 (청사진 10장 초과)", ko(card)),
        }
    }
}

/// Whether a word's last sound is a consonant (받침), as the locale crate reads it: the last
/// Hangul syllable or digit; `None` for anything else.
fn final_consonant(word: &str) -> Option<(bool, bool)> {
    let c = word.chars().last()?;
    match c {
        '가'..='힣' => {
            let jong = (c as u32 - '가' as u32) % 28;
            Some((jong != 0, jong == 8))
        }
        '0'..='9' => Some((
            matches!(c, '0' | '1' | '3' | '6' | '7' | '8'),
            matches!(c, '1' | '7' | '8'),
        )),
        _ => None,
    }
}

/// The old Korean with each `을(를)`, `이(가)`, `(으)로` after a word resolved as the locale
/// files now resolve it.
fn particles(old: &str) -> String {
    let mut out = old.to_string();
    for (pair, after_consonant, after_vowel) in [
        ("을(를)", "을", "를"),
        ("이(가)", "이", "가"),
        ("(으)로", "으로", "로"),
    ] {
        while let Some(i) = out.find(pair) {
            let Some((consonant, rieul)) = final_consonant(&out[..i]) else {
                break;
            };
            let pick = if consonant && !(rieul && pair == "(으)로") {
                after_consonant
            } else {
                after_vowel
            };
            out.replace_range(i..i + pair.len(), pick);
        }
    }
    out
}

/// Calls `each` with every legal action of every acting seat, all along random and heuristic
/// games of every player count (solo at each difficulty, both refresh rules).
fn walk(seeds: u64, mut each: impl FnMut(&State, u8, &Action)) -> usize {
    let mut games = 0;
    for players in 1..=5u8 {
        for seed in 0..seeds {
            let mut settings = vec![(
                "refresh".to_string(),
                ["before-or-after", "before"][seed as usize % 2].to_string(),
            )];
            if players == 1 {
                let d = ["easy", "normal", "hard", "very-hard"][seed as usize % 4];
                settings.push(("difficulty".into(), d.into()));
            }
            let o = FF::options(players, &settings).unwrap();
            let mut rng = GameRng::new(seed * 31 + u64::from(players));
            let mut s = FF::setup(&o, &mut rng).unwrap();
            let mut bot = GameRng::new(seed + 1000);
            let kind = if seed % 3 == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            };
            while let Some(&seat) = FF::to_act(&s).first() {
                for other in FF::to_act(&s) {
                    for a in FF::legal(&s, other) {
                        each(&s, other, &a);
                    }
                }
                let legal = FF::legal(&s, seat);
                let i = kind.choose::<FF>(&s, seat, &legal, &mut bot);
                FF::perform(&mut s, seat, &legal[i], &mut rng);
            }
            games += 1;
        }
    }
    games
}

/// The English lines the command line, logs and tests read are exactly the old ones, and the
/// Korean ones the old Korean (particles resolved); no two legal actions read the same.
#[test]
fn messages_render_the_old_english_and_korean() {
    let (mut checked, mut improved) = (0usize, 0usize);
    let games = walk(8, |s, seat, a| {
        let msg = message(s, seat, a);
        assert_eq!(describe(s, seat, a), oracle::describe(s, seat, a), "{a:?}");
        let old_ko = oracle::describe_ko(s, seat, a);
        let ko = msg.render(Lang::Ko, &seat_names(s, Lang::Ko));
        assert_eq!(ko, particles(&old_ko), "{a:?}");
        improved += usize::from(ko != old_ko);
        checked += 1;
    });
    assert_eq!(games, 40);
    assert!(checked > 10_000, "{checked}");
    assert!(improved > 100, "{improved}");
}

/// Every line of a game's log (a spectator's) renders as the old English did.
#[test]
fn log_lines_render_the_old_english() {
    for players in 1..=5u8 {
        let o = FF::options(players, &[]).unwrap();
        let mut m = Match::<FF>::new(o, 7).unwrap();
        let mut bot = GameRng::new(8);
        while let Some(&seat) = m.to_act().first() {
            let legal = m.legal(seat);
            let i = BotKind::Random.choose::<FF>(m.state(), seat, &legal, &mut bot);
            m.apply(seat, &legal[i]).unwrap();
        }
        let text = m.log_text(None);
        let msgs = m.log_messages(None);
        assert_eq!(text.len(), msgs.len());
        let mut rng = GameRng::new(7);
        let mut s = FF::setup(&FF::options(players, &[]).unwrap(), &mut rng).unwrap();
        for (e, ((seat, line), (_, msg))) in m.log().iter().zip(text.iter().zip(&msgs)) {
            assert_eq!(*line, oracle::describe(&s, *seat, &e.action));
            assert_eq!(*line, msg.render(Lang::En, &seat_names(&s, Lang::En)));
            FF::perform(&mut s, e.seat, &e.action, &mut rng);
        }
    }
}

/// No two legal actions of one moment read the same in any language (a person could not tell
/// the buttons apart), and none is empty.
#[test]
fn every_legal_action_reads_distinctly_in_each_language() {
    for (lang, players) in Lang::ALL.into_iter().flat_map(|l| [(l, 1), (l, 3)]) {
        let o = FF::options(players, &[]).unwrap();
        let mut rng = GameRng::new(5);
        let mut s = FF::setup(&o, &mut rng).unwrap();
        let mut bot = GameRng::new(6);
        while let Some(&seat) = FF::to_act(&s).first() {
            let legal = FF::legal(&s, seat);
            let mut texts: Vec<String> = legal
                .iter()
                .map(|a| message(&s, seat, a).render(lang, &[]))
                .collect();
            assert!(texts.iter().all(|t| !t.is_empty()));
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), legal.len(), "{legal:?}");
            let i = BotKind::Random.choose::<FF>(&s, seat, &legal, &mut bot);
            FF::perform(&mut s, seat, &legal[i], &mut rng);
        }
    }
}
