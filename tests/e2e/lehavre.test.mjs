// Le Havre in the built app: a short hotseat game through two round ends, and a full solo game
// to its score, both played by tapping the legal-move buttons as a person would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED } from './harness.mjs';

const t = table();
const fresh = t.fresh;
const server = t.site;

async function newGame(page, players, version, seed) {
  await page.goto(server.url);
  await page.locator('[data-new="Le Havre"]').click();
  await page.locator(`[data-players=\"${players}\"]`).click();
  await page.getByRole('button', { name: version === 'short' ? 'Short game' : 'Full game' }).click();
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await page.getByRole('region', { name: 'Harbour', exact: true }).waitFor();
}

const header = (page) => page.locator('.table-head .status').innerText();
const group = (page, name) => page.getByRole('group', { name, exact: true }).getByRole('button').first();

/** Clicks through the hotseat curtain if it is up (Le Havre has secrets: each seat's
 *  Construction Site hand), as the next person would. True when there was one. */
async function passCurtain(page) {
  const ready = page.getByRole('button', { name: /show my table|보여주세요/ });
  if (await ready.isVisible().catch(() => false)) {
    await ready.click();
    return true;
  }
  return false;
}

/** One tap by a simple policy: pass the curtain, pay what is owed, carry on a building's action,
 *  take the first main action, end the turn. Returns the label tapped, or null when nothing
 *  could be tapped. */
async function tap(page) {
  if (await passCurtain(page)) return 'curtain';
  for (const name of ['Pay', 'Building action', 'Main action', 'End turn']) {
    const b = group(page, name);
    if (await b.isVisible().catch(() => false)) {
      const label = await b.innerText();
      await b.click();
      return label;
    }
  }
  return null;
}

test('Le Havre: a short 2-player hotseat game through two round ends with harvest and feeding', async () => {
  const { page, errors } = await fresh();
  await newGame(page, 2, 'short', 5);

  // The board: seven offer spaces, seven supply tiles, three stacks, the round card, food lines.
  const offers = page.getByRole('group', { name: 'Offer spaces' });
  await offers.waitFor();
  assert.equal(await offers.locator('.lh-offer').count(), 7);
  assert.match(await offers.innerText(), /francs[\s\S]*fish[\s\S]*wood[\s\S]*clay[\s\S]*iron[\s\S]*grain[\s\S]*cattle/);
  assert.equal(await page.getByRole('group', { name: 'Supply tiles' }).locator('.lh-tile').count(), 7);
  for (const s of [1, 2, 3]) await page.getByRole('group', { name: `Stack ${s}` }).waitFor();
  const round = page.getByRole('status', { name: 'Round card' });
  assert.match(await round.innerText(), /Round 1 \/ 8 · food demand \d+/);
  const food = page.locator('.lh-food');
  assert.equal(await food.count(), 2);
  assert.match(await food.first().innerText(), /Food: needs \d+ this round · ships give \d+ · has \d+ food/);
  assert.match(await page.getByRole('group', { name: 'Town buildings' }).innerText(), /Building Firm/);
  // Each card says what it does.
  assert.match(await page.getByRole('group', { name: 'Town buildings' }).innerText(), /Build 1 building from the top of a stack/);

  // Take the grain first, so round 1's harvest has something to grow.
  await page.getByRole('button', { name: /^Take the grain offer/ }).click();
  // Ending the turn hands the device to Player 2: the curtain hides the table (each seat's hand
  // is its own) until Player 2 taps.
  await group(page, 'End turn').click();
  const curtain = page.getByRole('dialog', { name: 'Pass the device to Player 2' });
  await curtain.waitFor();
  assert.equal(await page.getByRole('region', { name: 'Harbour', exact: true }).count(), 0);
  await curtain.getByRole('button', { name: 'I am Player 2 — show my table' }).click();
  await page.getByRole('region', { name: 'Harbour', exact: true }).waitFor();
  assert.match(await page.locator('.turn-banner').innerText(), /^Player 2/);
  // Play by tapping until round 3 begins: two round ends, with feeding payments on the way.
  let feedingSeen = false;
  let curtains = 0;
  let rounds = new Set();
  let report = null;
  for (let i = 0; i < 500; i++) {
    // Between the two people's turns the device is passed: the table stays hidden until then.
    if (await passCurtain(page)) {
      curtains += 1;
      continue;
    }
    const h = await header(page);
    rounds.add(h.match(/Round (\d+)/)?.[1]);
    if (report === null && /Round 2 · Turn/.test(h)) {
      // The board may be drawn a frame after the header: read the report again at the next
      // move of round 2 if it is not there yet.
      const text = await page.getByRole('status', { name: 'Last round end' }).innerText().catch(() => '');
      if (text) report = text;
    }
    if (/Round 3 · Turn/.test(h)) break;
    if (await page.locator('.pending').count()) {
      if (/pay food for feeding: \d+ owed/.test(await page.locator('.pending').innerText())) feedingSeen = true;
    }
    const label = await tap(page);
    assert.ok(label, `a move to make (${h})`);
  }
  assert.ok(rounds.has('2') && rounds.has('3'), `reached round 3: ${[...rounds]}`);
  assert.ok(curtains >= 10, `the curtain came up between the seats' turns (${curtains} times)`);
  assert.match(await round.innerText(), /Round 3 \/ 8/);
  // The forecast now starts at round 3.
  assert.match(await page.getByRole('list', { name: 'Food forecast' }).locator('li').first().innerText(), /^R3:/);
  assert.ok(feedingSeen, 'a feeding payment was pending and shown above the moves');
  // Round 1's end as the board tells it: the harvest grew Player 1's grain, feeding was paid.
  console.log(`round 1 end: ${report}`);
  assert.match(report, /^Round 1 ended — harvest: Player 1 \+1 grain/);
  assert.match(report, /food paid: Player 1 \d+, Player 2 \d+/);
  const log = await page.locator('.log-lines').innerText();
  assert.match(log, /towards food/);
  assert.match(log, /End turn/);
  // The first turn of round 3 is marked on the supply tiles, and someone's marker stands there.
  assert.match(await page.locator('.lh-tile.lh-now').innerText(), /^1/);
  assert.equal(await page.locator('.lh-tile.lh-now .lh-marker').count(), 1);
  assert.deepEqual(errors, []);
});

test('Le Havre: a full solo game played to the end screen and its score', async () => {
  const { page, errors } = await fresh();
  await newGame(page, 1, 'full', 3);
  assert.match(await page.getByRole('status', { name: 'Round card' }).innerText(), /Round 1 \/ 7/);
  const end = page.getByRole('region', { name: 'Game over' });
  let taps = 0;
  for (; taps < 3000; taps++) {
    if (await end.isVisible().catch(() => false)) break;
    const label = await tap(page);
    if (!label) {
      // Nothing of the policy's groups: the game has ended (or an unexpected state: fail below).
      await end.waitFor({ timeout: 2000 }).catch(() => {});
      break;
    }
  }
  await end.waitFor();
  const text = await end.innerText();
  assert.match(text, /Winner: Player 1/);
  // Each score part is a column with its heading; the cells hold the points.
  for (const part of ['Francs', 'Buildings', 'Ships', 'Loans']) await end.getByRole('columnheader', { name: part }).waitFor();
  assert.match(await end.locator('tbody td.total').first().innerText(), /^-?\d+$/);
  assert.match(await page.getByRole('status', { name: WHOSE_TURN }).innerText(), /Game over/);
  assert.ok(taps > 50, `a whole game takes many moves (${taps})`);
  assert.deepEqual(errors, []);
});

test('Le Havre in Korean: board, move groups and moves', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: '한국어' }).click();
  await page.getByRole('button', { name: '뒤로' }).click();
  await page.locator('[data-new="Le Havre"]').click();
  await page.getByRole('button', { name: '단축 게임' }).click();
  await page.getByRole('button', { name: '게임 시작' }).click();
  await page.getByRole('region', { name: '항구', exact: true }).waitFor();
  assert.match(await page.getByRole('status', { name: '라운드 카드' }).innerText(), /라운드 1 \/ \d+ · 필요한 음식/);
  const main = page.getByRole('group', { name: '주요 행동', exact: true });
  await main.waitFor();
  assert.match(await main.innerText(), /[가-힣]/);
  assert.match(await page.locator('.lh-food').first().innerText(), /^음식: 이번 라운드 \d+ 필요/);
  // A move taken shows up in the log in Korean.
  await main.getByRole('button').last().click();
  await passCurtain(page);
  await page.locator('.log-lines li').first().waitFor();
  assert.match(await page.locator('.log-lines').innerText(), /[가-힣]/);
  assert.deepEqual(errors, []);
});
