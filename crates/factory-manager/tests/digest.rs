//! The position digest (`src/digest.rs`): equal for equal positions, different when any one
//! meaningful thing differs, and independent of how the state is stored.

mod common;
use common::*;
use factory_manager::FactoryManager as FM;
use factory_manager::data::find;
use factory_manager::state::{Phase, State};
use smokestack_core::{Digest, Game, Match, codec};

/// A change made to a position, with what it changes.
type Change = (&'static str, Box<dyn Fn(&mut State)>);

fn of(s: &State) -> u32 {
    let mut d = Digest::new();
    FM::digest(s, &mut d);
    d.finish()
}

/// A game some way in: round 2, with tiles bought, bids on order tiles and a market.
fn midgame() -> State {
    let o = FM::options(3, &[]).unwrap();
    let mut m = Match::<FM>::new(o, 7).unwrap();
    let mut rng = smokestack_core::GameRng::new(3);
    while m.state().round < 2 || m.state().phase != (Phase::Build { hiring: false }) {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = FM::heuristic(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal).unwrap();
    }
    m.state().clone()
}

#[test]
fn a_clone_digests_alike_and_the_digest_is_the_codes_check() {
    let s = midgame();
    assert_eq!(of(&s), of(&s.clone()));
    assert_eq!(of(&s), codec::digest::<FM>(&s));
    let fresh = new_game(4, 1, &[]);
    assert_eq!(of(&fresh), of(&new_game(4, 1, &[])));
    assert_ne!(of(&fresh), of(&new_game(4, 2, &[])));
}

#[test]
fn any_one_meaningful_change_changes_the_digest() {
    let s = midgame();
    let base = of(&s);
    let changes: Vec<Change> = vec![
        ("a seat's money", Box::new(|s| s.players[1].money += 1)),
        ("money paid", Box::new(|s| s.players[0].spent += 1)),
        ("whose turn", Box::new(|s| s.turn = (s.turn + 1) % 3)),
        ("the phase", Box::new(|s| s.phase = Phase::Adjust)),
        (
            "hiring within phase 3",
            Box::new(|s| s.phase = Phase::Build { hiring: true }),
        ),
        ("the round", Box::new(|s| s.round += 1)),
        ("the energy price", Box::new(|s| s.energy_price += 1)),
        (
            "the energy stack's order",
            Box::new(|s| s.energy_stack.reverse()),
        ),
        (
            "a hidden energy tile swapped",
            Box::new(|s| {
                let top = s.energy_stack.len() - 1;
                let a = s.energy_stack[top];
                let i = s
                    .energy_removed
                    .iter()
                    .position(|&x| x != a)
                    .expect("a different removed tile");
                std::mem::swap(&mut s.energy_stack[top], &mut s.energy_removed[i]);
            }),
        ),
        (
            "the order-tile draw stack's order",
            Box::new(|s| s.order_stack.swap(0, 1)),
        ),
        (
            "a seat's order tile",
            Box::new(|s| {
                let (a, b) = (s.players[0].order, s.players[1].order);
                s.players[0].order = b;
                s.players[1].order = a;
            }),
        ),
        (
            "a worker in the canteen",
            Box::new(|s| s.players[2].canteen += 1),
        ),
        ("a bid", Box::new(|s| s.players[0].bid += 1)),
        (
            "a machine shut down",
            Box::new(|s| {
                let i = s.players[0]
                    .floor
                    .iter()
                    .position(|x| x.tile == find("M0"))
                    .unwrap();
                s.players[0].floor[i].shut = !s.players[0].floor[i].shut;
            }),
        ),
        (
            "a tile on the floor",
            Box::new(|s| s.players[1].floor[0].tile = find("M0")),
        ),
        (
            "the floor's order",
            Box::new(|s| s.players[2].floor.reverse()),
        ),
        (
            "a column's tile moved to the market",
            Box::new(|s| {
                let col = s.columns.iter_mut().find(|c| !c.is_empty()).unwrap();
                let t = col.remove(0);
                s.market.push(t);
            }),
        ),
        (
            "a seasonal worker",
            Box::new(|s| s.players[0].seasonal += 1),
        ),
        (
            "a floor extension",
            Box::new(|s| s.players[2].extensions += 1),
        ),
        ("adjusted", Box::new(|s| s.players[1].adjusted = true)),
        (
            "the final income",
            Box::new(|s| s.players[1].final_income = 40),
        ),
        (
            "an option",
            Box::new(|s| s.options.double_net = !s.options.double_net),
        ),
    ];
    for (what, change) in changes {
        let mut t = s.clone();
        change(&mut t);
        assert_ne!(t, s, "{what}: the change changes the state");
        assert_ne!(of(&t), base, "{what} changes the digest");
    }
}

#[test]
fn an_auction_in_progress_digests_its_bid_and_turn() {
    let mut s = new_game(3, 5, &[]);
    let seat = FM::to_act(&s)[0];
    let tile = s.revealed[0];
    act(&mut s, seat, factory_manager::Action::Open { tile, bid: 1 });
    let base = of(&s);
    let mut t = s.clone();
    t.auction.as_mut().unwrap().bid += 1;
    assert_ne!(of(&t), base);
    let mut t = s.clone();
    t.auction.as_mut().unwrap().passed ^= 1;
    assert_ne!(of(&t), base);
    let mut t = s.clone();
    t.auction = None;
    assert_ne!(of(&t), base);
}
