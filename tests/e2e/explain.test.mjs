// Rules in place (issue 15, part 2): every card, building, tile, advance and province on the
// table reads in full where it stands — with "Look up" on, by a long press, from the log's ⓘ,
// from the rules panel's index, and in the replay — in the reader's language; reading never
// makes a move, and a move can still be made from what was read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN } from './harness.mjs';

const t = table();
const site = t.site;
const SHOTS = process.env.SHOTS;

async function newGame(page, game, players) {
  await page.goto(site.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${players}\"]`).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await showTable(page);
}

// Hotseat with secrets asks who is at the tablet first.
async function showTable(page) {
  const ready = page.getByRole('button', { name: /show my table|보여주세요|自分のテーブル/ });
  await ready.or(page.locator('.board-area')).first().waitFor();
  if (await ready.isVisible().catch(() => false)) await ready.click();
  await page.locator('.board-area').waitFor();
}

// The distinct explain keys on the board that can be seen (not in a closed part).
const keysOnBoard = (page) => page.locator('.board-area [data-explain]').evaluateAll((els) => [
  ...new Set(els.filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && e.checkVisibility();
  }).map((e) => e.dataset.explain)),
]);

const logCount = (page) => page.locator('.log-lines li').count();

async function readEach(page, keys) {
  const dialog = page.locator('.dialog.look');
  for (const key of keys) {
    const thing = page.locator(`.board-area [data-explain="${key}"]`).first();
    // In the middle of the screen: clear of the sticky header.
    await thing.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
    await thing.click();
    await dialog.waitFor({ timeout: 5000 }).catch(() => { throw new Error(`${key}: no dialog`); });
    const title = (await dialog.locator('.explain-card h3').first().innerText()).trim();
    assert.ok(title.length > 0, key);
    assert.ok(!/^[a-z]+\.[A-Za-z]/.test(title), `${key}: a locale key shows: ${title}`);
    const body = await dialog.locator('.explain-card').first().innerText();
    assert.ok(body.length > title.length + 3, `${key}: nothing but a name`);
    await dialog.getByRole('button', { name: /Close|닫기|閉じる/ }).last().click();
    await dialog.waitFor({ state: 'detached' });
  }
}

for (const [game, players] of [
  ['Fantastic Factories', 2],
  ['Le Havre', 2],
  ['Factory Manager', 2],
  ['Arkwright: The Card Game', 2],
  ['Age of Renaissance', 3],
]) {
  test(`${game}: with "Look up" on, each thing on the board reads in full and no move is made`, async () => {
    const a = await t.fresh();
    await a.page.setViewportSize({ width: 1280, height: 800 });
    await newGame(a.page, game, players);
    // The switch and the board are one item of the table's grid: the board keeps its column.
    const wrap = await a.page.locator('.table-grid > .board-wrap').boundingBox();
    assert.ok(wrap.width >= 600, `${game}: the board is ${wrap.width}px wide`);
    const keys = await keysOnBoard(a.page);
    assert.ok(keys.length >= 3, `${game}: only ${keys.length} things to read: ${keys}`);
    const before = await logCount(a.page);
    const look = a.page.getByRole('button', { name: /Look up/ });
    await look.click();
    assert.equal(await look.getAttribute('aria-pressed'), 'true');
    // Every distinct thing at first, at most 30 of them (a map has many provinces).
    await readEach(a.page, keys.slice(0, 30));
    assert.equal(await logCount(a.page), before, 'reading made a move');
    await look.click();
    assert.equal(await look.getAttribute('aria-pressed'), 'false');

    // The rules panel's index lists every thing of the game by kind.
    await a.page.getByRole('button', { name: 'Rules', exact: true }).click();
    const almanac = a.page.getByRole('region', { name: /Every card/ });
    await almanac.locator('summary').first().click();
    const chips = almanac.locator('.almanac-list button');
    assert.ok(await chips.count() >= 3);
    const name = (await chips.first().innerText()).trim();
    await chips.first().click();
    const dialog = a.page.locator('.dialog.look');
    assert.equal((await dialog.locator('.explain-card h3').innerText()).trim(), name);
    await a.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(a.errors, []);
  });
}

test('Fantastic Factories: a long press reads a card and offers its move; the log reads what a move named; Korean and Japanese; the replay', async () => {
  const a = await t.fresh();
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await newGame(a.page, 'Fantastic Factories', 2);
  const dialog = a.page.locator('.dialog.look');

  // A market card that a tap would take: a long press reads it instead, with the move beside.
  const card = a.page.locator('.board-area [data-target^="market:"][data-explain], .board-area [data-target^="market:"] [data-explain]').first();
  const box = await card.boundingBox();
  const before = await logCount(a.page);
  await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await a.page.mouse.down();
  await dialog.waitFor();
  await a.page.mouse.up();
  assert.ok((await dialog.locator('.explain-card h3').innerText()).trim().length > 0);
  const take = dialog.getByRole('button', { name: /^Take .* from the market/ });
  assert.equal(await take.count(), 1);
  if (SHOTS) await a.page.screenshot({ path: `${SHOTS}/explain-card-1280.png` });
  // The press's own click did not take the card.
  await a.page.waitForTimeout(300);
  assert.equal(await logCount(a.page), before);
  await take.click();
  await a.page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n, before);
  await dialog.waitFor({ state: 'detached' });

  // The log names the card taken: its ⓘ reads it.
  const info = a.page.locator('.log-lines li').first().getByRole('button', { name: 'Look up what this move names' });
  await info.click();
  await dialog.waitFor();
  const taken = (await dialog.locator('.explain-card h3').innerText()).trim();
  assert.ok(taken.length > 0);
  assert.match(await a.page.locator('.log-lines li').first().innerText(), new RegExp(taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await a.page.keyboard.press('Escape');

  // In Korean and in Japanese, the same card in the reader's words.
  for (const [lang, close] of [['한국어', '닫기'], ['日本語', '閉じる']]) {
    await a.page.evaluate((l) => localStorage.setItem('smokestack/v1/setting/lang', l), lang === '한국어' ? 'ko' : 'ja');
    await a.page.reload();
    await showTable(a.page);
    await a.page.locator('.log-lines li').first().locator('.log-info').click();
    await dialog.waitFor();
    const title = (await dialog.locator('.explain-card h3').innerText()).trim();
    assert.notEqual(title, taken, `${lang}: the card's name is the English one`);
    await dialog.getByRole('button', { name: close }).last().click();
    if (SHOTS && lang === '한국어') {
      await a.page.locator('.log-lines li').first().locator('.log-info').click();
      await a.page.setViewportSize({ width: 390, height: 844 });
      await a.page.screenshot({ path: `${SHOTS}/explain-card-ko-390.png` });
      await a.page.setViewportSize({ width: 1280, height: 800 });
      await a.page.keyboard.press('Escape');
    }
  }
  await a.page.evaluate(() => localStorage.setItem('smokestack/v1/setting/lang', 'en'));
  await a.page.reload();
  await showTable(a.page);

  // In the replay, the board as it stood reads too, and Escape shuts the card, not the replay.
  await a.page.getByRole('button', { name: 'Replay', exact: true }).click();
  const replay = a.page.getByRole('region', { name: 'Replay' });
  await replay.getByRole('button', { name: 'To the start', exact: true }).click();
  // A replay's tap never acts, so it has no Look up switch: every tap reads.
  assert.equal(await replay.getByRole('button', { name: /Look up/ }).count(), 0);
  await replay.locator('.board-area [data-explain]').first().click();
  await dialog.waitFor();
  await a.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await replay.isVisible());
  assert.deepEqual(a.errors, []);
});
