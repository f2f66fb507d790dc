//! A building may be entered only if its action can then be carried out (FACTS §11.3, [KO] 입장료:
//! "건물에 들어갔다면 그 건물 행동을 반드시 해야 합니다"). Games are walked and every offered
//! "Enter X" is tried on a copy: some sequence of legal actions, with no selling or buying (those
//! come before entering), must end the visit with the seat's holdings changed beyond the fee.
//! Ending empty-handed does not count: neither the "Done" a visit falls back to when nothing is
//! left to do (flow.rs) nor an Emporium's or Pawnbroker's "Done" before anything was taken. Only
//! Main Station and Hotel may end at once (GH03, GH04: they act later).

mod common;

use common::*;
use le_havre::actions::{FeeWay, Token};
use le_havre::data::{Bd, Fee, Good};
use le_havre::state::{Player, Step, Why};
use le_havre::{Action, LeHavre, State};
use smokestack_core::{Game, GameRng, Match};

/// Games per player count and version (fewer in a debug build, where a game is slow). 300 each
/// found no failing entry after the fix, and 18 buildings before it.
const GAMES: u64 = if cfg!(debug_assertions) { 4 } else { 15 };

/// Most positions one check may visit: far above what any visit needs.
const BUDGET: usize = 200_000;

/// What a seat holds, its worker aside: a visit that changes none of it did nothing.
fn holdings(p: &Player) -> Player {
    let mut p = p.clone();
    p.worker = None;
    p
}

/// Trading is not part of a building's action: a seat that must sell to carry it out should sell
/// first and enter afterwards ([KO] "건물을 팔아서 입장료를 마련할 수도 있습니다").
fn trade(a: &Action) -> bool {
    matches!(
        a,
        Action::Sell(_)
            | Action::SellShip(_)
            | Action::Repay
            | Action::BuyBuilding(_)
            | Action::BuyShip(_)
    )
}

/// Main Station and Hotel do nothing when entered (GH03, GH04: their effect comes later).
fn acts_later(b: Bd) -> bool {
    matches!(b, Bd::MainStation | Bd::Hotel)
}

struct Search {
    seat: usize,
    b: Bd,
    /// The visit is over once the steps are back to this height.
    base: usize,
    nodes: usize,
}

impl Search {
    /// Can play go on from `t` to the end of the visit with the action carried out? `after_fee`:
    /// the seat's holdings once the fee was paid (`None` while a food fee is still owed).
    fn finishes(&mut self, t: &State, after_fee: Option<&Player>) -> bool {
        self.nodes += 1;
        if self.nodes > BUDGET {
            return false;
        }
        if t.steps.len() <= self.base {
            return acts_later(self.b)
                || after_fee.is_some_and(|p| *p != holdings(&t.players[self.seat]));
        }
        let Some(actor) = t.acting() else {
            return false;
        };
        let fee_step = matches!(
            t.steps.last(),
            Some(Step::Pay { seat, why: Why::Fee, .. }) if *seat as usize == self.seat
        );
        let legal = LeHavre::legal(t, actor);
        for a in legal.iter().filter(|a| !trade(a)) {
            let mut u = t.clone();
            LeHavre::perform(&mut u, actor, a, &mut GameRng::new(0));
            // The last token of a food fee: the holdings after the fee are those before it, less
            // the token (the action started in the same move).
            let paid_now;
            let after =
                if fee_step && !matches!(u.steps.last(), Some(Step::Pay { why: Why::Fee, .. })) {
                    let mut p = holdings(&t.players[self.seat]);
                    match a {
                        Action::Pay(Token::Francs, n) => p.francs -= *n as u32,
                        Action::Pay(Token::Good(g), n) => p.take(*g, *n),
                        _ => {}
                    }
                    paid_now = p;
                    Some(&paid_now)
                } else {
                    after_fee
                };
            if self.finishes(&u, after) {
                return true;
            }
        }
        false
    }
}

/// Does entering by `a` lead to a visit that carries out the building's action?
fn completes(s: &State, seat: usize, a: &Action) -> Result<(), String> {
    let Action::Enter(b, way) = a else {
        return Ok(());
    };
    let base = match s.steps.last() {
        Some(Step::ExtraEnter { .. }) => s.steps.len() - 1,
        _ => s.steps.len(),
    };
    let mut after = holdings(&s.players[seat]);
    let francs_fee = match (way, le_havre::buildings::fee(s, seat, *b)) {
        (FeeWay::Francs, Fee::Francs(n) | Fee::FoodOrFrancs(_, n)) => n,
        _ => 0,
    };
    after.francs -= francs_fee as u32;
    let mut t = s.clone();
    LeHavre::perform(&mut t, seat as u8, a, &mut GameRng::new(0));
    let food_fee = matches!(t.steps.last(), Some(Step::Pay { why: Why::Fee, .. }));
    let mut search = Search {
        seat,
        b: *b,
        base,
        nodes: 0,
    };
    if search.finishes(&t, (!food_fee).then_some(&after)) {
        Ok(())
    } else if search.nodes > BUDGET {
        Err(format!("{b:?}: search gave up after {BUDGET} positions"))
    } else {
        Err(format!(
            "{} offered to seat {} holding {} francs, goods {:?}, but no legal completion",
            LeHavre::describe(s, seat as u8, a),
            seat + 1,
            s.players[seat].francs,
            s.players[seat].goods,
        ))
    }
}

/// Plays a game (random moves, or the crate's bot when `heuristic`), checking every offered
/// entry; adds (building, example) for each building not yet found failing.
fn walk(players: u8, short: bool, seed: u64, heuristic: bool, found: &mut Vec<(Bd, String)>) {
    let settings: Vec<(String, String)> = if short {
        vec![("version".into(), "short".into())]
    } else {
        vec![]
    };
    let o = LeHavre::options(players, &settings).expect("options");
    let mut m = Match::<LeHavre>::new(o, seed).expect("setup");
    let mut rng = GameRng::new(seed ^ 0x5eed_b075);
    while !m.is_over() && m.log().len() < 5_000 {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        for a in &legal {
            if let (Action::Enter(b, _), Err(e)) = (a, completes(m.state(), seat as usize, a))
                && !found.iter().any(|(x, _)| x == b)
            {
                let at = format!(
                    "{e} ({players}p{}, seed {seed}, {} bot, move {})",
                    if short { " short" } else { "" },
                    if heuristic { "heuristic" } else { "random" },
                    m.log().len()
                );
                found.push((*b, at));
            }
        }
        let i = if heuristic {
            LeHavre::heuristic(m.state(), seat, &legal, &mut rng)
        } else {
            rng.below(legal.len())
        };
        m.apply_index(seat, i, &legal).expect("legal");
    }
    assert!(m.is_over(), "game {players}p seed {seed} did not end");
}

#[test]
fn every_offered_entry_can_be_carried_out() {
    let mut found = Vec::new();
    for players in 1..=5u8 {
        for short in [false, true] {
            for seed in 0..GAMES {
                let seed = 1_000 + seed * 17 + players as u64;
                walk(players, short, seed, seed.is_multiple_of(3), &mut found);
            }
        }
    }
    assert!(
        found.is_empty(),
        "entries offered without a legal completion:\n{}",
        found
            .iter()
            .map(|(_, e)| e.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Issue #17: `smokestack link --game le-havre --players 4 --seed 22 --bot random --moves 383`
/// left seat 3 with 1 franc and no food goods (9 wood, 3 clay, 6 iron, 2 grain, 7 cattle, 1
/// charcoal) and offered "Enter Coal Trader, fee 1 food". The fix changes which entries that game
/// offers earlier on, so the link no longer reaches the spot; the position is set up here.
fn coal_trader_spot() -> State {
    let mut s = bare(4);
    put(&mut s, Bd::CoalTrader, At::Seat(1));
    s.players[0].francs = 1;
    for (g, n) in [
        (Good::Wood, 9),
        (Good::Clay, 3),
        (Good::Iron, 6),
        (Good::Grain, 2),
        (Good::Cattle, 7),
        (Good::Charcoal, 1),
    ] {
        give(&mut s, 0, g, n);
    }
    s
}

#[test]
fn coal_trader_not_offered_when_the_fee_leaves_no_food_for_it() {
    let s = coal_trader_spot();
    // The fee alone can be paid, and before it the trade could be: only the fee stands between.
    assert_eq!(s.players[0].food_available(), 1);
    assert!(le_havre::buildings::usable(&s, 0, Bd::CoalTrader));
    assert!(!le_havre::turn::can_perform(
        &s,
        0,
        Bd::CoalTrader,
        FeeWay::Food
    ));
    refused(&s, 0, Action::Enter(Bd::CoalTrader, FeeWay::Food));
    // One more franc pays the fee and a charcoal: the entry is back and the visit goes through.
    let mut t = s.clone();
    t.players[0].francs += 1;
    ap(&mut t, 0, Action::Enter(Bd::CoalTrader, FeeWay::Food));
    pay(&mut t, 0, Token::Francs, 1);
    assert_eq!(t.players[1].francs, 1, "the owner has the fee");
    ap(&mut t, 0, Action::Choose(0));
    ap(&mut t, 0, Action::Amount(1));
    pay(&mut t, 0, Token::Francs, 1);
    assert_eq!(has(&t, 0, Good::Charcoal), 2);
    // No food is left for coal: the visit ends with the charcoal.
    assert_eq!(legal(&t, 0)[0], Action::Done);
    ap(&mut t, 0, Action::Done);
    assert!(t.steps.is_empty(), "the visit is over: {:?}", t.steps);
    // So does a fish: the franc pays the fee and the fish the charcoal, or the other way round.
    let mut u = s.clone();
    give(&mut u, 0, Good::Fish, 1);
    assert!(can(&u, 0, &Action::Enter(Bd::CoalTrader, FeeWay::Food)));
}

#[test]
fn a_food_fee_is_weighed_in_every_way_it_can_be_paid() {
    // Bakery (002): fee 1 food, 3 francs per bread. A lone bread cannot pay the fee and be baked.
    let mut s = bare(2);
    put(&mut s, Bd::Bakery, At::Seat(1));
    give(&mut s, 0, Good::Bread, 1);
    refused(&s, 0, Action::Enter(Bd::Bakery, FeeWay::Food));
    // With a fish the fish pays the fee and the bread is sold: offered, although paying the
    // bread would still leave the visit empty-handed.
    give(&mut s, 0, Good::Fish, 1);
    ap(&mut s, 0, Action::Enter(Bd::Bakery, FeeWay::Food));
    pay(&mut s, 0, Token::Good(Good::Fish), 1);
    ap(&mut s, 0, Action::Amount(1));
    assert_eq!(s.players[0].francs, 3);
}

#[test]
fn a_franc_fee_that_leaves_too_little_for_the_action_bars_the_entry() {
    // Emporium (GH29): fee 1 franc, an upgraded good from 1 franc.
    let mut s = bare(2);
    put(&mut s, Bd::Emporium, At::Seat(1));
    s.players[0].francs = 1;
    refused(&s, 0, Action::Enter(Bd::Emporium, FeeWay::Francs));
    s.players[0].francs = 2;
    assert!(can(&s, 0, &Action::Enter(Bd::Emporium, FeeWay::Francs)));
}

#[test]
fn selling_to_pay_comes_before_entering() {
    // A seat that could afford the Coal Trader only by selling is not offered it until it sells
    // (FACTS §11.3, §11.6; [KO] 건물은 팔 수도 있어요).
    let mut s = coal_trader_spot();
    put(&mut s, Bd::Fishery, At::Seat(0));
    refused(&s, 0, Action::Enter(Bd::CoalTrader, FeeWay::Food));
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    assert!(can(&s, 0, &Action::Enter(Bd::CoalTrader, FeeWay::Food)));
}

#[test]
fn major_corporation_needs_a_good_it_can_take() {
    // GH28: one more of each type held, a steel for 3 francs. Only steel and 2 francs: nothing.
    let mut s = bare(2);
    put(&mut s, Bd::MajorCorporation, At::Seat(0));
    give(&mut s, 0, Good::Steel, 1);
    s.players[0].francs = 2;
    refused(&s, 0, Action::Enter(Bd::MajorCorporation, FeeWay::None));
    s.players[0].francs = 3;
    assert!(can(
        &s,
        0,
        &Action::Enter(Bd::MajorCorporation, FeeWay::None)
    ));
}

#[test]
fn arts_centre_emptied_by_its_own_tobacco_factory_eviction_is_not_offered() {
    // Seat 1 owns the Tobacco Factory (045) and the Arts Centre, where seat 2's worker stands:
    // entering evicts that worker, the only guest, and the action would give nothing.
    let mut s = bare(3);
    put(&mut s, Bd::TobaccoFactory, At::Seat(0));
    put(&mut s, Bd::ArtsCentre, At::Seat(0));
    s.players[1].worker = Some(Bd::ArtsCentre);
    assert!(le_havre::buildings::usable(&s, 0, Bd::ArtsCentre));
    refused(&s, 0, Action::Enter(Bd::ArtsCentre, FeeWay::None));
    // A second guest elsewhere stays: 4 francs.
    put(&mut s, Bd::Fishery, At::Seat(0));
    s.players[2].worker = Some(Bd::Fishery);
    ap(&mut s, 0, Action::Enter(Bd::ArtsCentre, FeeWay::None));
    assert_eq!(s.players[0].francs, 4);
}

#[test]
fn payments_leave_out_needless_tokens() {
    let mut p = Player::new(1);
    p.add(Good::Fish, 2);
    p.add(Good::Meat, 1);
    let mut v = le_havre::pay::payments(&p, le_havre::state::PayKind::Food, 3);
    v.sort_by_key(|x| x.len());
    assert_eq!(
        v,
        vec![
            vec![(Token::Good(Good::Meat), 1)],
            vec![(Token::Francs, 1), (Token::Good(Good::Fish), 2)],
        ]
    );
}
