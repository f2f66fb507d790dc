//! Names and short texts of Le Havre's things (buildings, goods, offers, ships, costs, fees)
//! in the player's language.

use super::prelude::*;

pub fn tr(lang: Lang, en: &'static str, ko: &'static str) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => en,
        Lang::Ko => ko,
    }
}

pub fn building_name(b: Bd, lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => b.data().name,
        Lang::Ko => cards::name_ko(b),
    }
}

/// The name on a card.
pub fn card_title(b: Bd, lang: Lang) -> String {
    building_name(b, lang).to_string()
}

pub fn good_name(g: Good, lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => g.name(),
        Lang::Ko => g.name_ko(),
    }
}

pub fn offer_name(o: Offer, lang: Lang) -> &'static str {
    match o.good() {
        Some(g) => good_name(g, lang),
        None => tr(lang, "francs", "프랑"),
    }
}

pub fn ship_name(t: ShipType, lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Ja => t.name(),
        Lang::Ko => match t {
            ShipType::Wooden => "목선",
            ShipType::Iron => "철선",
            ShipType::Steel => "강철선",
            ShipType::Luxury => "호화 여객선",
        },
    }
}

pub fn kind_name(k: Kind, lang: Lang) -> &'static str {
    match k {
        Kind::Craft => tr(lang, "craft", "공예"),
        Kind::Economic => tr(lang, "economic", "경제"),
        Kind::Industrial => tr(lang, "industrial", "산업"),
        Kind::Public => tr(lang, "public", "공공"),
        Kind::Untyped => tr(lang, "no type", "유형 없음"),
        Kind::Ship => tr(lang, "ship", "배"),
    }
}

pub fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Craft => "lh-craft",
        Kind::Economic => "lh-economic",
        Kind::Industrial => "lh-industrial",
        Kind::Public => "lh-public",
        Kind::Untyped => "lh-untyped",
        Kind::Ship => "lh-shipkind",
    }
}

pub fn cost_text(c: &Cost, lang: Lang) -> String {
    let parts: Vec<String> = [
        (c.wood, Good::Wood),
        (c.clay, Good::Clay),
        (c.iron, Good::Iron),
        (c.brick, Good::Brick),
        (c.steel, Good::Steel),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, g)| format!("{n} {}", good_name(*g, lang)))
    .collect();
    parts.join(" ")
}

pub fn fee_text(f: Fee, lang: Lang) -> String {
    match f {
        Fee::NotEnterable => tr(lang, "not enterable", "입장 불가").into(),
        Fee::Free => tr(lang, "free entry", "입장 무료").into(),
        Fee::Food(n) => format!(
            "{} {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "food", "음식")
        ),
        Fee::Francs(n) => format!(
            "{} {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "fr", "프랑")
        ),
        Fee::FoodOrFrancs(f, n) => format!(
            "{} {f} {} / {n} {}",
            tr(lang, "fee", "입장료"),
            tr(lang, "food", "음식"),
            tr(lang, "fr", "프랑")
        ),
    }
}

/// The number printed on the card: the sort number, or the special card's id.
pub fn card_no(b: Bd) -> String {
    let d = b.data();
    if !b.is_special() && d.sort > 0 {
        d.sort.to_string()
    } else {
        d.code.trim_start_matches('_').to_string()
    }
}
