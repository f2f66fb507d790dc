//! Bot tuning probe: mean scores of heuristic seats, solo and 4-player. `cargo run --release --example botprobe`.
use fantastic_factories::FantasticFactories as FF;
use smokestack_core::{BotKind, Game, GameRng, Match};

fn main() {
    for (players, diff) in [(1u8, "normal"), (1, "easy"), (4, "normal")] {
        let settings = if players == 1 {
            vec![("difficulty".to_string(), diff.to_string())]
        } else {
            vec![]
        };
        let o = FF::options(players, &settings).unwrap();
        let (mut sum, mut msum, mut wins, mut rounds, n) = (0, 0, 0, 0, 200);
        for seed in 0..n {
            let mut m = Match::<FF>::new(o.clone(), seed).unwrap();
            let mut r = GameRng::new(seed);
            while !m.is_over() {
                let s = m.to_act()[0];
                let l = m.legal(s);
                let i = BotKind::Heuristic.choose::<FF>(m.state(), s, &l, &mut r);
                m.apply_index(s, i, &l).unwrap();
            }
            let out = FF::outcome(m.state()).unwrap();
            sum += out.scores[0].total;
            rounds += m.state().round;
            if players == 1 {
                msum += out.scores[1].total;
                wins += (out.winners == vec![0]) as i32;
            }
        }
        println!(
            "{players}p {diff}: mean score {:.1}, machine {:.1}, wins {wins}/{n}, rounds {:.1}",
            sum as f64 / n as f64,
            msum as f64 / n as f64,
            rounds as f64 / n as f64
        );
    }
}
