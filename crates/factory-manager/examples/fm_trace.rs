//! Prints one bot game as its log and final scores:
//! `cargo run --release -p factory-manager --example fm_trace -- [players] [seed] [bot]`.

use factory_manager::FactoryManager;
use smokestack_core::{BotKind, Game, GameRng, Match};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let bot = args
        .get(3)
        .and_then(|a| BotKind::parse(a))
        .unwrap_or(BotKind::Heuristic);
    let options = FactoryManager::options(players, &[]).expect("options");
    let mut m = Match::<FactoryManager>::new(options, seed).expect("setup");
    let mut rng = GameRng::new(seed);
    while !m.is_over() {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = bot.choose::<FactoryManager>(m.state(), seat, &legal, &mut rng);
        let s = FactoryManager::status(m.state());
        println!(
            "r{} {:<22} seat {}: {}",
            s.round,
            s.phase,
            seat + 1,
            FactoryManager::describe(m.state(), seat, &legal[i])
        );
        m.apply_index(seat, i, &legal).expect("legal");
    }
    for sc in FactoryManager::outcome(m.state()).expect("over").scores {
        println!("{}: {} {:?}", sc.name, sc.total, sc.tiebreak);
    }
}
