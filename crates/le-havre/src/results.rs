//! What the rules did by themselves when a seat acted (`Game::results`), told from the positions
//! before and after the action: goods and francs that changed hands, the supply step, interest,
//! the round's end (harvest, feeding, town building, the new ship) and special buildings
//! revealed. Nothing here changes the rules; every line is read off the two positions.
//!
//! What the action's own line already states (a payment's tokens, a loan, a price, a building's
//! cost) is not told again; everything else that changed is. Hidden things stay hidden: other
//! seats' Construction Site hands are counted, never named, and the special deck is named only
//! to the seat that looked at it (the Marketplace).

use crate::actions::{Action, FeeWay, Token};
use crate::build;
use crate::data::{
    Bd, Fee, GOODS, Good, INTEREST, LOAN_PAYOUT, LOAN_REPAY, OFFERS, Offer, ROUND_CARDS,
    SUPPLY_TILES,
};
use crate::describe::{bd, fr, goods, join, offer, ship, working};
use crate::state::{Phase, State, Step, Why};
use crate::{buildings, round, turn};
use smokestack_core::Msg;

/// What one seat's holdings changed by, less what is told elsewhere.
#[derive(Clone, Default)]
struct Delta {
    goods: [i64; 16],
    francs: i64,
    loans: i64,
}

impl Delta {
    fn add(&mut self, t: Token, n: i64) {
        match t {
            Token::Francs => self.francs += n,
            Token::Good(g) => self.goods[g.idx()] += n,
        }
    }
}

fn who(q: usize) -> smokestack_core::MsgArg {
    smokestack_core::MsgArg::Seat(q as u8)
}

/// "3 francs" (`lh.francs`).
fn francs(n: i64) -> Msg {
    Msg::new("lh.francs").arg("n", n)
}

fn token(t: Token, n: u16) -> Msg {
    match t {
        Token::Francs => francs(n.into()),
        Token::Good(g) => goods(g, n),
    }
}

/// Francs first, then goods in board order: "2 francs, 3 wood".
fn listed(francs_n: i64, goods_n: &[i64; 16], sign: i64) -> Option<Msg> {
    let mut items = Vec::new();
    if francs_n * sign > 0 {
        items.push(francs(francs_n * sign));
    }
    for g in GOODS {
        let n = goods_n[g.idx()] * sign;
        if n > 0 {
            items.push(goods(g, n as u32));
        }
    }
    (!items.is_empty()).then(|| join(items, "lh.join.comma"))
}

pub fn results(
    before: &State,
    after: &State,
    seat: u8,
    action: &Action,
    viewer: Option<u8>,
) -> Vec<Msg> {
    let n = before.players.len();
    let actor = seat as usize;
    if actor >= n || after.players.len() != n {
        return Vec::new();
    }
    let mut d: Vec<Delta> = before
        .players
        .iter()
        .zip(&after.players)
        .map(|(b, a)| {
            let mut x = Delta {
                francs: i64::from(a.francs) - i64::from(b.francs),
                loans: i64::from(a.loans) - i64::from(b.loans),
                ..Delta::default()
            };
            for g in GOODS {
                x.goods[g.idx()] = i64::from(a.has(g)) - i64::from(b.has(g));
            }
            x
        })
        .collect();

    // Sections in the order they happened; the seats' own changes are told first but counted
    // last, once everything told elsewhere is taken out of them.
    let mut fees = Vec::new();
    stated(before, actor, action, &mut d, &mut fees);
    let fed = fed(before, after);
    let round_end = round_end(before, after, &mut d);
    let finished =
        (!round_end.is_empty() || before.phase == Phase::Feeding) && after.phase != Phase::Feeding;
    let town = town(before, after, action);
    let round_finish = if finished {
        round_finish(before, after)
    } else {
        Vec::new()
    };
    let supply = supply(before, after, &mut d);
    let mut out = fees;
    for (q, x) in d.iter().enumerate() {
        out.extend(holdings(q, x));
    }
    out.extend(cards(before, after, action, actor, viewer));
    out.extend(fed);
    out.extend(round_end);
    out.extend(town);
    out.extend(round_finish);
    out.extend(supply);
    out
}

/// Takes out of the seats' changes what the action's own line states ([KO] 추가 행동: buying,
/// selling, repaying; 대출 카드; payments token by token), and tells who received an entry fee
/// ([KO] 입장료: the fee goes to the building's owner).
fn stated(before: &State, actor: usize, a: &Action, d: &mut [Delta], out: &mut Vec<Msg>) {
    let p = &before.players[actor];
    let fee_line = |owner: usize, what: Msg| {
        Msg::new("lh.res.fee")
            .arg("who", who(owner))
            .arg("what", what)
            .arg("from", who(actor))
    };
    match a {
        Action::Pay(t, k) => {
            d[actor].add(*t, i64::from(*k));
            if let Some(Step::Pay { to: Some(o), .. }) = before.steps.last() {
                let o = *o as usize;
                if o < d.len() && o != actor {
                    d[o].add(*t, -i64::from(*k));
                    out.push(fee_line(o, token(*t, *k)));
                }
            }
        }
        Action::TakeLoan => {
            d[actor].francs -= i64::from(LOAN_PAYOUT);
            d[actor].loans -= 1;
        }
        Action::Repay => {
            d[actor].francs += i64::from(LOAN_REPAY);
            d[actor].loans += 1;
        }
        Action::BuyBuilding(b) => d[actor].francs += i64::from(b.data().price.unwrap_or(0)),
        Action::BuyShip(t) => d[actor].francs += i64::from(t.price().unwrap_or(0)),
        Action::Sell(b) => d[actor].francs -= i64::from(turn::sell_price(b.data().value)),
        Action::SellShip(c) => {
            if let Some(c) = ROUND_CARDS.get(*c as usize) {
                d[actor].francs -= i64::from(turn::sell_price(c.ship_value));
            }
        }
        Action::Enter(b, FeeWay::Francs) => {
            // An extra visit that is free pays nothing, whatever way it names.
            let free = matches!(
                before.steps.last(),
                Some(Step::ExtraEnter { free: true, .. })
            );
            let owner = before.owner_seat(*b).filter(|o| *o != actor);
            if let (false, Some(o), Fee::Francs(k) | Fee::FoodOrFrancs(_, k)) =
                (free, owner, buildings::fee(before, actor, *b))
            {
                d[actor].francs += i64::from(k);
                d[o].francs -= i64::from(k);
                out.push(fee_line(o, francs(k.into())));
            }
        }
        Action::Build { stack, crane } => {
            let Some(b) = before.stacks.get(*stack as usize).and_then(|st| st.first()) else {
                return;
            };
            let sawmill = working(before, actor).is_some_and(|w| w.b == Bd::Sawmill);
            let cost =
                build::cost_for(p, *b, sawmill, *crane).and_then(|c| build::goods_for(p, &c));
            for (g, k) in cost.unwrap_or_default() {
                d[actor].goods[g.idx()] += i64::from(k);
            }
        }
        Action::BuildShip(t) => {
            let brick = working(before, actor).is_some_and(|w| build::needs_brick(before, w.b, *t));
            for (g, k) in build::ship_goods(p, *t, brick).unwrap_or_default() {
                d[actor].goods[g.idx()] += i64::from(k);
            }
        }
        _ => {}
    }
}

/// A seat's goods and francs received and paid, and loans taken or cleared, by the action or
/// what it set off (an offer space taken, a building used, a fine, another's Stockmarket).
fn holdings(q: usize, x: &Delta) -> Vec<Msg> {
    let mut out = Vec::new();
    if let Some(m) = listed(x.francs, &x.goods, 1) {
        out.push(
            Msg::new("lh.res.receives")
                .arg("who", who(q))
                .arg("what", m),
        );
    }
    if let Some(m) = listed(x.francs, &x.goods, -1) {
        out.push(Msg::new("lh.res.pays").arg("who", who(q)).arg("what", m));
    }
    if x.loans > 0 {
        out.push(
            Msg::new("lh.res.loans")
                .arg("who", who(q))
                .arg("n", x.loans),
        );
    } else if x.loans < 0 {
        out.push(
            Msg::new("lh.res.loans_gone")
                .arg("who", who(q))
                .arg("n", -x.loans),
        );
    }
    out
}

/// Buildings, ships and hand cards that changed owner beyond what the action names, workers sent
/// off their buildings, and a look at the special deck.
fn cards(before: &State, after: &State, a: &Action, actor: usize, viewer: Option<u8>) -> Vec<Msg> {
    let mut out = Vec::new();
    // What the action's line names already.
    let named_bd: Option<Bd> = match a {
        Action::Build { stack, .. } => before
            .stacks
            .get(*stack as usize)
            .and_then(|st| st.first())
            .copied(),
        Action::BuyBuilding(b) | Action::Sell(b) | Action::TradeShip(_, b) => Some(*b),
        _ => None,
    };
    let named_ship = |c: u8| match a {
        Action::SellShip(x) | Action::TradeShip(x, _) => *x == c,
        Action::BuyShip(t) | Action::BuildShip(t) => before.ship_top(*t) == Some(c),
        _ => false,
    };
    for (q, (pb, pa)) in before.players.iter().zip(&after.players).enumerate() {
        let mine = q == actor;
        for b in pa.buildings.iter().filter(|b| !pb.owns(**b)) {
            if !(mine && named_bd == Some(*b)) {
                out.push(Msg::new("lh.res.gains").arg("who", who(q)).arg("b", bd(*b)));
            }
        }
        for b in pb.buildings.iter().filter(|b| !pa.owns(**b)) {
            if !(mine && named_bd == Some(*b)) {
                out.push(Msg::new("lh.res.loses").arg("who", who(q)).arg("b", bd(*b)));
            }
        }
        let ship_line = |key: &'static str, c: u8| {
            let card = &ROUND_CARDS[c as usize];
            Msg::new(key)
                .arg("who", who(q))
                .arg("ship", ship(card.ship))
                .arg("vessel", Msg::new(format!("lh.vessel.{}", card.code)))
        };
        for c in pa.ships.iter().filter(|c| !pb.ships.contains(c)) {
            if !(mine && named_ship(*c)) {
                out.push(ship_line("lh.res.gains_ship", *c));
            }
        }
        for c in pb.ships.iter().filter(|c| !pa.ships.contains(c)) {
            if !(mine && named_ship(*c)) {
                out.push(ship_line("lh.res.loses_ship", *c));
            }
        }
        // Construction Site (037): three boxed cards each, seen only by their holder; picking
        // one discards every hand (the picked card is named by the action's line).
        let new: Vec<Bd> = pa
            .hand
            .iter()
            .filter(|b| !pb.hand.contains(b))
            .copied()
            .collect();
        if !new.is_empty() {
            out.push(if viewer == Some(q as u8) {
                Msg::new("lh.res.hand_named").arg("who", who(q)).arg(
                    "cards",
                    join(new.into_iter().map(bd).collect(), "lh.join.comma"),
                )
            } else {
                Msg::new("lh.res.hand")
                    .arg("who", who(q))
                    .arg("n", new.len())
            });
        }
        let picked = mine
            && matches!(a, Action::Choose(_))
            && working(before, actor).is_some_and(|w| w.b == Bd::ConstructionSite && w.stage == 0);
        let gone = pb
            .hand
            .iter()
            .filter(|b| !pa.hand.contains(b))
            .count()
            .saturating_sub(usize::from(picked));
        if gone > 0 {
            out.push(
                Msg::new("lh.res.discards")
                    .arg("who", who(q))
                    .arg("n", gone),
            );
        }
        // A worker sent off by someone else's doing (a sale, the Tobacco Factory, the Harbour
        // Watch): home, or to the Dive Bar (FACTS §5.1).
        if let Some(b) = pb.worker
            && !mine
            && pa.worker != Some(b)
        {
            out.push(match pa.worker {
                Some(c) => Msg::new("lh.res.worker_to")
                    .arg("who", who(q))
                    .arg("b", bd(b))
                    .arg("to", bd(c)),
                None => Msg::new("lh.res.worker_home")
                    .arg("who", who(q))
                    .arg("b", bd(b)),
            });
        }
        // The Marketplace (std): its visitor looks at the next two special buildings.
        let (kb, ka) = (
            before.known_top.get(q).copied().unwrap_or(0),
            after.known_top.get(q).copied().unwrap_or(0),
        );
        if ka > kb {
            let seen: Vec<Bd> = after.specials.iter().take(ka as usize).copied().collect();
            out.push(if viewer == Some(q as u8) && !seen.is_empty() {
                Msg::new("lh.res.peek_named").arg("who", who(q)).arg(
                    "cards",
                    join(seen.into_iter().map(bd).collect(), "lh.join.comma"),
                )
            } else {
                Msg::new("lh.res.peek").arg("who", who(q)).arg("n", ka)
            });
        }
    }
    out
}

/// Whether the round ended in this action: `after` holds a new report.
fn ended_round(before: &State, after: &State) -> bool {
    after.last_round.as_ref().map(|r| r.round) != before.last_round.as_ref().map(|r| r.round)
}

/// Feeding payments finished in this action ([KO] 급식 단계): who has now paid all of it.
fn fed(before: &State, after: &State) -> Vec<Msg> {
    let feeding = |s: &State, q: usize| {
        s.steps.iter().any(
            |st| matches!(st, Step::Pay { seat, why: Why::Feeding, .. } if *seat as usize == q),
        )
    };
    let Some(r) = &after.last_round else {
        return Vec::new();
    };
    (0..before.players.len())
        .filter(|&q| feeding(before, q) && !feeding(after, q))
        .map(|q| {
            Msg::new("lh.res.fed")
                .arg("who", who(q))
                .arg("n", r.owed.get(q).copied().unwrap_or(0))
        })
        .collect()
}

/// The round's end up to the feeding ([KO] 라운드 종료: 수확, 급식 단계; FACTS §9 (1)–(2)): the
/// harvest per seat, the Fisherman's Hut (GH07) before feeding, and the food each seat owes.
/// The harvest's and the Hut's goods come out of the seats' changes.
fn round_end(before: &State, after: &State, d: &mut [Delta]) -> Vec<Msg> {
    let mut out = Vec::new();
    if !ended_round(before, after) || before.round == 0 {
        return out;
    }
    let Some(r) = &after.last_round else {
        return out;
    };
    let n = before.players.len();
    // [KO] 수확: +1 grain with ≥1 grain, +1 cattle with ≥2 (Feedlot: 2).
    if r.harvest {
        let mut any = false;
        for (q, (g, c)) in r.gains.iter().enumerate().take(n) {
            d[q].goods[Good::Grain.idx()] -= i64::from(*g);
            d[q].goods[Good::Cattle.idx()] -= i64::from(*c);
            let mut got = [0i64; 16];
            got[Good::Grain.idx()] = i64::from(*g);
            got[Good::Cattle.idx()] = i64::from(*c);
            if let Some(m) = listed(0, &got, 1) {
                any = true;
                out.push(Msg::new("lh.res.harvest").arg("who", who(q)).arg("what", m));
            }
        }
        if !any {
            out.push(Msg::new("lh.res.harvest_none"));
        }
    } else {
        out.push(Msg::new("lh.res.no_harvest"));
    }
    // GH07 Fisherman's Hut: 2 fish (1–2 players) or 1, just before feeding.
    if let Some(o) = before.owner_seat(Bd::FishermansHut) {
        let fish: u16 = if n <= 2 { 2 } else { 1 };
        d[o].goods[Good::Fish.idx()] -= i64::from(fish);
        out.push(
            Msg::new("lh.res.bonus")
                .arg("who", who(o))
                .arg("what", goods(Good::Fish, fish))
                .arg("b", bd(Bd::FishermansHut)),
        );
    }
    // [KO] 급식 단계: the card's food less what the ships (and the Soup Kitchen) supply.
    let demand = before.card().food(before.n());
    for q in 0..n {
        let owed = r.owed.get(q).copied().unwrap_or(0);
        let key = if owed > 0 {
            "lh.res.feed"
        } else {
            "lh.res.feed_none"
        };
        out.push(
            Msg::new(key)
                .arg("who", who(q))
                .arg("n", owed)
                .arg("demand", demand)
                .arg("ships", round::food_supplied(before, q)),
        );
    }
    out
}

/// Which construction stack (1-based) holds `b` in `s`.
fn stack_of(s: &State, b: Bd) -> Option<usize> {
    (0..3).find(|&i| s.stacks[i].contains(&b)).map(|i| i + 1)
}

/// Buildings that joined or left the town, and special buildings revealed: the town building of
/// the round's end ([KO] 마을 건설: the lowest-numbered stack top, or the special deck's top),
/// the Dunny (_00) and the Football Stadium (_31) moving onto a stack (FACTS §5.1), a building
/// taken out of the game. What the action names itself (a sale, a Construction Site pick) is not
/// told again.
fn town(before: &State, after: &State, a: &Action) -> Vec<Msg> {
    let mut out = Vec::new();
    for b in after.town.iter().filter(|b| !before.town.contains(b)) {
        let key = if stack_of(before, *b).is_some() {
            "lh.res.town_builds"
        } else if before.specials.contains(b) || before.leftover.contains(b) {
            "lh.res.town_special"
        } else if before.players.iter().any(|p| p.owns(*b)) && *a != Action::Sell(*b) {
            "lh.res.to_town"
        } else {
            continue;
        };
        out.push(Msg::new(key).arg("b", bd(*b)));
    }
    for b in before
        .specials
        .iter()
        .filter(|b| !after.specials.contains(b))
    {
        if let Some(i) = stack_of(after, *b) {
            out.push(
                Msg::new("lh.res.special_to_stack")
                    .arg("b", bd(*b))
                    .arg("n", i),
            );
        }
    }
    for b in before.town.iter().filter(|b| !after.town.contains(b)) {
        if let Some(i) = stack_of(after, *b) {
            out.push(Msg::new("lh.res.to_stack").arg("b", bd(*b)).arg("n", i));
        } else if after.removed.contains(b) && !before.removed.contains(b) {
            out.push(Msg::new("lh.res.removed").arg("b", bd(*b)));
        }
    }
    out
}

/// The rest of the round's end ([KO] 새로운 배 카드, 다음 라운드; FACTS §9 (4)–(5)): the round card
/// turns into a ship on its stack, then the next round or the final phase ([KO] 마무리 시기).
fn round_finish(before: &State, after: &State) -> Vec<Msg> {
    let mut out = Vec::new();
    if let Some(&c) = before
        .round
        .checked_sub(1)
        .and_then(|i| before.rounds.get(i as usize))
    {
        let card = &ROUND_CARDS[c as usize];
        out.push(
            Msg::new("lh.res.new_ship")
                .arg("ship", ship(card.ship))
                .arg("vessel", Msg::new(format!("lh.vessel.{}", card.code)))
                .arg("v", i64::from(card.ship_value)),
        );
    }
    if after.phase == Phase::Final {
        out.push(Msg::new("lh.res.final"));
    }
    out
}

/// A new turn's supply step ([KO] 보급 행동, FACTS §8): the tile's two items onto the offer
/// spaces, then interest from every seat with a loan if it is the interest tile ([KO] 대출
/// 카드의 이자). Interest paid at once comes out of the seats' changes.
fn supply(before: &State, after: &State, d: &mut [Delta]) -> Vec<Msg> {
    let mut out = Vec::new();
    if after.phase != Phase::Turn || (after.round, after.turn) == (before.round, before.turn) {
        return out;
    }
    let pos = after.turn as usize;
    let Some(&(a, b, interest)) = after
        .tiles
        .get(pos)
        .and_then(|t| SUPPLY_TILES.get(*t as usize))
    else {
        return out;
    };
    let item = |o: Offer| match o.good() {
        None => fr(1u32),
        Some(g) => goods(g, 1u32),
    };
    let now = |o: Offer| after.offers[OFFERS.iter().position(|x| *x == o).unwrap_or(0)];
    out.push(
        Msg::new("lh.res.supply")
            .arg("who", who(after.current as usize))
            .arg("a", item(a))
            .arg("b", item(b))
            .arg("oa", offer(a))
            .arg("na", now(a))
            .arg("ob", offer(b))
            .arg("nb", now(b)),
    );
    if interest {
        for (q, p) in after.players.iter().enumerate() {
            if p.loans == 0 {
                continue;
            }
            let due = after.steps.iter().any(|st| {
                matches!(st, Step::Pay { seat, why: Why::Interest, .. } if *seat as usize == q)
            });
            out.push(if buildings::interest_exempt(after, q) {
                // GH20 Stockmarket (a): its owner pays no interest.
                Msg::new("lh.res.no_interest")
                    .arg("who", who(q))
                    .arg("b", bd(Bd::Stockmarket))
            } else if due {
                Msg::new("lh.res.interest_due")
                    .arg("who", who(q))
                    .arg("n", INTEREST)
            } else {
                d[q].francs += i64::from(INTEREST);
                Msg::new("lh.res.interest")
                    .arg("who", who(q))
                    .arg("n", INTEREST)
            });
        }
    }
    out
}
