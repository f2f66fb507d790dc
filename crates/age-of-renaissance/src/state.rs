//! The whole game state, hidden parts included (hands, deck order, pending secret bids).

use crate::data::{self, Category, Commodity, Pid};
use crate::tables::{category_index, each, tables};
use serde::{Deserialize, Serialize};

/// Which rules text the game follows (FACTS §6): the original Avalon Hill rules, the Korean
/// living rules (default), or the living rules with the Eurogames sheet's credits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rules {
    Original,
    Living,
    Euro,
}

impl Rules {
    pub fn key(self) -> &'static str {
        match self {
            Rules::Original => "original",
            Rules::Living => "living",
            Rules::Euro => "euro",
        }
    }
    /// Every FACTS §6 difference of the living rules applies (Euro adds the sheet's credits).
    pub fn living(self) -> bool {
        self != Rules::Original
    }
    /// The credit column of `advances.csv` (FACTS §3, §6 "Further Eurogames-sheet differences").
    pub fn credit_column(self) -> usize {
        match self {
            Rules::Original => 0,
            Rules::Living => 1,
            Rules::Euro => 2,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    pub rules: Rules,
    /// Epochs played: 3 is the full game, 1 or 2 a short game (FACTS §5.8 end condition 1).
    pub epochs: u8,
}

/// The ship marker (FACTS §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ship {
    None,
    /// Galleys 2, 4, 6, 8: range and capacity.
    Galley(u8),
    /// Seaworthy Vessels 10–16: capacity.
    Seaworthy(u8),
    /// Ocean Navigation 1–4: overseas boxes allowed.
    Ocean(u8),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub capital: Option<Pid>,
    /// 0 = first pick of the capital bid; a higher rank wins Order-of-Play ties (FACTS §5.2).
    pub capital_rank: u8,
    pub cash: u32,
    /// Misery Index space 0–25; `data::CHAOS` is out of the game.
    pub misery: u8,
    /// Tokens in stock; `pool` are the expansion tokens bought this turn (FACTS §5.3).
    pub stock: u8,
    pub pool: u8,
    /// Domination markers on the player mat.
    pub markers: u8,
    pub hand: Vec<u8>,
    /// Advances owned (bit per letter) and those bought this turn (their credit counts only
    /// from the next turn: FACTS §3).
    pub advances: u32,
    pub bought_now: u32,
    pub ship: Ship,
    pub ship_bought: bool,
    /// Capital bid, secret until every seat has bid (FACTS §5.2).
    pub prefs: Vec<Pid>,
    pub capital_bid: Option<u8>,
    /// Order-of-Play bid, secret until every seat has bid (FACTS §5.3); the revealed bid.
    pub order_bid: Option<i32>,
    pub bid: i32,
    /// Cash written on the bid sheet (what Alchemist's Gold halves).
    pub written_cash: u32,
    /// Misery spaces bought back this turn and misery relief (MR) left from advances bought
    /// this turn (FACTS §5.6).
    pub relief_taken: u8,
    pub mr_left: u32,
    /// Living-rules set bonus levels already taken (FACTS §5.6).
    pub set_bonus: u8,
    /// Purchase phase: advances and ships done, stabilization due.
    pub stabilizing: bool,
    pub extra_card: bool,
    pub discarded: bool,
    /// Living rules: the discard Master Art gives when bought has been used (FACTS §6 #9).
    pub art_discard: bool,
    /// Renaissance's swap used this turn.
    pub renaissance_used: bool,
    /// The card swap of Written Record / Wind/Watermill used this turn.
    pub swap_used: bool,
    pub expansion_card: bool,
}

impl Player {
    #[inline(always)]
    pub fn has(&self, a: u8) -> bool {
        self.advances & (1 << a) != 0
    }
    #[inline(always)]
    pub fn out(&self) -> bool {
        self.misery >= data::CHAOS
    }
    pub fn misery_value(&self) -> u32 {
        data::MISERY[(self.misery as usize).min(25)]
    }
}

/// One land space's pieces (FACTS §1): tokens per seat (a satellite holds one), of which
/// `fresh` lie white side up (placed this turn), and at most one domination marker.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Space {
    /// Per seat (six places; seats beyond the player count stay 0).
    pub tokens: [u8; 6],
    pub fresh: [u8; 6],
    pub dom: Option<u8>,
    pub dom_fresh: bool,
}

impl Space {
    #[inline(always)]
    pub fn total(&self) -> u32 {
        let t = &self.tokens;
        u32::from(t[0])
            + u32::from(t[1])
            + u32::from(t[2])
            + u32::from(t[3])
            + u32::from(t[4])
            + u32::from(t[5])
    }
    /// Whether `seat` holds it controlled (coloured side up): the places expansion starts from.
    #[inline(always)]
    pub fn controlled_by(&self, seat: usize) -> bool {
        // `&` and `|`, not `&&` and `||`: no branches in reach's scan of the whole map.
        ((self.dom == Some(seat as u8)) & !self.dom_fresh) | (self.tokens[seat] > self.fresh[seat])
    }
    /// Whether any piece of `seat` is here.
    #[inline(always)]
    pub fn held_by(&self, seat: usize) -> bool {
        self.dom == Some(seat as u8) || self.tokens[seat] > 0
    }
}

/// A decision an event or advance asks for in the middle of a phase.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Pirates/Vikings: `left` more markers to reduce in coastal provinces (FACTS §4.0).
    Pirates { seat: u8, left: u8 },
    /// Civil War: the victim chooses to lose half his written cash or half his tokens.
    CivilWar { victim: u8 },
    /// Wind/Watermill (living rules, FACTS §3.1 K): the last-in-order owner may adjust Grain,
    /// Cloth, Wine or Metal one step after the buy-off.
    Watermill { seat: u8 },
    /// Renaissance (FACTS §3.1 Q, §5.3): at the start of a phase, swap places in Order of
    /// Play with the player just before or after (not another owner), once per turn.
    Renaissance { seat: u8 },
    /// Patronage protection (FACTS §4.2): the player of a leader that others may claim puts
    /// cash on it; a claimant must pay him that much.
    Protect { seat: u8 },
    /// Cathedral in defence (living rules): the lone defender may declare it before the roll.
    Defend {
        seat: u8,
        attacker: u8,
        province: Pid,
    },
    /// Written Record (living) / Wind/Watermill (original) card swap after a won competition.
    Swap { seat: u8, victim: u8, province: Pid },
    /// Written Record with several defeated non-owners: the winner picks his victim (`among`:
    /// a bit per seat).
    SwapVictim { seat: u8, province: Pid, among: u8 },
    /// War! lost (FACTS §4.0): the loser cedes `left` more supportable markers to `winner`.
    Cede { seat: u8, winner: u8, left: u8 },
}

impl Pending {
    pub fn seat(self) -> u8 {
        match self {
            Pending::Pirates { seat, .. }
            | Pending::Watermill { seat }
            | Pending::Renaissance { seat }
            | Pending::Protect { seat }
            | Pending::Defend { seat, .. }
            | Pending::Swap { seat, .. }
            | Pending::SwapVictim { seat, .. }
            | Pending::Cede { seat, .. } => seat,
            Pending::CivilWar { victim } => victim,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Living-rules setup: each seat returns one of its three cards (FACTS §4.4).
    Return,
    /// Capital bid, simultaneous and secret (FACTS §5.2).
    CapitalBid,
    /// Order-of-Play bid, simultaneous and secret (FACTS §5.3).
    OrderBid,
    /// Draw Cards: the first player may buy off shortages/surpluses (FACTS §5.4).
    BuyOff,
    /// Buy Card: Urban Ascendancy and Master Art (FACTS §5.1).
    BuyCard,
    /// Play Cards: rounds in order until a whole round passes (FACTS §5.1).
    PlayCards,
    /// Purchase: ships, advances, misery relief, stabilization (FACTS §5.6).
    Purchase,
    /// Expansion (FACTS §5.5).
    Expansion,
    /// After the last turn: every playable card in hand is played (FACTS §5.8).
    FinalPlay,
    Over,
}

impl Phase {
    /// Its stable id, the key of its name (`aor.phase.<id>`): written out, never read off the
    /// Rust name.
    pub fn id(self) -> &'static str {
        match self {
            Phase::Return => "Return",
            Phase::CapitalBid => "CapitalBid",
            Phase::OrderBid => "OrderBid",
            Phase::BuyOff => "BuyOff",
            Phase::BuyCard => "BuyCard",
            Phase::PlayCards => "PlayCards",
            Phase::Purchase => "Purchase",
            Phase::Expansion => "Expansion",
            Phase::FinalPlay => "FinalPlay",
            Phase::Over => "Over",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The rules version this game plays: `Game::RULES_VERSION`, or a kept older one that a
    /// share code made under it replays by (`Game::setup_as`). The rules read it where version 1
    /// differs (`State::v1`): War! out of the deck (`setup`), Cathedral in defence asked only of
    /// a lone defender (`expansion::next_cathedral_defender`), Written Record's victim the first
    /// eligible defender in seat order, not the winner's choice (`expansion::card_swap`).
    #[serde(default = "current_version")]
    pub version: u32,
    pub options: Options,
    pub turn: u32,
    pub phase: Phase,
    /// Index into `order` of the seat acting in turn-based phases.
    pub cursor: usize,
    /// Seats in Order of Play, first to last.
    pub order: Vec<u8>,
    pub players: Vec<Player>,
    pub spaces: Vec<Space>,
    /// History deck, top last; the next epochs' cards; cards withheld for later (living rules,
    /// 5–6 players); played circle cards; cards out of the game.
    pub deck: Vec<u8>,
    pub future: Vec<Vec<u8>>,
    pub withheld: Vec<u8>,
    pub discard: Vec<u8>,
    pub removed: Vec<u8>,
    pub epoch: u8,
    /// Shortage (+n) or surplus (−n) markers per commodity (FACTS §5.4).
    pub market: [i8; 12],
    /// Leaders played this turn, with who played them (FACTS §4.2).
    pub leaders: Vec<(u8, u8)>,
    /// Arms cards in force this turn: (seat, strength) (FACTS §4.3).
    pub arms: Vec<(u8, u8)>,
    /// Long Bow or Gunpowder has been played: Armor and Stirrups are misery burdens.
    pub arms_voided: bool,
    /// Seats immune this turn (Enlightened Ruler).
    pub immune: Vec<u8>,
    pub papal_ban: Option<Category>,
    pub crusades_now: bool,
    pub mongols: bool,
    /// Religious Strife played this turn / in epoch 3 (voids Papal Decree: FACTS §4.0).
    pub strife_now: bool,
    pub strife_epoch3: bool,
    /// Consecutive passes in Play Cards.
    pub passes: u8,
    /// Tokens shipped into each province by the seat expanding now (FACTS §3.2 capacity).
    pub shipped: Vec<u8>,
    /// Cards bought with tokens this Expansion phase (PROVISIONAL cost table).
    pub expansion_cards: u32,
    /// The last turn has begun: the last epoch's deck ran out (FACTS §5.8).
    pub last_turn: bool,
    /// A decision asked for in the middle of a phase.
    pub pending: Option<Pending>,
    /// Cash put on each leader of `leaders` as protection; it goes to the bank after the
    /// Purchase phase (FACTS §4.2).
    pub protection: Vec<u32>,
    /// Patronage claims this turn: (index into `leaders`, claimant) (FACTS §4.2).
    pub claims: Vec<(u8, u8)>,
    /// Cathedral wins used this turn: (owner, opponent) (FACTS §3.1 H).
    pub cathedral_used: Vec<(u8, u8)>,
    /// Renaissance owners still to be asked at the start of this phase.
    pub ren_queue: Vec<u8>,
    /// The Civil War victim of this turn: last in order from the start of Expansion.
    pub civil_war: Option<u8>,
    /// Cards drawn so far: a draw shows a card to its drawer (a commit point).
    pub draws: u32,
    /// The last competition: (attacker, province, coloured die, attacker die, defender die, won).
    pub last_fight: Option<(u8, Pid, u8, u8, u8, bool)>,
    /// A War! tied this Play Cards phase, to be rolled again (FACTS §4.0; `war.rs`).
    #[serde(default)]
    pub war: Option<War>,
    /// The last War! roll: (declarer, target, declarer's total, target's total).
    #[serde(default)]
    pub last_war: Option<(u8, u8, u8, u8)>,
}

/// A War! still going after a tie: who declared it on whom, and whether the next round of the
/// Play Cards phase has come (its roll is due).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    pub declarer: u8,
    pub target: u8,
    pub due: bool,
}

fn current_version() -> u32 {
    <crate::AgeOfRenaissance as smokestack_core::Game>::RULES_VERSION
}

impl State {
    /// The game plays rules version 1 (before War! and several defenders were written).
    #[inline(always)]
    pub fn v1(&self) -> bool {
        self.version == 1
    }
    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }
    pub fn rules(&self) -> Rules {
        self.options.rules
    }
    /// The seat acting in a turn-based phase.
    pub fn current(&self) -> Option<u8> {
        self.order.get(self.cursor).copied()
    }
    /// This seat's place in Order of Play (0 = first).
    pub fn place(&self, seat: u8) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0)
    }
    /// The Order-of-Play box number (FACTS §5.3): what the coloured die must beat.
    pub fn order_box(&self, seat: u8) -> u8 {
        let boxes = data::order_boxes(self.seats());
        boxes[self.place(seat).min(boxes.len() - 1)]
    }
    /// Markets dominated by `seat` of commodity `c` (overseas boxes count once per commodity).
    pub fn markets_of(&self, seat: usize, c: Commodity) -> u32 {
        each(tables().commodity[c.index()])
            .filter(|&p| self.spaces[p as usize].dom == Some(seat as u8))
            .count() as u32
    }
    /// Markets dominated by `seat` (for income).
    pub fn markets(&self, seat: usize) -> u32 {
        self.spaces
            .iter()
            .filter(|s| s.dom == Some(seat as u8))
            .count() as u32
    }
    /// Advances of `seat` in category `c`.
    pub fn in_category(&self, seat: usize, c: Category) -> u32 {
        (self.players[seat].advances & tables().category[category_index(c)]).count_ones()
    }
    /// Complete tiers: advances owned in every category (FACTS §3).
    pub fn tiers(&self, seat: usize) -> u32 {
        Category::ALL
            .iter()
            .map(|&c| self.in_category(seat, c))
            .min()
            .unwrap_or(0)
    }
    /// Seats still in the game.
    pub fn alive(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.seats()).filter(|&s| !self.players[s as usize].out())
    }
    /// How many seats are still in the game (`alive().count()`, asked after every action).
    pub fn alive_count(&self) -> usize {
        let mut n = 0;
        for p in &self.players {
            n += usize::from(!p.out());
        }
        n
    }
    /// The letter of Wind/Watermill under these rules: J under the original rules, K under the
    /// living rules (FACTS §6 #3).
    pub fn watermill(&self) -> u8 {
        if self.rules().living() {
            data::adv::K
        } else {
            data::adv::J
        }
    }
    /// The letter of Improved Agriculture under these rules (FACTS §6 #3).
    pub fn improved_agriculture(&self) -> u8 {
        if self.rules().living() {
            data::adv::J
        } else {
            data::adv::K
        }
    }
}
