// The first-game guide (issue 15, part 3): it opens by itself on the first game of each title,
// outlines the table's parts in play order, never blocks a move, and once done or closed it
// stays away for that title; the rules panel shows it again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN } from './harness.mjs';

const t = table();
const site = t.site;
const SHOTS = process.env.SHOTS;

async function newGame(page, game) {
  await page.goto(site.url);
  // A reload returns to the open table: leave it for the lobby.
  const leave = page.getByRole('button', { name: 'Leave', exact: true });
  await leave.or(page.locator(`[data-new="${game}"]`)).first().waitFor();
  if (await leave.isVisible().catch(() => false)) await leave.click();
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator('[data-players=\"2\"]').click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  const ready = page.getByRole('button', { name: /show my table/ });
  if (await ready.isVisible().catch(() => false)) await ready.click();
}

const focused = (page) => page.locator('.guide-focus').evaluateAll((els) => els.map((e) => e.className));

test('the guide walks a first game of each title, lets moves through, and is remembered', async () => {
  const a = await t.fresh(undefined, { guide: true });
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await newGame(a.page, 'Fantastic Factories');
  const guide = a.page.getByRole('dialog', { name: 'First game' });
  await guide.waitFor();
  assert.match(await guide.innerText(), /First game · 1\/6/);
  assert.match(await guide.innerText(), /Whose turn/);
  assert.match((await focused(a.page)).join(' '), /to-act/);
  // A move can be made with the guide open.
  const log = a.page.locator('.log-lines li');
  const before = await log.count();
  await a.page.getByRole('button', { name: /^Take .* from the market/ }).first().click();
  await a.page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n, before);
  await guide.getByRole('button', { name: 'Next' }).click();
  assert.match(await guide.innerText(), /2\/6/);
  assert.equal((await focused(a.page)).length, 1);
  if (SHOTS) await a.page.screenshot({ path: `${SHOTS}/guide-1280.png` });
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Next' }).click();
  // The round step says what a round does in this game's own words.
  assert.match(await guide.innerText(), /round/i);
  assert.match((await focused(a.page)).join(' '), /round-phase/);
  await guide.getByRole('button', { name: 'Back' }).click();
  assert.match(await guide.innerText(), /3\/6/);
  for (let i = 0; i < 3; i += 1) await guide.getByRole('button', { name: 'Next' }).click();
  assert.match((await focused(a.page)).join(' '), /menu/);
  if (SHOTS) {
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.screenshot({ path: `${SHOTS}/guide-390.png` });
    await a.page.setViewportSize({ width: 1280, height: 800 });
  }
  await guide.getByRole('button', { name: 'Done' }).click();
  assert.equal(await guide.count(), 0);
  assert.deepEqual(await focused(a.page), []);
  // Remembered: not on a reload, nor on another game of the same title.
  await a.page.reload();
  await a.page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await newGame(a.page, 'Fantastic Factories');
  await a.page.waitForTimeout(500);
  assert.equal(await guide.count(), 0);
  // Shown again from the rules panel.
  await a.page.getByRole('button', { name: 'Rules' }).click();
  await a.page.getByRole('button', { name: 'Show the first-game guide' }).click();
  await guide.waitFor();
  await guide.getByRole('button', { name: 'Close the guide' }).click();
  // Another title's first game has its own.
  await newGame(a.page, 'Le Havre');
  await guide.waitFor();
  await guide.getByRole('button', { name: 'Close the guide' }).click();
  await newGame(a.page, 'Le Havre');
  await a.page.waitForTimeout(500);
  assert.equal(await guide.count(), 0);
  assert.deepEqual(a.errors, []);
});
