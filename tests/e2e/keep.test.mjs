// A board drawn move by move, keeping what did not change (src/game_view/board.rs), is the
// board drawn afresh (and so is the moves' panel): for every game, after a dozen moves (and the bots' between them), the
// board's HTML equals the HTML of the same position drawn anew after a reload. A part whose
// slice leaves out something it shows would stay stale here, and the two would differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, SEED } from './harness.mjs';

const t = table();

const GAMES = [
  ['Fantastic Factories', 2],
  ['Le Havre', 2],
  ['Factory Manager', 2],
  ['Arkwright: The Card Game', 2],
  ['Age of Renaissance', 3],
];

// The board (or the moves' panel) as HTML, without what is set after drawing (the outlines of
// what can be acted on), each element's attributes in name order: an attribute set where it
// changed (a reactive attribute) comes last, where a fresh drawing puts it in its place.
const board = (page, at = '.board-area') => page.locator(at).evaluate((el) => {
  const copy = el.cloneNode(true);
  for (const e of copy.querySelectorAll('[data-can]')) e.removeAttribute('data-can');
  for (const e of copy.querySelectorAll('*')) {
    const list = [...e.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of list) e.removeAttribute(name);
    for (const [name, value] of list) e.setAttribute(name, value);
  }
  return copy.innerHTML;
});

// Waits until the person acts (the bots are done) and the frame after it is drawn.
async function settled(page) {
  await page.locator('.actions button.action').first().waitFor({ timeout: 30000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

// A new game with the guide off: the person in seat 1, heuristic bots in the others.
async function start(page, game, players, seed) {
  await page.goto(t.site.url);
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/guide', 'off'));
  await page.goto(t.site.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${players}\"]`).click();
  for (let i = 2; i <= players; i++) {
    await page.getByRole('combobox', { name: `Seat ${i} player` }).selectOption('heuristic');
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
}

for (const [game, players] of GAMES) {
  test(`${game}: the board kept move by move is the board drawn afresh`, async () => {
    const { page, errors } = await t.fresh();
    await start(page, game, players, 3);
    let moves = 0;
    for (let i = 0; i < 60 && moves < 12; i++) {
      await settled(page);
      // A plain move (not a first choice that opens others); the last one of the list, so
      // that a turn goes on rather than ending at once where "done" comes first.
      const plain = page.locator('.actions button.action:not(.first-choice)');
      const n = await plain.count();
      if (n === 0) {
        await page.locator('.actions button.first-choice').first().click();
        continue;
      }
      const log = await page.locator('.log-lines li').count();
      await plain.nth(moves % 2 ? 0 : n - 1).click();
      await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k || !document.querySelector('.actions'), log);
      moves++;
    }
    await settled(page);
    const kept = await board(page);
    const keptMoves = await board(page, '.actions');
    await page.reload();
    await settled(page);
    const fresh = await board(page);
    // The moves' panel keeps its groups and buttons too (components::actions).
    assert.equal(keptMoves, await board(page, '.actions'), 'the moves kept are the moves drawn afresh');
    assert.ok(moves >= 6, `${moves} moves made`);
    assert.ok(kept.length > 1000, 'a board was drawn');
    if (kept !== fresh) {
      let at = 0;
      while (kept[at] === fresh[at]) at++;
      assert.fail(`the kept board differs from the fresh one at ${at}:\nkept:  …${kept.slice(Math.max(0, at - 200), at + 200)}\nfresh: …${fresh.slice(Math.max(0, at - 200), at + 200)}`);
    }
    assert.deepEqual(errors, []);
  });
}

// Lists keyed by what each item is (game_view::keyed): a card taken into the middle of the hand is
// one new node, and the cards after it keep theirs (drawn by position, each would be drawn
// again with its neighbour's words, and the browser would lay out and paint the row again).
test('Fantastic Factories: a card taken into the hand leaves the other cards\' nodes alone', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', 2, 5);
  await settled(page);
  const before = await page.locator('.hand .bp').evaluateAll((els) => els.map((el, i) => { el.__kept = i; return el.outerHTML; }));
  const take = page.locator('.actions').getByRole('button', { name: /^Take .* from the market/ }).first();
  await take.click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .bp').length > n, before.length);
  await settled(page);
  const after = await page.locator('.hand .bp').evaluateAll((els) => els.map((el) => ({ html: el.outerHTML, kept: el.__kept })));
  const same = after.filter((c) => before.includes(c.html));
  assert.ok(before.length >= 3 && after.length === before.length + 1, `${before.length} cards, then ${after.length}`);
  assert.ok(same.length >= 2, 'cards unchanged by the move');
  for (const c of same) assert.notEqual(c.kept, undefined, `an unchanged card was drawn again: ${c.html.slice(0, 120)}`);
  const fresh = after.filter((c) => c.kept === undefined);
  assert.equal(fresh.length, 1, 'only the new card is a new node');
  assert.deepEqual(errors, []);
});

// The market's slots kept one by one: a card taken changes its own slot (and the deck's
// count), and the other slots are not touched. (Kept as one row, every slot was drawn again
// in place: the same nodes, each attribute taken off and put back.)
test('Fantastic Factories: a card taken from the market leaves the other slots untouched', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', 2, 5);
  await settled(page);
  // Each slot's HTML without the outlines set after drawing (what the seat can take).
  const slots = () => page.locator('.market .row.blueprints > .slot').evaluateAll((els) => els.map((el) => el.outerHTML.replace(/ data-can=""/g, '')));
  // Every change inside a slot but the outlines, by slot.
  await page.evaluate(() => {
    const row = document.querySelector('.market .row.blueprints');
    window.__touched = new Set();
    window.__seen = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && (r.attributeName === 'data-can' || r.attributeName === 'tabindex')) continue;
        const slot = [...row.children].findIndex((s) => s.contains(r.target));
        window.__touched.add(slot);
      }
    });
    window.__seen.observe(row, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  const before = await slots();
  const deck = await page.locator('.market .decks').textContent();
  await page.locator('.actions').getByRole('button', { name: /^Take .* from the market/ }).first().click();
  await page.waitForFunction((d) => document.querySelector('.market .decks')?.textContent !== d, deck);
  await settled(page);
  const after = await slots();
  const touched = await page.evaluate(() => [...window.__touched]);
  assert.equal(after.length, before.length, 'as many slots as before');
  const same = after.map((h, k) => (h === before[k] ? k : -1)).filter((k) => k >= 0);
  assert.ok(same.length >= 2 && same.length < after.length, `${same.length} of ${after.length} slots unchanged`);
  for (const k of same) assert.ok(!touched.includes(k), `unchanged slot ${k + 1} was drawn again`);
  assert.deepEqual(errors, []);
});

// The moves' buttons known by their words (components::actions): after a move, a move still
// legal keeps its button's node wherever it now stands, though its index changed, and a tap on
// that button makes the move it names. (Kept by index, every button after a move that went was
// drawn again.)
test('the moves still legal after a move keep their buttons, and a kept button makes its move', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', 2, 3);
  // Each button's words, its mark, and its place among its group's buttons.
  const buttons = () => page.locator('.actions button.action').evaluateAll((els) => els.map((el) => ({
    text: el.textContent, kept: el.__kept, at: [...el.parentElement.children].indexOf(el),
  })));
  // A tap, and the seat's newest line in the log once the move is in it (each move's line
  // has its number; the newest is first).
  const newest = () => document.querySelector('.log-lines li[value]')?.value ?? 0;
  const tap = async (button) => {
    const last = await page.evaluate(newest);
    await button.click();
    await page.waitForFunction((n) => (document.querySelector('.log-lines li[value]')?.value ?? 0) > n, last);
    await settled(page);
    // The move's own words, without what it caused (listed under it).
    const lines = await page.locator('.log-lines li').evaluateAll((ls) => ls.map((l) => {
      const c = l.cloneNode(true);
      c.querySelector('.log-results')?.remove();
      return c.textContent;
    }));
    return lines.find((l) => l.startsWith('Player 1: ')).replace(/ⓘ$/, '');
  };
  let checked = 0;
  for (let i = 0; i < 40 && checked < 3; i++) {
    await settled(page);
    await page.locator('.actions button.action').evaluateAll((els) => els.forEach((el) => { el.__kept = [...el.parentElement.children].indexOf(el); }));
    const before = await buttons();
    const plain = page.locator('.actions button.action:not(.first-choice)');
    if ((await plain.count()) < 3) { await tap(plain.last()); continue; }
    // The second move: the moves after it move up when it goes.
    await tap(plain.nth(1));
    const after = await buttons();
    const once = (t) => before.filter((b) => b.text === t).length === 1 && after.filter((b) => b.text === t).length === 1;
    const stayed = after.filter((b) => once(b.text));
    // Kept at another place in its group.
    const moved = stayed.filter((b) => b.kept !== undefined && b.at !== b.kept);
    if (moved.length === 0) continue;
    for (const b of stayed) assert.notEqual(b.kept, undefined, `"${b.text}" was drawn again`);
    // A button kept at a new place makes the move it names.
    const b = moved[moved.length - 1];
    const made = await tap(page.locator('.actions button.action').nth(after.indexOf(b)));
    assert.equal(made, `Player 1: ${b.text}`);
    checked++;
  }
  assert.ok(checked > 0, 'a move left other moves standing at new places');
  assert.deepEqual(errors, []);
});

// Cards in hand known by what they are (game_view::keyed): a move that gains metal or energy changes
// a card's note (why it cannot be built yet), and the card keeps its node, only the note
// being drawn again.
test('Fantastic Factories: a note changed by a gain of metal or energy leaves its card\'s node alone', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', 2, 3);
  const notes = () => page.locator('.hand .bp').evaluateAll((els) => els.map((el) => ({
    card: el.getAttribute('data-explain'), note: el.querySelector('.bp-note')?.textContent ?? null, kept: el.__kept,
  })));
  let changed = [];
  for (let i = 0; i < 40 && changed.length === 0; i++) {
    await settled(page);
    await page.locator('.hand .bp').evaluateAll((els) => els.forEach((el, k) => { el.__kept = k; }));
    const before = await notes();
    const gain = page.locator('.actions').getByRole('button', { name: /^Place a \d on (Generate|Mine)/ });
    const plain = page.locator('.actions button.action:not(.first-choice)');
    const move = (await gain.count()) > 0 ? gain.first() : plain.last();
    // The log shows its newest lines first (and 60 at most): a move changes its top line.
    const top = () => document.querySelector('.log-lines li')?.textContent ?? '';
    const last = await page.evaluate(top);
    await move.click();
    await page.waitForFunction((t) => (document.querySelector('.log-lines li')?.textContent ?? '') !== t, last);
    await settled(page);
    const after = await notes();
    // The same cards in the same order, some with a new note.
    if (after.map((c) => c.card).join() !== before.map((c) => c.card).join()) continue;
    changed = after.filter((c, k) => c.note !== before[k].note);
    // Node k was marked k before the move.
    if (changed.length) assert.deepEqual(after.map((c) => c.kept), after.map((_, k) => k), 'every card kept its node, those with a new note too');
  }
  assert.ok(changed.length > 0, 'a move changed a note');
  assert.deepEqual(errors, []);
});

// Age of Renaissance: what the seat can act on is outlined and made a keyboard stop by the
// board (data-can, tabindex) without drawing the province again.
test('Age of Renaissance: provinces in reach are marked and are keyboard stops, and keep their nodes', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Age of Renaissance', 3, 3);
  await settled(page);
  // Moves (the panel's first) until some province is in reach (a capital to choose, a place
  // to expand to).
  const step = async () => {
    const log = await page.locator('.log-lines li').count();
    const plain = page.locator('.actions button.action:not(.first-choice)');
    if (await plain.count() === 0) { await page.locator('.actions button.first-choice').first().click(); await settled(page); return; }
    await plain.first().click();
    await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, log);
    await settled(page);
  };
  for (let i = 0; i < 30 && await page.locator('.aor-map .aor-prov[data-can]').count() === 0; i++) await step();
  const state = () => page.locator('.aor-map .aor-prov[data-target]').evaluateAll((els) => els.map((el) => ({
    can: el.hasAttribute('data-can'), stop: el.getAttribute('tabindex'), kept: el.__kept,
  })));
  await page.locator('.aor-map .aor-prov[data-target]').evaluateAll((els) => els.forEach((el, i) => { el.__kept = i; }));
  const first = await state();
  assert.ok(first.some((p) => p.can), 'some province in reach');
  for (const p of first) assert.equal(p.stop, p.can ? '0' : null, 'a keyboard stop exactly where a move can be made');
  // A move (the panel's first), and the bots' after it.
  await step();
  const next = await state();
  for (const p of next) assert.equal(p.stop, p.can ? '0' : null, 'a keyboard stop exactly where a move can be made');
  assert.ok(next.filter((p) => p.kept !== undefined).length > next.length / 2, 'most provinces keep their nodes');
  assert.deepEqual(errors, []);
});

// A game's stylesheet loads only with the game: the board pieces several games draw (a player's
// panel, a stats line, a heading's counts) are styled by the app's own sheet, so Le Havre opened
// first on a fresh page looks as it does after a game of Fantastic Factories.
test('Le Havre opened first is styled without another game\'s stylesheet', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Le Havre', 2, 3);
  await settled(page);
  const look = await page.evaluate(() => {
    const s = (sel) => getComputedStyle(document.querySelector(sel));
    return { stats: s('.lh-player .stats').display, panel: s('.lh-player').borderTopLeftRadius, decks: s('.lh-harbour .decks').marginLeft };
  });
  assert.deepEqual({ stats: look.stats, panel: look.panel }, { stats: 'flex', panel: '12px' });
  assert.notEqual(look.decks, '0px', 'the harbour heading\'s counts stand apart from it');
  assert.deepEqual(errors, []);
});

// A board's parts are drawn only while on screen (content-visibility, app.css). Such a part paints nothing outside its box, so
// Arkwright rings its acting seat inside the panel; and on a phone Age of Renaissance's map and
// side, which hold the province card fixed to the screen, are always drawn.
test('a board\'s parts are drawn only on screen, but the one that holds a card fixed to a phone\'s screen', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Arkwright: The Card Game', 2, 3);
  await settled(page);
  const ring = await page.evaluate(() => getComputedStyle(document.querySelector('.ark-player.ark-acting')).boxShadow);
  assert.match(ring, /inset/);
  // Wide, every part of the board is drawn only on screen, the map and side too.
  const aor = await t.fresh();
  await start(aor.page, 'Age of Renaissance', 3, 3);
  await settled(aor.page);
  const wide = await aor.page.evaluate(() => [...document.querySelectorAll('.board-area > * > *')]
    .map((el) => getComputedStyle(el).contentVisibility));
  assert.ok(wide.length > 4 && wide.every((v) => v === 'auto'), wide.join());
  await aor.page.setViewportSize({ width: 390, height: 844 });
  await settled(aor.page);
  const shown = await aor.page.evaluate(() => ({
    main: getComputedStyle(document.querySelector('.aor-board > .aor-main')).contentVisibility,
    last: getComputedStyle(document.querySelector('.aor-board > :last-child')).contentVisibility,
  }));
  assert.deepEqual(shown, { main: 'visible', last: 'auto' });
  assert.deepEqual([...errors, ...aor.errors], []);
});

// With view types erased for size, a part drawn again takes off each attribute of each of its
// elements and puts it back, changed or not. The board's sections and the containers of
// parts are drawn once, with reactive attributes where they change (game_view::board), and their
// parts are kept one by one: over a game's first moves, no section of any game's board (nor
// the pending steps) has an attribute taken off and put back unchanged. (Le Havre's harbour,
// Age of Renaissance's order and competitions, Factory Manager's storage and Arkwright's
// supply were redrawn so on every move; Le Havre's board put back 79 attributes a move.)
for (const [game, players] of GAMES) {
  test(`${game}: a move puts back no attribute of a board's section unchanged`, async () => {
    const { page, errors } = await t.fresh();
    await start(page, game, players, 5);
    const churned = [];
    let moves = 0;
    for (let i = 0; i < 40 && moves < 8; i++) {
      await settled(page);
      if (!(await page.locator('.actions button.action:not(.first-choice)').count())) {
        await page.locator('.actions button.first-choice').first().click();
        continue;
      }
      // The tap and its frame, watched from inside the page: each section's attributes whose
      // value at the frame is the value they had before the tap, though they were touched.
      const found = await page.evaluate(() => new Promise((done) => {
        const records = [];
        const seen = new MutationObserver((r) => records.push(...r));
        seen.observe(document.querySelector('.table'), { subtree: true, attributes: true, attributeOldValue: true });
        document.querySelector('.actions button.action:not(.first-choice)').click();
        requestAnimationFrame(() => {
          records.push(...seen.takeRecords());
          seen.disconnect();
          const first = new Map();
          for (const r of records) {
            if (r.target.tagName !== 'SECTION') continue;
            const key = `${r.target.className}|${r.attributeName}`;
            if (!first.has(key)) first.set(key, [r.target, r.attributeName, r.oldValue]);
          }
          done([...first.values()]
            .filter(([el, name, old]) => old !== null && el.getAttribute(name) === old)
            .map(([el, name]) => `section.${el.className.split(' ').join('.')} ${name}`));
        });
      }));
      churned.push(...found);
      moves++;
    }
    assert.ok(moves >= 6, `${moves} moves made`);
    assert.deepEqual([...new Set(churned)], [], 'sections whose attributes were put back unchanged');
    assert.deepEqual(errors, []);
  });
}
