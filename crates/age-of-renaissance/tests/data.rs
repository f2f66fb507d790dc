//! The component tables against FACTS.md's counts (FACTS §1–§5).

use age_of_renaissance::data::{self, CardKind, Category, Commodity, Kind};

#[test]
fn facts_2_3_the_map_has_108_spaces_per_area_as_counted() {
    let d = data::data();
    assert_eq!(d.provinces.len(), 108);
    let overseas = d
        .provinces
        .iter()
        .filter(|p| p.kind == Kind::Overseas)
        .count();
    assert_eq!(overseas, 5);
    // Markets / satellites per area I–VIII.
    let want = [
        (6, 5),
        (8, 5),
        (12, 5),
        (5, 2),
        (8, 3),
        (6, 4),
        (13, 3),
        (11, 7),
    ];
    for (i, &(m, s)) in want.iter().enumerate() {
        let area = i as u8 + 1;
        let count = |k| {
            d.provinces
                .iter()
                .filter(|p| p.area == area && p.kind == k)
                .count()
        };
        assert_eq!(
            (count(Kind::Market), count(Kind::Satellite)),
            (m, s),
            "area {area}"
        );
    }
    assert!(
        d.provinces
            .iter()
            .filter(|p| p.kind == Kind::Satellite)
            .all(|p| p.size == 1)
    );
    let caps: Vec<&str> = d
        .provinces
        .iter()
        .filter(|p| p.capital)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(caps.len(), 6);
    for c in ["Venice", "Genoa", "Barcelona", "Paris", "London", "Hamburg"] {
        assert!(caps.contains(&c));
    }
}

#[test]
fn facts_2_links_149_land_borders_106_coastal_92_sea_links_11_seas_78_arrows() {
    let d = data::data();
    let land: usize = d.land.iter().map(Vec::len).sum();
    assert_eq!(land, 2 * 149);
    let coast: usize = d.coast.iter().map(Vec::len).sum();
    assert_eq!(coast, 2 * 106);
    let coast_sea: usize = d.coast_seas.iter().map(Vec::len).sum();
    assert_eq!(coast_sea, 92);
    assert_eq!(d.seas.len(), 11);
    let sea_sea: usize = d.seas.iter().map(|s| s.seas.len()).sum();
    assert_eq!(sea_sea, 2 * 4);
    let arrows: usize = d.provinces.iter().map(|p| p.supports.len()).sum();
    assert_eq!(arrows, 78);
    // Constantinople and Gallipoli share no land border (FACTS §2.2).
    let (c, g) = (
        d.pid("Constantinople").unwrap(),
        d.pid("Gallipoli").unwrap(),
    );
    assert!(!d.land[c as usize].contains(&g));
    assert!(d.coast[c as usize].contains(&g));
}

#[test]
fn facts_3_twenty_six_advances_in_six_categories() {
    let d = data::data();
    assert_eq!(d.advances.len(), 26);
    let per: Vec<usize> = Category::ALL
        .iter()
        .map(|&c| d.advances.iter().filter(|a| a.category == c).count())
        .collect();
    assert_eq!(per, vec![4, 4, 5, 4, 4, 5]);
    let total: u32 = d.advances.iter().map(|a| a.cost).sum();
    assert_eq!(
        total,
        30 + 60
            + 90
            + 120
            + 30
            + 60
            + 90
            + 120
            + 20
            + 40
            + 50
            + 80
            + 110
            + 30
            + 60
            + 90
            + 120
            + 40
            + 80
            + 120
            + 160
            + 20
            + 60
            + 100
            + 150
            + 170
    );
    // Patronage 10 original (the Korean rules' "originally 10"), 20 living; Proselytism 20/30.
    assert_eq!(d.advances[4].credit, [10, 20, 10]);
    assert_eq!(d.advances[6].credit, [20, 30, 30]);
    // J and K swap names under the living rules, keeping letter and price (FACTS §6 #3).
    assert_eq!(d.advances[9].name_original, "Wind/Watermill");
    assert_eq!(d.advances[9].name_living, "Improved Agriculture");
    assert_eq!((d.advances[9].cost, d.advances[10].cost), (40, 50));
    // Prerequisites: T needs A and S; U needs T and V; H needs F.
    assert_eq!(d.advances[19].prereq[1], vec![0, 18]);
    assert_eq!(d.advances[20].prereq[1], vec![19, 21]);
    assert_eq!(d.advances[7].prereq[0], vec![5]);
}

#[test]
fn facts_8_5_uncertain_original_mr_uses_the_first_source_and_stays_provisional() {
    let d = data::data();
    for (letter, mr) in [
        ('C', 10),
        ('E', 5),
        ('F', 5),
        ('G', 5),
        ('H', 5),
        ('Q', 100),
    ] {
        let a = &d.advances[(letter as u8 - b'A') as usize];
        assert_eq!(a.mr, mr, "{letter}");
        assert!(a.mr_provisional, "{letter}");
    }
    assert!(!d.advances[0].mr_provisional);
}

#[test]
fn facts_4_sixty_four_cards_27_commodity_19_leaders_18_events() {
    let d = data::data();
    assert_eq!(d.cards.len(), 64);
    let kinds = |f: fn(&CardKind) -> bool| d.cards.iter().filter(|c| f(&c.kind)).count();
    assert_eq!(kinds(|k| matches!(k, CardKind::Commodity(_))), 27);
    assert_eq!(kinds(|k| matches!(k, CardKind::Leader { .. })), 19);
    assert_eq!(kinds(|k| matches!(k, CardKind::Event(_))), 18);
    let epoch = |e| d.cards.iter().filter(|c| c.epoch == e).count();
    assert_eq!((epoch(1), epoch(2), epoch(3)), (29, 22, 13));
    // Leaders, arms cards and Mongol Armies are square; the rest circle.
    let squares: Vec<&str> = d
        .cards
        .iter()
        .filter(|c| !c.circle)
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(squares.len(), 19 + 5);
    assert!(squares.contains(&"Mongol Armies") && squares.contains(&"Gunpowder"));
    // Leader discounts read off the card text.
    let marco = &d.cards[d.card("Marco Polo").unwrap() as usize];
    assert_eq!(
        marco.kind,
        CardKind::Leader {
            discount: 20,
            advances: vec![17, 24]
        }
    );
    let vinci = &d.cards[d.card("Leonardo da Vinci").unwrap() as usize];
    assert_eq!(
        vinci.kind,
        CardKind::Leader {
            discount: 20,
            advances: vec![1, 15, 16]
        }
    );
}

#[test]
fn facts_4_1_payout_is_base_times_n_squared_and_card_counts_match_the_log() {
    let d = data::data();
    for r in &d.commodities {
        for (i, &v) in r.payouts.iter().enumerate() {
            let n = i as u32 + 1;
            assert_eq!(v, r.base * n * n, "{:?}", r.commodity);
        }
        // Cards per epoch as the Commodity Log prints them (double cards count twice).
        for e in 1..=3u8 {
            let cards = d
                .cards
                .iter()
                .filter(|c| c.epoch == e)
                .filter(|c| matches!(&c.kind, CardKind::Commodity(cs) if cs.contains(&r.commodity)))
                .count();
            assert_eq!(
                cards as u8,
                r.cards[e as usize - 1],
                "{:?} epoch {e}",
                r.commodity
            );
        }
        // One printed box per market of the commodity.
        let markets = d
            .provinces
            .iter()
            .filter(|p| p.commodities.contains(&r.commodity))
            .count();
        assert_eq!(markets, r.payouts.len(), "{:?}", r.commodity);
    }
}

#[test]
fn facts_8_8_loire_is_a_wine_market_the_seventh() {
    let d = data::data();
    let loire = &d.provinces[d.pid("Loire").unwrap() as usize];
    assert_eq!(loire.commodities, vec![Commodity::Wine]);
    let wine = d
        .provinces
        .iter()
        .filter(|p| p.commodities.contains(&Commodity::Wine))
        .count();
    assert_eq!(wine, 7);
    assert_eq!(d.row(Commodity::Wine).payouts.last(), Some(&245));
}

#[test]
fn facts_8_7_the_aegean_is_part_of_the_central_mediterranean() {
    let d = data::data();
    assert!(!d.seas.iter().any(|s| s.name.contains("Aegean")));
    let central = d
        .seas
        .iter()
        .find(|s| s.name == "Central Mediterranean Sea")
        .unwrap();
    for p in [
        "Crete",
        "Smyrna",
        "Constantinople",
        "Gallipoli",
        "Salonika",
        "Athens",
    ] {
        assert!(central.coasts.contains(&d.pid(p).unwrap()), "{p}");
    }
}

#[test]
fn facts_5_6_misery_track_and_5_3_order_boxes() {
    assert_eq!(data::MISERY.len(), 26);
    assert_eq!(data::MISERY[25], 1000);
    assert_eq!(data::MISERY[11], 125);
    assert_eq!(data::order_boxes(3), &[2, 4, 6]);
    assert_eq!(data::order_boxes(4), &[1, 3, 5, 6]);
    assert_eq!(data::order_boxes(5), &[1, 2, 3, 4, 5]);
    assert_eq!(data::order_boxes(6), &[1, 2, 3, 4, 5, 6]);
}

#[test]
fn facts_8_9_twenty_five_markers_and_36_tokens() {
    assert_eq!((data::MARKERS, data::TOKENS), (25, 36));
}

#[test]
fn facts_2_2_split_coasts_link_only_their_own_parts() {
    let d = data::data();
    let z = |name: &str, part: usize| 2 * d.pid(name).unwrap() as usize + part;
    let linked = |a: usize, b: usize| d.zones.links[a].contains(&(b as u16));
    // Rome west: Genoa, Naples west; Rome east: Florence, Naples east.
    assert!(linked(z("Rome", 0), z("Genoa", 0)));
    assert!(linked(z("Rome", 0), z("Naples", 0)));
    assert!(!linked(z("Rome", 0), z("Florence", 0)));
    assert!(!linked(z("Rome", 0), z("Naples", 1)));
    assert!(linked(z("Rome", 1), z("Florence", 0)));
    assert!(linked(z("Rome", 1), z("Naples", 1)));
    // Bari touches both parts of Naples.
    assert!(linked(z("Bari", 0), z("Naples", 0)) && linked(z("Bari", 0), z("Naples", 1)));
    // Chester south ↔ Portsmouth north only.
    assert!(linked(z("Chester", 1), z("Portsmouth", 0)));
    assert!(!linked(z("Chester", 0), z("Portsmouth", 0)));
    assert!(!linked(z("Chester", 1), z("Portsmouth", 1)));
    assert!(linked(z("Portsmouth", 1), z("London", 0)));
    // Seas by part.
    let sea = |name: &str| d.seas.iter().position(|s| s.name == name).unwrap() as u8;
    assert_eq!(
        d.zones.seas[z("Rome", 0)],
        vec![sea("Western Mediterranean Sea")]
    );
    assert_eq!(d.zones.seas[z("Rome", 1)], vec![sea("Adriatic Sea")]);
    assert_eq!(d.zones.seas[z("Portsmouth", 1)], vec![sea("Bay of Biscay")]);
    assert!(d.zones.seas[z("Portsmouth", 0)].is_empty());
    // Every coast-coast link of the CSV survives in at least one pair of parts.
    for a in 0..d.provinces.len() {
        for &b in &d.coast[a] {
            let any = (0..2).any(|i| (0..2).any(|j| linked(2 * a + i, 2 * b as usize + j)));
            assert!(
                any,
                "{} – {}",
                d.provinces[a].name, d.provinces[b as usize].name
            );
        }
    }
}
