// Age of Renaissance in the built app: a 3-player hotseat game through its first full turn —
// the cards returned, the capital bid and the Order-of-Play bid made secretly behind the curtain
// with the bid stepper, tokens placed from the province card a tap on the map opens — and a
// 4-player game of bots at fast pace until a competition shows its dice. Screenshots of the
// table at three sizes in three languages (SHOTS=dir).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table, SEED } from './harness.mjs';

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
  await page.locator('[data-new="Age of Renaissance"]').click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
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
    order: /^Order of Play bid: 3 tokens$/, capital: /^Capital bid: bid \$0$/, stabilize: /^Pay stabilization/, up: 'One more' },
  ko: { secret: '비밀 입찰', expand: '확장', buy: '구매', cards: '역사 카드', choose: '선택', done: '마치기',
    order: /토큰 3개$/, capital: /\$0 입찰$/, stabilize: /^안정화 비용 지불/, up: '하나 더' },
  ja: { secret: '秘密の入札', expand: '拡張', buy: '購入', cards: '歴史カード', choose: '選択', done: '終了',
    order: /トークン3個$/, capital: /\$0$/, stabilize: /^安定化費用を支払う/, up: '1増やす' },
};

/** One move by a simple policy: secret steps by the first choice (a capital by a tap on the
 *  map and the card's button, the bids by the stepper: $0 for the capital, 3 tokens for
 *  Order of Play); expansion by a tap on the first highlighted province and its card's
 *  button; else done or pass; else pay stabilization; else the first card or choice. */
async function step(page, lang, seen) {
  const w = W[lang];
  if (await passCurtain(page)) { seen.add('curtain'); return 'curtain'; }
  // What can be acted on is marked by the board (data-can) in the frame after the move is drawn.
  const reach = page.locator('.aor-map .aor-prov[data-can][data-target^="province:"]');
  const reachable = () => reach.first().waitFor({ state: 'attached', timeout: 200 }).then(() => true, () => false);
  const bid = page.locator('.aor-bid');
  if (await visible(bid)) {
    const go = bid.locator('.aor-bid-go');
    if (/Order|순서|手番/.test(await bid.locator('h3').innerText())) {
      for (let i = 0; i < 3; i++) await bid.getByRole('button', { name: w.up, exact: true }).click();
      assert.match(await go.innerText(), w.order);
      seen.add('order-bid');
    } else {
      assert.match(await go.innerText(), w.capital);
      seen.add('capital-bid');
    }
    if (lang === 'en' && !seen.has('shot-bid')) { seen.add('shot-bid'); await shot(page, 'aor-en-wide-bid'); }
    await go.click();
    return 'bid';
  }
  const secret = group(page, w.secret);
  if (await visible(secret)) {
    // The capitals ranked so far are shown back to the seat ranking them (issue 43).
    const ranking = page.locator('.aor-ranking');
    if (await visible(ranking)) {
      assert.match(await ranking.innerText(), /1\. \S/);
      seen.add('ranking-shown');
    }
    if (await reachable()) { await tapProvince(page, reach.first()); seen.add('capital-tap'); return 'prefer'; }
    await secret.getByRole('button').first().click();
    return 'secret';
  }
  if (await visible(group(page, w.expand)) && await reachable()) {
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

/** A tap on a province of the map (scrolled into view): its card opens, says who is there
 *  and what entering takes, and its first button makes the move. */
async function tapProvince(page, el) {
  const before = await page.locator('.log-lines li').count();
  const name = await el.getAttribute('aria-label');
  await el.scrollIntoViewIfNeeded();
  await el.click();
  const card = page.locator('.aor-pcard');
  await card.waitFor();
  // The tap itself made no move: the card is there, the log as it was.
  assert.equal(await page.locator('.log-lines li').count(), before, 'a tap only opens the card');
  assert.ok(name.startsWith(await card.locator('h3').innerText()), `the card of ${name}`);
  await card.locator('.aor-pc-move').first().click();
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
  for (const s of ['capital-tap', 'ranking-shown', 'capital-bid', 'order-bid', 'place-tap']) assert.ok(seen.has(s), `${s} (${[...seen]})`);
  // Turn 2 opens with the next Order-of-Play bid: the panel lists its amounts under one
  // entry, not as a long flat list, and the stepper's button makes the bid.
  const panel = page.locator('.actions');
  assert.equal(await panel.getByRole('button', { name: /^Order of Play bid: −?\d/ }).count(), 0, 'no flat list of amounts');
  assert.equal(await panel.getByRole('button', { name: /Order of Play bid: every amount/ }).count(), 1);
  assert.match(await page.locator('.aor-bid-go').innerText(), /^Order of Play bid: 0 tokens$/);
  // Tokens stand on the map.
  assert.ok(await page.locator('.aor-map .aor-tok, .aor-map .aor-dom').count() >= 3);
  // Every marker and token is drawn above every province: a capital's marker (Genoa,
  // Barcelona) was covered by the neighbour drawn after it.
  const above = await page.evaluate(() => {
    const layer = document.querySelector('.aor-map .aor-pieces');
    const last = [...document.querySelectorAll('.aor-map .aor-prov')].pop();
    const pieces = [...document.querySelectorAll('.aor-map .aor-dom, .aor-map .aor-tok')];
    return !!layer && !!(last.compareDocumentPosition(layer) & Node.DOCUMENT_POSITION_FOLLOWING)
      && pieces.every((p) => layer.contains(p));
  });
  assert.ok(above, 'markers and tokens in the layer above the provinces');
  await shot(page, 'aor-en-wide-turn2', true);
  assert.deepEqual(errors, []);
});

test('Age of Renaissance: 4 bots at fast pace through the end of epoch 1, a competition shown with its dice', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['heuristic', 'heuristic', 'heuristic', 'heuristic'], 3, true);
  await page.locator('.aor-board').waitFor();
  const t0 = Date.now();
  let h = '';
  let fight = null;
  while (Date.now() - t0 < 420000) {
    h = await heading(page);
    if (!fight && await visible(page.locator('.aor-fight').first())) {
      // Read at once: the board is drawn anew with every bot move.
      fight = await page.evaluate(() => {
        const f = document.querySelector('.aor-fight');
        return f && {
          head: f.querySelector('.aor-fight-head')?.innerText ?? '',
          dice: [...f.querySelectorAll('.aor-die')].map((d) => [d.className, d.innerText]),
          result: f.querySelector('.aor-fight-result')?.innerText ?? '',
          rule: f.querySelector('.aor-fight-rule')?.innerText ?? '',
        };
      });
      if (fight) await shot(page, 'aor-en-wide-competition');
    }
    if (fight && /Epoch 2|Game over/.test(h)) break;
    if (await visible(page.getByRole('region', { name: 'Game over' }))) break;
    await page.waitForTimeout(500);
  }
  console.log(`bots after ${Math.round((Date.now() - t0) / 1000)} s: ${h}; log ${await page.locator('.log-lines li').count()} lines; competition: ${JSON.stringify(fight)}`);
  assert.match(h, /Epoch [23]|Game over/, 'the bots played through the end of epoch 1');
  assert.ok(fight, 'a competition was shown');
  // Who attacked whom where, with the tokens it took; the three dice; who won.
  assert.match(fight.head, /^Turn \d+: .+ against .+ in .+ \(\d+ tokens?\)$/);
  if (fight.dice.length) {
    assert.deepEqual(fight.dice.map(([c]) => c.replace('aor-die ', '')), ['aor-die-order', 'aor-die-att', 'aor-die-def']);
    for (const [, n] of fight.dice) assert.match(n, /^[1-6]$/);
    assert.match(fight.rule, /coloured die is (above \d|\d or more)/);
  } else {
    assert.match(fight.rule, /Cathedral/);
  }
  assert.match(fight.result, /(wins|loses; the defenders stay)\.$/);
  await shot(page, 'aor-en-wide-bots', true);
  assert.deepEqual(errors, []);
});

test('Age of Renaissance: the table at three sizes in three languages: nothing wider than the screen (screenshots with SHOTS)', async () => {
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
    // The header's phase is in the table's language.
    const status = await page.locator('.round-phase').innerText();
    if (lang !== 'en') assert.doesNotMatch(status, /[A-Za-z]{3}/, `${lang}: ${status}`);
    for (const [w, h, tag] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await shot(page, `aor-${lang}-${tag}`);
      await shot(page, `aor-${lang}-${tag}-full`, true);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= w + 1, `${lang} ${tag}: nothing sticks out sideways (${wide} > ${w})`);
      if (tag === 'tablet') {
        // Upright, in an Expansion, the moves and half a screen of map are in view together.
        const [movesTop, mapTop] = await page.evaluate(() => ['.actions', '.aor-map']
          .map((s) => document.querySelector(s).getBoundingClientRect().top + scrollY));
        assert.ok(movesTop < h && mapTop <= h / 2 + 160, `${lang}: moves at ${movesTop}, map at ${mapTop} px`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.deepEqual(errors, []);
    // Later in a game, bots at fast pace: shortages and surpluses on the map, a competition
    // with its dice, misery on the track (for the screenshots alone).
    if (!SHOTS) continue;
    const bots = await t.fresh();
    await start(bots.page, lang, ['heuristic', 'heuristic', 'heuristic', 'heuristic'], 3, true);
    await bots.page.locator('.aor-fight').first().waitFor({ timeout: 120000 });
    for (const [w, h, tag] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await bots.page.setViewportSize({ width: w, height: h });
      await bots.page.waitForTimeout(300);
      await shot(bots.page, `aor-${lang}-${tag}-bots`, true);
    }
    assert.deepEqual(bots.errors, []);
  }
});
