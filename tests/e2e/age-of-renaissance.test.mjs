// Age of Renaissance in the built app: a 3-player hotseat game through its first full turn —
// the cards returned, the capital bid and the Order-of-Play bid made secretly behind the curtain,
// tokens placed by tapping provinces on the map — and a 4-player game of bots at fast pace.
// Screenshots of the table at three sizes in three languages (SHOTS=dir).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table } from './harness.mjs';

const t = table();
const SHOTS = process.env.SHOTS;

const LANG_BUTTON = { ja: '日本語', ko: '한국어', en: 'English' };
const BACK = { ja: '戻る', ko: '뒤로', en: 'Back' };
const START = { ja: 'ゲーム開始', ko: '게임 시작', en: 'Start game' };
const PROVISIONAL = { ja: /暫定値:収入表/, ko: /임시 값: 수입 표/, en: /Provisional values: the income table/ };

async function start(page, lang, kinds, seed, fast = false) {
  await page.goto(t.site.url);
  if (lang !== 'en' || fast) {
    await page.getByRole('button', { name: 'Settings' }).click();
    if (lang !== 'en') await page.getByRole('button', { name: LANG_BUTTON[lang] }).click();
    if (fast) await page.getByRole('button', { name: { en: 'Fast', ko: '빠름', ja: '速い' }[lang] }).click();
    await page.getByRole('button', { name: BACK[lang] }).click();
  }
  // The lobby's card says which values are provisional.
  const card = page.locator('.game-card', { hasText: 'Age of Renaissance' });
  assert.match(await card.innerText(), PROVISIONAL[lang]);
  await page.getByRole('button', { name: 'New game of Age of Renaissance' }).click();
  await page.getByRole('button', { name: `${kinds.length} players` }).click();
  for (const [i, kind] of kinds.entries()) {
    await page.getByRole('combobox', { name: `Seat ${i + 1} player` }).selectOption(kind);
  }
  await page.getByRole('textbox', { name: 'Seed' }).fill(String(seed));
  await page.getByRole('button', { name: START[lang] }).click();
  // The status of whose turn it is can be out of sight in a long Japanese header: the table's
  // head is there either way.
  await page.locator('.table-head').waitFor();
}

const group = (page, name) => page.getByRole('group', { name, exact: true });
const visible = (l) => l.isVisible().catch(() => false);

/** Clicks through the curtain if it is up; true if it was. */
async function passCurtain(page) {
  const ready = page.getByRole('button', { name: /show my table|テーブルを表示|보여주세요/ });
  if (await visible(ready)) { await ready.click(); return true; }
  return false;
}

const W = {
  en: { secret: 'Secret bid', expand: 'Expansion', buy: 'Buy', cards: 'History cards', choose: 'Choose', done: 'Done',
    order: /^Order of Play bid: 3 tokens$/, stabilize: /^Pay stabilization/ },
  ko: { secret: '비밀 입찰', expand: '확장', buy: '구매', cards: '역사 카드', choose: '선택', done: '마치기',
    order: /토큰 3개$/, stabilize: /^안정화 비용 지불/ },
  ja: { secret: '秘密の入札', expand: '拡張', buy: '購入', cards: '歴史カード', choose: '選択', done: '終了',
    order: /トークン3個$/, stabilize: /^安定化費用を支払う/ },
};

/** One move by a simple policy: secret steps by the first choice (a capital by a tap on the
 *  map, an Order-of-Play bid of 3 tokens); expansion by a tap on the first highlighted
 *  province; else done or pass; else pay stabilization; else the first card or choice. */
async function step(page, lang, seen) {
  const w = W[lang];
  if (await passCurtain(page)) { seen.add('curtain'); return 'curtain'; }
  const reach = page.locator('.aor-map .aor-reach[data-target^="province:"]');
  const secret = group(page, w.secret);
  if (await visible(secret)) {
    if (await reach.count() > 0) { await tapProvince(page, reach.first()); seen.add('capital-tap'); return 'prefer'; }
    const order = secret.getByRole('button', { name: w.order });
    if (await visible(order)) { await order.first().click(); seen.add('order-bid'); return 'order'; }
    await secret.getByRole('button').first().click();
    return 'secret';
  }
  if (await visible(group(page, w.expand)) && await reach.count() > 0) {
    await tapProvince(page, reach.first());
    seen.add('place-tap');
    return 'place';
  }
  const done = group(page, w.done);
  if (await visible(done)) { await done.getByRole('button').first().click(); return 'done'; }
  const buy = group(page, w.buy);
  if (await visible(buy)) {
    const pay = buy.getByRole('button', { name: w.stabilize });
    await (await visible(pay.first()) ? pay.first() : buy.getByRole('button').first()).click();
    return 'buy';
  }
  for (const g of [w.cards, w.choose]) {
    if (await visible(group(page, g))) { await group(page, g).getByRole('button').first().click(); return g; }
  }
  return null;
}

/** A tap on a province of the map (scrolled into view); a chooser, if several moves share it,
 *  takes its first. */
async function tapProvince(page, el) {
  const before = await page.locator('.log-lines li').count();
  await el.scrollIntoViewIfNeeded();
  await el.click();
  const chooser = page.getByRole('dialog', { name: 'Choose a move' });
  if (await visible(chooser)) await chooser.getByRole('button').first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n || document.querySelector('.curtain'), before, { timeout: 5000 }).catch(() => {});
}

async function shot(page, name, fullPage = false) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

// Read without waiting: behind the curtain there is no board.
const heading = (page) => page.evaluate(() => document.querySelector('.aor-order h3')?.innerText ?? '');

test('Age of Renaissance: a 3-player hotseat game through its first full turn, secret bids behind the curtain, tokens placed by map taps', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['human', 'human', 'human'], 7);
  await page.locator('.aor-board').waitFor().catch(async () => { await passCurtain(page); await page.locator('.aor-board').waitFor(); });
  assert.match(await page.locator('.aor-provisional').innerText(), /Provisional values/);
  assert.equal(await page.locator('.aor-map [data-target^="province:"]').count(), 108);
  // The zoom buttons widen and narrow the map inside its scrolling frame.
  const mapWidth = () => page.locator('.aor-map svg').evaluate((e) => e.getBoundingClientRect().width);
  const w0 = await mapWidth();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  assert.ok(await mapWidth() > w0 * 1.1, 'zoomed in');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  assert.ok(Math.abs(await mapWidth() - w0) < 2, 'back to its size');
  const seen = new Set();
  let moves = 0;
  let curtains = 0;
  for (; moves < 600; moves++) {
    const h = await heading(page);
    if (/^Turn 2 /.test(h)) break;
    // While bids are secret no other seat's bid is on the table.
    if (/Order of Play bid|Capital bid/.test(h)) {
      const notes = await page.locator('.aor-order .aor-note').allInnerTexts();
      for (const n of notes) assert.match(n, /^(has bid|bidding…)$/, `a bid stays hidden: ${n}`);
    }
    if (moves === 40) await shot(page, 'aor-en-wide-bids');
    const t1 = Date.now();
    const what = await step(page, 'en', seen);
    if (process.env.SLOW && Date.now() - t1 > 1500) console.log(`slow step ${moves}: ${what} ${Date.now() - t1} ms (${h})`);
    if (what === 'curtain') curtains++;
    if (what === 'place' && !seen.has('shot-place')) { seen.add('shot-place'); await shot(page, 'aor-en-wide-expansion'); }
    assert.ok(what, `a move at step ${moves} (${h})`);
  }
  console.log(`${moves} steps; ${curtains} curtains; ${[...seen].join(', ')}; ${await heading(page)}`);
  assert.match(await heading(page), /^Turn 2 /);
  assert.ok(curtains >= 6, `the curtain came between the secret bids (${curtains})`);
  for (const s of ['capital-tap', 'order-bid', 'place-tap']) assert.ok(seen.has(s), `${s} (${[...seen]})`);
  // Tokens stand on the map.
  assert.ok(await page.locator('.aor-map .aor-tok, .aor-map .aor-dom').count() >= 3);
  await shot(page, 'aor-en-wide-turn2', true);
  assert.deepEqual(errors, []);
});

test('Age of Renaissance: 4 bots at fast pace through the first epoch (or as far as 100 s take them)', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['heuristic', 'heuristic', 'heuristic', 'heuristic'], 3, true);
  await page.locator('.aor-board').waitFor();
  const t0 = Date.now();
  let h = '';
  while (Date.now() - t0 < 100000) {
    h = await heading(page);
    if (/Epoch 2|Game over/.test(h)) break;
    if (await visible(page.getByRole('region', { name: 'Game over' }))) break;
    await page.waitForTimeout(1000);
  }
  console.log(`bots after ${Math.round((Date.now() - t0) / 1000)} s: ${h}; log ${await page.locator('.log-lines li').count()} lines`);
  assert.match(h, /Turn [2-9]/, 'the bots play on');
  await shot(page, 'aor-en-wide-bots', true);
  assert.deepEqual(errors, []);
});

test('Age of Renaissance: the table at three sizes in three languages', { skip: !SHOTS }, async () => {
  for (const lang of ['en', 'ko', 'ja']) {
    const { page, errors } = await t.fresh();
    await start(page, lang, ['human', 'human', 'human'], 7);
    const seen = new Set();
    // Into the first Expansion phase: a token placed by a tap on the map.
    for (let i = 0; i < 120 && !seen.has('place-tap'); i++) {
      assert.ok(await step(page, lang, seen), `a move at step ${i}`);
    }
    assert.ok(seen.has('place-tap'), `${lang}: a token placed on the map (${[...seen]})`);
    await passCurtain(page);
    for (const [w, h, tag] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await shot(page, `aor-${lang}-${tag}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= w + 1, `${lang} ${tag}: nothing sticks out sideways (${wide} > ${w})`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.deepEqual(errors, []);
  }
});
