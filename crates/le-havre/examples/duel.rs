//! Two weightings of the heuristic bot against each other, seats alternating:
//! `cargo run --release -p le-havre --example duel -- PLAYERS GAMES full|short [weight=value,...]`
//! (B takes the given weights, A the defaults).

mod common;

use le_havre::LeHavre;
use le_havre::bot::{Weights, choose_with};
use smokestack_core::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(50);
    let short = args.get(3).is_some_and(|a| a == "short");
    let a = Weights::default();
    let mut b = Weights::default();
    for kv in args
        .get(4)
        .map_or("", |a| a.as_str())
        .split(',')
        .filter(|k| !k.is_empty())
    {
        let (k, v) = kv.split_once('=').expect("key=value");
        let v: f32 = v.parse().expect("number");
        match k {
            "goods" => b.goods = v,
            "food" => b.food = v,
            "energy" => b.energy = v,
            "short_now" => b.short_now = v,
            "later" => b.later = v,
            "useful" => b.useful = v,
            "sell" => b.sell = v,
            "potential" => b.potential = v,
            "fade" => b.fade = v,
            "debt" => b.debt = v,
            "clock" => b.clock = v,
            _ => panic!("unknown weight {k}"),
        }
    }
    let (mut wins_b, mut sum_a, mut sum_b, mut n_a, mut n_b) = (0.0, 0i64, 0i64, 0, 0);
    for g in 0..games {
        let (mut s, mut rng) = common::new_game(players, short, g + 1);
        // Seat (g % players) plays B.
        let bseat = (g % players as u64) as u8;
        while let Some(&seat) = LeHavre::to_act(&s).first() {
            let legal = LeHavre::legal(&s, seat);
            let w = if seat == bseat { &b } else { &a };
            // As core hands it to every bot: a state dealt anew for the seat, never the true one.
            let seen = LeHavre::determinize(&s, seat, &mut rng);
            let i = choose_with(w, &seen, seat as usize, &legal, &mut rng);
            LeHavre::apply(&mut s, seat, &legal[i], &mut rng).expect("legal");
        }
        let out = LeHavre::outcome(&s).expect("over");
        for sc in &out.scores {
            if sc.seat == Some(bseat) {
                sum_b += sc.total as i64;
                n_b += 1;
            } else {
                sum_a += sc.total as i64;
                n_a += 1;
            }
        }
        if out
            .winners
            .iter()
            .any(|w| out.scores[*w].seat == Some(bseat))
        {
            wins_b += 1.0 / out.winners.len() as f64;
        }
    }
    println!(
        "B wins {:.1}% of {games} (fair share {:.1}%); mean A {:.1}, mean B {:.1}",
        100.0 * wins_b / games as f64,
        100.0 / players as f64,
        sum_a as f64 / n_a.max(1) as f64,
        sum_b as f64 / n_b.max(1) as f64
    );
}
