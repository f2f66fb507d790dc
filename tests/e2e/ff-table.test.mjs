// Fantastic Factories' table as a new player meets it (issue 10 §4): card names wrap between
// words only, each card names its kind, a contractor's extra energy reads as a cost, a build is
// chosen card first and then the discard, and on a narrow screen the moves sit next to what
// they act on. With FF_SHOTS=<dir> it also leaves screenshots there (three sizes, en/ko/ja).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { table, logShows, WHOSE_TURN, SEED } from './harness.mjs';

const t = table();
const SHOTS = process.env.FF_SHOTS;
const SIZES = [[1280, 800], [800, 1280], [390, 844]];
const KINDS = ['Production', 'Utility', 'Training', 'Special', 'Monument'];

const visible = (l) => l.isVisible().catch(() => false);
const moves = (page) => page.getByRole('region', { name: 'Your moves' });

async function start(page, seed, kinds = ['human', 'heuristic']) {
  await page.goto(t.site.url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

/** Every word of every card name on the page that is drawn on more than one line (a name
 *  broken inside a word), as "name: word". */
const brokenWords = (page) => page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('.bp-name')) {
    const node = el.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) continue;
    const text = node.textContent;
    for (const m of text.matchAll(/\S+/g)) {
      const r = document.createRange();
      r.setStart(node, m.index);
      r.setEnd(node, m.index + m[0].length);
      const tops = new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
      if (tops.size > 1) out.push(`${text}: ${m[0]}`);
    }
  }
  return out;
});

/** One step of a plain policy: in the market take the first blueprint, else end the turn;
 *  in the work phase place dice on Generate or Mine (else anywhere); settle whatever the
 *  rules ask; end the work phase last. Returns false when nothing could be done. */
async function step(page, { work = true } = {}) {
  const m = moves(page);
  const tries = [
    m.getByRole('button', { name: /^Take .* from the market/ }).first(),
    m.getByRole('button', { name: 'End market turn' }),
    m.getByRole('button', { name: /^Pass/ }).first(),
    m.getByRole('group', { name: 'Choose', exact: true }).getByRole('button').first(),
    m.getByRole('button', { name: /^Place a \d on (Generate|Mine)/ }).first(),
    m.getByRole('button', { name: /^Place a \d on / }).first(),
  ];
  if (work) tries.push(m.getByRole('button', { name: 'End work phase' }));
  for (const b of tries) {
    if (await visible(b)) {
      const n = await page.locator('.log-lines li').count();
      await b.click();
      await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, n).catch(() => {});
      return true;
    }
  }
  await page.waitForTimeout(200);
  return false;
}

/** The Build heading's entries: the first choices (which open) and the plain build moves. */
async function buildEntries(page) {
  const group = moves(page).getByRole('group', { name: 'Build', exact: true });
  if (!(await visible(group))) return { firsts: [], plain: [] };
  const firsts = await group.locator('button.first-choice').allInnerTexts();
  const plain = await group.locator('button:not(.first-choice)').allInnerTexts();
  return { firsts: firsts.map((s) => s.replace(/^[▸▾]\s*/, '').trim()), plain };
}

/** Plays until a card can be built with a choice of discards (a first choice to open). */
async function toGroupedBuild(page) {
  for (let i = 0; i < 400; i += 1) {
    const { firsts } = await buildEntries(page);
    if (firsts.length) return firsts;
    await step(page);
  }
  throw new Error('no build with several discards came up');
}

test('card names wrap between words only, at every size, and each card names its kind', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 7);
  await page.locator('.ff-board').waitFor();
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(100);
    assert.deepEqual(await brokenWords(page), [], `${w}×${h}: a card name breaks inside a word`);
    const style = await page.locator('.bp-name').first().evaluate((e) => {
      const s = getComputedStyle(e);
      return [s.overflowWrap, s.wordBreak, s.textOverflow];
    });
    assert.deepEqual(style, ['normal', 'normal', 'ellipsis'], `${w}×${h}: ${style}`);
  }
  const cards = page.locator('.market .bp:not(.empty)');
  assert.ok(await cards.count() >= 3);
  for (const card of await cards.all()) {
    const kind = (await card.locator('.bp-kind').innerText()).trim();
    assert.ok(KINDS.includes(kind), `kind word shown: "${kind}"`);
  }
  // Korean keeps its words whole too (Japanese wraps as its script does).
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/lang', 'ko'));
  await reopen(page);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(100);
    assert.deepEqual(await brokenWords(page), [], `ko ${w}×${h}: a card name breaks inside a word`);
  }
  assert.equal(await page.locator('.bp-name').first().evaluate((e) => getComputedStyle(e).wordBreak), 'keep-all');
  assert.deepEqual(errors, []);
});

test("a contractor's extra energy reads as a cost", async () => {
  const { page, errors } = await t.fresh();
  let found = null;
  for (let seed = 1; seed <= 12 && !found; seed += 1) {
    await start(page, seed);
    const costs = page.locator('.contractors .ct-cost');
    if (await costs.count()) found = { seed, text: (await costs.first().innerText()).trim() };
    // Nothing on a contractor reads like a gain.
    for (const tag of await page.locator('.contractors .ct').allInnerTexts()) {
      assert.doesNotMatch(tag, /\+\d+ Energy/i);
    }
  }
  assert.ok(found, 'some seed shows a contractor that costs extra energy');
  assert.match(found.text, /^Costs [234] energy more$/);
  const color = await page.locator('.contractors .ct-cost').first().evaluate((e) => getComputedStyle(e).color);
  const ok = await page.locator('.bp-dice, .stats').first().evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ok'));
  assert.notEqual(color, ok, 'not in the gain colour');
  assert.deepEqual(errors, []);
});

test('a build is chosen card first, then the discard with its cost; the note on a card is quiet', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 7);
  const firsts = await toGroupedBuild(page);
  const { plain } = await buildEntries(page);
  // One entry per card: no card is named by two entries.
  const cards = [...firsts.map((s) => s.replace(/^Build /, '')), ...plain.map((s) => s.match(/^Build (.*) \(discard/)[1])];
  assert.equal(new Set(cards).size, cards.length, `one Build entry per card: ${cards}`);
  for (const f of firsts) assert.match(f, /^Build [^(]+$/);
  const group = moves(page).getByRole('group', { name: 'Build', exact: true });
  const first = group.locator('button.first-choice').first();
  assert.equal(await first.getAttribute('aria-expanded'), 'false');
  await first.click();
  assert.equal(await first.getAttribute('aria-expanded'), 'true');
  const choices = moves(page).getByRole('group', { name: firsts[0], exact: true }).getByRole('button');
  const n = await choices.count();
  assert.ok(n >= 2, 'the discards of that card');
  for (const text of await choices.allInnerTexts()) {
    assert.match(text, /^Discard .+, pay \d+ metal \d+ energy$/);
  }
  // The same card tapped in the hand lists the same builds.
  const card = firsts[0].replace(/^Build /, '');
  const builds = await page.evaluate((name) => {
    const el = [...document.querySelectorAll('.hand .bp')].find((e) => e.querySelector('.bp-name')?.textContent === name);
    return el?.getAttribute('data-target');
  }, card);
  assert.ok(builds, `${card} is in the hand`);
  // Why a card cannot be built: small and muted, not the gain colour, readable.
  const note = page.locator('.hand .bp-note').first();
  if (await note.count()) {
    const s = await note.evaluate((e) => {
      const c = getComputedStyle(e);
      return { size: parseFloat(c.fontSize), color: c.color, body: parseFloat(getComputedStyle(document.body).fontSize) };
    });
    assert.ok(s.size < s.body, `the note is smaller than the body text (${s.size}px)`);
    assert.equal(s.color, 'rgb(92, 87, 79)', 'muted (#5c574f on white: 7:1)');
  }
  if (SHOTS) await shots(page, 'work');
  // Open again if the screenshots reloaded the page (the entry toggles), then build with the
  // first discard.
  const again = moves(page).getByRole('group', { name: 'Build', exact: true }).locator('button.first-choice').first();
  if (await again.getAttribute('aria-expanded') !== 'true') await again.click();
  const choice = moves(page).getByRole('group', { name: firsts[0], exact: true }).getByRole('button').first();
  const discard = (await choice.innerText()).match(/^Discard (.+?),/)[1];
  const before = await page.locator('.log-lines li').count();
  await choice.click();
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, before);
  await logShows(page, new RegExp(`Build ${card} \\(discard ${discard}`));
  assert.deepEqual(errors, []);
});

test('on a narrow screen the moves sit next to what they act on', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 7);
  const top = (sel) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().top + scrollY);
  for (const [w, h] of SIZES.slice(1)) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(100);
    // Market phase: the market, then the moves, then the rest.
    assert.ok(await top('.market') < await top('.actions'), `${w}: the market above the moves`);
    assert.ok(await top('.actions') < await top('.player.mine'), `${w}: the moves above the factory`);
  }
  if (SHOTS) await shots(page, 'market');
  for (let i = 0; i < 60 && !(await visible(moves(page).getByRole('button', { name: 'End work phase' }))); i += 1) {
    await step(page, { work: false });
  }
  for (const [w, h] of SIZES.slice(1)) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(100);
    // Work phase: this seat's dice and headquarters, then the moves, the market lower.
    const mine = await top('.player.mine');
    assert.ok(mine < await top('.actions'), `${w}: the factory above the moves`);
    assert.ok(await top('.actions') < await top('.market'), `${w}: the market below the moves`);
    const dice = await page.locator('.player.mine .free-dice').evaluate((e) => e.getBoundingClientRect().bottom);
    assert.ok(dice < h, `${w}: this seat's dice are in view`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // A wide screen keeps the moves beside the board, the seat's factory first.
  assert.ok(await top('.player.mine') < await top('.market'));
  assert.deepEqual(errors, []);
});

/** Screenshots of the table as it stands, at every size and in each language. */
async function shots(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'ko', 'ja']) {
    await page.evaluate((l) => localStorage.setItem('smokestack/v1/setting/lang', l), lang);
    await reopen(page);
    const open = page.locator('.actions button.first-choice').first();
    if (await visible(open)) await open.click();
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/ff-${name}-${lang}-${w}x${h}.png` });
      if (w === 390) await page.screenshot({ path: `${SHOTS}/ff-${name}-${lang}-${w}x${h}-full.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/lang', 'en'));
  await reopen(page);
}

/** Reloads the page and opens the game again (the lobby's or the saved games' Resume). */
async function reopen(page) {
  await page.reload();
  // The Resume button of the game's save (its label is in the page's language).
  const resume = page.locator('li.save', { hasText: 'Fantastic Factories' }).locator('.save-buttons .primary').first();
  await resume.click({ timeout: 5000 }).catch(async () => {
    await page.locator('button').filter({ hasText: /^(Saved games|저장된 게임|保存したゲーム)$/ }).first().click();
    await resume.click();
  });
  await page.locator('.ff-board').waitFor();
  const curtain = page.locator('.curtain button').first();
  if (await visible(curtain)) await curtain.click();
}
