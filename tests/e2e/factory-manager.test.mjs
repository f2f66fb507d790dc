// Factory Manager in the built app: a 3-player hotseat game played to its end in Japanese by
// tapping the move buttons (no curtain: no seat holds secrets), moves made by tapping the board,
// and screenshots of the table at three sizes in three languages (SHOTS=dir).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table, logShows, WHOSE_TURN, SEED } from './harness.mjs';

const t = table();
const SHOTS = process.env.SHOTS;

const LANG_BUTTON = { ja: '日本語', ko: '한국어', en: 'English' };
const BACK = { ja: '戻る', ko: '뒤로', en: 'Back' };
const START = { ja: 'ゲーム開始', ko: '게임 시작', en: 'Start game' };

async function start(page, lang, kinds, seed) {
  await page.goto(t.site.url);
  if (lang !== 'en') {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: LANG_BUTTON[lang] }).click();
    await page.getByRole('button', { name: BACK[lang] }).click();
  }
  // The lobby's card says the tile values are provisional, and why.
  const card = page.locator('.game-card', { hasText: 'Factory Manager' });
  assert.match(await card.innerText(), { ja: /暫定タイル値:印刷されたタイル表がまだ分からない/, ko: /임시 타일 값: 인쇄된 타일 표를/, en: /Provisional tile values: the printed tile table is not yet known/ }[lang]);
  await page.locator('[data-new="Factory Manager"]').click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: START[lang] }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await page.locator('.fm-board').waitFor();
}

const outlined = (el) => el.evaluate((e) => getComputedStyle(e).outlineStyle);
const group = (page, name) => page.getByRole('group', { name, exact: true });
const visible = (l) => l.isVisible().catch(() => false);

/** The policy's words in each language: group headings and move buttons. */
const W = {
  ja: { bid: '競り', pass: 'パス', factory: '工場', place: /を配置する$/, buy: '購入', done: '終了', pick: 'マーケットの準備',
    adjust: '工場の調整', crew: /canteen\(食堂\)に配置する/, shut: /を停止させる/ },
  ko: { bid: '경매', pass: '패스', factory: '공장', place: / 놓기$/, buy: '구매', done: '마치기', pick: '시장 준비',
    adjust: '공장 조정', crew: /식당에 배치/, shut: / 정지 \(/ },
  en: { bid: 'Auction', pass: 'Pass', factory: 'Factory', place: /^Place /, buy: 'Buy', done: 'Done', pick: 'Market preparation',
    adjust: 'Adjust the factory', crew: /into the canteen/, shut: /^Shut down / },
};

/** One tap by a simple policy: pass in an auction, else open the first order tile for 0
 *  workers; place a bought tile; buy one market tile per turn; end the step (done picking
 *  extras, done building, end the turn, done adjusting); pick the first column; crew the
 *  canteen or shut a machine down until the factory runs. Returns what was tapped. */
async function tap(page, bought, lang = 'ja') {
  const w = W[lang];
  const bid = group(page, w.bid);
  if (await visible(bid)) {
    const pass = bid.getByRole('button', { name: w.pass, exact: true });
    if (await visible(pass)) { await pass.click(); return 'pass'; }
    await bid.getByRole('button').first().click();
    await page.locator('.choices button').first().click();
    return 'open';
  }
  const place = group(page, w.factory).getByRole('button', { name: w.place }).first();
  if (await visible(place)) { await place.click(); return 'place'; }
  const buy = group(page, w.buy);
  const key = `${await page.locator('.table-head .status').innerText()}|${await page.getByRole('status', { name: WHOSE_TURN }).innerText()}`;
  if (await visible(buy) && !bought.has(key)) {
    bought.add(key);
    await buy.getByRole('button').first().click();
    return 'buy';
  }
  const done = group(page, w.done);
  if (await visible(done)) { await done.getByRole('button').first().click(); return 'done'; }
  const pick = group(page, w.pick);
  if (await visible(pick)) { await pick.getByRole('button').first().click(); return 'pick'; }
  const adjust = group(page, w.adjust);
  if (await visible(adjust)) {
    const crew = adjust.getByRole('button', { name: w.crew });
    if (await visible(crew)) { await crew.click(); return 'crew'; }
    await adjust.getByRole('button', { name: w.shut }).first().click();
    return 'shut';
  }
  return null;
}

async function shot(page, name, fullPage = false) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

test('Factory Manager: a 3-player hotseat game to its end in Japanese, by taps', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'ja', ['human', 'human', 'human'], 11);
  // The board in Japanese, with the provisional note.
  assert.match(await page.locator('.fm-provisional').innerText(), /暫定タイル値/);
  await page.getByRole('region', { name: '保管ボード' }).waitFor();
  assert.equal(await page.locator('.fm-column').count(), 6);
  assert.equal(await page.locator('.fm-player').count(), 3);
  // Each player's area is drawn when it comes into view (content-visibility): look at it first,
  // and let the browser draw it (at a frame of its own choosing; 5 s at most).
  await page.locator('.fm-forecast').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.fm-forecast').innerText !== '', null, { timeout: 5000 }).catch(() => {});
  assert.match(await page.locator('.fm-forecast').first().innerText(), /今ラウンドの収入/);
  assert.match(await page.locator('.table-head').innerText(), /新たなプレイ順の競り/);
  const end = page.getByRole('region', { name: 'ゲーム終了' });
  const bought = new Set();
  const seen = new Set();
  let taps = 0;
  for (; taps < 1500; taps++) {
    if (await visible(end)) break;
    // No seat holds secrets: the device passes from person to person without a curtain.
    assert.equal(await page.locator('.curtain').count(), 0, 'no curtain');
    const what = await tap(page, bought);
    if (!what) {
      await end.waitFor({ timeout: 3000 }).catch(() => {});
      break;
    }
    // A factory with a bought tile beside it, as the table shows it mid-round.
    if (what === 'buy' && !seen.has('buy')) await shot(page, 'fm-ja-wide-build', true);
    seen.add(what);
  }
  await end.waitFor();
  await shot(page, 'fm-ja-wide-end');
  const text = await end.innerText();
  console.log(`${taps} taps; ${[...seen].join(', ')}; ${text.split('\n').slice(0, 3).join(' / ')}`);
  assert.match(text, /勝者/);
  for (const part of ['初期資金', '収入', '支払い']) await end.getByRole('columnheader', { name: part }).waitFor();
  assert.equal(await end.locator('tbody td.total').count(), 3);
  for (const cell of await end.locator('tbody td.total').allInnerTexts()) assert.match(cell, /^-?\d+$/);
  for (const w of ['open', 'pick', 'buy', 'done']) assert.ok(seen.has(w), `${w} was tapped (${[...seen]})`);
  assert.ok(taps > 60, `a whole game takes many taps (${taps})`);
  assert.deepEqual(errors, []);
});

test('Factory Manager: taps on the board make moves (an order tile, a storage-board column, a market tile, a tile beside the factory)', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['human', 'human', 'human'], 5);
  const logCount = () => page.locator('.log-lines li').count();
  // An order tile opens its auction: several bids share it, so a short list of them appears.
  const order = page.locator('[data-target^="order:"]').first();
  assert.equal(await outlined(order), 'solid');
  await order.click();
  const chooser = page.getByRole('dialog', { name: 'Choose a move' });
  await chooser.waitFor();
  await chooser.getByRole('button', { name: /^Open order tile \d+ with a bid of 0 workers/ }).click();
  // Pass the auctions by buttons until the market preparation.
  for (let i = 0; i < 40 && !(await visible(group(page, 'Market preparation'))); i++) {
    const bid = group(page, 'Auction');
    const pass = bid.getByRole('button', { name: 'Pass', exact: true });
    if (await visible(pass)) await pass.click();
    else if (await visible(bid)) {
      await bid.getByRole('button').first().click();
      await page.locator('.choices button').first().click();
    } else await page.waitForTimeout(100);
  }
  // A tap on the machine column moves its cheapest tile into the market.
  const column = page.locator('[data-target="column:1"]');
  const top = (await column.locator('.fm-tile-id').first().innerText()).trim();
  const before = await logCount();
  const inMarket = await page.locator('[data-target^="market:"]').count();
  await column.click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n, before);
  assert.equal(await page.locator('[data-target^="market:"]').count(), inMarket + 1);
  await logShows(page, new RegExp(`Move Machine ${top} from the Machine column into the market`));
  // On to buying: a tap on a market tile buys it, a tap on it beside the factory places it.
  const bought = new Set(['skip']);
  for (let i = 0; i < 40 && !(await visible(group(page, 'Buy'))); i++) {
    assert.ok(await tap(page, bought, 'en'), `a move at tap ${i}`);
  }
  const buyable = page.locator('.fm-market [data-target^="market:"]');
  let chosen = null;
  for (let i = 0; i < await buyable.count(); i++) {
    if (await outlined(buyable.nth(i)) === 'solid') { chosen = buyable.nth(i); break; }
  }
  assert.ok(chosen, 'a market tile the acting seat can buy is outlined');
  const id = (await chosen.locator('.fm-tile-id').innerText()).trim();
  await chosen.click();
  const aside = page.locator(`.fm-player.acting [data-target^="aside:"]`);
  await aside.first().waitFor();
  await logShows(page, new RegExp(`Buy [A-Za-z ]+ ${id} for \\d+ E`));
  const floor = page.locator('.fm-player.acting .fm-floor .fm-tile');
  const tiles = await floor.count();
  const office = await page.locator('.fm-player.acting .fm-office .fm-tile').count();
  await aside.first().click();
  await page.waitForFunction(() => !document.querySelector('.fm-player.acting [data-target^="aside:"]'));
  assert.equal(await floor.count() + await page.locator('.fm-player.acting .fm-office .fm-tile').count(), tiles + office + 1);
  await logShows(page, new RegExp(`Place [A-Za-z ]+ ${id}`));
  assert.deepEqual(errors, []);
});

test('Factory Manager: the table at three sizes in three languages: nothing wider than the screen (screenshots with SHOTS)', async () => {
  for (const lang of ['ja', 'en', 'ko']) {
    const { page, errors } = await t.fresh();
    await start(page, lang, ['human', 'human', 'human'], 3);
    // Play into round 2 so the factories and the market have something on them.
    const bought = new Set();
    for (let i = 0; i < 38; i++) assert.ok(await tap(page, bought, lang), `a move at tap ${i}`);
    for (const [w, h, tag] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await shot(page, `fm-${lang}-${tag}`);
      // Nothing sticks out at the side: the page never scrolls sideways.
      // (A phone's menu is one row that scrolls sideways inside itself.)
      const wide = await page.evaluate((vw) => [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > vw + 1 && !e.closest('.fm-columns') && !e.closest('.table-head .menu'))
        .slice(0, 5).map((e) => `${e.tagName}.${e.className}`), w);
      assert.deepEqual(wide, [], `${lang} ${tag}: wider than the screen`);
      await shot(page, `fm-${lang}-${tag}-full`, true);
      if (SHOTS && tag === 'phone') {
        // The parts of a long phone page, each as it reads there.
        await page.locator('.fm-storage').screenshot({ path: path.join(SHOTS, `fm-${lang}-phone-storage.png`) });
        await page.locator('.fm-player.acting').screenshot({ path: path.join(SHOTS, `fm-${lang}-phone-factory.png`) });
      }
    }
    assert.deepEqual(errors, []);
  }
});
