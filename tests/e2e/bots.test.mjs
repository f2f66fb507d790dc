// Bots that think off the page (issue 14): the new-game form offers easy, normal and hard bots;
// a hard bot's search runs in a Web Worker, so the page keeps no long task while it thinks; and
// "What would the bot do?" shows the search's favourite moves for the person's own seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED } from './harness.mjs';

const t = table();

async function start(page, game, kinds) {
  await page.goto(t.site.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('3');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

const logCount = (page) => page.locator('.log-lines li:not(.log-round)').count();

test('the new-game form offers three strengths of bot', async () => {
  const { page } = await t.fresh();
  await page.goto(t.site.url);
  await page.locator('[data-new="Le Havre"]').click();
  // The form shows once the game's code is here (README, "Size").
  await page.locator('[data-seat-kind=\"2\"]').waitFor();
  const options = await page.locator('[data-seat-kind=\"2\"]').locator('option').allInnerTexts();
  for (const s of ['easy', 'normal', 'hard']) {
    assert.ok(options.some((o) => o.includes(`Bot — ${s}`)), `${s} in ${options}`);
  }
});

test('a hard bot thinks on its own thread: at 4× CPU throttle no task on the page comes near its 1.5 s search', async () => {
  const { context, page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', ['search:ms=1500', 'heuristic']);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask' });
  });
  const t0 = Date.now();
  // Six bot moves, some of them the hard bot's 1.5 s searches.
  await page.waitForFunction(() => document.querySelectorAll('.log-lines li:not(.log-round)').length >= 6, null, { timeout: 90000 });
  const took = Date.now() - t0;
  const long = await page.evaluate(() => window.__long);
  console.log(`6 bot moves in ${took} ms; main-thread long tasks: ${long.length ? long.map(Math.round).join(', ') + ' ms' : 'none'}`);
  // A search on the page would be one task of 1.5 s. The page's own work (drawing the move) is
  // measured by perf.mjs against the 50 ms goal; here only the thinking is at stake, so the
  // bar sits well above a slow frame on a busy machine and well below a search.
  assert.ok(long.every((d) => d < 400), `long tasks: ${long}`);
  assert.ok(took > 1500, 'the hard bot took its time to think');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.deepEqual(errors, []);
});

test('"What would the bot do?" lists the search\'s favourite moves, and one tap plays one', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Le Havre', ['human', 'heuristic']);
  await page.locator('.actions').waitFor();
  await page.getByRole('button', { name: 'What would the bot do?' }).click();
  const list = page.getByRole('region', { name: 'The bot would play' });
  await list.waitFor({ timeout: 10000 });
  const items = list.locator('li');
  const n = await items.count();
  assert.ok(n >= 1 && n <= 3, `${n} suggestions`);
  const first = (await items.first().locator('.hint-move').innerText()).trim();
  assert.match(await items.first().locator('.hint-chance').innerText(), /^about \d+% to win$/);
  // The best chance to win is on top.
  const chances = (await items.locator('.hint-chance').allInnerTexts()).map((c) => Number(c.match(/\d+/)[0]));
  assert.deepEqual(chances, [...chances].sort((a, b) => b - a), `in order of chance: ${chances}`);
  // Each suggestion is one of the seat's legal moves.
  // Every move button, shown or folded away in its group.
  const moves = await page.locator('.actions button').evaluateAll((bs) => bs.map((b) => b.textContent.trim()));
  assert.ok(first.length > 0 && moves.some((m) => m.includes(first)), `${first} among ${moves}`);
  const before = await logCount(page);
  await items.first().getByRole('button', { name: 'Play this' }).click();
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li:not(.log-round)').length > k, before);
  assert.match(await page.locator('.log-lines').innerText(), new RegExp(first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.deepEqual(errors, []);
});
