// The table follows a move in place (issue 10): a part of the board scrolled to the side stays
// where it is across the person's move and the bot's moves that follow, and the log keeps the
// nodes of its earlier lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, newTable, SEED } from './harness.mjs';

const t = table();

test('Le Havre on a phone: the building stacks strip stays scrolled across a bot\'s move', async () => {
  const { page, errors } = await t.fresh();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(t.site.url);
  await page.locator('[data-new="Le Havre"]').click();
  await page.locator('[data-players=\"2\"]').click();
  await page.locator('[data-seat-kind=\"2\"]').selectOption('heuristic');
  await page.getByRole('textbox', { name: SEED }).fill('4');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.actions').waitFor();
  const strip = page.locator('[data-scroll="lh-stacks"]');
  const wide = await strip.evaluate((e) => e.scrollWidth > e.clientWidth + 50);
  assert.ok(wide, 'the stacks are a strip wider than the phone');
  // Swipe to the second stack.
  const x = await strip.evaluate((e) => { e.scrollLeft = e.children[1].offsetLeft - e.offsetLeft; return e.scrollLeft; });
  assert.ok(x > 100, `scrolled to ${x}`);
  // Mark a log line's node: a keyed log keeps it across moves.
  await page.evaluate(() => { const li = document.querySelector('.log-lines li'); if (li) li.dataset.mark = 'kept'; });
  const lines = () => page.locator('.log-lines li:not(.log-round)').count();
  const before = await lines();
  // The person's move (taking an offer), then wait for the bot's.
  await page.locator('.actions button.action').first().click();
  for (let i = 0; i < 8 && !(await page.getByRole('status').filter({ hasText: 'The bots are playing' }).isVisible().catch(() => false)); i++) {
    const end = page.getByRole('button', { name: /^End turn/ });
    if (await end.isVisible().catch(() => false)) { await end.click(); break; }
    const b = page.locator('.actions button.action').first();
    if (await b.isVisible().catch(() => false)) await b.click();
  }
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li:not(.log-round)').length >= k + 2, before, { timeout: 30000 });
  await page.waitForTimeout(300);
  const after = await strip.evaluate((e) => e.scrollLeft);
  assert.ok(Math.abs(after - x) <= 2, `the strip was at ${x}, is at ${after} after the bot's move`);
  if (before > 0) assert.equal(await page.locator('.log-lines li[data-mark="kept"]').count(), 1, 'the log kept its earlier line\'s node');
  assert.deepEqual(errors, []);
});

// A move redraws what it changes and nothing else (src/game_view/board.rs): placing a die in the
// work phase leaves the market's contractors exactly as they were, node and attribute, while
// the board does change. Without `keep`, every element of the board is rebuilt on each move
// (its attributes taken off and put back), and this test fails.
test('Fantastic Factories: a die placed leaves the contractors untouched; the outlines follow', async () => {
  const { page, errors } = await t.fresh();
  await page.goto(t.site.url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator('[data-players=\"2\"]').click();
  await page.locator('[data-seat-kind=\"2\"]').selectOption('heuristic');
  await page.getByRole('textbox', { name: SEED }).fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  const place = page.locator('.actions button.action', { hasText: /^Place a \d on (Mine|Generate)/ });
  for (let i = 0; i < 40 && !(await place.first().isVisible().catch(() => false)); i += 1) {
    const take = page.getByRole('button', { name: /^Take .* from the market|^End market turn/ }).first();
    if (await take.isVisible().catch(() => false)) await take.click();
    else await page.waitForTimeout(200);
  }
  await place.first().waitFor();
  const watch = (sel) => page.evaluate((s) => {
    const el = document.querySelector(s);
    const seen = { n: 0 };
    new MutationObserver((l) => { seen.n += l.length; }).observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
    (window.__seen ??= {})[s] = seen;
  }, sel);
  await watch('.row.contractors');
  await watch('.ff-board');
  const outlined = () => page.locator('.board-area [data-can]').evaluateAll((l) => l.map((e) => e.getAttribute('data-target')).sort().join(' '));
  const before = await outlined();
  const n = await page.locator('.log-lines li').count();
  await place.first().click();
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, n);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const seen = await page.evaluate(() => Object.fromEntries(Object.entries(window.__seen).map(([k, v]) => [k, v.n])));
  assert.ok(seen['.ff-board'] > 0, 'the move changed the board');
  assert.equal(seen['.row.contractors'], 0, 'the contractors were left as they were');
  // What can be acted on is outlined (`data-can`), and follows the move: one die fewer.
  assert.ok(before.includes('die:'), `dice outlined before: ${before}`);
  assert.notEqual(await outlined(), before);
  assert.equal(await page.locator('.board-area [data-can]').first().evaluate((e) => getComputedStyle(e).outlineStyle), 'solid');
  assert.deepEqual(errors, []);
});

// Factory Manager: a place in a factory takes taps only while its seat acts, and that follows
// the turn by itself (src/games/factory_manager/factory.rs): the turn passing to the bot leaves
// the person's worker rows, office slots and extension space as they were, but for their tap
// target. Built into the parts' slices before, the target redrew each of them on every turn,
// putting back every attribute of theirs (a `class` unchanged among them).
test('Factory Manager: the turn passing writes only the tap targets of a factory\'s places', async () => {
  const { page, errors } = await t.fresh();
  await page.goto(t.site.url);
  await newTable(page, 'Factory Manager', ['human', 'heuristic'], { seed: 5 });
  const mine = page.getByRole('region', { name: 'Player 1: factory' });
  await mine.locator('.fm-seasonal[data-target="seasonal"]').waitFor();
  // Every attribute written on the places from here on.
  const places = await mine.evaluate((m) => {
    window.__writes = [];
    const els = [...m.querySelectorAll('.fm-seasonal, .fm-canteen, .fm-extend, .fm-office-slot')];
    const seen = new MutationObserver((r) => window.__writes.push(...r.map((x) => `${x.target.className} ${x.attributeName}`)));
    for (const e of els) seen.observe(e, { subtree: true, attributes: true });
    return els.length;
  });
  assert.ok(places >= 4, `${places} places watched`);
  // The person's bid for an order tile (an order tile first, then the workers); the bot's move
  // follows, and the turn moves on from the person.
  const log = page.locator('.log-lines li:not(.log-round)');
  const before = await log.count();
  await page.locator('.actions button.first-choice').first().click();
  await page.locator('.actions button.action:not(.first-choice)').first().click();
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li:not(.log-round)').length >= k + 2, before, { timeout: 30000 });
  await page.waitForTimeout(300);
  assert.ok(!(await mine.getAttribute('class')).includes('acting'), 'the person no longer acts');
  assert.equal(await mine.locator('[data-target]').count(), 0, 'no place of a seat not acting takes a tap');
  const writes = await page.evaluate(() => window.__writes);
  assert.ok(writes.some((w) => w.endsWith(' data-target')), `the targets went: ${writes}`);
  assert.deepEqual(writes.filter((w) => !w.endsWith(' data-target')), [], 'nothing but the targets written');
  assert.deepEqual(errors, []);
});
