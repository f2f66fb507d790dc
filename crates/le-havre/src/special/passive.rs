//! Special buildings that act outside their own visit (FACTS §5, §5.1): the ship cards traded
//! at a Wharf, Pirates' Lair, Dive Bar, Tobacco Factory, Stockmarket, Souvenir Shop, Soup
//! Kitchen, Fisherman's Hut, Main Station, Hotel, and the cards that go somewhere special when
//! revealed (Dunny, Football Stadium, Construction Site, Rattletrap Car).

use crate::actions::Action;
use crate::data::{Bd, Fee, Good, Offer, ROUND_CARDS, ShipType};
use crate::state::{PayKind, Phase, State, Then, Why};
use crate::turn;

/// Construction Site (037): hand cards dealt to each player.
const HAND: usize = 3;
/// Dive Bar (043): the fine, and the owner's.
const FINE: u16 = 2;
const FINE_OWNER: u16 = 1;
/// Hotel (GH04): francs for leaving to an offer space.
const HOTEL_FRANCS: u32 = 3;
/// Stockmarket (GH20): francs when another takes the franc space / first gets the Bank.
const STOCK_FRANCS: u32 = 1;
const STOCK_BANK: u32 = 3;

/// The seat owning `b`, if it is not `seat`.
fn other_owner(s: &State, seat: usize, b: Bd) -> Option<usize> {
    s.owner_seat(b).filter(|o| *o != seat)
}

/// 023 Luxury Yacht, 039 MS Dagmar (FACTS §5.1): at a Wharf, hand in an iron ship for the
/// Yacht, or a luxury liner for MS Dagmar (the Wharf modernised, or 1 brick to do it).
pub fn wharf_trades(s: &State, seat: usize, wharf: Bd, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    for (special, ship) in [
        (Bd::LuxuryYacht, ShipType::Iron),
        (Bd::MSDagmar, ShipType::Luxury),
    ] {
        if !s.town.contains(&special) {
            continue;
        }
        if special == Bd::MSDagmar && !s.modern.contains(&wharf) && p.has(Good::Brick) == 0 {
            continue;
        }
        for c in &p.ships {
            if ROUND_CARDS[*c as usize].ship == ship {
                out.push(Action::TradeShip(*c, special));
            }
        }
    }
}

pub fn trade_ship(s: &mut State, seat: usize, wharf: Bd, card: u8, special: Bd) {
    let mut ok = Vec::new();
    wharf_trades(s, seat, wharf, &mut ok);
    if !ok.contains(&Action::TradeShip(card, special)) {
        return;
    }
    // The ship leaves the game: it goes back to no stack.
    s.players[seat].ships.retain(|c| *c != card);
    if special == Bd::MSDagmar && !s.modern.contains(&wharf) {
        s.players[seat].take(Good::Brick, 1);
        s.modern.push(wharf);
    }
    s.town.retain(|b| *b != special);
    crate::buildings::gain(s, seat, special);
}

/// 041 Pirates' Lair: another player using the Shipping Line pays the owner 1 franc per ship.
/// The goods just sold always cover it (every ship used carries a good worth at least 1).
pub fn on_shipping(s: &mut State, seat: usize, ships: u16) {
    if let Some(o) = other_owner(s, seat, Bd::PiratesLair) {
        let pay = (ships as u32).min(s.players[seat].francs);
        s.players[seat].francs -= pay;
        s.players[o].francs += pay;
    }
}

/// Is this `seat`'s turn the Main Station's (GH03): two fee-free building visits?
fn station_turn(s: &State, seat: usize) -> bool {
    s.phase == Phase::Turn && s.current as usize == seat && s.hotel_bonus[seat]
}

/// GH03 Main Station: no entry fee for its two visits (L: the fee waiver is inferred from [K]).
pub fn fee(s: &State, seat: usize, b: Bd) -> Option<Fee> {
    (station_turn(s, seat) && b.enterable()).then_some(Fee::Free)
}

/// GH03 Main Station: a worker there at the start of its turn leaves for two building visits.
pub fn on_turn_start(s: &mut State, seat: usize) {
    for f in &mut s.hotel_bonus {
        *f = false;
    }
    // Under a Picket Line the worker waits for a turn with buildings open.
    if s.players[seat].worker == Some(Bd::MainStation) && s.picket == 0 {
        s.hotel_bonus[seat] = true;
        s.mains_left = 2;
    }
}

/// GH20 Stockmarket (a): its owner pays no interest.
pub fn interest_exempt(s: &State, seat: usize) -> bool {
    s.players[seat].owns(Bd::Stockmarket)
}

/// GH03 Main Station: both visits are building visits — unless no building can be entered
/// at all, when offer spaces stay open rather than the turn sticking.
pub fn buildings_only(s: &State, seat: usize) -> bool {
    station_turn(s, seat)
        && s.picket == 0
        && turn::enterable_buildings(s)
            .into_iter()
            .any(|b| !turn::entry_ways(s, seat, b, false).is_empty())
}

/// 037 Construction Site has no price; GH31 Rattletrap Car goes only to whoever gains iron.
pub fn buyable(_s: &State, b: Bd) -> bool {
    !matches!(b, Bd::ConstructionSite | Bd::RattletrapCar)
}

/// GH31 Rattletrap Car can never be sold.
pub fn sellable(b: Bd) -> bool {
    b != Bd::RattletrapCar
}

/// Workers on the Main Station and the Hotel are never removed (GH03, GH04).
fn fixed(b: Bd) -> bool {
    matches!(b, Bd::MainStation | Bd::Hotel | Bd::DiveBar)
}

/// 043 Dive Bar (FACTS §5.1): a worker taken off a building by someone else's doing goes to a
/// revealed Dive Bar and its player pays 2 francs (1 as its owner), with loans if short;
/// without one it goes home. The player's own doing (selling their own building) sends it home.
pub fn evict(s: &mut State, seat: usize, b: Bd) {
    if fixed(b) || s.players[seat].worker != Some(b) {
        return;
    }
    let own_doing = s.acting() == Some(seat as u8);
    if own_doing || s.owner(Bd::DiveBar).is_none() {
        s.players[seat].worker = None;
        return;
    }
    s.players[seat].worker = Some(Bd::DiveBar);
    let fine = if s.players[seat].owns(Bd::DiveBar) {
        FINE_OWNER
    } else {
        FINE
    };
    crate::pay::demand(
        s,
        seat,
        PayKind::Francs,
        fine,
        None,
        Why::Fine,
        Then::Nothing,
    );
}

/// 045 Tobacco Factory: its owner may enter their own building while another player's worker
/// stands there; that worker is evicted (`on_enter`). Never Main Station or Hotel.
pub fn may_displace(s: &State, seat: usize, b: Bd) -> bool {
    let p = &s.players[seat];
    !fixed(b)
        && p.owns(Bd::TobaccoFactory)
        && p.owns(b)
        && s.occupants(b).iter().all(|w| *w != seat)
}

/// GH04 Hotel: taking an offer space from the Hotel pays 3 francs and the worker leaves;
/// GH20 Stockmarket (b): another player taking the franc space pays its owner 1 franc;
/// GH31: iron from the offer space counts for the Rattletrap Car.
pub fn on_offer_taken(s: &mut State, seat: usize, o: Offer) {
    if s.players[seat].worker == Some(Bd::Hotel) {
        s.players[seat].worker = None;
        s.players[seat].francs += HOTEL_FRANCS;
    }
    if o == Offer::Francs
        && let Some(owner) = other_owner(s, seat, Bd::Stockmarket)
    {
        s.players[owner].francs += STOCK_FRANCS;
    }
    gained_goods(s, seat);
}

/// Leaving a building by entering another needs nothing here: the Hotel pays only for an offer
/// space, the Main Station's visits are set at the start of the turn.
pub fn on_worker_left(_s: &mut State, _seat: usize, _left: Option<Bd>) {}

/// GH21 Souvenir Shop: 1 franc from the bank to its owner when another player enters any of
/// the owner's buildings. 045 Tobacco Factory: the owner entering an occupied own building
/// evicts the workers there.
pub fn on_enter(s: &mut State, seat: usize, b: Bd, owner: Option<usize>) {
    if let Some(o) = owner
        && o != seat
        && s.players[o].owns(Bd::SouvenirShop)
    {
        s.players[o].francs += 1;
    }
    let p = &s.players[seat];
    if !s.is_final() && !fixed(b) && p.owns(Bd::TobaccoFactory) && p.owns(b) {
        for w in s.occupants(b) {
            if w != seat {
                evict(s, w, b);
            }
        }
    }
}

/// GH20 Stockmarket (c): another player getting the Bank for the first time pays its owner 3.
pub fn on_gain(s: &mut State, seat: usize, b: Bd) {
    if b == Bd::Bank && !s.bank_gained {
        s.bank_gained = true;
        if let Some(o) = other_owner(s, seat, Bd::Stockmarket) {
            s.players[o].francs += STOCK_BANK;
        }
    }
}

/// GH08 Soup Kitchen: as much food as a wooden ship at every feeding.
pub fn extra_food(s: &State, seat: usize) -> u16 {
    if s.players[seat].owns(Bd::SoupKitchen) {
        ShipType::Wooden.food(s.n())
    } else {
        0
    }
}

/// GH07 Fisherman's Hut: its owner gets 2 fish (1–2 players) or 1 fish just before feeding.
pub fn before_feeding(s: &mut State) {
    let fish = if s.n() <= 2 { 2 } else { 1 };
    if let Some(o) = s.owner_seat(Bd::FishermansHut) {
        s.players[o].add(Good::Fish, fish);
    }
}

/// A special building is revealed (FACTS §5.1).
pub fn on_reveal(s: &mut State, b: Bd) {
    match b {
        // _00 Dunny: on top of the stack whose top card has the highest number (stack 1 if all
        // are empty), where it can be built or bought like any stack top.
        Bd::Dunny => {
            let i = (0..3)
                .filter_map(|i| {
                    s.stack_top(i)
                        .map(|t| (t.data().sort, std::cmp::Reverse(i)))
                })
                .max()
                .map_or(0, |(_, std::cmp::Reverse(i))| i);
            s.stacks[i].insert(0, b);
        }
        // 037 Construction Site: each player in turn order gets the next 3 boxed cards.
        Bd::ConstructionSite => {
            s.town.push(b);
            for seat in 0..s.players.len() {
                let k = HAND.min(s.leftover.len());
                let cards: Vec<Bd> = s.leftover.drain(..k).collect();
                s.players[seat].hand.extend(cards);
            }
        }
        // _31 Football Stadium waits in the town (`after_stack_change` moves it); GH31
        // Rattletrap Car waits for the first iron (`gained_goods`).
        _ => s.town.push(b),
    }
}

/// _31 Football Stadium: once a construction stack is empty it moves on top of it.
pub fn after_stack_change(s: &mut State) {
    if !s.town.contains(&Bd::FootballStadium) {
        return;
    }
    if let Some(i) = (0..3).find(|i| s.stacks[*i].is_empty()) {
        s.town.retain(|b| *b != Bd::FootballStadium);
        s.stacks[i].push(Bd::FootballStadium);
    }
}

/// Every action starts from a fresh count of iron (Rattletrap Car).
pub fn before_action(s: &mut State) {
    s.iron_seen = s.players.iter().map(|p| p.has(Good::Iron)).collect();
}

/// GH31 Rattletrap Car: the first player to gain iron after it is revealed must take it.
pub fn gained_goods(s: &mut State, seat: usize) {
    let iron = s.players[seat].has(Good::Iron);
    let before = s.iron_seen.get(seat).copied().unwrap_or(iron);
    if iron > before && s.town.contains(&Bd::RattletrapCar) {
        s.town.retain(|b| *b != Bd::RattletrapCar);
        crate::buildings::gain(s, seat, Bd::RattletrapCar);
    }
    if let Some(x) = s.iron_seen.get_mut(seat) {
        *x = iron;
    }
}
