//! Prints a bot game as its log: `cargo run -p le-havre --example lh_trace -- PLAYERS SEED [short] [MAX]`.

mod common;

use le_havre::LeHavre;
use smokestack_core::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let short = args.get(3).is_some_and(|a| a == "short");
    let max: usize = args
        .get(4)
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    let (mut s, mut rng) = common::new_game(players, short, seed);
    let mut n = 0;
    while let Some(&seat) = LeHavre::to_act(&s).first() {
        let legal = LeHavre::legal(&s, seat);
        let i = smokestack_core::BotKind::Heuristic.choose::<LeHavre>(&s, seat, &legal, &mut rng);
        let st = LeHavre::status(&s);
        println!(
            "r{} {} | P{}: {}",
            st.round,
            st.phase,
            seat + 1,
            LeHavre::describe(&s, seat, &legal[i])
        );
        LeHavre::apply(&mut s, seat, &legal[i], &mut rng).expect("legal");
        n += 1;
        if n >= max {
            break;
        }
    }
    if let Some(o) = LeHavre::outcome(&s) {
        for sc in o.scores {
            println!(
                "{}: {} {:?}",
                sc.name,
                sc.total,
                sc.parts
                    .iter()
                    .map(|p| (p.label.clone(), p.points))
                    .collect::<Vec<_>>()
            );
        }
    }
}
