//! Every word the app shows goes through here: English and Korean (the rulebooks' language).
//! Card and contractor names come from the rules crates' tables, which carry both.

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
    ("curtain.pass", "Pass the device to", "기기를 넘겨주세요:"),
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

    #[test]
    fn browser_languages_choose_korean_or_english() {
        assert_eq!(Lang::from_code("ko-KR"), Lang::Ko);
        assert_eq!(Lang::from_code("en-GB"), Lang::En);
        assert_eq!(Lang::from_code("de"), Lang::En);
        assert_eq!(t(Lang::Ko, "lobby.new"), "새 게임");
        assert_eq!(t(Lang::En, "no.such.key"), "no.such.key");
    }
}
