//! One heuristic bot game, summarised turn by turn:
//! `cargo run --release -p age-of-renaissance --example aor_trace -- PLAYERS SEED`.

use age_of_renaissance::{AgeOfRenaissance, Phase, scoring};
use smokestack_core::{BotKind, Game, GameRng, Lang};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let o = AgeOfRenaissance::options(players, &[]).unwrap();
    let mut rng = GameRng::new(seed);
    let mut bot = GameRng::new(seed ^ 77);
    let mut s = AgeOfRenaissance::setup(&o, &mut rng).unwrap();
    let mut turn = 0;
    let mut actions = 0;
    while !AgeOfRenaissance::to_act(&s).is_empty() {
        if s.turn != turn && s.phase == Phase::OrderBid {
            turn = s.turn;
            let line: Vec<String> = (0..players as usize)
                .map(|i| {
                    let p = &s.players[i];
                    format!(
                        "P{}: ${} {} adv {} mkts misery {} hand {}",
                        i + 1,
                        p.cash,
                        p.advances.count_ones(),
                        s.markets(i),
                        p.misery,
                        p.hand.len()
                    )
                })
                .collect();
            println!(
                "turn {turn} epoch {} deck {}: {}",
                s.epoch,
                s.deck.len(),
                line.join(" | ")
            );
        }
        let seat = AgeOfRenaissance::to_act(&s)[0];
        let legal = AgeOfRenaissance::legal(&s, seat);
        let d = AgeOfRenaissance::determinize(&s, seat, &mut bot);
        let i =
            BotKind::Heuristic.choose_with::<AgeOfRenaissance>(&d, seat, &legal, &mut bot, None);
        if std::env::var("TRACE").is_ok() {
            let m = AgeOfRenaissance::message(&s, seat, &legal[i], None).render(Lang::En, &[]);
            println!("  P{}: {m}", seat + 1);
        }
        AgeOfRenaissance::apply(&mut s, seat, &legal[i], &mut rng).unwrap();
        actions += 1;
    }
    let out = scoring::outcome(&s).unwrap();
    println!("over after {} turns, {actions} actions", s.turn);
    for sc in &out.scores {
        let parts: Vec<String> = sc
            .parts
            .iter()
            .map(|p| format!("{} {}", p.label, p.points))
            .collect();
        println!("{}: {} ({})", sc.name, sc.total, parts.join(", "));
    }
    println!("winners {:?}", out.winners);
}
