//! The position digest (`src/digest.rs`): equal for equal positions, changed by any one
//! meaningful change, and the crate's fixture codes open by it.

mod common;

use arkwright_card_game::data::Card;
use arkwright_card_game::state::{Output, SUPPLY};
use arkwright_card_game::{Arkwright, Phase, State, Step};
use common::*;
use smokestack_core::codec;
use smokestack_core::fixtures::Fixture;
use smokestack_core::{Digest, Game};

fn of(s: &State) -> u32 {
    let mut d = Digest::new();
    Arkwright::digest(s, &mut d);
    d.finish()
}

/// Every change named must move the digest.
fn changes(s: &State, what: &str, change: impl FnOnce(&mut State)) {
    let mut t = s.clone();
    change(&mut t);
    assert_ne!(t, *s, "{what}: the change changed nothing");
    assert_ne!(of(&t), of(s), "{what}: the digest did not change");
}

#[test]
fn a_clone_digests_alike_and_the_digest_is_the_codes() {
    let s = turn_of(3, &[], 0);
    assert_eq!(of(&s), of(&s.clone()));
    assert_eq!(of(&s), codec::digest::<Arkwright>(&s));
    let t = game(2, &[("expert", "on")]);
    assert_ne!(of(&s), of(&t));
}

#[test]
fn any_one_meaningful_change_changes_the_digest() {
    let s = turn_of(3, &[], 0);
    changes(&s, "a seat's money", |t| t.players[1].money += 1);
    changes(&s, "a seat's shares", |t| t.players[2].shares += 1);
    changes(&s, "share value", |t| t.players[0].share_value += 1);
    changes(&s, "whose turn", |t| {
        t.phase = Phase::Turn {
            turn: 1,
            step: Step::Choose,
        }
    });
    changes(&s, "the start player", |t| t.start = 1);
    changes(&s, "the step", |t| {
        t.phase = Phase::Turn {
            turn: 0,
            step: Step::Price,
        }
    });
    changes(&s, "the phase", |t| {
        t.phase = Phase::Production {
            turn: 0,
            decided: false,
            out: Output::default(),
            sold: [0; 4],
        }
    });
    changes(&s, "goods left in production", |t| {
        t.phase = Phase::Production {
            turn: 0,
            decided: true,
            out: Output {
                left: 1,
                sold: 0,
                room: 0,
            },
            sold: [0; 4],
        }
    });
    changes(&s, "demand", |t| t.demand[2] += 1);
    changes(&s, "wage", |t| t.wage += 1);
    changes(&s, "the round", |t| t.round += 1);
    changes(&s, "the era", |t| t.era += 1);
    changes(&s, "an appeal marker", |t| {
        t.players[0].appeal[3] = Some(t.players[0].appeal[3].unwrap_or(0) + 1)
    });
    changes(&s, "a development level", |t| t.players[0].dev[4] += 1);
    changes(&s, "a factory's token space", |t| {
        let f = t.players[0].factories.iter_mut().find(|f| f.open).unwrap();
        f.space = (f.space + 1) % 4;
    });
    changes(&s, "a card held", |t| {
        t.supply[Card::Developer as usize] -= 1;
        t.players[1].cards |= Card::Developer.bit();
    });
    changes(&s, "a card in the supply", |t| {
        t.supply[Card::Contract as usize] += 1;
    });
    changes(&s, "a stored good", |t| {
        let g = t.players[0].factories.iter().position(|f| f.open).unwrap() as u8;
        t.players[0].warehouses[0].at = g;
        t.players[0].warehouses[0].goods = 1;
    });
    changes(&s, "a card discarded this turn", |t| {
        t.discarded |= Card::Broker.bit()
    });
    let mut held = s.clone();
    held.supply[Card::Overtime as usize] -= 1;
    held.players[0].cards |= Card::Overtime.bit();
    held.supply[Card::TradeOffice as usize] -= 1;
    held.players[0].cards |= Card::TradeOffice.bit();
    changes(&held, "a card rotated (used)", |t| {
        t.players[0].used |= Card::TradeOffice.bit()
    });
    changes(&held, "which card is held", |t| {
        t.players[0].cards &= !Card::Overtime.bit();
        t.players[0].cards |= Card::Workshop.bit();
    });
    changes(&s, "a quality card placed", |t| {
        let g = t.players[0].factories.iter().position(|f| f.open).unwrap() as u8;
        assert_eq!(t.players[0].quality[0].at, SUPPLY);
        t.players[0].quality[0].at = g;
        t.players[0].quality[0].value = 1;
    });
}

#[test]
fn the_solo_grid_and_the_neutral_are_in_the_digest() {
    let s = game(1, &[]);
    let grid = &s.solo.as_ref().unwrap().grid;
    let (a, b) = (0..grid.len())
        .flat_map(|i| (0..grid.len()).map(move |j| (i, j)))
        .find(|&(i, j)| grid[i].is_some() && grid[j].is_some() && grid[i] != grid[j])
        .unwrap();
    changes(&s, "two grid cards swapped", |t| {
        t.solo.as_mut().unwrap().grid.swap(a, b)
    });
    changes(&s, "an automa's share value", |t| {
        t.solo.as_mut().unwrap().automa[1].share_value += 1
    });
    changes(&s, "the bag", |t| t.solo.as_mut().unwrap().bag[2] -= 1);
    let two = game(2, &[]);
    changes(&two, "the neutral's appeal", |t| {
        t.neutral.as_mut().unwrap()[0] += 1
    });
}

#[test]
fn every_fixture_code_opens_and_names_its_position_by_the_digest() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "fixture") {
            continue;
        }
        let f = Fixture::parse(&std::fs::read_to_string(&p).unwrap()).unwrap();
        let packed = codec::unpack(&f.code).unwrap();
        let m =
            codec::decode::<Arkwright>(&packed).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        if packed.format >= codec::FORMAT {
            assert_eq!(packed.hash, Some(of(m.state())), "{}", p.display());
            assert_eq!(f.hash, of(m.state()), "{}", p.display());
        }
        n += 1;
    }
    assert!(n >= 10);
}
