// The table's frame as a newcomer met it (issue 43): on a phone the header says the round and
// phase in full and stays short, the Japanese new-game form fits the screen, and at 1280 px the
// header reads the game's name and phase without "…".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, toLobby, newTable } from './harness.mjs';

const t = table();
const GAMES = [
  ['Fantastic Factories', 2], ['Le Havre', 2], ['Factory Manager', 3],
  ['Arkwright: The Card Game', 2], ['Age of Renaissance', 3],
];

/** Whether `sel`'s text is cut short ("…"): wider than its box. */
const cut = (page, sel) => page.locator(sel).evaluate((e) => e.scrollWidth > e.clientWidth + 1);

async function open(page, name, players, { form } = {}) {
  await toLobby(page, t.site.url);
  await newTable(page, name, ['human', ...Array(players - 1).fill('heuristic')], { form });
}

test('a phone in Japanese: the new-game form fits, the header says the phase in full and stays short', async () => {
  const { page, context, errors } = await t.fresh();
  await context.addInitScript(() => { try { localStorage.setItem('smokestack/v1/setting/lang', 'ja'); } catch { /* none */ } });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, players] of GAMES) {
    await open(page, name, players, {
      form: async () => {
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 390, `${name}: the new-game form is ${wide} px wide`);
      },
    });
    assert.equal(await cut(page, '.round-phase'), false, `${name}: ${await page.locator('.round-phase').innerText()}`);
    assert.equal(await cut(page, '.game-name'), false, name);
    const head = await page.locator('.table-head').evaluate((e) => e.getBoundingClientRect().height);
    assert.ok(head <= 170, `${name}: the sticky header is ${Math.round(head)} px high`);
  }
  assert.deepEqual(errors, []);
});

test('at 1280x800 the header reads the game\'s name and phase in full', async () => {
  const { page, errors } = await t.fresh();
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [name, players] of GAMES) {
    await open(page, name, players);
    for (const sel of ['.game-name', '.round-phase']) {
      assert.equal(await cut(page, sel), false, `${name}: ${sel} ${await page.locator(sel).innerText()}`);
    }
  }
  assert.deepEqual(errors, []);
});
