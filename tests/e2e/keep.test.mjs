// A board drawn move by move, keeping what did not change (src/components/keep.rs), is the
// board drawn afresh: for every game, after a dozen moves (and the bots' between them), the
// board's HTML equals the HTML of the same position drawn anew after a reload. A part whose
// key leaves out something it shows would stay stale here, and the two would differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table } from './harness.mjs';

const t = table();

const GAMES = [
  ['Fantastic Factories', 2],
  ['Le Havre', 2],
  ['Factory Manager', 2],
  ['Arkwright: The Card Game', 2],
  ['Age of Renaissance', 3],
];

// The board as HTML, without what is set after drawing (the outlines of what can be acted on).
const board = (page) => page.locator('.board-area').evaluate((el) => {
  const copy = el.cloneNode(true);
  for (const e of copy.querySelectorAll('[data-can]')) e.removeAttribute('data-can');
  return copy.innerHTML;
});

// Waits until the person acts (the bots are done) and the frame after it is drawn.
async function settled(page) {
  await page.locator('.actions button.action').first().waitFor({ timeout: 30000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

for (const [game, players] of GAMES) {
  test(`${game}: the board kept move by move is the board drawn afresh`, async () => {
    const { page, errors } = await t.fresh();
    await page.goto(t.site.url);
    await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/guide', 'off'));
    await page.goto(t.site.url);
    await page.getByRole('button', { name: `New game of ${game}` }).click();
    await page.getByRole('button', { name: `${players} players` }).click();
    for (let i = 2; i <= players; i++) {
      await page.getByRole('combobox', { name: `Seat ${i} player` }).selectOption('heuristic');
    }
    await page.getByRole('textbox', { name: 'Seed' }).fill('3');
    await page.getByRole('button', { name: 'Start game' }).click();
    let moves = 0;
    for (let i = 0; i < 60 && moves < 12; i++) {
      await settled(page);
      // A plain move (not a first choice that opens others); the last one of the list, so
      // that a turn goes on rather than ending at once where "done" comes first.
      const plain = page.locator('.actions button.action:not(.first-choice)');
      const n = await plain.count();
      if (n === 0) {
        await page.locator('.actions button.first-choice').first().click();
        continue;
      }
      const log = await page.locator('.log-lines li').count();
      await plain.nth(moves % 2 ? 0 : n - 1).click();
      await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k || !document.querySelector('.actions'), log);
      moves++;
    }
    await settled(page);
    const kept = await board(page);
    await page.reload();
    await settled(page);
    const fresh = await board(page);
    assert.ok(moves >= 6, `${moves} moves made`);
    assert.ok(kept.length > 1000, 'a board was drawn');
    if (kept !== fresh) {
      let at = 0;
      while (kept[at] === fresh[at]) at++;
      assert.fail(`the kept board differs from the fresh one at ${at}:\nkept:  …${kept.slice(Math.max(0, at - 200), at + 200)}\nfresh: …${fresh.slice(Math.max(0, at - 200), at + 200)}`);
    }
    assert.deepEqual(errors, []);
  });
}
