//! Names and short texts of Le Havre's things (buildings, goods, offers, ships, costs, fees)
//! in the player's language.

use super::prelude::*;

/// A word of the table (`lh.ui.*`) in `lang`.
pub fn word(lang: Lang, key: &str) -> String {
    crate::i18n::t(lang, key)
}

/// Renders one of the rules' messages (a building's, good's or ship's name) in `lang`.
fn say(m: Msg, lang: Lang) -> String {
    m.render(lang, &[])
}

pub fn building_name(b: Bd, lang: Lang) -> String {
    say(describe::bd(b), lang)
}

/// The name on a card.
pub fn card_title(b: Bd, lang: Lang) -> String {
    building_name(b, lang)
}

/// What the card does, in one line.
pub fn card_line(b: Bd, lang: Lang) -> String {
    crate::i18n::t(lang, &format!("lh.bd.{}.text", b.id()))
}

pub fn good_name(g: Good, lang: Lang) -> String {
    say(describe::good(g), lang)
}

pub fn offer_name(o: Offer, lang: Lang) -> String {
    say(describe::offer(o), lang)
}

pub fn ship_name(t: ShipType, lang: Lang) -> String {
    say(describe::ship(t), lang)
}

/// A ship card's own name (Appoline, Cherbourg, …).
pub fn vessel_name(c: &RoundCard, lang: Lang) -> String {
    crate::i18n::t(lang, &format!("lh.vessel.{}", c.code))
}

pub fn kind_name(k: Kind, lang: Lang) -> String {
    match k {
        Kind::Craft => word(lang, "lh.ui.craft"),
        Kind::Economic => word(lang, "lh.ui.economic"),
        Kind::Industrial => word(lang, "lh.ui.industrial"),
        Kind::Public => word(lang, "lh.ui.public"),
        Kind::Untyped => word(lang, "lh.ui.no_type"),
        Kind::Ship => word(lang, "lh.ui.ship"),
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
    .map(|(n, g)| {
        say(
            Msg::new("lh.n_good")
                .arg("n", *n)
                .arg("good", describe::good(*g)),
            lang,
        )
    })
    .collect();
    parts.join(" ")
}

pub fn fee_text(f: Fee, lang: Lang) -> String {
    match f {
        Fee::NotEnterable => word(lang, "lh.ui.not_enterable"),
        Fee::Free => word(lang, "lh.ui.free_entry"),
        Fee::Food(n) => format!(
            "{} {n} {}",
            word(lang, "lh.ui.fee"),
            word(lang, "lh.ui.food")
        ),
        Fee::Francs(n) => format!("{} {n} {}", word(lang, "lh.ui.fee"), word(lang, "lh.ui.fr")),
        Fee::FoodOrFrancs(f, n) => format!(
            "{} {f} {} / {n} {}",
            word(lang, "lh.ui.fee"),
            word(lang, "lh.ui.food"),
            word(lang, "lh.ui.fr")
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
