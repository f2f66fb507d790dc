//! The bots' thread. A Web Worker (`public/bot-worker.js`) runs this same wasm, so a search
//! that thinks for a second and a half leaves the page free: the page sends the game's code,
//! the seat and the bot; the worker opens the game, thinks, and answers with an index into the
//! seat's legal list (or, for a hint, the search's three favourite moves).

use serde_json::{Value, json};
use smokestack_core::{BotKind, Budget, GameRng};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the page asks of the worker.
pub struct Ask {
    pub code: String,
    pub seat: u8,
    /// A bot name as `BotKind::parse` reads it.
    pub bot: String,
    pub seed: u64,
    /// `Some(ms)`: not a move but a hint, the search's favourites after `ms` of thought.
    pub hint_ms: Option<u32>,
}

/// One move the search weighed, for the hint.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    pub index: usize,
    pub visits: u32,
    /// About the seat's chance to win with it, 0..=1.
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Move(usize),
    Hint(Vec<Weighed>),
}

/// The worker's side: one request in, one answer out, both JSON text. The game's code is
/// loaded first (the worker starts with none of the games: README, "Size").
#[wasm_bindgen]
pub async fn bot_think(request: String) -> String {
    if let Some(game) = serde_json::from_str::<Value>(&request)
        .ok()
        .and_then(|r| r["code"].as_str().map(str::to_string))
        .and_then(|code| smokestack_core::codec::unpack(&code).ok())
        .map(|p| p.game)
    {
        crate::registry::load(&game).await;
    }
    answer(&request)
}

/// The answer to a request, once its game is here.
fn answer(request: &str) -> String {
    think(request).unwrap_or_else(|e| json!({ "error": e }).to_string())
}

fn think(request: &str) -> Result<String, String> {
    let r: Value = serde_json::from_str(request).map_err(|e| e.to_string())?;
    let code = r["code"].as_str().ok_or("no code")?;
    let seat = r["seat"]
        .as_u64()
        .and_then(|s| u8::try_from(s).ok())
        .ok_or("no seat")?;
    let seed = r["seed"]
        .as_str()
        .and_then(|s| s.parse::<u64>().ok())
        .ok_or("no seed")?;
    let m = smokestack_games::open(code).map_err(|e| e.to_string())?;
    let mut rng = GameRng::new(seed);
    let clock = || js_sys::Date::now();
    if let Some(ms) = r["hint_ms"].as_u64() {
        let ms = u32::try_from(ms)
            .unwrap_or(Budget::MAX_MILLIS)
            .min(Budget::MAX_MILLIS);
        let report = m
            .search_report(seat, Budget::Millis(ms), &mut rng, Some(&clock))
            .ok_or("the seat does not act")?;
        // The search's choice first (the move a search bot would play), then the most visited.
        let mut root = report.root;
        let choice = report.choice;
        root.sort_by_key(|s| (s.index != choice, std::cmp::Reverse(s.visits)));
        let best: Vec<Value> = root
            .iter()
            .take(3)
            .map(|s| json!([s.index, s.visits, s.value]))
            .collect();
        return Ok(json!({ "hint": best, "iterations": report.iterations }).to_string());
    }
    let bot = BotKind::parse(r["bot"].as_str().unwrap_or("")).ok_or("unknown bot")?;
    let index = m
        .bot_choice_with(seat, bot, &mut rng, Some(&clock))
        .ok_or("the seat does not act")?;
    Ok(json!({ "index": index }).to_string())
}

fn read_answer(text: &str) -> Result<Answer, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if let Some(e) = v["error"].as_str() {
        return Err(e.to_string());
    }
    if let Some(i) = v["index"].as_u64() {
        return Ok(Answer::Move(i as usize));
    }
    let hint = v["hint"].as_array().ok_or("no answer")?;
    Ok(Answer::Hint(
        hint.iter()
            .filter_map(|w| {
                Some(Weighed {
                    index: w[0].as_u64()? as usize,
                    visits: w[1].as_u64()? as u32,
                    value: w[2].as_f64()?,
                })
            })
            .collect(),
    ))
}

type Waiting = Box<dyn FnOnce(Result<Answer, String>)>;

/// The page's side: the worker, started on first use, and who waits for which answer.
struct Thread {
    worker: web_sys::Worker,
    waiting: HashMap<u32, Waiting>,
    next: u32,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static THREAD: RefCell<Option<Thread>> = const { RefCell::new(None) };
    /// The worker could not start or failed: bots then think on the page.
    static BROKEN: RefCell<bool> = const { RefCell::new(false) };
}

/// Sends `ask` to the worker; `done` gets the answer (or why there is none: then the caller
/// plays on the page). `done` is never called before `ask` returns.
pub fn ask(ask: Ask, done: impl FnOnce(Result<Answer, String>) + 'static) {
    let request = json!({
        "code": ask.code,
        "seat": ask.seat,
        "bot": ask.bot,
        "seed": ask.seed.to_string(),
        "hint_ms": ask.hint_ms,
    })
    .to_string();
    let mut done: Option<Waiting> = Some(Box::new(done));
    let sent = THREAD.with(|t| {
        let mut t = t.borrow_mut();
        if t.is_none() && !BROKEN.with(|b| *b.borrow()) {
            *t = start()
                .map_err(|e| web_sys::console::warn_1(&e.into()))
                .ok();
        }
        let th = t.as_mut()?;
        let id = th.next;
        th.next += 1;
        let msg = js_sys::Object::new();
        js_sys::Reflect::set(&msg, &"id".into(), &id.into()).ok()?;
        js_sys::Reflect::set(&msg, &"request".into(), &request.into()).ok()?;
        th.worker.post_message(&msg).ok()?;
        th.waiting.insert(id, done.take()?);
        Some(())
    });
    if let (None, Some(done)) = (sent, done) {
        mark_broken();
        // Later, so that the caller's own state is settled first.
        leptos::prelude::set_timeout(
            move || done(Err("no bot thread".into())),
            std::time::Duration::from_millis(0),
        );
    }
}

fn mark_broken() {
    BROKEN.with(|b| *b.borrow_mut() = true);
}

/// Whether bots think off the page (false once the worker has failed).
pub fn available() -> bool {
    !BROKEN.with(|b| *b.borrow())
}

/// The page's own script and wasm, as the page loaded them (Trunk names them with hashes).
fn own_files() -> Option<(String, String)> {
    let doc = web_sys::window()?.document()?;
    let href = |sel: &str| -> Option<String> {
        doc.query_selector(sel)
            .ok()??
            .dyn_into::<web_sys::HtmlLinkElement>()
            .ok()
            .map(|l| l.href())
    };
    Some((
        href("link[rel=modulepreload]")?,
        href("link[rel=preload][as=fetch]")?,
    ))
}

fn start() -> Result<Thread, String> {
    let (js, wasm) = own_files().ok_or("the page's files are not named in it")?;
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker =
        web_sys::Worker::new_with_options(&crate::release::versioned("./bot-worker.js"), &opts)
            .map_err(|e| format!("{e:?}"))?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let data = e.data();
            let id = js_sys::Reflect::get(&data, &"id".into())
                .ok()
                .and_then(|v| v.as_f64())
                .map(|v| v as u32);
            let answer = js_sys::Reflect::get(&data, &"answer".into())
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            let Some(id) = id else { return };
            let done = THREAD.with(|t| t.borrow_mut().as_mut()?.waiting.remove(&id));
            if let Some(done) = done {
                done(read_answer(&answer));
            }
        });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_e: web_sys::Event| {
        web_sys::console::warn_1(&"the bots' thread failed: bots think on the page".into());
        mark_broken();
        let waiting: Vec<Waiting> = THREAD.with(|t| {
            t.borrow_mut()
                .take()
                .map(|mut th| {
                    th.worker.terminate();
                    th.waiting.drain().map(|(_, d)| d).collect()
                })
                .unwrap_or_default()
        });
        for d in waiting {
            d(Err("the bots' thread failed".into()));
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let load = js_sys::Object::new();
    let files = js_sys::Object::new();
    js_sys::Reflect::set(&files, &"js".into(), &js.into()).map_err(|e| format!("{e:?}"))?;
    js_sys::Reflect::set(&files, &"wasm".into(), &wasm.into()).map_err(|e| format!("{e:?}"))?;
    js_sys::Reflect::set(&load, &"load".into(), &files).map_err(|e| format!("{e:?}"))?;
    worker.post_message(&load).map_err(|e| format!("{e:?}"))?;
    Ok(Thread {
        worker,
        waiting: HashMap::new(),
        next: 0,
        _on_message: on_message,
        _on_error: on_error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_read_back() {
        assert_eq!(read_answer(r#"{"index":3}"#), Ok(Answer::Move(3)));
        assert_eq!(
            read_answer(r#"{"hint":[[2,40,0.75],[0,10,0.5]],"iterations":50}"#),
            Ok(Answer::Hint(vec![
                Weighed {
                    index: 2,
                    visits: 40,
                    value: 0.75
                },
                Weighed {
                    index: 0,
                    visits: 10,
                    value: 0.5
                },
            ]))
        );
        assert_eq!(
            read_answer(r#"{"error":"unknown bot"}"#),
            Err("unknown bot".into())
        );
        assert!(read_answer("garbage").is_err());
    }

    /// The worker's side plays what the same bot plays on the page, for the seat that acts,
    /// and says why it cannot for a seat that does not or a code that does not open.
    #[test]
    fn the_worker_answers_with_the_bots_choice() {
        for game in ["fantastic-factories", "le-havre"] {
            let m = smokestack_games::find(game)
                .unwrap()
                .new_match(2, &[], 7)
                .unwrap();
            let seat = m.to_act()[0];
            let code = m.share_code();
            let req = |seat: u8, bot: &str| {
                json!({ "code": code, "seat": seat, "bot": bot, "seed": "11" }).to_string()
            };
            let want = m
                .bot_choice(seat, BotKind::Heuristic, &mut GameRng::new(11))
                .unwrap();
            assert_eq!(
                read_answer(&answer(&req(seat, "heuristic"))),
                Ok(Answer::Move(want)),
                "{game}"
            );
            let idle = (0..2).find(|s| !m.to_act().contains(s)).unwrap();
            assert!(read_answer(&answer(&req(idle, "heuristic"))).is_err());
            assert!(read_answer(&answer(&req(seat, "grandmaster"))).is_err());
            let bad = json!({ "code": "garbage", "seat": 0, "bot": "random", "seed": "1" });
            assert!(read_answer(&answer(&bad.to_string())).is_err());
        }
    }

    /// A hint is the search's favourites, its choice first, each a legal move.
    #[test]
    fn a_hint_lists_up_to_three_legal_moves() {
        let m = smokestack_games::find("fantastic-factories")
            .unwrap()
            .new_match(2, &[], 3)
            .unwrap();
        let seat = m.to_act()[0];
        let legal = m.legal_json(seat).len();
        let mut rng = GameRng::new(5);
        let report = m
            .search_report(seat, Budget::Iterations(60), &mut rng, None)
            .unwrap();
        assert_eq!(report.root.len(), legal);
        assert_eq!(report.iterations, 60);
    }
}
