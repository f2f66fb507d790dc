//! "Pay this, receive that, up to N times" — the shape of most building actions, as a table row
//! ([KO] 건물: arrows convert, "6x" caps, energy per conversion or once per visit).

use crate::actions::Action;
use crate::data::Good;
use crate::pay;
use crate::state::{PayKind, Player, State, Then, Why};

/// Energy a conversion costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Energy {
    None,
    /// `num/den` per unit, the total rounded up (Bakehouse, Brickworks ½; Steel Mill 5).
    PerUnit(u16, u16),
    /// Once for the whole batch (Smokehouse 1).
    Once(u16),
}

impl Energy {
    pub fn total(self, n: u16) -> u16 {
        match self {
            Energy::None => 0,
            Energy::PerUnit(a, b) => (n * a).div_ceil(b),
            Energy::Once(e) => {
                if n > 0 {
                    e
                } else {
                    0
                }
            }
        }
    }
}

/// One conversion, per unit.
#[derive(Clone, Copy, Debug)]
pub struct Conv {
    pub give: &'static [(Good, u16)],
    pub give_francs: u16,
    /// Food paid per unit (francs count as food).
    pub give_food: u16,
    pub get: &'static [(Good, u16)],
    pub get_francs: u16,
    /// Most units per visit; 0 = as many as can be paid for.
    pub cap: u16,
    pub energy: Energy,
    /// Also receive ½ franc per unit, rounded down (Bakehouse, Smokehouse, Brickworks).
    pub half_franc: bool,
    /// Brick may be paid for clay and steel for iron, plain goods first ([KO] 규칙 정리).
    pub stand_in: bool,
}

impl Conv {
    pub const fn new(give: &'static [(Good, u16)], get: &'static [(Good, u16)]) -> Conv {
        Conv {
            give,
            give_francs: 0,
            give_food: 0,
            get,
            get_francs: 0,
            cap: 0,
            energy: Energy::None,
            half_franc: false,
            stand_in: false,
        }
    }
    pub const fn cap(mut self, n: u16) -> Conv {
        self.cap = n;
        self
    }
    pub const fn francs_in(mut self, n: u16) -> Conv {
        self.give_francs = n;
        self
    }
    pub const fn francs_out(mut self, n: u16) -> Conv {
        self.get_francs = n;
        self
    }
    pub const fn food_in(mut self, n: u16) -> Conv {
        self.give_food = n;
        self
    }
    pub const fn energy(mut self, e: Energy) -> Conv {
        self.energy = e;
        self
    }
    pub const fn half_franc(mut self) -> Conv {
        self.half_franc = true;
        self
    }
    pub const fn stand_in(mut self) -> Conv {
        self.stand_in = true;
        self
    }

    /// Takes `n` of `g` from `p`, brick for clay and steel for iron once the plain good runs
    /// out when `stand_in` is set; `false` (and `p` partly changed) when it cannot be paid.
    fn take_goods(&self, p: &mut Player, g: Good, n: u16) -> bool {
        let plain = p.has(g).min(n);
        let sub = match g {
            Good::Clay | Good::Iron if self.stand_in => Some(g.upgraded()),
            _ => None,
        };
        let rest = n - plain;
        match sub {
            _ if rest == 0 => p.take(g, plain),
            Some(u) if p.has(u) >= rest => {
                p.take(g, plain);
                p.take(u, rest);
            }
            _ => return false,
        }
        true
    }

    /// Can `p` afford `n` units?
    pub fn affordable(&self, p: &Player, n: u16) -> bool {
        let mut after = p.clone();
        for (g, k) in self.give {
            if !self.take_goods(&mut after, *g, k * n) {
                return false;
            }
        }
        let francs = (self.give_francs * n) as u32;
        if after.francs < francs {
            return false;
        }
        after.francs -= francs;
        if pay::energy_power(&after) < self.energy.total(n) as u32 {
            return false;
        }
        after.food_available() >= (self.give_food * n) as u32
    }

    /// Can `p` run at least one unit? (`most(p) > 0` without counting them all.)
    pub fn runs(&self, p: &Player) -> bool {
        self.affordable(p, 1)
    }

    /// The most units `p` can run now.
    pub fn most(&self, p: &Player) -> u16 {
        let limit = if self.cap == 0 { 200 } else { self.cap };
        let mut n = 0;
        while n < limit && self.affordable(p, n + 1) {
            n += 1;
        }
        n
    }

    pub fn legal(&self, p: &Player, out: &mut Vec<Action>) {
        for n in 1..=self.most(p) {
            out.push(Action::Amount(n));
        }
    }

    /// Runs `n` units: goods and francs change hands at once, then energy and food are asked for.
    pub fn run(&self, s: &mut State, seat: usize, n: u16) {
        let p = &mut s.players[seat];
        for (g, k) in self.give {
            let paid = self.take_goods(p, *g, k * n);
            debug_assert!(paid, "checked by affordable");
        }
        p.francs -= (self.give_francs * n) as u32;
        for (g, k) in self.get {
            p.add(*g, k * n);
        }
        p.francs += (self.get_francs * n) as u32;
        if self.half_franc {
            p.francs += (n / 2) as u32;
        }
        crate::buildings::gained_goods(s, seat);
        let e = self.energy.total(n);
        if e > 0 {
            pay::demand(
                s,
                seat,
                PayKind::Energy,
                e,
                None,
                Why::Energy,
                Then::Nothing,
            );
        }
        if self.give_food > 0 {
            pay::demand(
                s,
                seat,
                PayKind::Food,
                self.give_food * n,
                None,
                Why::Cost,
                Then::Nothing,
            );
        }
    }
}
