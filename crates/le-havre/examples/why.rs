//! Explains the heuristic bot's choices: every candidate's value at each decision where the
//! chosen action's text contains FILTER.
//! `cargo run --release -p le-havre --example why -- PLAYERS SEED FILTER [short]`.

mod common;

use le_havre::LeHavre;
use le_havre::bot::{Weights, scores};
use smokestack_core::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let filter = args.get(3).cloned().unwrap_or_default();
    let short = args.get(4).is_some_and(|a| a == "short");
    let (mut s, mut rng) = common::new_game(players, short, seed);
    while let Some(&seat) = LeHavre::to_act(&s).first() {
        let legal = LeHavre::legal(&s, seat);
        // The game's heuristic is the best of these values (a lone move is not weighed).
        let v = if legal.len() > 1 {
            scores(&Weights::default(), &s, seat.into(), &legal, &mut rng)
        } else {
            vec![0.0]
        };
        let i = (0..legal.len())
            .max_by(|a, b| v[*a].total_cmp(&v[*b]))
            .unwrap_or(0);
        let text = LeHavre::describe(&s, seat, &legal[i]);
        if !filter.is_empty() && text.contains(&filter) {
            let st = LeHavre::status(&s);
            println!("r{} {} | P{} chose: {text}", st.round, st.phase, seat + 1);
            let mut order: Vec<usize> = (0..legal.len()).collect();
            order.sort_by(|a, b| v[*b].total_cmp(&v[*a]));
            for j in order.into_iter().take(8) {
                println!(
                    "    {:8.2}  {}",
                    v[j],
                    LeHavre::describe(&s, seat, &legal[j])
                );
            }
        }
        LeHavre::apply(&mut s, seat, &legal[i], &mut rng).expect("legal");
    }
}
