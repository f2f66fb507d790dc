//! The story every game tells (`smokestack_core::story`): each action with what followed it, a
//! standing at each round's end (each seat's change over the round too) and the result at the end, the same whether told move by move
//! (the table) or read back from the start (opening a save, the CLI's `log`).

use smokestack_core::{BotKind, GameRng, Lang, Msg};

fn rendered(m: &Msg) -> String {
    m.render(Lang::En, &[])
}

/// Plays `id` with heuristic bots to its end, each move told as it is made.
fn told_game(
    id: &str,
    players: u8,
    seed: u64,
) -> (Box<dyn smokestack_core::AnyMatch>, Vec<Vec<Msg>>) {
    let entry = smokestack_games::find(id).expect("a game");
    let mut m = entry.new_match(players, &[], seed).expect("a match");
    let mut rng = GameRng::new(seed);
    let mut told = Vec::new();
    while !m.to_act().is_empty() {
        assert!(told.len() < 20_000, "{id}: the game never ended");
        let seat = m.to_act()[0];
        // The heuristic's choice, found on a copy; the table's way of moving makes it.
        let mut probe = m.clone_box();
        probe
            .bot_move(seat, BotKind::Heuristic, &mut rng)
            .expect("a bot move");
        let (_, index) = *probe.moves().last().expect("a move");
        told.push(m.apply_told(seat, index as usize, None).expect("legal"));
    }
    (m, told)
}

#[test]
fn every_game_tells_the_same_story_move_by_move_as_read_back() {
    for (id, players) in [
        ("fantastic-factories", 2),
        ("le-havre", 2),
        ("factory-manager", 3),
        ("arkwright-card-game", 2),
        ("age-of-renaissance", 3),
    ] {
        let (m, told) = told_game(id, players, 7);
        let story = m.story(None);
        assert_eq!(story.len(), m.actions(), "{id}: a line per action");
        let read_back: Vec<Vec<Msg>> = story.into_iter().map(|t| t.results).collect();
        assert_eq!(
            read_back, told,
            "{id}: told as played = told when read back"
        );
        let lines: Vec<String> = told.iter().flatten().map(rendered).collect();
        // Each round that ended is summed up, with every seat's figure.
        let standings: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("End of round "))
            .collect();
        assert!(!standings.is_empty(), "{id}: no round was summed up");
        for s in &standings {
            assert_eq!(
                s.matches(" · ").count() + 1,
                usize::from(players).max(1),
                "{id}: {s}"
            );
            // Each seat's figure with its change since the round began: "Ann 14 (+5)".
            let figures = s.split_once(": ").map_or("", |(_, f)| f);
            for f in figures.split(" · ") {
                let change = f.rsplit_once(" (").map_or("", |(_, c)| c);
                let ok = change == "±0)"
                    || (change.len() > 2
                        && (change.starts_with('+') || change.starts_with('-'))
                        && change[1..change.len() - 1]
                            .chars()
                            .all(|c| c.is_ascii_digit()));
                assert!(ok, "{id}: {f:?} in {s}");
            }
        }
        // The last action ends the game, and says who won.
        let last = told
            .last()
            .expect("moves")
            .iter()
            .map(rendered)
            .collect::<Vec<_>>();
        let end = last
            .iter()
            .find(|l| l.starts_with("Game over: "))
            .unwrap_or_else(|| panic!("{id}: {last:?}"));
        let outcome = m.outcome().expect("over");
        for &w in &outcome.winners {
            let name = &outcome.scores[w].name;
            let shown = outcome.scores[w].seat.map_or(name.clone(), |q| {
                rendered(&Msg::new("log.name").arg("who", smokestack_core::MsgArg::Seat(q)))
            });
            assert!(end.contains(&shown), "{id}: {end} names {shown}");
        }
    }
}
