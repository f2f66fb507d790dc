//! How a board follows the game: drawn once for a viewer and a language, its parts read the
//! game through signals and are drawn again only when what they show has changed.
//!
//! After a move the game's `Source` changes; the board's one reading effect (`Reading`) reads
//! every part's slice of the game again (`BoardCx::part`: a hand, a track, a province) and,
//! compared with the last slice (`PartialEq`), sets the part's own signal only when it differs,
//! so only the parts a move changed draw anew. Lists are keyed `<For>`s
//! whose items each follow their own slice (`BoardCx::list`), so a card drawn into the middle
//! of a hand is one new node and the others keep theirs. All of it is Leptos's own reactivity:
//! nothing here knows how Leptos draws.

use std::any::Any;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::sync::Arc;

use leptos::prelude::*;
use leptos::reactive::graph::{ToAnySubscriber, WithObserver};
use smokestack_core::{AnyMatch, Game, Match, Seat};

use crate::i18n::Lang;

type Lender = Box<dyn Fn(&mut dyn FnMut(&dyn AnyMatch))>;

/// Where a board reads its game: the table's match, or the replay's position. `version`
/// changes with every change to the game, and `read` lends the game as it is now.
#[derive(Clone, Copy)]
pub struct Source {
    version: Signal<u64>,
    read: StoredValue<Lender, LocalStorage>,
}

impl Source {
    /// `read` hands its argument the game (and does nothing where there is none).
    pub fn new(
        version: Signal<u64>,
        read: impl Fn(&mut dyn FnMut(&dyn AnyMatch)) + 'static,
    ) -> Source {
        Source {
            version,
            read: StoredValue::new_local(Box::new(read)),
        }
    }

    /// `f` on the game now, tracked: a memo or view that reads it runs again after a change.
    /// `None` where there is no game (the table was left while a part was being drawn).
    pub fn with<R>(&self, f: impl FnOnce(&dyn AnyMatch) -> R) -> Option<R> {
        self.version.track();
        self.with_untracked(f)
    }

    /// The same, untracked (an event handler, or a part's drawing that its memo already
    /// guards).
    pub fn with_untracked<R>(&self, f: impl FnOnce(&dyn AnyMatch) -> R) -> Option<R> {
        let mut f = Some(f);
        let mut out = None;
        self.read.try_with_value(|read| {
            read(&mut |m| {
                if let Some(f) = f.take() {
                    out = Some(f(m));
                }
            })
        });
        out
    }
}

/// What a game's board is given: the game, typed, as it changes; who looks at it (as it
/// changes); the seats' names; the language. Copied into every part that reads the game.
pub struct BoardCx<G> {
    src: Source,
    /// The seat the board is drawn for (none: a spectator, or the replay's shared view). It
    /// changes in a hotseat game as the tablet passes: a part that reads it follows it.
    pub viewer: Signal<Option<Seat>>,
    /// The seats' names as the table shows them (bots marked).
    pub names: Signal<Vec<String>>,
    pub lang: Lang,
    game: PhantomData<fn() -> G>,
}

impl<G> Clone for BoardCx<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G> Copy for BoardCx<G> {}

impl<G: Game> BoardCx<G> {
    pub fn new(
        src: Source,
        viewer: Signal<Option<Seat>>,
        names: Signal<Vec<String>>,
        lang: Lang,
    ) -> Self {
        BoardCx {
            src,
            viewer,
            names,
            lang,
            game: PhantomData,
        }
    }

    /// `f` on the game now, tracked (see `Source::with`). `None` where there is no game of
    /// this kind.
    pub fn with<R>(&self, f: impl FnOnce(&Match<G>) -> R) -> Option<R> {
        self.src
            .with(|m| m.as_any().downcast_ref::<Match<G>>().map(f))
            .flatten()
    }

    /// The same, untracked.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Match<G>) -> R) -> Option<R> {
        self.src
            .with_untracked(|m| m.as_any().downcast_ref::<Match<G>>().map(f))
            .flatten()
    }

    /// A slice of the game that several parts read (a player's view of the state): read again
    /// after each change, passed on only when it differs (see `shared`).
    pub fn memo<D>(&self, f: impl Fn(&Match<G>) -> D + Send + Sync + 'static) -> Signal<Option<D>>
    where
        D: PartialEq + Send + Sync + 'static,
    {
        let cx = *self;
        shared(move || cx.with(&f))
    }

    /// A part of the board: `data` reads what it shows from the game, `draw` draws it, and
    /// draws it anew only when `data` reads differently after a change. `draw` should read
    /// nothing but its argument (what it reads elsewhere does not redraw it).
    pub fn part<D, V>(
        &self,
        data: impl Fn(&Match<G>) -> D + Send + Sync + 'static,
        draw: impl Fn(D) -> V + Send + Sync + 'static,
    ) -> AnyView
    where
        D: PartialEq + Clone + Send + Sync + 'static,
        V: IntoView + 'static,
    {
        let cx = *self;
        part(move || cx.with(&data), move |d| d.map(&draw))
    }

    /// A list of parts, each known by its id (a card in a hand) and drawn from what it shows
    /// (`BoardCx::part`); see `keyed`.
    pub fn list<K, D, V>(
        &self,
        items: impl Fn(&Match<G>) -> Vec<(K, D)> + Send + Sync + 'static,
        draw: impl Fn(D) -> V + Send + Sync + 'static,
    ) -> AnyView
    where
        K: Eq + Hash + Clone + Send + Sync + 'static,
        D: PartialEq + Clone + Send + Sync + 'static,
        V: IntoView + 'static,
    {
        let cx = *self;
        keyed(move || cx.with(&items).unwrap_or_default(), draw)
    }
}

/// A part drawn by `draw` from what `data` reads, drawn anew only when that changes (see
/// `BoardCx::part`; this one reads any reactive value, such as a `BoardCx::memo`).
pub fn part<D, V>(
    data: impl Fn() -> D + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    erased_part(
        // Compared as its own type before it is erased: an unchanged part costs no allocation.
        Box::new(move |last: Option<&Slice>| {
            let now = data();
            match last {
                Some(last) if last.data.downcast_ref::<D>() == Some(&now) => None,
                _ => Some(Slice::of(now)),
            }
        }),
        Box::new(move |d| draw(d.get::<D>()).into_any()),
    )
}

/// What several parts read (a seat's view, whether a good is the active one): read with the
/// board's parts, before the parts that read it, and set only when it differs, so that what
/// reads it follows it as it would a memo.
pub fn shared<T>(read: impl Fn() -> T + Send + Sync + 'static) -> Signal<T>
where
    T: PartialEq + Send + Sync + 'static,
{
    let reading = Reading::here();
    let slot = ArcRwSignal::new(reading.first(&read));
    reading.add({
        let slot = slot.clone();
        Box::new(move || {
            // Set at once: the parts read after it in the same reading see it as it is now.
            let now = read();
            if slot.with_untracked(|last| *last != now) {
                slot.set(now);
            }
            None
        })
    });
    slot.read_only().into()
}

/// A keyed list (`<For>`): `items` reads each item's id and what it shows. An item whose id
/// stays keeps its place and its nodes and is drawn anew only when what it shows changes; a
/// new id is drawn in its place; a gone id is taken out. Equal ids are told apart by their
/// order (the second Mine of a hand is `(Mine, 1)`).
pub fn keyed<K, D, V>(
    items: impl Fn() -> Vec<(K, D)> + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    K: Eq + Hash + Clone + Send + Sync + 'static,
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    // The list as last read, as its own type: an unchanged list is found so without a hash or
    // an allocation per item.
    let last = std::sync::Mutex::new(None::<Vec<(K, D)>>);
    erased_list(
        Box::new(move || {
            let now = items();
            let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
            if last.as_ref() == Some(&now) {
                return None;
            }
            *last = Some(now.clone());
            Some(
                numbered(now)
                    .into_iter()
                    .map(|(k, d)| (Id::of(k), Slice::of(d)))
                    .collect(),
            )
        }),
        Arc::new(move |d: &Slice| draw(d.get::<D>()).into_any()),
    )
}

// Below, the parts' types are erased: the slots, effects and lists are built once for every
// part of every board instead of once per part's type, which made each game's code a third
// larger. What a part shows is still compared with its own `PartialEq`, and an item's id with
// its own `Eq` (its hash only sorts).

/// What a part shows, of any type, with the comparison of its type.
#[derive(Clone)]
struct Slice {
    data: Arc<dyn Any + Send + Sync>,
    same: fn(&dyn Any, &dyn Any) -> bool,
}

impl Slice {
    fn of<D: PartialEq + Send + Sync + 'static>(d: D) -> Slice {
        Slice {
            data: Arc::new(d),
            same: |a, b| a.downcast_ref::<D>() == b.downcast_ref::<D>(),
        }
    }

    /// The data, as the type it was made of (a part reads back its own).
    fn get<D: Clone + 'static>(&self) -> D {
        self.data
            .downcast_ref::<D>()
            .cloned()
            .expect("a part reads back the type it was made of")
    }
}

impl PartialEq for Slice {
    fn eq(&self, other: &Slice) -> bool {
        (self.same)(&*self.data, &*other.data)
    }
}

/// An item's id, of any type (with its place among equal ids).
#[derive(Clone)]
struct Id {
    id: Arc<dyn Any + Send + Sync>,
    hash: u64,
    same: fn(&dyn Any, &dyn Any) -> bool,
}

impl Id {
    fn of<K: Eq + Hash + Send + Sync + 'static>(k: K) -> Id {
        let mut h = std::hash::DefaultHasher::new();
        k.hash(&mut h);
        Id {
            hash: h.finish(),
            id: Arc::new(k),
            same: |a, b| a.downcast_ref::<K>() == b.downcast_ref::<K>(),
        }
    }
}

impl PartialEq for Id {
    fn eq(&self, other: &Id) -> bool {
        self.hash == other.hash && (self.same)(&*self.id, &*other.id)
    }
}

impl Eq for Id {}

impl Hash for Id {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
    }
}

type Read<T> = Box<dyn Fn() -> T + Send + Sync>;
/// A part's reading: what it shows now, if that differs from `last` (always, where none).
type Compare = Box<dyn Fn(Option<&Slice>) -> Option<Slice> + Send + Sync>;
type Draw = Arc<dyn Fn(&Slice) -> AnyView + Send + Sync>;
/// What a part's reading owes after a change: the signals to set, after every part was read
/// (none when nothing changed).
type Write = Box<dyn FnOnce()>;
/// A part's reading: read what it shows now, and say what to set if that changed.
type Reader = Box<dyn Fn() -> Option<Write>>;

/// The parts of one board, read together: after a change one effect reads every part's slice
/// and sets the signals of those that changed, so a move wakes the parts it changed and no
/// other (a memo and an effect per part had each part's own woken, checked and put back, which
/// cost more than reading them all). The board provides one (`Reading::provide`); a part drawn
/// outside any board reads by itself.
#[derive(Clone, Copy)]
pub struct Reading {
    readers: StoredValue<Readers, LocalStorage>,
}

struct Readers {
    next: u64,
    /// In the order they were drawn (a section before its own parts).
    readers: std::collections::BTreeMap<u64, Reader>,
    /// The effect that reads them (kept with them, and gone with the board).
    effect: Option<RenderEffect<()>>,
}

impl Reading {
    fn new() -> Reading {
        let readers = StoredValue::new_local(Readers {
            next: 0,
            readers: Default::default(),
            effect: None,
        });
        let effect = RenderEffect::new(move |_| {
            // Read every part (tracked: what any part reads brings this back), then set what
            // changed, outside the reading, so that no part's drawing runs inside it.
            let writes: Vec<Write> = readers
                .try_with_value(|p| p.readers.values().filter_map(|read| read()).collect())
                .unwrap_or_default();
            untrack(|| writes.into_iter().for_each(|w| w()));
        });
        readers.update_value(|p| p.effect = Some(effect));
        Reading { readers }
    }

    /// A reading for the board drawn from here on (its parts find it in the context).
    pub fn provide() {
        provide_context(Reading::new());
    }

    /// The board's reading, or one of its own for a part outside any board.
    fn here() -> Reading {
        use_context::<Reading>().unwrap_or_else(Reading::new)
    }

    /// A new part's first reading, tracked for the effect here: a part that reads what no
    /// other part reads is still read again when that changes.
    fn first<T>(self, read: impl FnOnce() -> T) -> T {
        let observer = self
            .readers
            .try_with_value(|p| p.effect.as_ref().map(|e| e.to_any_subscriber()))
            .flatten();
        match observer {
            Some(o) => o.with_observer(read),
            None => untrack(read),
        }
    }

    /// Adds a part's reading, taken out when the part's owner goes.
    fn add(self, read: Reader) {
        let id = self.readers.try_update_value(|p| {
            p.next += 1;
            p.readers.insert(p.next, read);
            p.next
        });
        let readers = self.readers;
        if let Some(id) = id {
            on_cleanup(move || {
                readers.try_update_value(|p| p.readers.remove(&id));
            });
        }
    }
}

fn erased_part(read: Compare, draw: Box<dyn Fn(&Slice) -> AnyView + Send + Sync>) -> AnyView {
    let reading = Reading::here();
    // A first reading has nothing to compare with, so it always reads a slice.
    let Some(first) = reading.first(|| read(None)) else {
        return ().into_any();
    };
    let slot = ArcRwSignal::new(first);
    reading.add({
        let slot = slot.clone();
        Box::new(move || {
            // The last slice is kept as it is when the new one reads the same.
            let now = slot.with_untracked(|last| read(Some(last)))?;
            let slot = slot.clone();
            Some(Box::new(move || slot.set(now)) as Write)
        })
    });
    (move || slot.with(|s| draw(s))).into_any()
}

fn erased_list(items: Read<Option<Vec<(Id, Slice)>>>, draw: Draw) -> AnyView {
    // Each item's slice in a signal of its own, set only when it changed: a move that changes
    // one item of a hundred wakes that one, and the list itself stirs only when its ids do.
    let reading = Reading::here();
    let first = reading.first(&items).unwrap_or_default();
    let ids = ArcRwSignal::new(first.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>());
    let slots = StoredValue::new(
        first
            .into_iter()
            .map(|(id, slice)| (id, ArcRwSignal::new(slice)))
            .collect::<HashMap<_, _>>(),
    );
    reading.add({
        let ids = ids.clone();
        // `items` answers only when the list changed (compared as its own type).
        Box::new(move || {
            let list = items()?;
            let ids = ids.clone();
            Some(Box::new(move || {
                let mut changed = Vec::new();
                slots.update_value(|slots| {
                    let mut kept = HashMap::with_capacity(list.len());
                    for (id, slice) in &list {
                        let slot = match slots.remove(id) {
                            Some(slot) => {
                                if slot.with_untracked(|last| last != slice) {
                                    changed.push((slot.clone(), slice.clone()));
                                }
                                slot
                            }
                            None => ArcRwSignal::new(slice.clone()),
                        };
                        kept.insert(id.clone(), slot);
                    }
                    *slots = kept;
                });
                for (slot, slice) in changed {
                    slot.set(slice);
                }
                // The list itself stirs only when its ids changed.
                let now: Vec<Id> = list.into_iter().map(|(id, _)| id).collect();
                if ids.with_untracked(|old| *old != now) {
                    ids.set(now);
                }
            }) as Write)
        })
    });
    view! {
        <For
            each=move || ids.get()
            key=|id| id.clone()
            children=move |id| {
                let draw = draw.clone();
                let slot = slots.with_value(|s| s.get(&id).cloned());
                move || slot.as_ref().map(|s| s.with(|d| draw(d)))
            }
        />
    }
    .into_any()
}

/// Each item with its id and how many equal ids come before it.
fn numbered<K: Eq + Hash + Clone, D>(items: Vec<(K, D)>) -> Vec<((K, usize), D)> {
    let mut seen: HashMap<K, usize> = HashMap::with_capacity(items.len());
    items
        .into_iter()
        .map(|(k, d)| {
            let nth = seen.entry(k.clone()).or_insert(0);
            let out = ((k, *nth), d);
            *nth += 1;
            out
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::numbered;

    /// A card drawn into the middle of a hand changes no other card's id; two equal cards
    /// have ids of their own.
    #[test]
    fn equal_ids_are_told_apart_by_their_order() {
        let ids = |v: Vec<&'static str>| -> Vec<(&str, usize)> {
            numbered(v.into_iter().map(|k| (k, ())).collect())
                .into_iter()
                .map(|(k, _)| k)
                .collect()
        };
        let before = ids(vec!["Mine", "Mine", "Workshop"]);
        let after = ids(vec!["Mine", "Gym", "Mine", "Workshop"]);
        assert_eq!(before, vec![("Mine", 0), ("Mine", 1), ("Workshop", 0)]);
        assert_eq!(after[0], before[0]);
        assert_eq!(after[2], before[1]);
        assert_eq!(after[3], before[2]);
        assert!(!before.contains(&after[1]));
    }
}
