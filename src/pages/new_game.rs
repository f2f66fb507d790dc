//! New game: player count, a name and a kind (person or bot) per seat, the game's options, a seed.

use leptos::prelude::*;
use smokestack_table::{SaveRecord, SeatKind, Strength, TableMeta};

use crate::flow::Flow;
use crate::library::Library;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::session::{Session, now, random_seed};
use crate::shell::Screen;
use crate::shell::Shell;

#[component]
pub fn NewGame(game: String) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let library = expect_context::<Library>();
    let table = expect_context::<Tabletop>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    let Some(entry) = smokestack_games::find(&game) else {
        shell.screen.set(Screen::Lobby);
        return view! { <main></main> }.into_any();
    };
    let (lo, hi) = entry.players();
    let players = RwSignal::new(lo.max(2).min(hi));
    let names: Vec<RwSignal<String>> = (0..hi)
        .map(|i| {
            RwSignal::new(crate::i18n::tr(
                prefs.lang.get_untracked(),
                "new.player",
                &[("n", smokestack_locale::Arg::Num(i64::from(i) + 1))],
            ))
        })
        .collect();
    let kinds: Vec<RwSignal<String>> = (0..hi)
        .map(|_| RwSignal::new("human".to_string()))
        .collect();
    let option_rows = games::options(entry.id());
    let choices: Vec<RwSignal<String>> = option_rows
        .iter()
        .map(|o| RwSignal::new(o.choices[o.default].0.to_string()))
        .collect();
    let seed = RwSignal::new(String::new());
    let names_c = names.clone();
    let kinds_c = kinds.clone();
    let rows_c = option_rows.clone();
    let choices_c = choices.clone();
    let game_id = entry.id();

    let start = move |_| {
        let n = players.get_untracked();
        let settings: Vec<(String, String)> = rows_c
            .iter()
            .zip(&choices_c)
            .filter(|(o, _)| o.solo_only.is_none_or(|solo| solo == (n == 1)))
            .map(|(o, c)| (o.key.to_string(), c.get_untracked()))
            .collect();
        let seed_value = seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .unwrap_or_else(|_| random_seed());
        let meta = TableMeta {
            names: names_c
                .iter()
                .take(n as usize)
                .map(|s| s.get_untracked().trim().to_string())
                .collect(),
            kinds: kinds_c
                .iter()
                .take(n as usize)
                .map(|k| match k.get_untracked().as_str() {
                    "human" | "link" => SeatKind::Human,
                    bot => SeatKind::Bot(bot.to_string()),
                })
                .collect(),
        };
        // The seats of the people at this device; the others play by link.
        let here: Vec<u8> = (0..n)
            .filter(|&i| kinds_c[usize::from(i)].get_untracked() == "human")
            .collect();
        let meta = TableMeta::from_json(&meta.to_json(), n);
        let Some(entry) = smokestack_games::find(game_id) else {
            return;
        };
        match entry.new_match(n, &settings, seed_value) {
            Ok(m) => {
                let id = library.saves.with_value(|s| s.new_id(game_id, seed_value));
                // Named by game, seats (bots marked) and day: two games of the same table
                // started on different days read apart in the saves.
                let lang = prefs.lang.get_untracked();
                let seats: Vec<String> = (0..n)
                    .map(|q| crate::i18n::seat_name(lang, &meta, q))
                    .collect();
                let title = format!(
                    "{} — {} — {}",
                    entry.name(),
                    seats.join(", "),
                    short_date(lang)
                );
                let rec = SaveRecord {
                    id,
                    game: game_id.to_string(),
                    title,
                    code: String::new(),
                    updated: now(),
                    seen: 0,
                    meta: None,
                    mine: None,
                    ..SaveRecord::default()
                };
                let mut session = Session::new(rec, meta, m);
                session.claim(&here);
                let saved = flow
                    .library
                    .saves
                    .try_update_value(|s| session.save(s, prefs.lang.get_untracked()));
                crate::store::set_open_table(Some(&session.rec.id));
                table.session.set_value(Some(session));
                shell.screen.set(Screen::Table);
                table.touch();
                if let Some(Err(e)) = saved {
                    shell.say(e, true);
                }
            }
            Err(e) => shell.say(e, true),
        }
    };

    view! {
        <main class="page new-game">
            <header class="page-head">
                <h1>{format!("{} — {}", entry.name(), prefs.t("new.title"))}</h1>
                <button class="big" on:click=move |_| shell.screen.set(Screen::Lobby)>{move || prefs.t("new.back")}</button>
            </header>
            <fieldset>
                <legend>{move || prefs.t("new.players")}</legend>
                <div class="choice-row">
                    {(lo..=hi).map(|n| view! {
                        <button class="big" data-players=n aria-pressed=move || (players.get() == n).to_string()
                            aria-label=move || crate::i18n::tr(prefs.lang.get(), "new.players_n", &[("n", n.into())]) on:click=move |_| players.set(n)>{n}</button>
                    }).collect_view()}
                </div>
            </fieldset>
            <fieldset>
                <legend>{move || prefs.t("new.seat")}</legend>
                {names.iter().zip(&kinds).enumerate().map(|(i, (name, kind))| {
                    let (name, kind) = (*name, *kind);
                    let label = move || crate::i18n::tr(prefs.lang.get(), "new.seat_name", &[("n", (i + 1).into())]);
                    let kind_label = move || crate::i18n::tr(prefs.lang.get(), "new.seat_player", &[("n", (i + 1).into())]);
                    view! {
                        <div class="seat-row" style:display=move || if (i as u8) < players.get() { "flex" } else { "none" }>
                            <span class="seat-no">{i + 1}</span>
                            <input type="text" maxlength="24" data-seat-name=i + 1 aria-label=label prop:value=move || name.get()
                                on:input=move |ev| name.set(event_target_value(&ev))/>
                            <select data-seat-kind=i + 1 aria-label=kind_label on:change=move |ev| kind.set(event_target_value(&ev))>
                                <option value="human" selected=move || kind.get() == "human">{move || prefs.t("new.here")}</option>
                                <option value="link" selected=move || kind.get() == "link">{move || prefs.t("new.link")}</option>
                                {Strength::ALL.map(|st| {
                                    let (value, key) = (st.bot(), match st {
                                        Strength::Easy => "new.bot_easy",
                                        Strength::Normal => "new.bot_normal",
                                        Strength::Hard => "new.bot_hard",
                                    });
                                    let v = value.clone();
                                    view! { <option value=value selected=move || kind.get() == v>{move || prefs.t(key)}</option> }
                                }).into_iter().collect_view()}
                                <option value="random" selected=move || kind.get() == "random">{move || prefs.t("new.bot_random")}</option>
                            </select>
                        </div>
                    }
                }).collect_view()}
            </fieldset>
            {option_rows.iter().zip(choices).map(|(o, choice)| {
                let solo_only = o.solo_only;
                let key = o.label;
                view! {
                    <fieldset style:display=move || if solo_only.is_none_or(|s| s == (players.get() == 1)) { "block" } else { "none" }>
                        <legend>{move || prefs.t(key)}</legend>
                        <div class="choice-row">
                            {o.choices.iter().map(|&(value, label)| view! {
                                <button class="big" aria-pressed=move || (choice.get() == value).to_string()
                                    on:click=move |_| choice.set(value.to_string())>{move || prefs.t(label)}</button>
                            }).collect_view()}
                        </div>
                    </fieldset>
                }
            }).collect_view()}
            <fieldset>
                <legend>{move || prefs.t("new.seed")}</legend>
                <input type="text" inputmode="numeric" aria-label=move || prefs.t("new.seed_field") prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))/>
            </fieldset>
            <button class="big primary" on:click=start>{move || prefs.t("new.start")}</button>
        </main>
    }
    .into_any()
}

/// Today as a short date in `lang` ("29 Nov", "11월 29일", "11月29日").
fn short_date(lang: smokestack_core::Lang) -> String {
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"month".into(), &"short".into());
    let _ = js_sys::Reflect::set(&opts, &"day".into(), &"numeric".into());
    js_sys::Date::new_0()
        .to_locale_date_string(lang.code(), &opts)
        .into()
}
