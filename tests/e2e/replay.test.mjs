// Replay and the end charts (issue 15, parts 1 and 4): a finished game steps back to its start
// and forward by action and by round, seen by any seat; a game under way replays as its seat
// saw it; a received link replays too; the end screen charts the score by source and over the
// rounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED, GAME_LINK } from './harness.mjs';

const t = table();
const site = t.site;
const SHOTS = process.env.SHOTS;

async function fast(page) {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Fast' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
}

async function newGame(page, kinds, seed) {
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, k] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(k);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

const position = async (page) => {
  const text = await page.getByRole('status', { name: 'Replay position' }).innerText();
  const [, k, n, round] = text.match(/After (\d+) of (\d+) actions · round (\d+)/).map(Number);
  return { k, n, round };
};

test('a finished game: end charts, then replay by action, by round and by slider, seen by each seat', async () => {
  const a = await t.fresh();
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await fast(a.page);
  await newGame(a.page, ['heuristic', 'heuristic', 'heuristic'], 11);
  const end = a.page.getByRole('region', { name: 'Game over' });
  await end.waitFor({ timeout: 240000 });

  // The score by source: a bar per seat, its parts summing to the total in the table.
  const bars = end.getByRole('img', { name: 'Score by source' });
  await bars.waitFor();
  assert.ok(await bars.locator('rect').count() >= 3);
  const totals = await bars.locator('.chart-total').allInnerTexts();
  assert.equal(totals.length, 3);
  const rects = await bars.locator('rect').evaluateAll((rs) => rs.map((r) => r.querySelector('title').textContent));
  assert.ok(rects.every((r) => /: -?\d+$/.test(r)), rects.join('|'));
  // The score over the rounds: one line per seat, ending on the final totals' order.
  const lines = end.getByRole('img', { name: 'Score at the start of each round' });
  assert.equal(await lines.locator('polyline').count(), 3);
  const ends = await lines.locator('polyline').evaluateAll((ps) => ps.map((p) => Number(p.getAttribute('points').split(' ').pop().split(',')[1])));
  const byTotal = totals.map(Number);
  // Higher score, higher on the chart (smaller y).
  for (let i = 0; i < 3; i += 1) for (let j = 0; j < 3; j += 1) {
    if (byTotal[i] > byTotal[j]) assert.ok(ends[i] < ends[j], `${byTotal} ${ends}`);
  }
  if (SHOTS) await a.page.screenshot({ path: `${SHOTS}/end-charts-1280.png`, fullPage: true });

  await a.page.getByRole('button', { name: 'Replay', exact: true }).click();
  const replay = a.page.getByRole('region', { name: 'Replay' });
  await replay.waitFor();
  let p = await position(a.page);
  assert.ok(p.n > 50);
  assert.equal(p.k, p.n);
  await replay.getByRole('button', { name: 'To the start', exact: true }).click();
  p = await position(a.page);
  assert.equal(p.k, 0);
  assert.match(await replay.locator('.replay-line').innerText(), /set up/);
  await replay.getByRole('button', { name: 'One action forward' }).click();
  assert.equal((await position(a.page)).k, 1);
  assert.match(await replay.locator('.replay-line').innerText(), /^Player \d: /);
  // The board shows the position: the game's own board is drawn inside the replay.
  assert.ok(await replay.locator('.replay-board *').count() > 20);
  const before = await replay.locator('.replay-board').innerHTML();
  await replay.getByRole('button', { name: 'To the next round' }).click();
  p = await position(a.page);
  assert.ok(p.round >= 2 && p.k > 1, JSON.stringify(p));
  assert.notEqual(await replay.locator('.replay-board').innerHTML(), before);
  const roundStart = p.k;
  await replay.getByRole('button', { name: 'One action forward' }).click();
  await replay.getByRole('button', { name: 'Back to the start of the round' }).click();
  assert.equal((await position(a.page)).k, roundStart);
  // The slider and the keyboard.
  await replay.getByRole('slider', { name: 'Position in the game' }).fill('40');
  assert.equal((await position(a.page)).k, 40);
  await a.page.keyboard.press('ArrowLeft');
  assert.equal((await position(a.page)).k, 39);
  // Seen by each seat, once the game is over.
  const seen = replay.getByRole('group', { name: 'Seen by' });
  await seen.getByRole('button', { name: 'Player 2' }).click();
  assert.equal(await seen.getByRole('button', { name: 'Player 2' }).getAttribute('aria-pressed'), 'true');
  if (SHOTS) {
    await a.page.screenshot({ path: `${SHOTS}/replay-1280.png` });
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.screenshot({ path: `${SHOTS}/replay-390.png` });
    await replay.getByRole('button', { name: 'Back to the game' }).click();
    await end.waitFor();
    await end.getByRole('img', { name: 'Score by source' }).scrollIntoViewIfNeeded();
    await a.page.screenshot({ path: `${SHOTS}/end-charts-390.png` });
  } else {
    await replay.getByRole('button', { name: 'Back to the game' }).click();
  }
  await end.waitFor();
  assert.deepEqual(a.errors, []);
});

test('a game under way replays as its seat saw it, and so does a received link', async () => {
  const a = await t.fresh();
  await a.page.goto(site.url);
  await newGame(a.page, ['human', 'human'], 5);
  // Two people share the tablet: pass the curtain, make four moves.
  for (let i = 0; i < 4; i += 1) {
    const ready = a.page.getByRole('button', { name: /show my table/ });
    const take = a.page.getByRole('button', { name: /^Take .* from the market/ }).first();
    const moves = a.page.getByRole('region', { name: 'Your moves' });
    await ready.or(moves).first().waitFor();
    if (await ready.isVisible().catch(() => false)) await ready.click();
    await moves.waitFor();
    for (const b of [take, moves.locator('.done-btn').first(), moves.locator('.action').first()]) {
      if (await b.isVisible().catch(() => false)) { await b.click(); break; }
    }
  }
  const ready = a.page.getByRole('button', { name: /show my table/ });
  if (await ready.isVisible().catch(() => false)) await ready.click();
  await a.page.getByRole('button', { name: 'Replay', exact: true }).click();
  const replay = a.page.getByRole('region', { name: 'Replay' });
  const p = await position(a.page);
  assert.ok(p.n >= 2 && p.k === p.n);
  // No choosing whose eyes: the game is not over.
  assert.equal(await replay.getByRole('group', { name: 'Seen by' }).count(), 0);
  await replay.getByRole('button', { name: 'To the start', exact: true }).click();
  assert.equal((await position(a.page)).k, 0);
  await replay.getByRole('button', { name: 'Back to the game' }).click();

  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const link = await a.page.getByRole('textbox', { name: GAME_LINK }).inputValue();
  const b = await t.fresh();
  await b.page.goto(link);
  const claim = b.page.getByRole('dialog', { name: 'Who are you?' });
  await claim.getByRole('button').first().click();
  await b.page.getByRole('button', { name: 'Replay', exact: true }).click();
  assert.equal((await position(b.page)).n, p.n);
  await b.page.getByRole('region', { name: 'Replay' }).getByRole('button', { name: 'One action back' }).click();
  assert.equal((await position(b.page)).k, p.n - 1);
  assert.deepEqual(b.errors, []);
});
