//! Issue 15: a link stays within 1,900 characters at the end of a full game with the most
//! players, for every game — with a long page address, seven-letter names, and the 44
//! characters a table password's lock adds (`smokestack_core::lock`).

use smokestack_core::lock;
use smokestack_core::{BotKind, GameRng};
use smokestack_table::{SeatKind, TableMeta, links};

const LIMIT: usize = 1_900;
const PAGE: &str = "https://smokestack.example.org/play/";
/// What a lock adds: the marker, the salt and the tag, as base64url.
const LOCK_CHARS: usize = (1 + lock::SALT_BYTES + lock::TAG_BYTES) * 4 / 3;

#[test]
fn finished_games_with_the_most_players_fit_a_locked_link() {
    for game in smokestack_games::registry() {
        let (_, most) = game.players();
        let mut longest = 0;
        for seed in 1..=3 {
            let mut m = game.new_match(most, &[], seed).expect("a new game");
            let mut rng = GameRng::new(seed);
            let mut steps = 0;
            while let Some(&seat) = m.to_act().first() {
                m.bot_move(seat, BotKind::Heuristic, &mut rng)
                    .expect("a legal bot move");
                steps += 1;
                assert!(steps < 20_000, "{}: the game never ends", game.id());
            }
            let meta = TableMeta {
                names: (1..=most).map(|i| format!("Player{i}")).collect(),
                kinds: vec![SeatKind::Human; most as usize],
            };
            let link = links::link(PAGE, &m.share_code_with(&meta.to_json()));
            longest = longest.max(link.len() + LOCK_CHARS);
        }
        println!(
            "{}: {most} players, longest locked link {longest}",
            game.id()
        );
        assert!(longest <= LIMIT, "{}: {longest} characters", game.id());
    }
}
