//! Competitions with their dice (FACTS §5.5): the log holds only the moves, so the board
//! replays them (once per drawing of the board; later moves are added as they come) and notes
//! every competition as it is resolved: who attacked whom where, the tokens it took, the
//! Order-of-Play box the coloured die had to beat, the three dice (none for a Cathedral) and
//! who won.

use age_of_renaissance::data::{self, adv};
use age_of_renaissance::state::Pending;
use age_of_renaissance::{Action, AgeOfRenaissance as AoR, Options, State, expansion};
use leptos::prelude::*;
use smokestack_core::{Game, GameRng, Match, Msg, MsgArg, Seat};

use super::{Board, word};
use crate::game_view::part;
use crate::i18n::Lang;

/// One resolved competition.
#[derive(Clone, Debug, PartialEq)]
pub struct Fight {
    pub turn: u32,
    pub attacker: u8,
    /// The seats with pieces there before the roll.
    pub defenders: Vec<u8>,
    pub province: u8,
    /// Tokens the attacker committed.
    pub need: u32,
    /// The attacker's Order-of-Play box: the coloured die wins above it (Proselytism: at it).
    pub order_box: u8,
    pub proselytism: bool,
    /// (coloured order die, attacker die, defender die); none when Cathedral decided it.
    pub dice: Option<(u8, u8, u8)>,
    pub won: bool,
}

/// The replay so far: what it started from and the moves it has taken.
struct Replay {
    seed: u64,
    options: Options,
    moves: Vec<(Seat, Action)>,
    state: State,
    rng: GameRng,
    fights: Vec<Fight>,
    /// A competition waiting for a defender's Cathedral answer.
    open: Option<Fight>,
}

/// The competitions' replay as the board keeps it between moves.
#[derive(Default)]
pub struct Fights(Option<Replay>);

fn start(seed: u64, options: &Options) -> Option<Replay> {
    let mut rng = GameRng::new(seed);
    let state = AoR::setup(options, &mut rng).ok()?;
    Some(Replay {
        seed,
        options: options.clone(),
        moves: Vec::new(),
        state,
        rng,
        fights: Vec::new(),
        open: None,
    })
}

impl Replay {
    fn step(&mut self, seat: Seat, a: &Action) {
        let s = &self.state;
        if let Action::Attack(p) | Action::CathedralAttack(p) = *a {
            let i = seat as usize;
            let sp = &s.spaces[p as usize];
            self.open = Some(Fight {
                turn: s.turn,
                attacker: seat,
                defenders: (0..s.seats())
                    .filter(|&o| o != seat && sp.held_by(o as usize))
                    .collect(),
                province: p,
                need: expansion::required(s, i, p),
                order_box: s.order_box(seat),
                proselytism: s.players[i].has(adv::PROSELYTISM),
                dice: None,
                won: false,
            });
        }
        AoR::perform(&mut self.state, seat, a, &mut self.rng);
        self.moves.push((seat, a.clone()));
        let asking = matches!(self.state.pending, Some(Pending::Defend { .. }));
        if !asking && let Some(mut f) = self.open.take() {
            if let Some((_, _, c, x, y, won)) = self.state.last_fight {
                f.won = won;
                // A Cathedral's decision rolls nothing (the rules note 0, 0, 0).
                f.dice = (c > 0).then_some((c, x, y));
            }
            self.fights.push(f);
        }
    }
}

impl Fights {
    /// Every competition of the match so far, first to last: the moves since the last call
    /// replayed (all of them, from the start, for another match or a log taken back).
    pub fn of(&mut self, m: &Match<AoR>) -> Vec<Fight> {
        let cell = &mut self.0;
        let log = m.log();
        let fits = cell.as_ref().is_some_and(|r| {
            r.seed == m.seed
                && r.options == m.options
                && r.moves.len() <= log.len()
                && r.moves
                    .iter()
                    .zip(log)
                    .all(|((s, a), e)| *s == e.seat && *a == e.action)
        });
        if !fits {
            *cell = start(m.seed, &m.options);
        }
        let Some(r) = cell.as_mut() else {
            return Vec::new();
        };
        for e in &log[r.moves.len()..] {
            r.step(e.seat, &e.action);
        }
        r.fights.clone()
    }
}

/// One die as a face with its number.
fn die(class: &'static str, n: u8, label: String) -> impl IntoView {
    view! {
        <span class="aor-die-box">
            <span class=format!("aor-die {class}") role="img" aria-label=format!("{label} {n}")>{n.to_string()}</span>
            <span class="aor-die-label">{label}</span>
        </span>
    }
}

/// A competition in words: who against whom where with the tokens it took, who won, and what
/// the dice had to show (or that a Cathedral decided it).
pub fn texts(f: &Fight, names: &[String], lang: Lang) -> [String; 3] {
    let d = data::data();
    let name = |s: u8| {
        names
            .get(s as usize)
            .cloned()
            .unwrap_or_else(|| format!("{}", s + 1))
    };
    let who = f
        .defenders
        .iter()
        .map(|&s| name(s))
        .collect::<Vec<_>>()
        .join(", ");
    let head = Msg::new("aor.fight.head")
        .arg("a", MsgArg::Text(name(f.attacker)))
        .arg("d", MsgArg::Text(who))
        .arg(
            "p",
            MsgArg::Text(d.provinces[f.province as usize].name.clone()),
        )
        .arg("n", f.need as i64)
        .arg("turn", f.turn as i64)
        .render(lang, names);
    let result = Msg::new(if f.won {
        "aor.fight.won"
    } else {
        "aor.fight.lost"
    })
    .arg("a", MsgArg::Text(name(f.attacker)))
    .render(lang, names);
    let rule = match (f.dice, f.proselytism) {
        (None, _) => word(lang, "aor.fight.cathedral"),
        (Some(_), p) => Msg::new(if p {
            "aor.fight.rule_at"
        } else {
            "aor.fight.rule"
        })
        .arg("b", f.order_box as i64)
        .render(lang, names),
    };
    [head, result, rule]
}

/// A competition as the panel shows it: its class, its words and its dice.
type Shown = (String, [String; 3], Option<(u8, u8, u8)>);

/// The competitions of this turn (or else the last one), the latest first with its dice, as
/// the panel shows them: (class, words, dice) each.
fn shown(all: &[Fight], turn: u32, names: &[String], lang: Lang) -> Vec<Shown> {
    let mut shown: Vec<&Fight> = all.iter().rev().take_while(|f| f.turn == turn).collect();
    if shown.is_empty() {
        shown.extend(all.last());
    }
    shown
        .into_iter()
        .take(6)
        .enumerate()
        .map(|(k, f)| {
            let class = format!(
                "aor-fight aor-s{} {}{}",
                f.attacker,
                if f.won { "aor-won" } else { "aor-lost" },
                if k == 0 { " aor-latest" } else { "" }
            );
            (class, texts(f, names, lang), f.dice)
        })
        .collect()
}

/// The competitions' panel: the match replayed as the moves come (kept as long as the board),
/// drawn anew only when what it shows changes, which most moves do not.
pub fn panel(b: Board, lang: Lang) -> AnyView {
    let replay = StoredValue::new_local(Fights::default());
    let all =
        b.cx.memo(move |m| replay.try_update_value(|r| r.of(m)).unwrap_or_default());
    part(
        move || {
            let all = all.get()?;
            b.read(|v, names| shown(&all, v.turn, names, lang))
                .filter(|s| !s.is_empty())
        },
        move |shown| shown.map(|shown| draw(shown, lang)),
    )
}

fn draw(shown: Vec<Shown>, lang: Lang) -> impl IntoView {
    let items = shown
        .into_iter()
        .map(|(class, [head, result, rule], dice)| {
            let dice = dice.map(|(c, x, y)| {
                view! {
                    <div class="aor-dice">
                        {die("aor-die-order", c, word(lang, "aor.fight.order_die"))}
                        {die("aor-die-att", x, word(lang, "aor.fight.att_die"))}
                        {die("aor-die-def", y, word(lang, "aor.fight.def_die"))}
                    </div>
                }
            });
            view! {
                <li class=class>
                    <p class="aor-fight-head"><span class="aor-swatch"></span>{head}</p>
                    {dice}
                    <p class="aor-fight-rule">{rule}</p>
                    <p class="aor-fight-result"><b>{result}</b></p>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="aor-fights" aria-label=word(lang, "aor.ui.fights")>
            <h3>{word(lang, "aor.ui.fights")}</h3>
            <ol>{items}</ol>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    /// FACTS §5.5 (competition): in seeded bot games every competition is noted with the dice
    /// the rules rolled (the state's last competition), its tokens as the Attack move said,
    /// and a won competition sends every defender's pieces home.
    #[test]
    fn competition_fact_5_5_dice_as_rolled() {
        let mut seen = 0;
        let mut replay = Fights::default();
        for seed in 1..=4u64 {
            let o = AoR::options(4, &[]).unwrap();
            let mut m = Match::<AoR>::new(o, seed).unwrap();
            let mut rng = GameRng::new(seed + 100);
            for _ in 0..1500 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                let legal = m.legal(seat);
                let k = AoR::heuristic(m.state(), seat, &legal, &mut rng);
                let before = replay.of(&m).len();
                m.apply(seat, &legal[k]).unwrap();
                let after = replay.of(&m);
                if after.len() > before {
                    let f = after.last().unwrap();
                    let (a, p, c, x, y, won) = m.state().last_fight.unwrap();
                    assert_eq!((f.attacker, f.province, f.won), (a, p, won));
                    if let Some(d) = f.dice {
                        assert_eq!(d, (c, x, y));
                        assert!(
                            (1..=6).contains(&c) && (1..=6).contains(&x) && (1..=6).contains(&y)
                        );
                    }
                    assert!(f.need >= 1 && !f.defenders.is_empty());
                    if won {
                        let sp = &m.state().spaces[p as usize];
                        assert!(f.defenders.iter().all(|&o| !sp.held_by(o as usize)));
                    }
                    seen += 1;
                }
            }
        }
        assert!(seen > 0, "no competition in four bot games");
        // Undo-like truncation: a fresh match replays from its start.
        let m = Match::<AoR>::new(AoR::options(3, &[]).unwrap(), 9).unwrap();
        assert!(replay.of(&m).is_empty());
    }
}
