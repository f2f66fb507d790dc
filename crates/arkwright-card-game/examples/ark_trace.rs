//! Prints one bot game as its log and final scores:
//! `cargo run --release -p arkwright-card-game --example ark_trace -- SEED PLAYERS [random|heuristic] [key=value ...]`.

use arkwright_card_game::Arkwright;
use smokestack_core::{BotKind, Game, Match};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let players: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3);
    let bot = args
        .get(3)
        .and_then(|a| BotKind::parse(a))
        .unwrap_or(BotKind::Heuristic);
    let settings: Vec<(String, String)> = args
        .iter()
        .skip(4)
        .filter_map(|a| a.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let options = Arkwright::options(players, &settings).expect("options");
    let mut m = Match::<Arkwright>::new(options, seed).expect("setup");
    let mut rng = smokestack_core::GameRng::new(seed ^ 7);
    while !m.is_over() {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = bot.choose_with::<Arkwright>(m.state(), seat, &legal, &mut rng, None);
        let st = Arkwright::status(m.state());
        println!(
            "[{} {}] seat {}: {}",
            st.round,
            st.phase,
            seat + 1,
            Arkwright::describe(m.state(), seat, &legal[i])
        );
        let round = st.round;
        m.apply_index(seat, i, &legal).expect("legal");
        if Arkwright::status(m.state()).round != round {
            let s = m.state();
            let seats: Vec<String> = s
                .players
                .iter()
                .map(|p| format!("£{} {}×£{}", p.money, p.shares, p.share_value))
                .collect();
            println!(
                "  -- demand {:?} wage £{} | {}",
                s.demand,
                s.wage_value(),
                seats.join(" | ")
            );
        }
    }
    let o = Arkwright::outcome(m.state()).expect("over");
    for s in &o.scores {
        println!("{}: {} {:?}", s.name, s.total, s.parts);
    }
    println!("winners {:?}", o.winners);
    println!("code: {} chars", smokestack_core::codec::encode(&m).len());
}
