//! The map as an inline SVG: every province its own element (`data-target="province:<id>"`),
//! coloured by area, with its tokens, its domination marker and, for the seat at the tablet,
//! a highlight where it can act now. The map scrolls in its frame (`data-scroll="aor-map"`)
//! and two buttons zoom it. Drawn over the generated shapes as layers of their own: the
//! shortage/surplus markers at their commodity's provinces and the ring of the province whose
//! card (`card.rs`) is open; a tap on a province opens its card.

use age_of_renaissance::data::{self, Kind};
use leptos::prelude::*;

use super::map_data::{
    AREA_BORDERS, CITIES, HALOS, HEIGHT, LAND, SEA_BORDERS, SEAS, SPACES, SPANS, WIDTH,
};
use super::{Board, province_key, word};
use crate::game_view::{Looking, keyed, part};
use crate::i18n::Lang;

/// The map's own state, as long as the board is drawn: its zoom in percent of its drawn size
/// (kept across moves) and a mouse drag under way (`drag_start`).
#[derive(Clone, Copy)]
struct Frame {
    zoom: StoredValue<u32>,
    drag: StoredValue<Option<Drag>>,
}

/// Scrolls the map so that `at` (the seat's capital, else the middle) is in view: a phone's
/// frame shows a fifth of the map, and its top left is open sea. Two frames on, once the map
/// is laid out.
fn centre(frame: Frame, at: (f32, f32)) {
    request_animation_frame(move || {
        request_animation_frame(move || {
            let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".aor-map").ok().flatten())
            else {
                return;
            };
            let z = frame.zoom.try_get_value().unwrap_or(100) as f32 / 100.0;
            el.set_scroll_left((at.0 * z - el.client_width() as f32 / 2.0).max(0.0) as i32);
            el.set_scroll_top((at.1 * z - el.client_height() as f32 / 2.0).max(0.0) as i32);
        })
    });
}

/// Zooms about the middle of the map's frame: what the person was looking at (at first the
/// seat's capital, `centre`) stays in the middle, not the sea at the top left.
fn set_zoom(frame: Frame, step: i32) {
    let was = frame.zoom.get_value();
    let z = (was as i32 + step).clamp(60, 250) as u32;
    frame.zoom.set_value(z);
    let doc = web_sys::window().and_then(|w| w.document());
    let el = doc
        .as_ref()
        .and_then(|d| d.query_selector(".aor-map").ok().flatten());
    let middle = el.as_ref().map(|f| {
        let k = 100.0 / was as f32;
        (
            (f.scroll_left() as f32 + f.client_width() as f32 / 2.0) * k,
            (f.scroll_top() as f32 + f.client_height() as f32 / 2.0) * k,
        )
    });
    if let Some(svg) = doc.and_then(|d| d.query_selector(".aor-map svg").ok().flatten()) {
        let _ = svg.set_attribute("width", &format!("{:.0}", WIDTH * z as f32 / 100.0));
    }
    if let (Some(f), Some((x, y))) = (el, middle) {
        let k = z as f32 / 100.0;
        f.set_scroll_left((x * k - f.client_width() as f32 / 2.0).max(0.0) as i32);
        f.set_scroll_top((y * k - f.client_height() as f32 / 2.0).max(0.0) as i32);
    }
}

/// A mouse drag on the map: where the pointer went down, the scroll then, and whether it has
/// moved far enough to be a drag.
#[derive(Clone, Copy)]
struct Drag {
    x: i32,
    y: i32,
    left: i32,
    top: i32,
    moved: bool,
}

/// A mouse drag on the map pans it, as a finger does.
fn drag_start(frame: Frame, ev: &web_sys::PointerEvent) {
    if ev.pointer_type() != "mouse" || ev.button() != 0 {
        return;
    }
    let Some(f) = frame_of(ev) else { return };
    let (x, y) = (ev.client_x(), ev.client_y());
    let (left, top) = (f.scroll_left(), f.scroll_top());
    frame.drag.set_value(Some(Drag {
        x,
        y,
        left,
        top,
        moved: false,
    }));
}

fn drag_move(frame: Frame, ev: &web_sys::PointerEvent) {
    let Some(mut drag) = frame.drag.get_value() else {
        return;
    };
    if ev.buttons() & 1 == 0 {
        frame.drag.set_value(None);
        return;
    }
    let (dx, dy) = (ev.client_x() - drag.x, ev.client_y() - drag.y);
    // A few pixels are a shaky click, not a drag.
    drag.moved |= dx.abs() + dy.abs() > 6;
    if drag.moved
        && let Some(f) = frame_of(ev)
    {
        f.set_scroll_left(drag.left - dx);
        f.set_scroll_top(drag.top - dy);
    }
    frame.drag.set_value(Some(drag));
}

/// Ends a drag; a click that ends a drag is not a tap on the province under it.
fn drag_end(frame: Frame, ev: &web_sys::MouseEvent) {
    let drag = frame.drag.get_value();
    frame.drag.set_value(None);
    if drag.is_some_and(|d| d.moved) {
        ev.stop_propagation();
        ev.prevent_default();
    }
}

fn frame_of(ev: &web_sys::PointerEvent) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    ev.current_target()?.dyn_into::<web_sys::Element>().ok()
}

/// A province's point on the drawing.
fn point(pid: usize) -> Option<(f32, f32)> {
    let name = &data::data().provinces.get(pid)?.name;
    SPACES.iter().find(|s| s.0 == name).map(|s| (s.1, s.2))
}

/// Shortage (+n, red) and surplus (−n, blue) markers beside every province of a commodity
/// that has one (FACTS §5.4), so the market's state is read on the map itself. Drawn anew
/// only when the market changes.
fn draw_market_markers(market: [i8; 12], lang: Lang) -> AnyView {
    let d = data::data();
    let mut out = Vec::new();
    for (pid, p) in d.provinces.iter().enumerate() {
        let Some((x, y)) = point(pid) else { continue };
        let marked: Vec<(data::Commodity, i8)> = p
            .commodities
            .iter()
            .map(|&c| (c, market[c.index()]))
            .filter(|&(_, m)| m != 0)
            .collect();
        for (k, (c, m)) in marked.into_iter().enumerate() {
            let (class, text, what) = if m > 0 {
                ("aor-mk aor-mk-short", format!("+{m}"), "aor.ui.shortage")
            } else {
                (
                    "aor-mk aor-mk-surplus",
                    format!("−{}", -m),
                    "aor.ui.surplus",
                )
            };
            let title = format!(
                "{}: {} {text}",
                word(lang, &format!("aor.com.{}", c.name())),
                word(lang, what)
            );
            let bx = x + 10.0 + 17.0 * k as f32;
            let by = y - 22.0;
            out.push(view! {
                <g class=class>
                    <title>{title}</title>
                    <rect x=bx y=by width="16" height="12" rx="3"/>
                    <text x=bx + 8.0 y=by + 9.5 text-anchor="middle">{text}</text>
                </g>
            });
        }
    }
    view! { <g class="aor-markets">{out}</g> }.into_any()
}

/// A province as the map draws it: what changes in a game (its domination marker and tokens).
/// Its words and classes are made in `draw_province` from these, so that a move compares a
/// few numbers a province, not its words (the map has 108).
#[derive(Clone, Debug, PartialEq)]
struct Province {
    /// Its place in `SPACES` (its shape and where its name stands).
    space: usize,
    pid: u8,
    in_play: bool,
    dom: Option<u8>,
    tokens: [u8; 6],
}

/// Each space of `SPACES` as a province of the rules, found once (by name).
fn space_pids() -> &'static [Option<u8>] {
    static PIDS: std::sync::OnceLock<Vec<Option<u8>>> = std::sync::OnceLock::new();
    PIDS.get_or_init(|| {
        let d = data::data();
        SPACES.iter().map(|s| d.pid(s.0)).collect()
    })
}

/// A province's name on the map, with a market's size: "Venice (3)".
fn label(pid: u8) -> String {
    let p = &data::data().provinces[pid as usize];
    if p.kind == Kind::Market {
        format!("{} ({})", p.name, p.size)
    } else {
        p.name.to_string()
    }
}

/// A province: its shape, its domination marker and tokens, its tap and keys. `looking` is
/// the table's; a tap opens the province's card (`selected`).
fn draw_province(
    p: Province,
    lang: Lang,
    looking: Option<Looking>,
    selected: RwSignal<Option<u8>>,
) -> impl IntoView {
    let Province {
        space,
        pid,
        in_play,
        dom,
        tokens,
    } = p;
    let (name, x, y, path) = SPACES[space];
    let kind = data::data().provinces[pid as usize].kind;
    let area = data::data().provinces[pid as usize].area;
    let mut class = format!("aor-prov aor-area-{area}");
    if !in_play {
        class.push_str(" aor-out");
    }
    if kind == Kind::Satellite {
        class.push_str(" aor-sat");
    }
    let key = province_key(pid);
    let mut aria = label(pid);
    if let Some(o) = dom {
        aria.push_str(&format!(" · {} {}", word(lang, "aor.ui.dominated"), o + 1));
    }
    for (seat, &n) in tokens.iter().enumerate().filter(|(_, n)| **n > 0) {
        aria.push_str(&format!(" · {}: {n}", seat + 1));
    }
    let open = move |ev: leptos::ev::MouseEvent| {
        // While "Look up" is on, or once a long press has opened the province in full,
        // the tap is the table's look-up's.
        if looking
            .is_some_and(|l| l.reading.get_untracked() || l.open.with_untracked(Option::is_some))
        {
            return;
        }
        // The card shows what a move here does; the board's own tap handler (which
        // would make the move at once) never sees this tap.
        ev.stop_propagation();
        selected.set(Some(pid));
    };
    let key_open = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" || ev.key() == " " {
            ev.prevent_default();
            selected.set(Some(pid));
        }
    };
    // Islands too small to tap get a disc around them, part of the province.
    let halo = HALOS
        .iter()
        .find(|h| h.0 == name)
        .map(|h| view! { <path class="aor-halo" d=h.1/> });
    // An unpainted box centred on the name that holds the whole province: the group's
    // centre is then on the name, where a tap on the element's middle lands.
    let span = SPANS.iter().find(|s| s.0 == name).map(|&(_, w, h)| {
        view! { <rect class="aor-span" x=x - w y=y - h width=2.0 * w height=2.0 * h/> }
    });
    view! {
        <g class=class data-target=key.clone() data-explain=key role="button" aria-label=aria
            on:click=open on:keydown=key_open>
            {span}
            {halo}
            <path d=path/>
        </g>
    }
}

/// A province's domination marker and tokens, drawn in a layer above every province (`map`):
/// inside the province's own group, a neighbour drawn later covered them (a seat's capital
/// marker at Genoa or Barcelona). The names stay above them, thin text with a halo, readable.
fn draw_pieces(space: usize, dom: Option<u8>, tokens: [u8; 6]) -> impl IntoView {
    let (_, x, y, _) = SPACES[space];
    let mut pieces = Vec::new();
    let mut dx = -((tokens.iter().filter(|&&t| t > 0).count() as f32 - 1.0) * 6.0);
    if let Some(o) = dom {
        pieces.push(view! {
            <rect class=format!("aor-dom aor-s{o}") x=x - 7.0 y=y - 17.0 width="14" height="10" rx="2"/>
        }.into_any());
    }
    for (seat, &n) in tokens.iter().enumerate().filter(|(_, n)| **n > 0) {
        pieces.push(
            view! {
                <g class=format!("aor-tok aor-s{seat}")>
                    <circle cx=x + dx cy=y + 12.0 r="6"/>
                    <text x=x + dx y=y + 15.0 text-anchor="middle">{n.to_string()}</text>
                </g>
            }
            .into_any(),
        );
        dx += 12.0;
    }
    pieces
}

/// The province whose name stands at `space`: its marker and tokens now, its name's words.
fn province(space: usize, pid: u8, v: &age_of_renaissance::view::View) -> Province {
    let p = &data::data().provinces[pid as usize];
    let at = v.spaces.get(pid as usize).cloned().unwrap_or_default();
    Province {
        space,
        pid,
        in_play: data::area_in_play(p.area, v.players.len() as u8),
        dom: at.dom,
        tokens: at.tokens,
    }
}

/// The map, drawn once: its ground, borders, seas and supports never change; each province,
/// its pieces and its name are parts of their own, drawn anew only when what they show
/// changes.
pub fn map(b: Board, lang: Lang, selected: RwSignal<Option<u8>>) -> AnyView {
    let d = data::data();
    let viewer = b.cx.viewer;
    let looking = use_context::<Looking>();
    let frame = Frame {
        zoom: StoredValue::new(100),
        drag: StoredValue::new(None),
    };
    // The map centres on the seat's capital once it has one (before: on the middle).
    let capital = Memo::new(move |_| {
        b.read(|v, _| {
            viewer
                .get()
                .and_then(|s| v.players.get(s as usize)?.capital)
                .and_then(|c| point(c as usize))
        })
        .flatten()
    });
    Effect::new(move |was: Option<bool>| {
        let at = capital.get();
        if was != Some(at.is_some()) {
            centre(frame, at.unwrap_or((WIDTH / 2.0, HEIGHT / 2.0)));
        }
        at.is_some()
    });
    let width = format!("{:.0}", WIDTH * frame.zoom.get_value() as f32 / 100.0);
    let seas = SEAS
        .iter()
        .map(|&(name, x, y)| {
            view! { <text class="aor-sea" x=x y=y text-anchor="middle">{name}</text> }
        })
        .collect_view();
    let ground = view! {
        <defs>
            <marker id="aor-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6"
                markerHeight="6" orient="auto">
                <path d="M0 0L10 5L0 10z"/>
            </marker>
        </defs>
        <rect class="aor-water" width=WIDTH height=HEIGHT/>
        <path class="aor-sea-border" d=SEA_BORDERS/>
        <path class="aor-coast" d=LAND/>
        <path class="aor-land" d=LAND/>
    };
    let borders = view! {
        <path class="aor-area-border" d=AREA_BORDERS/>
        <path class="aor-city" d=CITIES/>
    };
    // Satellites' support: an arrow from the satellite to each province it supports, short of
    // both names.
    let supports = (0..d.provinces.len())
        .filter(|&i| d.provinces[i].kind == Kind::Satellite)
        .flat_map(|i| {
            d.provinces[i]
                .supports
                .iter()
                .filter_map(move |&t| Some((point(i)?, point(t as usize)?)))
                .collect::<Vec<_>>()
        })
        .map(|((x1, y1), (x2, y2))| {
            let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
            let (a, b) = ((9.0f32).min(len * 0.3) / len, 1.0 - (13.0f32).min(len * 0.35) / len);
            let (sx, sy) = (x1 + a * (x2 - x1), y1 + a * (y2 - y1));
            let (ex, ey) = (x1 + b * (x2 - x1), y1 + b * (y2 - y1));
            view! { <line class="aor-support" x1=sx y1=sy x2=ex y2=ey marker-end="url(#aor-arrow)"/> }
        })
        .collect_view();
    // Every province of the map as it is now, by its place in `SPACES`.
    let all = move || -> Vec<(usize, Province)> {
        b.read(|v, _| {
            space_pids()
                .iter()
                .enumerate()
                .filter_map(|(space, pid)| Some((space, province(space, (*pid)?, v))))
                .collect()
        })
        .unwrap_or_default()
    };
    // What the seat can act on is outlined, and made a keyboard stop (Enter or Space), by the
    // board's own `data-can`, not drawn here: a move changes it on many provinces, and each
    // would be drawn again.
    let provinces = keyed(all, move |p| draw_province(p, lang, looking, selected));
    // A province's domination marker and tokens go in a layer above all provinces.
    let pieces = keyed(
        move || {
            all()
                .into_iter()
                .map(|(space, p)| (space, (space, p.dom, p.tokens)))
                .collect()
        },
        |(space, dom, tokens)| draw_pieces(space, dom, tokens),
    );
    // Each province's name goes in a layer above all provinces (`names`): a long name reaches
    // over its neighbours, and a neighbour drawn later would hide it.
    let names = keyed(
        move || {
            all()
                .into_iter()
                .map(|(space, p)| (space, (space, p.pid, p.in_play)))
                .collect()
        },
        |(space, pid, in_play)| {
            let (_, x, y, _) = SPACES[space];
            let mut class = String::from("aor-name");
            if !in_play {
                class.push_str(" aor-name-out");
            }
            if data::data().provinces[pid as usize].kind == Kind::Satellite {
                class.push_str(" aor-name-sat");
            }
            view! { <text class=class x=x y=y + 1.0 text-anchor="middle">{label(pid)}</text> }
        },
    );
    // What can be tapped now, outlined again above every province: the neighbours drawn later
    // would cover half of the outline. Keyed by province: an outline that stays keeps its
    // node (its long path is not set again).
    let outlines = keyed(
        move || {
            let reach = b.reach();
            SPACES
                .iter()
                .zip(space_pids())
                .filter(|(_, pid)| pid.is_some_and(|pid| reach.contains(&province_key(pid))))
                .map(|(s, _)| (s.3, s.3))
                .collect()
        },
        |d| view! { <path class="aor-reach-line" d=d/> },
    );
    let markers = part(
        move || b.read(|v, _| v.market),
        move |market| market.map(|market| draw_market_markers(market, lang)),
    );
    view! {
        <div class="aor-mapbox">
            <div class="aor-zoom">
                <button type="button" aria-label=word(lang, "aor.ui.zoom_out") on:click=move |_| set_zoom(frame, -20)>"−"</button>
                <button type="button" aria-label=word(lang, "aor.ui.zoom_in") on:click=move |_| set_zoom(frame, 20)>"+"</button>
            </div>
            // A keyboard stop: the map scrolls (arrow keys pan it once focused).
            <div class="aor-map" data-scroll="aor-map" tabindex="0"
                on:pointerdown=move |ev| drag_start(frame, &ev) on:pointermove=move |ev| drag_move(frame, &ev)
                on:click:capture=move |ev| drag_end(frame, &ev)>
                // Its width follows the zoom buttons (`set_zoom`), not the game.
                <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") width=width role="img"
                    aria-label=word(lang, "aor.ui.map")>
                    {ground}
                    {provinces}
                    {borders}
                    {outlines}
                    {seas}
                    <g class="aor-pieces" aria-hidden="true">{pieces}</g>
                    <g class="aor-names" aria-hidden="true">{names}</g>
                    <g class="aor-supports">{supports}</g>
                    {markers}
                    <g class="aor-ring">
                        {move || selected.get().and_then(|p| point(p as usize)).map(|(x, y)| view! {
                            <circle cx=x cy=y r="20"/>
                        })}
                    </g>
                </svg>
            </div>
            <p class="aor-legend">
                <span class="aor-mk-key aor-mk-short">"+1"</span>" "{word(lang, "aor.ui.shortage")}
                " · "<span class="aor-mk-key aor-mk-surplus">"−1"</span>" "{word(lang, "aor.ui.surplus")}
                " · "{word(lang, "aor.ui.tap_hint")}
            </p>
        </div>
    }
    .into_any()
}
