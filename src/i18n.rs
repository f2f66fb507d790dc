//! Every word the app shows goes through here: English and Korean (the rulebooks' language).
//! Card and contractor names come from the rules crates' tables, which carry both. Errors from
//! the table crate (codes, saves, imports) get their words here, variant by variant.

use smokestack_core::CodeError;
use smokestack_core::matches::ReplayError;
use smokestack_table::{Damage, ImportReport, Rejection, SaveError, StoreError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Ko,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("ko") {
            Lang::Ko
        } else {
            Lang::En
        }
    }
}

/// (key, English, Korean).
const STRINGS: &[(&str, &str, &str)] = &[
    (
        "app.tagline",
        "Heavy economic board games at one table — hotseat, solo, or by link.",
        "묵직한 경제 보드게임을 한 테이블에서 — 핫시트, 솔로, 링크로.",
    ),
    ("lobby.games", "Games", "게임"),
    ("lobby.new", "New game", "새 게임"),
    ("lobby.continue", "Continue", "이어하기"),
    ("lobby.players", "players", "인"),
    ("lobby.saved", "Saved games", "저장된 게임"),
    ("lobby.settings", "Settings", "설정"),
    ("new.title", "New game", "새 게임"),
    ("new.players", "Players", "인원"),
    ("new.seat", "Seat", "자리"),
    ("new.name", "Name", "이름"),
    ("new.human", "Human", "사람"),
    ("new.bot_random", "Bot (random)", "봇 (무작위)"),
    ("new.bot_heuristic", "Bot (strong)", "봇 (강함)"),
    ("new.seed", "Seed (optional)", "시드 (선택)"),
    ("new.start", "Start game", "게임 시작"),
    ("new.back", "Back", "뒤로"),
    ("new.difficulty", "Solo difficulty", "솔로 난이도"),
    ("new.refresh", "Market refresh", "시장 새로고침"),
    ("diff.easy", "Easy (2 cards)", "쉬움 (2장)"),
    ("diff.normal", "Normal (3 cards)", "보통 (3장)"),
    ("diff.hard", "Hard (4 cards)", "어려움 (4장)"),
    ("diff.very-hard", "Very hard (5 cards)", "극악 (5장)"),
    (
        "refresh.before-or-after",
        "Before or after the pick",
        "선택 전후 모두",
    ),
    ("refresh.before", "Only before the pick", "선택 전에만"),
    ("table.round", "Round", "라운드"),
    ("table.turn", "To act", "차례"),
    ("table.share", "Send turn", "차례 보내기"),
    ("table.undo", "Undo", "되돌리기"),
    ("table.rules", "Rules", "규칙"),
    ("table.leave", "Leave", "나가기"),
    ("table.log", "Log", "기록"),
    ("table.actions", "Your moves", "할 수 있는 행동"),
    (
        "table.waiting_bots",
        "The bots are playing…",
        "봇이 진행 중입니다…",
    ),
    (
        "table.waiting_others",
        "Waiting for another player. Send them the game by link.",
        "다른 플레이어를 기다리는 중입니다. 링크로 게임을 보내세요.",
    ),
    ("table.over", "Game over", "게임 종료"),
    ("table.winner", "Winner", "승자"),
    ("table.total", "Total", "합계"),
    ("table.tiebreak", "Tiebreak", "동점 처리"),
    (
        "table.since",
        "Since you last saw this game",
        "마지막으로 본 이후",
    ),
    ("table.dismiss", "OK", "확인"),
    (
        "link.older",
        "This link is older than your saved game; your saved game is kept and shown.",
        "이 링크는 저장된 게임보다 이전 상태입니다. 저장된 게임을 그대로 두고 보여 줍니다.",
    ),
    (
        "link.diverged",
        "This link and your saved game went different ways. Both are kept: the link's game is open now, your earlier one is saved as {kept}.",
        "이 링크와 저장된 게임은 서로 다르게 진행되었습니다. 둘 다 남겨 둡니다: 지금 열린 것은 링크의 게임이고, 전의 게임은 {kept}(으)로 저장되어 있습니다.",
    ),
    (
        "link.not_saved",
        "This game was not saved: storage is full. The link stays in the address bar: free space by deleting or exporting old games, then reload the page to open it.",
        "이 게임은 저장되지 않았습니다: 저장 공간이 가득 찼습니다. 링크는 주소창에 그대로 있습니다. 오래된 게임을 삭제하거나 내보내 공간을 만든 뒤 페이지를 새로고침하면 열립니다.",
    ),
    (
        "link.no_storage",
        "This game was not saved: this browser keeps no games here. The link stays in the address bar.",
        "이 게임은 저장되지 않았습니다: 이 브라우저에서는 게임을 저장할 수 없습니다. 링크는 주소창에 그대로 있습니다.",
    ),
    ("curtain.pass", "Pass the device to", "기기를 넘겨주세요:"),
    ("table.your_turn", "Your turn", "내 차례"),
    ("table.choose", "Choose a move", "행동을 고르세요"),
    ("table.seats", "Seats here", "이 기기의 자리"),
    ("table.send_to", "Send to {names}", "{names}에게 보내기"),
    (
        "table.away",
        "{names} to act now, on their own device. Send them the game:",
        "지금은 {names}의 차례입니다(다른 기기). 게임을 보내세요:",
    ),
    (
        "table.away_copied",
        "Link copied. Paste it to {names} in your chat or mail; their moves come back to you as a link.",
        "링크를 복사했습니다. 채팅이나 메일로 {names}에게 붙여 넣으세요. 상대의 행동은 링크로 돌아옵니다.",
    ),
    (
        "table.away_manual",
        "Copy this link and send it to {names}:",
        "이 링크를 복사해 {names}에게 보내세요:",
    ),
    (
        "table.together",
        "{names} plays this phase at the same time, on their own device. Send them the game now or after your moves: when both of you have sent your moves, they are joined into one game. If your moves depend on each other (you both drew from the deck), the moves of the earlier seat stand and the other plays their part again; taking turns (play, then send) avoids that.",
        "{names}도 자신의 기기에서 이 단계를 동시에 진행합니다. 지금 또는 행동을 마친 뒤 게임을 보내세요. 서로 보낸 행동은 하나의 게임으로 합쳐집니다. 두 사람의 행동이 서로 영향을 주면(둘 다 더미에서 카드를 뽑은 경우) 앞 자리의 행동이 유지되고 다른 사람은 자기 행동을 다시 합니다. 번갈아 하면(행동하고 보내기) 그런 일이 없습니다.",
    ),
    ("claim.title", "Who are you?", "누구신가요?"),
    (
        "claim.hint",
        "This device shows only your seat's cards and moves. Choose the seat you play:",
        "이 기기에는 내 자리의 카드와 행동만 보입니다. 내가 맡은 자리를 고르세요:",
    ),
    ("claim.me", "I am {name}", "저는 {name}입니다"),
    (
        "claim.all",
        "We all play on this device",
        "모두 이 기기에서 합니다",
    ),
    (
        "claim.warning",
        "Changing seats shows this device another seat's hand. Do it only if you really play that seat here.",
        "자리를 바꾸면 이 기기에 다른 자리의 손패가 보입니다. 그 자리를 실제로 여기서 플레이할 때만 바꾸세요.",
    ),
    ("claim.cancel", "Keep my seats", "그대로 두기"),
    (
        "link.joined",
        "You both played this phase at the same time: your moves and theirs are joined into one game",
        "이 단계를 동시에 진행했습니다: 양쪽의 행동을 하나의 게임으로 합쳤습니다",
    ),
    (
        "link.clash_redo",
        "You both played this phase at the same time, and the moves depended on each other (a card from the same deck, say). The other player's moves stand: {names}, play your part of this phase again. Your earlier moves are kept in a separate save.",
        "이 단계를 동시에 진행했는데 두 사람의 행동이 서로 영향을 줍니다(같은 더미에서 뽑은 카드 등). 상대의 행동이 유지됩니다: {names}, 이 단계의 내 행동을 다시 하세요. 전의 행동은 따로 저장해 두었습니다.",
    ),
    (
        "link.clash_other",
        "{names} played this phase at the same time as you, and the moves depended on each other (a card from the same deck, say). Your moves stand; {names} plays their part again: send them the game.",
        "{names}도 이 단계를 동시에 진행했는데 행동이 서로 영향을 줍니다(같은 더미에서 뽑은 카드 등). 내 행동이 유지되고 {names}은(는) 자기 행동을 다시 합니다: 게임을 보내세요.",
    ),
    ("lobby.open_link", "Open a link", "링크 열기"),
    (
        "lobby.paste",
        "Paste a game link you were sent",
        "받은 게임 링크를 붙여 넣으세요",
    ),
    ("lobby.open", "Open", "열기"),
    (
        "lobby.waiting_for",
        "Waiting for {names}",
        "{names} 기다리는 중",
    ),
    ("lobby.bots_turn", "Bots to play", "봇 차례"),
    ("new.link", "Human, by link", "사람 (링크로)"),
    ("new.here", "Human, this device", "사람 (이 기기)"),
    (
        "curtain.ready",
        "I am {name} — show my table",
        "{name}입니다 — 보여주세요",
    ),
    ("share.title", "Send this game", "이 게임 보내기"),
    ("share.copy", "Copy link", "링크 복사"),
    ("share.copied", "Copied", "복사됨"),
    ("share.system", "Share…", "공유…"),
    ("share.close", "Close", "닫기"),
    (
        "share.hint",
        "Anyone who opens this link sees this game and can play the next turn.",
        "이 링크를 여는 사람은 이 게임을 보고 다음 차례를 진행할 수 있습니다.",
    ),
    ("saves.title", "Saved games", "저장된 게임"),
    (
        "saves.none",
        "No saved games yet.",
        "저장된 게임이 없습니다.",
    ),
    ("saves.resume", "Resume", "이어하기"),
    ("saves.delete", "Delete", "삭제"),
    (
        "saves.confirm",
        "Delete this game for good?",
        "이 게임을 완전히 삭제할까요?",
    ),
    ("saves.export", "Export all", "모두 내보내기"),
    ("saves.import", "Import", "가져오기"),
    ("saves.damaged", "Damaged save", "손상된 저장"),
    (
        "saves.other_rules",
        "Made under other rules",
        "다른 규칙으로 만든 게임",
    ),
    ("saves.open", "Open", "열기"),
    ("saves.export_one", "Export", "내보내기"),
    ("saves.last", "Last played", "마지막 플레이"),
    ("saves.over", "finished", "종료됨"),
    ("settings.title", "Settings", "설정"),
    ("settings.language", "Language", "언어"),
    ("settings.pace", "Bot pace", "봇 속도"),
    ("settings.pace_normal", "Normal", "보통"),
    ("settings.pace_fast", "Fast", "빠름"),
    ("ff.market", "Market", "시장"),
    ("ff.blueprints", "Blueprints", "청사진"),
    ("ff.contractors", "Contractors", "계약 직원"),
    ("ff.deck", "Deck", "덱"),
    ("ff.discard", "Discards", "버린 카드"),
    ("ff.hand", "Your hand", "내 손패"),
    ("ff.compound", "Compound", "공장 단지"),
    ("ff.metal", "Metal", "금속"),
    ("ff.energy", "Energy", "에너지"),
    ("ff.goods", "Goods", "상품"),
    ("ff.cards", "Cards in hand", "손패"),
    ("ff.dice", "Unplaced dice", "배치 안 한 주사위"),
    ("ff.machine", "The Machine", "기계"),
    ("ff.first", "First player", "선 플레이어"),
    ("ff.final", "Final round", "마지막 라운드"),
    ("ff.used", "used", "사용함"),
    ("ff.prestige", "prestige", "명성"),
    ("ff.done", "done", "완료"),
    ("group.Market", "Market", "시장"),
    ("group.Headquarters", "Headquarters", "공장 본부"),
    ("group.Build", "Build", "건설"),
    ("group.Activate", "Activate", "활성화"),
    ("group.Done", "Done", "마치기"),
    ("group.Choose", "Choose", "선택"),
    ("group.Main", "Main action", "주요 행동"),
    ("group.Building", "Building action", "건물 행동"),
    ("group.Pay", "Pay", "지불"),
    ("group.Buy", "Buy", "구매"),
    ("group.Sell", "Sell & repay", "판매와 상환"),
    ("group.End", "End turn", "차례 마치기"),
    ("table.pending", "Pending", "처리할 일"),
    ("lh.version", "Version", "게임 방식"),
    ("lh.version.full", "Full game", "전체 게임"),
    ("lh.version.short", "Short game", "단축 게임"),
    (
        "lh.specials",
        "Special buildings (full game)",
        "특수 건물 (전체 게임)",
    ),
    ("lh.specials.all", "All (Korean edition)", "전부 (한국어판)"),
    ("lh.specials.base", "Base game 36", "기본 36장"),
    (
        "lh.solo_market",
        "Solo: most goods from the Marketplace (provisional)",
        "솔로: 시장에서 받는 최대 물품 수 (임시)",
    ),
    ("lh.solo_market.1", "1", "1"),
    ("lh.solo_market.2", "2", "2"),
    ("lh.solo_market.3", "3", "3"),
    (
        "lh.solo_market.4",
        "4 (provisional default)",
        "4 (임시 기본값)",
    ),
    ("lh.solo_market.5", "5", "5"),
    ("lh.solo_market.6", "6", "6"),
    ("lh.solo_market.7", "7", "7"),
    ("lh.solo_market.8", "8", "8"),
];

/// Words the rules crates hand over in English (phases, score parts), in `lang`.
const TERMS: &[(&str, &str)] = &[
    ("Market phase", "시장 단계"),
    ("Work phase", "작업 단계"),
    ("Game over", "게임 종료"),
    (" (final round)", " (마지막 라운드)"),
    ("Goods", "상품"),
    ("Buildings", "건물"),
    ("Obelisks", "오벨리스크"),
    ("Megalith", "대형 기념탑"),
    ("Beacons", "봉화대"),
    ("Cards", "카드"),
    ("Monuments", "조형물"),
    ("Metal", "금속"),
    ("Energy", "에너지"),
    ("Blueprints in hand", "손의 청사진"),
    ("The Machine", "기계"),
    // Le Havre.
    ("Feeding", "급식"),
    ("Final actions", "마무리 행동"),
    ("Turn ", "차례 "),
    (" of 7", "/7"),
    ("Francs", "프랑"),
    ("Ships", "배"),
    ("Loans", "대출"),
];

/// English or Korean.
fn pick(lang: Lang, en: String, ko: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Ko => ko,
    }
}

/// Why a game code does not open, as a sentence for the person holding it. Every variant has
/// its words here: a new one fails to build until it has them.
pub fn code_error(lang: Lang, e: &CodeError) -> String {
    let (en, ko) = match e {
        CodeError::Empty => ("The game code is empty.".into(), "게임 코드가 비어 있습니다.".into()),
        CodeError::TooLong { .. } => (
            "This is not a Smokestack game code: it is far too long.".into(),
            "스모크스택 게임 코드가 아닙니다: 너무 깁니다.".into(),
        ),
        CodeError::NotBase64 { pos, c } => (
            format!(
                "This is not a Smokestack game code: its character {} (“{c}”) never appears in one.",
                pos + 1
            ),
            format!(
                "스모크스택 게임 코드가 아닙니다: {}번째 글자 “{c}”는 게임 코드에 쓰이지 않습니다.",
                pos + 1
            ),
        ),
        CodeError::BadLength => (
            "The game code is cut off or has extra characters at its end.".into(),
            "게임 코드가 잘렸거나 끝에 다른 글자가 붙어 있습니다.".into(),
        ),
        CodeError::Newer { .. } => (
            "This game was made by a newer version of Smokestack: reload the page or update the app to open it.".into(),
            "더 새로운 버전의 스모크스택에서 만든 게임입니다. 페이지를 새로고침하거나 앱을 업데이트하면 열 수 있습니다.".into(),
        ),
        CodeError::UnknownFormat { .. } => (
            "This is not a Smokestack game code.".into(),
            "스모크스택 게임 코드가 아닙니다.".into(),
        ),
        CodeError::Corrupt => (
            "The game code is damaged: it does not unpack.".into(),
            "게임 코드가 손상되어 풀 수 없습니다.".into(),
        ),
        CodeError::ChecksumMismatch => (
            "The game code was changed or damaged on the way: its check digits do not match.".into(),
            "게임 코드가 전달 중에 바뀌었거나 손상되었습니다: 검사 값이 맞지 않습니다.".into(),
        ),
        CodeError::Truncated => (
            "The game code is incomplete: it ends too early.".into(),
            "게임 코드가 불완전합니다: 너무 일찍 끝납니다.".into(),
        ),
        CodeError::TrailingData => (
            "The game code has unexpected data at its end.".into(),
            "게임 코드 끝에 예상하지 못한 내용이 있습니다.".into(),
        ),
        CodeError::TooBig(what) => {
            let (en, ko) = match *what {
                "actions" => ("moves", "행동"),
                "game name" => ("game name", "게임 이름"),
                "options" => ("game options", "게임 옵션"),
                "table text" => ("seat names", "자리 정보"),
                _ => ("data", "데이터"),
            };
            (
                format!("The game code holds more {en} than any real game, so it is not opened."),
                format!("게임 코드의 {ko}이(가) 실제 게임보다 훨씬 많아 열지 않습니다."),
            )
        }
        CodeError::UnknownGame(id) => {
            let id: String = id.chars().take(40).collect();
            (
                format!("This code is for a game this version of Smokestack does not know (“{id}”): update the app to open it."),
                format!("이 버전의 스모크스택이 모르는 게임(“{id}”)의 코드입니다. 앱을 업데이트하면 열 수 있습니다."),
            )
        }
        CodeError::WrongGame { expected, found } => (
            format!("This code is for {found}, not {expected}."),
            format!("이 코드는 {expected}가 아니라 {found}의 코드입니다."),
        ),
        CodeError::BadOptions(why) => (
            format!("The game code holds game options this app does not accept ({why})."),
            "게임 코드에 이 앱이 받아들이지 않는 게임 옵션이 있습니다.".into(),
        ),
        CodeError::Replay(ReplayError::Setup(why)) => (
            format!("The game in this code cannot be set up ({why})."),
            "이 코드의 게임을 준비할 수 없습니다.".into(),
        ),
        CodeError::Replay(ReplayError::Illegal { at, .. }) => (
            format!(
                "The game code does not play back: its move {} is not allowed by the rules.",
                at + 1
            ),
            format!(
                "게임 코드를 다시 진행할 수 없습니다: {}번째 행동이 규칙에 맞지 않습니다.",
                at + 1
            ),
        ),
        CodeError::PositionMismatch => (
            "The game code was changed or damaged: its moves do not lead to the position it names.".into(),
            "게임 코드가 바뀌었거나 손상되었습니다: 기록된 행동이 코드에 적힌 국면으로 이어지지 않습니다.".into(),
        ),
        CodeError::OtherVersion { game, code, ours } => return other_rules(lang, game, *code, *ours),
    };
    pick(lang, en, ko)
}

/// A game made under rules `made` that this app (rules `ours`) cannot continue.
pub fn other_rules(lang: Lang, game: &str, made: u32, ours: u32) -> String {
    if made > ours {
        pick(
            lang,
            format!(
                "This {game} game was made with newer rules (version {made}; this app plays version {ours}): update the app to open it."
            ),
            format!(
                "이 {game} 게임은 더 새로운 규칙(버전 {made})으로 만들어졌습니다. 이 앱은 버전 {ours}의 규칙을 씁니다. 앱을 업데이트하면 열 수 있습니다."
            ),
        )
    } else {
        pick(
            lang,
            format!(
                "This {game} game was made with an older version of the rules (version {made}; this app plays version {ours}) and cannot be continued under the new ones."
            ),
            format!(
                "이 {game} 게임은 이전 버전의 규칙(버전 {made})으로 만들어졌습니다. 이 앱은 버전 {ours}의 규칙을 쓰므로, 새 규칙으로는 이어서 할 수 없습니다."
            ),
        )
    }
}

/// Why a saved entry does not open.
pub fn damage(lang: Lang, d: &Damage) -> String {
    match d {
        // The parser's words mean nothing to a player; the export keeps the text as it is.
        Damage::NotRecord(_) => pick(
            lang,
            "What is stored here is not a saved game.".into(),
            "여기에 저장된 내용은 게임 저장이 아닙니다.".into(),
        ),
        Damage::Code(e) => code_error(lang, e),
    }
}

fn store_error(lang: Lang, e: &StoreError) -> String {
    match e {
        StoreError::Full => pick(
            lang,
            "Storage is full: the latest change was not saved, and everything saved before is kept. Free space by deleting old games or exporting them to a file.".into(),
            "저장 공간이 가득 찼습니다: 마지막 변경은 저장되지 않았고, 전에 저장한 것은 모두 그대로입니다. 오래된 게임을 삭제하거나 파일로 내보내 공간을 만드세요.".into(),
        ),
        StoreError::Unavailable(why) => pick(
            lang,
            format!("Games cannot be saved in this browser ({}).", why.trim_end_matches('.')),
            "이 브라우저에서는 게임을 저장할 수 없습니다.".into(),
        ),
    }
}

/// A save or link problem, as the person should read it.
pub fn save_error(lang: Lang, e: &SaveError) -> String {
    match e {
        // Text that never was a game link, or one that lost its end in a chat or a mail: the
        // person can only ask for it again, so that is all they read.
        SaveError::Code(
            CodeError::Empty
            | CodeError::TooLong { .. }
            | CodeError::NotBase64 { .. }
            | CodeError::BadLength
            | CodeError::UnknownFormat { .. }
            | CodeError::Corrupt
            | CodeError::Truncated
            | CodeError::TrailingData,
        ) => pick(
            lang,
            "This game link cannot be opened. It is not a Smokestack game link, or it was cut off on the way: ask for the link again. Nothing saved was changed.".into(),
            "이 게임 링크를 열 수 없습니다. 스모크스택 게임 링크가 아니거나 전달 중에 잘렸습니다. 링크를 다시 받아 주세요. 저장된 게임은 바뀌지 않았습니다.".into(),
        ),
        SaveError::Code(e) => pick(
            lang,
            format!(
                "This game link cannot be opened. {} Nothing saved was changed.",
                code_error(lang, e)
            ),
            format!(
                "이 게임 링크를 열 수 없습니다. {} 저장된 게임은 바뀌지 않았습니다.",
                code_error(lang, e)
            ),
        ),
        SaveError::Store(e) => store_error(lang, e),
        SaveError::Damaged(d) => pick(
            lang,
            format!("This saved game is damaged. {}", damage(lang, d)),
            format!("이 저장된 게임은 손상되었습니다. {}", damage(lang, d)),
        ),
        SaveError::OtherRules { game, made, ours } => pick(
            lang,
            format!(
                "{} The save is kept as it was: you can export it or delete it.",
                other_rules(lang, game, *made, *ours)
            ),
            format!(
                "{} 저장은 그대로 남아 있습니다: 내보내거나 삭제할 수 있습니다.",
                other_rules(lang, game, *made, *ours)
            ),
        ),
        SaveError::NotFound(id) => pick(
            lang,
            format!("There is no saved game “{id}”."),
            format!("“{id}”(이)라는 저장된 게임이 없습니다."),
        ),
        SaveError::BadImport(why) => pick(
            lang,
            format!("This file is not a Smokestack saves file ({why}). Nothing was changed."),
            "스모크스택 저장 파일이 아닙니다. 아무것도 바뀌지 않았습니다.".into(),
        ),
    }
}

/// What an import did: a summary, then one line per entry not imported.
pub fn import_report(lang: Lang, r: &ImportReport) -> (String, Vec<String>) {
    let summary = pick(
        lang,
        format!(
            "Imported: {} new, {} brought up to date, {} already here.",
            r.added, r.updated, r.kept
        ),
        format!(
            "가져오기: 새 게임 {}개, 최신으로 바뀐 게임 {}개, 이미 있던 게임 {}개.",
            r.added, r.updated, r.kept
        ),
    );
    let summary = if r.rejected.is_empty() {
        summary
    } else {
        let n = r.rejected.len();
        format!(
            "{summary} {}",
            pick(
                lang,
                format!("{n} not imported:"),
                format!("가져오지 못한 항목 {n}개:")
            )
        )
    };
    let lines = r
        .rejected
        .iter()
        .map(|x| {
            let who = match &x.label {
                Some(l) => format!("“{l}”"),
                None => pick(
                    lang,
                    format!("Entry {}", x.entry),
                    format!("{}번째 항목", x.entry),
                ),
            };
            let why = match &x.why {
                Rejection::NotRecord(why) => pick(
                    lang,
                    format!("not a saved game ({why})."),
                    "게임 저장이 아닙니다.".into(),
                ),
                Rejection::Save(SaveError::Code(e)) => code_error(lang, e),
                Rejection::Save(e) => save_error(lang, e),
            };
            format!("{who}: {why}")
        })
        .collect();
    (summary, lines)
}

pub fn term(lang: Lang, english: &str) -> String {
    match lang {
        Lang::En => english.to_string(),
        Lang::Ko => TERMS
            .iter()
            .fold(english.to_string(), |acc, (en, ko)| acc.replace(en, ko)),
    }
}

pub fn t(lang: Lang, key: &str) -> String {
    match STRINGS.iter().find(|(k, _, _)| *k == key) {
        Some((_, en, ko)) => match lang {
            Lang::En => en,
            Lang::Ko => ko,
        }
        .to_string(),
        // A missing key shows itself rather than vanishing, so a test or a person notices.
        None => key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_both_languages_and_keys_are_unique() {
        for (i, (k, en, ko)) in STRINGS.iter().enumerate() {
            assert!(!en.is_empty() && !ko.is_empty(), "{k}");
            assert!(
                !STRINGS[..i].iter().any(|(k2, _, _)| k2 == k),
                "duplicate {k}"
            );
        }
    }

    /// One of every code error (and every kind of oversized part).
    fn every_code_error() -> Vec<CodeError> {
        use smokestack_core::{Illegal, SetupError};
        vec![
            CodeError::Empty,
            CodeError::TooLong { chars: 99_999 },
            CodeError::NotBase64 { pos: 3, c: '!' },
            CodeError::BadLength,
            CodeError::Newer { format: 182 },
            CodeError::UnknownFormat { format: 182 },
            CodeError::Corrupt,
            CodeError::ChecksumMismatch,
            CodeError::Truncated,
            CodeError::TrailingData,
            CodeError::TooBig("actions"),
            CodeError::TooBig("data"),
            CodeError::TooBig("game name"),
            CodeError::TooBig("options"),
            CodeError::TooBig("table text"),
            CodeError::UnknownGame("chess".into()),
            CodeError::WrongGame {
                expected: "Le Havre".into(),
                found: "Fantastic Factories".into(),
            },
            CodeError::BadOptions("players: 9".into()),
            CodeError::Replay(ReplayError::Setup(SetupError("no deck".into()))),
            CodeError::Replay(ReplayError::Illegal {
                at: 41,
                error: Illegal::GameOver,
            }),
            CodeError::PositionMismatch,
            CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 1,
                ours: 2,
            },
            CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 3,
                ours: 2,
            },
        ]
    }

    fn hangul(s: &str) -> bool {
        s.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn every_code_error_reads_as_a_sentence_in_both_languages() {
        for e in every_code_error() {
            let (en, ko) = (code_error(Lang::En, &e), code_error(Lang::Ko, &e));
            for text in [&en, &ko] {
                assert!(text.ends_with('.'), "{e:?}: {text}");
                // No internal words: format numbers, field names, Rust debug text.
                for word in ["format", "182", "Replay", "table text", "{", "}"] {
                    assert!(!text.contains(word), "{e:?}: {text}");
                }
            }
            assert!(en.chars().next().unwrap().is_uppercase(), "{en}");
            assert!(!hangul(&en) && hangul(&ko), "{e:?}: {en} / {ko}");
            assert_ne!(en, ko);
        }
        let older = code_error(
            Lang::En,
            &CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 1,
                ours: 2,
            },
        );
        assert_eq!(
            older,
            "This Le Havre game was made with an older version of the rules (version 1; this app plays version 2) and cannot be continued under the new ones."
        );
        assert!(
            code_error(
                Lang::Ko,
                &CodeError::Replay(ReplayError::Illegal {
                    at: 41,
                    error: smokestack_core::Illegal::GameOver
                })
            )
            .contains("42번째")
        );
    }

    #[test]
    fn save_errors_read_in_both_languages() {
        let errors = [
            SaveError::Code(CodeError::Corrupt),
            SaveError::Store(StoreError::Full),
            SaveError::Store(StoreError::Unavailable("blocked".into())),
            SaveError::Damaged(Damage::NotRecord("expected value".into())),
            SaveError::Damaged(Damage::Code(CodeError::Truncated)),
            SaveError::OtherRules {
                game: "Le Havre".into(),
                made: 1,
                ours: 2,
            },
            SaveError::NotFound("x".into()),
            SaveError::BadImport("it is not JSON".into()),
        ];
        for e in &errors {
            let (en, ko) = (save_error(Lang::En, e), save_error(Lang::Ko, e));
            assert!(!hangul(&en) && hangul(&ko), "{e:?}: {en} / {ko}");
        }
        // Text that is no game link reads the same whatever the decoder tripped on.
        for e in [
            CodeError::NotBase64 { pos: 3, c: '!' },
            CodeError::UnknownFormat { format: 182 },
            CodeError::BadLength,
            CodeError::Truncated,
        ] {
            let en = save_error(Lang::En, &SaveError::Code(e.clone()));
            assert!(en.contains("not a Smokestack game link"), "{en}");
            assert!(!en.contains("format") && !en.contains("182"), "{en}");
            let ko = save_error(Lang::Ko, &SaveError::Code(e));
            assert!(ko.contains("게임 링크가 아니거나"), "{ko}");
        }
        let link = save_error(Lang::Ko, &SaveError::Code(CodeError::Corrupt));
        assert!(
            link.starts_with("이 게임 링크를 열 수 없습니다.")
                && link.ends_with("바뀌지 않았습니다.")
        );
        let old = save_error(
            Lang::Ko,
            &SaveError::OtherRules {
                game: "Le Havre".into(),
                made: 1,
                ours: 2,
            },
        );
        assert!(old.contains("버전 1") && old.contains("버전 2"), "{old}");
    }

    #[test]
    fn browser_languages_choose_korean_or_english() {
        assert_eq!(Lang::from_code("ko-KR"), Lang::Ko);
        assert_eq!(Lang::from_code("en-GB"), Lang::En);
        assert_eq!(Lang::from_code("de"), Lang::En);
        assert_eq!(t(Lang::Ko, "lobby.new"), "새 게임");
        assert_eq!(t(Lang::En, "no.such.key"), "no.such.key");
    }
}
