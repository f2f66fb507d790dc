//! What the rules did by themselves (`Game::results`), as the log tells it: seeded heuristic
//! games, each step's lines checked against the positions before and after it.

mod common;

use common::{activate, apply, give_card, stack_deck, work_phase};
use fantastic_factories::data::{Bp, Ct};
use fantastic_factories::state::{Hq, Phase, State};
use fantastic_factories::{Action, FantasticFactories as FF};
use smokestack_core::{Game, GameRng, Lang, Seat};

const NAMES: [&str; 5] = ["Ann", "Ben", "Cho", "Dev", "Eve"];

fn names() -> Vec<String> {
    NAMES.iter().map(|s| s.to_string()).collect()
}

/// One step of a game: who acted, what, and the positions around it.
struct Step {
    seat: Seat,
    action: Action,
    before: State,
    after: State,
}

impl Step {
    /// The results as `viewer` reads them, in English.
    fn told(&self, viewer: Option<Seat>) -> Vec<String> {
        FF::results(&self.before, &self.after, self.seat, &self.action, viewer)
            .iter()
            .map(|m| m.render(Lang::En, &names()))
            .collect()
    }
}

/// A whole seeded game played by the heuristic bot (on the true state: a test needs no fairness).
fn play(players: u8, seed: u64, settings: &[(&str, &str)]) -> Vec<Step> {
    let mut s = common::new_game(players, seed, settings);
    let mut rng = GameRng::new(seed + 1000);
    let mut bot = GameRng::new(seed + 2000);
    let mut steps = Vec::new();
    while let Some(&seat) = FF::to_act(&s).first() {
        let legal = FF::legal(&s, seat);
        let a = legal[FF::heuristic(&s, seat, &legal, &mut bot)];
        let before = s.clone();
        FF::apply(&mut s, seat, &a, &mut rng).expect("legal");
        steps.push(Step {
            seat,
            action: a,
            before,
            after: s.clone(),
        });
        assert!(steps.len() < 20_000, "the game should end");
    }
    assert_eq!(s.phase, Phase::Over);
    steps
}

fn card_name(b: Bp) -> String {
    fantastic_factories::describe::card(b).render(Lang::En, &[])
}

/// The blueprints that came into `seat`'s hand in a step (new copies, as a multiset).
fn came_in(step: &Step, seat: usize) -> Vec<Bp> {
    let mut left = step.before.players[seat].hand.clone();
    let mut new = Vec::new();
    for &c in &step.after.players[seat].hand {
        match left.iter().position(|&x| x == c) {
            Some(i) => {
                left.remove(i);
            }
            None => new.push(c),
        }
    }
    new
}

fn plural(n: i64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Headquarters (기본 행동, 일치 보너스): Generate gives the face in energy and Mine 1 metal, +1
/// for a matching die; the line's amount is the stock's change.
#[test]
fn headquarters_gains_are_told_with_the_stock_change() {
    let mut generate = 0;
    let mut mine = 0;
    for seed in 1..=3 {
        for step in play(3, seed, &[]) {
            let Action::Place { hq, face } = step.action else {
                continue;
            };
            let i = step.seat as usize;
            let (b, a) = (&step.before.players[i], &step.after.players[i]);
            let bonus = b.hq[hq as usize].contains(&face) as u16;
            let name = NAMES[i];
            let told = step.told(None);
            match hq {
                Hq::Generate => {
                    generate += 1;
                    assert_eq!(a.energy - b.energy, face as u16 + bonus);
                    let line = format!("{name} gains {} energy", a.energy - b.energy);
                    assert!(told.contains(&line), "{line:?} not in {told:?}");
                }
                Hq::Mine => {
                    mine += 1;
                    assert_eq!(a.metal - b.metal, 1 + bonus);
                    let line = format!("{name} gains {} metal", a.metal - b.metal);
                    assert!(told.contains(&line), "{line:?} not in {told:?}");
                }
                Hq::Research => {}
            }
        }
    }
    assert!(
        generate > 5 && mine > 5,
        "{generate} generates, {mine} mines"
    );
}

/// Every good a seat ever holds was told as gained: the lines' goods add up to its final goods.
#[test]
fn told_goods_add_up_to_each_seats_goods() {
    for (players, seed) in [(2, 7), (4, 8)] {
        let steps = play(players, seed, &[]);
        let last = &steps.last().unwrap().after;
        for (i, name) in NAMES.iter().enumerate().take(players as usize) {
            let prefix = format!("{name} gains ");
            let mut sum = 0u16;
            for step in &steps {
                for line in step.told(None) {
                    let Some(what) = line.strip_prefix(&prefix) else {
                        continue;
                    };
                    for part in what.split(", ") {
                        if let Some(n) = part
                            .strip_suffix(" goods")
                            .or_else(|| part.strip_suffix(" good"))
                        {
                            sum += n.parse::<u16>().unwrap();
                        }
                    }
                }
            }
            assert!(last.players[i].goods > 0, "seat {i} made no goods");
            assert_eq!(sum, last.players[i].goods, "seat {i}'s goods");
        }
    }
}

/// The work phase starts with everyone's roll (작업 단계), each seat's dice as they fell.
#[test]
fn every_roll_is_told() {
    let mut rolls = 0;
    for step in play(3, 11, &[]) {
        if !(matches!(step.before.phase, Phase::Market { .. }) && step.after.phase == Phase::Work) {
            continue;
        }
        let told = step.told(None);
        for (i, p) in step.after.players.iter().enumerate() {
            if p.dice > 4 || p.pending.is_some() {
                continue; // Hired Hands or Foreman: their own wording
            }
            let faces: Vec<String> = (1..=6u8)
                .flat_map(|f| std::iter::repeat_n(f, p.free[f as usize - 1] as usize))
                .map(|f| f.to_string())
                .collect();
            assert_eq!(faces.len(), 4);
            let line = format!("{} rolls {}", NAMES[i], faces.join(", "));
            assert!(told.contains(&line), "{line:?} not in {told:?}");
            rolls += 1;
        }
    }
    assert!(rolls >= 12, "{rolls} rolls");
}

/// Cards drawn into a hand are counted for the table and named to their holder only.
#[test]
fn drawn_cards_are_named_to_their_holder_alone() {
    let mut named = 0;
    for step in play(3, 5, &[]) {
        let take = match step.action {
            Action::TakeBlueprint { slot } => step.before.market[slot as usize],
            _ => None,
        };
        for (i, name) in NAMES.iter().enumerate().take(3) {
            let mut drawn = came_in(&step, i);
            if step.seat as usize == i
                && let Some(t) = take
                && let Some(k) = drawn.iter().position(|&c| c == t)
            {
                drawn.remove(k);
            }
            if drawn.is_empty() {
                continue;
            }
            let prefix = format!("{name} draws ");
            // Everyone but the holder: a count, never a name.
            for viewer in [None, Some(((i + 1) % 3) as Seat)] {
                let told = step.told(viewer);
                let line = told
                    .iter()
                    .find(|l| l.starts_with(&prefix))
                    .unwrap_or_else(|| panic!("no draw told in {told:?}"));
                let count = if drawn.len() == 1 {
                    "a blueprint".to_string()
                } else {
                    format!("{} blueprints", drawn.len())
                };
                assert!(line.starts_with(&format!("{prefix}{count}")), "{line}");
                for b in Bp::ALL {
                    assert!(!line.contains(&card_name(b)), "{line} names a card");
                }
            }
            // The holder reads every card's name.
            let own = step.told(Some(i as Seat));
            let line = own
                .iter()
                .find(|l| l.starts_with(&prefix))
                .unwrap_or_else(|| panic!("no draw told in {own:?}"));
            for &c in &drawn {
                assert!(line.contains(&card_name(c)), "{line} should name {c:?}");
            }
            named += 1;
        }
    }
    assert!(named > 10, "{named} draws");
}

/// The market's refills are public: the new cards are named, slot by slot (시장 단계).
#[test]
fn market_refills_name_the_new_cards() {
    let mut refills = 0;
    for step in play(2, 3, &[]) {
        let Action::TakeBlueprint { slot } = step.action else {
            continue;
        };
        let Some(new) = step.after.market[slot as usize] else {
            continue;
        };
        let line = format!(
            "Dealt to the market: {} (slot {})",
            card_name(new),
            slot + 1
        );
        assert!(step.told(None).contains(&line), "{line:?}");
        refills += 1;
    }
    assert!(refills > 3, "{refills} refills");
}

/// 솔로 규칙, 기계의 차례: each round ends with the Machine's five dice, what green took and the
/// goods it made; the goods told add up to its final goods.
#[test]
fn the_machines_turns_are_told() {
    let steps = play(1, 21, &[("difficulty", "hard")]);
    let mut turns = 0;
    let mut goods = 0u16;
    for step in &steps {
        let told = step.told(None);
        let ended = step.before.phase == Phase::Work && step.after.phase != Phase::Work;
        let roll = told.iter().position(|l| l.starts_with("The Machine rolls"));
        assert_eq!(roll.is_some(), ended, "{told:?}");
        if !ended {
            continue;
        }
        turns += 1;
        let m = step.after.machine.as_ref().unwrap();
        let t = m.last.as_ref().unwrap();
        let d = t.dice;
        assert_eq!(
            told[roll.unwrap()],
            format!(
                "The Machine rolls red {}, blue {}, purple {}, yellow {}, green {}",
                d[0], d[1], d[2], d[3], d[4]
            )
        );
        let took = match (d[4], t.took) {
            (g @ 1..=4, Some(c)) => {
                format!("The Machine takes {} from market slot {g}", card_name(c))
            }
            (_, Some(c)) => format!(
                "The Machine reveals {} from the deck into its compound",
                card_name(c)
            ),
            (g @ 1..=4, None) => format!("Market slot {g} is empty: the Machine takes nothing"),
            _ => "The deck is empty: the Machine takes nothing".into(),
        };
        assert!(told.contains(&took), "{took:?} not in {told:?}");
        let made = if t.goods == 0 {
            format!("The Machine makes no goods ({} in all)", m.goods)
        } else {
            format!(
                "The Machine makes {} (",
                plural(t.goods as i64, "good", "goods")
            )
        };
        assert!(
            told.iter().any(|l| l.starts_with(&made)
                && l.ends_with(&format!(": {} in all", m.goods))
                || t.goods == 0 && *l == made),
            "{made:?} not in {told:?}"
        );
        goods += t.goods as u16;
    }
    let last = &steps.last().unwrap().after;
    assert!(
        steps
            .iter()
            .all(|s| s.told(None).iter().all(|l| !l.contains("first player"))),
        "alone at the table, the first-player token is not told"
    );
    assert!(turns >= 3, "{turns} Machine turns");
    assert_eq!(goods, last.machine.as_ref().unwrap().goods);
}

/// 게임 종료: the trigger is told once, naming the final round; each new round names its first
/// player (the token passes clockwise).
#[test]
fn the_end_trigger_and_first_player_are_told() {
    let steps = play(3, 9, &[]);
    let mut triggers = 0;
    for step in &steps {
        let told = step.told(None);
        if step.before.final_round.is_none()
            && let Some(r) = step.after.final_round
        {
            triggers += 1;
            assert!(
                told.contains(&format!("Round {r} will be the last")),
                "{told:?}"
            );
            assert!(told.iter().any(|l| l.ends_with("the end is triggered")));
        }
        if step.after.round > step.before.round {
            let line = format!(
                "{} is first player for round {}",
                NAMES[step.after.first as usize], step.after.round
            );
            assert!(told.contains(&line), "{line:?} not in {told:?}");
        }
    }
    assert_eq!(triggers, 1);
}

/// A Laboratory draws with the first goods of a round; a Scrap Yard pays a metal after a build.
#[test]
fn laboratory_and_scrap_yard_are_told() {
    let mut s = work_phase(2, &[1, 5, 5, 6]);
    give_card(&mut s, 0, Bp::Biolab, true);
    give_card(&mut s, 0, Bp::Laboratory, true);
    give_card(&mut s, 0, Bp::ScrapYard, true);
    s.players[0].energy = 3;
    stack_deck(&mut s, Bp::Robot);
    let before = s.clone();
    let a = activate(Bp::Biolab, [1, 0, 0], 0);
    apply(&mut s, 0, a);
    let step = Step {
        seat: 0,
        action: a,
        before,
        after: s.clone(),
    };
    let table = step.told(None);
    assert!(table.contains(&"Ann gains 1 good".to_string()), "{table:?}");
    assert!(
        table.contains(&"Ann draws a blueprint (Laboratory)".to_string()),
        "{table:?}"
    );
    assert_eq!(
        step.told(Some(0))[1],
        "Ann draws Robot (Laboratory)",
        "the holder reads the card"
    );

    // A build with the Scrap Yard: 1 metal back, told apart from the build's price.
    give_card(&mut s, 0, Bp::Obelisk, false);
    give_card(&mut s, 0, Bp::Obelisk, false);
    s.players[0].metal = 10;
    s.players[0].energy = 10;
    let before = s.clone();
    let a = Action::Build {
        card: Bp::Obelisk,
        discard: Bp::Obelisk,
    };
    apply(&mut s, 0, a);
    let step = Step {
        seat: 0,
        action: a,
        before,
        after: s,
    };
    assert_eq!(step.told(None), vec!["Ann's Scrap Yard gives 1 metal"]);
}

/// The Machine's lines and every other result have words in all three languages.
#[test]
fn results_render_in_every_language() {
    for step in play(1, 4, &[]).iter().take(400) {
        for m in FF::results(&step.before, &step.after, step.seat, &step.action, Some(0)) {
            for lang in Lang::ALL {
                let text = m.render(lang, &names());
                assert!(!text.contains("ff."), "{text}: a key without words");
                assert!(!text.contains('{'), "{text}: an argument left over");
            }
        }
    }
}

/// The Architect (부록: 건축가): 3 blueprints to the hirer, 1 to the only opponent in a 2-player
/// game; each named to its holder alone; the contractor row refilled.
#[test]
fn an_architects_draws_are_told() {
    let mut s = common::new_game(2, 5, &[]);
    let seat = s.market_seat().unwrap() as usize;
    let other = 1 - seat;
    let slot = match s.contractors.iter().position(|&c| c == Some(Ct::Architect)) {
        Some(k) => k,
        None => {
            let i = s
                .ct_deck
                .iter()
                .position(|&c| c == Ct::Architect)
                .expect("an Architect in the deck");
            let here = s.contractors[0].take().unwrap();
            s.contractors[0] = Some(std::mem::replace(&mut s.ct_deck[i], here));
            0
        }
    };
    let pay = *s
        .deck
        .iter()
        .find(|c| c.tool() == s.tools[slot])
        .expect("a card with the slot's tool");
    give_card(&mut s, seat, pay, false);
    let before = s.clone();
    let a = Action::Hire {
        slot: slot as u8,
        discard: pay,
    };
    apply(&mut s, seat as u8, a);
    let step = Step {
        seat: seat as u8,
        action: a,
        before,
        after: s,
    };
    let (me, them) = (NAMES[seat], NAMES[other]);
    let table = step.told(None);
    assert!(
        table.contains(&format!("{me} draws 3 blueprints")),
        "{table:?}"
    );
    assert!(
        table.contains(&format!("{them} draws a blueprint")),
        "{table:?}"
    );
    let new = step.after.contractors[slot].unwrap();
    let dealt = format!(
        "Dealt to the contractor row: {} (slot {})",
        fantastic_factories::describe::contractor(new).render(Lang::En, &[]),
        slot + 1
    );
    assert!(table.contains(&dealt), "{dealt:?} not in {table:?}");
    // Each holder reads its own cards, and only the other's count.
    for (i, n) in [(seat, 3), (other, 1)] {
        let own = step.told(Some(i as Seat));
        let drawn = came_in(&step, i);
        assert_eq!(drawn.len(), n);
        let names: Vec<String> = drawn.iter().map(|&c| card_name(c)).collect();
        let line = format!("{} draws {}", NAMES[i], names.join(", "));
        assert!(own.contains(&line), "{line:?} not in {own:?}");
        let count = if i == seat {
            format!("{them} draws a blueprint")
        } else {
            format!("{me} draws 3 blueprints")
        };
        assert!(own.contains(&count), "{count:?} not in {own:?}");
    }
}
