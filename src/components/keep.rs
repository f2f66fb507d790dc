//! A part of a view that is drawn anew only when what it shows has changed.
//!
//! A board is a function of the game: after a move the whole function runs again and Leptos
//! brings the page in line with its new result. With view types erased for size
//! (`--cfg erase_components`), that rebuild takes off and puts back every attribute of every
//! element, changed or not, which was most of a move's time on a tablet. `keep(data, draw)`
//! names what a part shows: when `data` hashes the same as at the last draw, the part's DOM is
//! left exactly as it is and `draw` is never called; otherwise `draw(data)` draws it.
//!
//! `data` must hold everything `draw` reads (the game's view of the part, the language, the
//! names, who acts), which is why `draw` is handed `data` and should capture nothing else:
//! whatever it reads from elsewhere goes stale. Parts carry no event handlers of their own
//! (the board listens once, on its frame), so nothing else can.

use std::hash::{DefaultHasher, Hash, Hasher};

use leptos::prelude::*;
use leptos::tachys::html::attribute::Attribute;
use leptos::tachys::html::attribute::any_attribute::AnyAttribute;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::renderer::Rndr;
use leptos::tachys::renderer::types::{Element, Node};
use leptos::tachys::ssr::StreamBuilder;
use leptos::tachys::view::add_attr::AddAnyAttr;
use leptos::tachys::view::any_view::{AnyViewState, AnyViewWithAttrs};
use leptos::tachys::view::{Mountable, Position, PositionState, Render, RenderHtml};
use wasm_bindgen::JsCast;

type Draw = Box<dyn FnOnce() -> AnyView + Send>;

/// A part drawn by `draw`, kept while `data` reads the same (see the module's text).
pub fn keep<D, V>(data: D, draw: impl FnOnce(D) -> V + Send + 'static) -> Keep
where
    D: Hash + Send + 'static,
    V: IntoView + 'static,
{
    Keep {
        key: fingerprint(&data),
        draw: Box::new(move || draw(data).into_any()),
    }
}

/// The same, where `draw` reads a larger whole (a clone of the game's state, shared by the
/// board's parts) and `key` names the part of it that this part shows.
pub fn keep_by<V: IntoView + 'static>(
    key: impl Hash,
    draw: impl FnOnce() -> V + Send + 'static,
) -> Keep {
    Keep {
        key: fingerprint(&key),
        draw: Box::new(move || draw().into_any()),
    }
}

/// A list of parts, each kept by what it shows, wherever it stands: a card drawn into the
/// middle of a hand is one new node, and the cards after it keep theirs. (Matched by position,
/// every card after it would be redrawn with its neighbour's words, and the browser would lay
/// out and paint the whole row again.) Equal parts are told apart by their order.
pub fn keep_each<D, V>(
    items: impl IntoIterator<Item = D>,
    draw: impl Fn(D) -> V + Send + 'static,
) -> AnyView
where
    D: Hash + Send + 'static,
    V: IntoView + 'static,
{
    let items: Vec<D> = items.into_iter().collect();
    let items: Vec<((u64, usize), D)> = keys(&items).into_iter().zip(items).collect();
    leptos::tachys::view::keyed::keyed(
        items,
        |(key, _)| *key,
        move |_, (_, d)| (|_: usize| {}, draw(d).into_any()),
    )
    .into_any()
}

/// A list of parts, each known by what it is (`id`: a card in hand) and drawn from what it
/// shows now (its `Keep`: the card and its note). A part whose id stays keeps its place and
/// its nodes, and is drawn anew only when what it shows changes; a new id is drawn in its
/// place; a gone id is taken out. (`keep_each` knows a part by what it shows, so a changed
/// note made the whole card new: a tap that gained energy redrew every card it changed.)
/// Equal ids are told apart by their order.
pub fn keep_list<I: Hash>(items: impl IntoIterator<Item = (I, Keep)>) -> KeepList {
    let items: Vec<(I, Keep)> = items.into_iter().collect();
    let ids: Vec<&I> = items.iter().map(|(id, _)| id).collect();
    let keys = keys(&ids);
    KeepList {
        items: keys
            .into_iter()
            .zip(items)
            .map(|(k, (_, keep))| (k, keep))
            .collect(),
    }
}

/// Each item's key in `keep_each`: its fingerprint, and how many equal items come before it.
fn keys<D: Hash>(items: &[D]) -> Vec<(u64, usize)> {
    let mut seen: Vec<u64> = Vec::new();
    items
        .iter()
        .map(|d| {
            let key = fingerprint(d);
            let nth = seen.iter().filter(|&&k| k == key).count();
            seen.push(key);
            (key, nth)
        })
        .collect()
}

/// A directive (`<svg use:attrs=vec![("viewBox", …), …]>`) that sets an element's attributes
/// only where they differ from what the element has. An element outside any `keep` is brought
/// in line again after every move, and with erased view types that takes off and puts back each
/// of its attributes: on a map's `<svg>` that made the browser lay the whole map out again. A
/// directive is the element's only attribute then, with nothing to take off.
///
/// The element remembers a hash of the list it was given last (`same_as_last`): a list that has
/// not changed, as most have not after a move, costs one look at the element, not a read of
/// each attribute. So the directive owns the attributes it lists: nothing else may change them.
pub fn attrs(el: Element, list: Vec<(&'static str, String)>) {
    if same_as_last(&el, &list) {
        return;
    }
    for (name, value) in list {
        if el.get_attribute(name).as_deref() != Some(value.as_str()) {
            let _ = el.set_attribute(name, &value);
        }
    }
}

/// The same for an element whose only attribute is a fixed class (`<div use:class_only="row">`):
/// a container of kept parts, drawn again with them.
pub fn class_only(el: Element, class: &'static str) {
    attrs(el, vec![("class", class.to_string())]);
}

/// The same, where an attribute may be absent (`None`): it is taken off if the element has it.
pub fn attrs_or_none(el: Element, list: Vec<(&'static str, Option<String>)>) {
    if same_as_last(&el, &list) {
        return;
    }
    for (name, value) in list {
        match value {
            Some(value) if el.get_attribute(name).as_deref() != Some(value.as_str()) => {
                let _ = el.set_attribute(name, &value);
            }
            None if el.has_attribute(name) => {
                let _ = el.remove_attribute(name);
            }
            _ => {}
        }
    }
}

thread_local! {
    /// Where an element keeps the hash of its last list: a symbol, so that no attribute or
    /// property of the page's own can meet it.
    static LAST: wasm_bindgen::JsValue = js_sys::Symbol::for_("smokestack.attrs").into();
}

/// Whether `list` hashes as the list `el` was given last; if not, `el` remembers this one.
/// (A hash of 53 bits, the integers a JS number holds exactly.)
fn same_as_last(el: &Element, list: &impl Hash) -> bool {
    let hash = (fingerprint(list) >> 11) as f64;
    LAST.with(|key| {
        let last = js_sys::Reflect::get(el, key).ok().and_then(|v| v.as_f64());
        if last == Some(hash) {
            return true;
        }
        let _ = js_sys::Reflect::set(el, key, &hash.into());
        false
    })
}

/// A hash of `data`. (A hash of its Debug text served first: formatting the map's 108
/// provinces took a fifth of a move's time on a tablet.)
fn fingerprint(data: &impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    data.hash(&mut h);
    h.finish()
}

pub struct Keep {
    key: u64,
    draw: Draw,
}

pub struct KeepState {
    key: u64,
    inner: AnyViewState,
}

impl Render for Keep {
    type State = KeepState;

    fn build(self) -> KeepState {
        KeepState {
            key: self.key,
            inner: (self.draw)().build(),
        }
    }

    fn rebuild(self, state: &mut KeepState) {
        if state.key != self.key {
            (self.draw)().rebuild(&mut state.inner);
            state.key = self.key;
        }
    }
}

impl Mountable for KeepState {
    fn unmount(&mut self) {
        self.inner.unmount();
    }

    fn mount(&mut self, parent: &Element, marker: Option<&Node>) {
        self.inner.mount(parent, marker);
    }

    fn insert_before_this(&self, child: &mut dyn Mountable) -> bool {
        self.inner.insert_before_this(child)
    }

    fn elements(&self) -> Vec<Element> {
        self.inner.elements()
    }
}

pub struct KeepList {
    items: Vec<((u64, usize), Keep)>,
}

impl KeepList {
    fn parts(self) -> Vec<Keep> {
        self.items.into_iter().map(|(_, keep)| keep).collect()
    }
}

pub struct KeepListState {
    items: Vec<((u64, usize), KeepState)>,
    /// Where the list ends: a part added last goes before it.
    end: web_sys::Comment,
}

impl Render for KeepList {
    type State = KeepListState;

    fn build(self) -> KeepListState {
        KeepListState {
            items: self
                .items
                .into_iter()
                .map(|(k, keep)| (k, keep.build()))
                .collect(),
            end: Rndr::create_placeholder(),
        }
    }

    fn rebuild(self, state: &mut KeepListState) {
        let new: Vec<(u64, usize)> = self.items.iter().map(|(k, _)| *k).collect();
        let old: Vec<(u64, usize)> = state.items.iter().map(|(k, _)| *k).collect();
        let kept_old: Vec<_> = old.iter().filter(|k| new.contains(k)).collect();
        let kept_new: Vec<_> = new.iter().filter(|k| old.contains(k)).collect();
        let mut olds: Vec<((u64, usize), KeepState)> = std::mem::take(&mut state.items);
        // Parts that stay keep their order in a hand (cards come and go, never swap); if
        // they did swap, every part is put back in order.
        let reorder = kept_old != kept_new;
        for (k, st) in olds.iter_mut() {
            if reorder || !new.contains(k) {
                st.unmount();
            }
        }
        olds.retain(|(k, _)| new.contains(k));
        let parent =
            Rndr::get_parent(state.end.as_ref()).and_then(|p| p.dyn_into::<Element>().ok());
        // From the last part back, so each new part goes before the one after it.
        let mut done: Vec<((u64, usize), KeepState)> = Vec::with_capacity(self.items.len());
        for (k, keep) in self.items.into_iter().rev() {
            let mut st = match olds.iter().position(|(o, _)| *o == k) {
                Some(i) => {
                    let (_, mut st) = olds.swap_remove(i);
                    keep.rebuild(&mut st);
                    if !reorder {
                        done.push((k, st));
                        continue;
                    }
                    st
                }
                None => keep.build(),
            };
            let placed = done
                .last()
                .is_some_and(|(_, next)| next.insert_before_this(&mut st));
            if !placed && let Some(parent) = &parent {
                st.mount(parent, Some(state.end.as_ref()));
            }
            done.push((k, st));
        }
        done.reverse();
        state.items = done;
    }
}

impl Mountable for KeepListState {
    fn unmount(&mut self) {
        for (_, st) in self.items.iter_mut() {
            st.unmount();
        }
        self.end.unmount();
    }

    fn mount(&mut self, parent: &Element, marker: Option<&Node>) {
        for (_, st) in self.items.iter_mut() {
            st.mount(parent, marker);
        }
        self.end.mount(parent, marker);
    }

    fn insert_before_this(&self, child: &mut dyn Mountable) -> bool {
        self.items
            .iter()
            .any(|(_, st)| st.insert_before_this(child))
            || self.end.insert_before_this(child)
    }

    fn elements(&self) -> Vec<Element> {
        self.items
            .iter()
            .flat_map(|(_, st)| st.elements())
            .collect()
    }
}

// An attribute added to the list goes on each of its parts, as on a `Vec` of views.
impl AddAnyAttr for KeepList {
    type Output<SomeNewAttr: Attribute> = Vec<AnyViewWithAttrs>;

    fn add_any_attr<NewAttr: Attribute>(self, attr: NewAttr) -> Self::Output<NewAttr>
    where
        Self::Output<NewAttr>: RenderHtml,
    {
        let attr = attr.into_cloneable_owned();
        self.parts()
            .into_iter()
            .map(|keep| keep.add_any_attr(attr.clone()))
            .collect()
    }
}

impl RenderHtml for KeepList {
    type AsyncOutput = Self;
    type Owned = Self;
    const MIN_LENGTH: usize = 0;

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Self {
        self
    }

    // As HTML, the list is the `Vec` of its parts (each part, then the list's end marker).
    fn to_html_with_buf(
        self,
        buf: &mut String,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<AnyAttribute>,
    ) {
        self.parts()
            .to_html_with_buf(buf, position, escape, mark_branches, extra_attrs);
    }

    fn to_html_async_with_buf<const OUT_OF_ORDER: bool>(
        self,
        buf: &mut StreamBuilder,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<AnyAttribute>,
    ) {
        self.parts().to_html_async_with_buf::<OUT_OF_ORDER>(
            buf,
            position,
            escape,
            mark_branches,
            extra_attrs,
        );
    }

    fn hydrate<const FROM_SERVER: bool>(
        self,
        cursor: &Cursor,
        position: &PositionState,
    ) -> KeepListState {
        let items = self
            .items
            .into_iter()
            .map(|(k, keep)| (k, keep.hydrate::<FROM_SERVER>(cursor, position)))
            .collect();
        let end = cursor.next_placeholder(position);
        position.set(Position::NextChild);
        KeepListState { items, end }
    }

    fn into_owned(self) -> Self {
        self
    }
}

// The app renders in the browser only; server rendering and hydration pass through to the
// part's drawing, so that `Keep` is a view like any other.
impl AddAnyAttr for Keep {
    type Output<SomeNewAttr: Attribute> = AnyViewWithAttrs;

    fn add_any_attr<NewAttr: Attribute>(self, attr: NewAttr) -> Self::Output<NewAttr>
    where
        Self::Output<NewAttr>: RenderHtml,
    {
        (self.draw)().add_any_attr(attr)
    }
}

impl RenderHtml for Keep {
    type AsyncOutput = AnyView;
    type Owned = Self;
    const MIN_LENGTH: usize = 0;

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> AnyView {
        (self.draw)()
    }

    fn to_html_with_buf(
        self,
        buf: &mut String,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<AnyAttribute>,
    ) {
        (self.draw)().to_html_with_buf(buf, position, escape, mark_branches, extra_attrs);
    }

    fn to_html_async_with_buf<const OUT_OF_ORDER: bool>(
        self,
        buf: &mut StreamBuilder,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<AnyAttribute>,
    ) {
        (self.draw)().to_html_async_with_buf::<OUT_OF_ORDER>(
            buf,
            position,
            escape,
            mark_branches,
            extra_attrs,
        );
    }

    fn hydrate<const FROM_SERVER: bool>(
        self,
        cursor: &Cursor,
        position: &PositionState,
    ) -> KeepState {
        KeepState {
            key: self.key,
            inner: (self.draw)().hydrate::<FROM_SERVER>(cursor, position),
        }
    }

    fn into_owned(self) -> Self {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::{fingerprint, keys};

    /// A card drawn into the middle of a hand changes no other card's key; two equal cards
    /// have keys of their own.
    #[test]
    fn a_list_is_keyed_by_what_each_item_shows() {
        let before = keys(&["Mine", "Mine", "Workshop"]);
        let after = keys(&["Mine", "Gym", "Mine", "Workshop"]);
        assert_ne!(before[0], before[1]);
        assert_eq!(before[0], after[0]);
        assert_eq!(before[1], after[2]);
        assert_eq!(before[2], after[3]);
        assert!(!before.contains(&after[1]));
    }

    #[test]
    fn the_same_data_reads_the_same_and_any_change_differs() {
        assert_eq!(
            fingerprint(&(1, "a", [2u8, 3])),
            fingerprint(&(1, "a", [2u8, 3]))
        );
        assert_ne!(
            fingerprint(&(1, "a", [2u8, 3])),
            fingerprint(&(1, "a", [3u8, 2]))
        );
        assert_ne!(fingerprint(&(1, "a")), fingerprint(&(1, "b")));
        assert_ne!(fingerprint(&Some(0)), fingerprint(&None::<u8>));
    }
}
