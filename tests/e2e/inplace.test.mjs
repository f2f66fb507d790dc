// The table follows a move in place (issue 10): a part of the board scrolled to the side stays
// where it is across the person's move and the bot's moves that follow, and the log keeps the
// nodes of its earlier lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table } from './harness.mjs';

const t = table();

test('Le Havre on a phone: the building stacks strip stays scrolled across a bot\'s move', async () => {
  const { page, errors } = await t.fresh();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(t.site.url);
  await page.getByRole('button', { name: 'New game of Le Havre' }).click();
  await page.getByRole('button', { name: '2 players' }).click();
  await page.getByRole('combobox', { name: 'Seat 2 player' }).selectOption('heuristic');
  await page.getByRole('textbox', { name: 'Seed' }).fill('4');
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
