// The newcomer's defects of issue 43 that the other files do not cover: the lobby's Continue
// card reads its phase in the person's language after a reload; Age of Renaissance zooms about
// what is in view and pans by mouse drag; a new save is named by game, seats and day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, toLobby, newTable } from './harness.mjs';

const t = table();

const start = (page, name, kinds) => newTable(page, name, kinds, { seed: 4 });

test('Arkwright\'s market says its round is the era\'s; after a reload the Continue card names the phase in Korean; the save is named by game, seats and day', async () => {
  const { page, context, errors } = await t.fresh();
  await context.addInitScript(() => { try { localStorage.setItem('smokestack/v1/setting/lang', 'ko'); } catch { /* none */ } });
  await page.goto(t.site.url);
  await start(page, 'Arkwright: The Card Game', ['human', 'heuristic']);
  // The market counts the round within the era, and says so (the header counts the game's).
  assert.match(await page.locator('.ark-market h3').innerText(), /시대 1 · 이 시대의 1\/4라운드/);
  await page.locator('.table-head .menu button').last().click();
  await toLobby(page, t.site.url);
  const card = page.locator('.cards li.card').first();
  await card.waitFor();
  await page.waitForFunction(() => {
    const s = [...document.querySelectorAll('.cards li.card span')].find((e) => e.textContent.startsWith('라운드'));
    return s && !/[A-Za-z]{3}/.test(s.textContent);
  }, null, { timeout: 5000 }).catch(() => {});
  const phase = (await card.locator('span').allInnerTexts()).find((s) => s.startsWith('라운드'));
  assert.ok(phase, await card.innerText());
  assert.doesNotMatch(phase, /[A-Za-z]{3}/, `the phase in Korean: ${phase}`);
  // Named by game, seats (the bot marked) and day.
  const title = await card.locator('strong').innerText();
  assert.match(title, /^Arkwright: The Card Game — 플레이어 1, 플레이어 2 \(봇, 쉬움\) — \d+월 \d+일$/);
  assert.deepEqual(errors, []);
});

test('Age of Renaissance: zoom keeps the middle of the map in view, and a mouse drag pans it', async () => {
  const { page, errors } = await t.fresh();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(t.site.url);
  await start(page, 'Age of Renaissance', ['human', 'heuristic', 'heuristic']);
  const map = page.locator('.aor-map');
  await map.waitFor();
  await page.waitForTimeout(300);
  const middle = () => map.evaluate((m) => {
    const w = m.querySelector('svg').getBoundingClientRect().width;
    const h = m.querySelector('svg').getBoundingClientRect().height;
    return [(m.scrollLeft + m.clientWidth / 2) / w, (m.scrollTop + m.clientHeight / 2) / h];
  });
  const before = await middle();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  const after = await middle();
  // Where the top left stayed, the middle would have moved toward it by a third or more.
  assert.ok(Math.abs(after[0] - before[0]) < 0.03 && Math.abs(after[1] - before[1]) < 0.03, `${before} → ${after}`);
  const box = await map.boundingBox();
  const [left, top] = await map.evaluate((m) => [m.scrollLeft, m.scrollTop]);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 6 });
  await page.mouse.up();
  const [l2, t2] = await map.evaluate((m) => [m.scrollLeft, m.scrollTop]);
  assert.ok(l2 - left > 80 && t2 - top > 30, `dragged: ${left},${top} → ${l2},${t2}`);
  // The drag opened no province's card.
  assert.equal(await page.locator('.aor-pcard').count(), 0);
  assert.deepEqual(errors, []);
});

test('the player count reads "1 player", and Age of Renaissance\'s rules speak of provinces and advances', async () => {
  const { page, errors } = await t.fresh();
  await page.goto(t.site.url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  assert.equal(await page.locator('[data-players="1"]').getAttribute('aria-label'), '1 player');
  assert.equal(await page.locator('[data-players="2"]').getAttribute('aria-label'), '2 players');
  await toLobby(page, t.site.url);
  await start(page, 'Age of Renaissance', ['human', 'heuristic', 'heuristic']);
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const index = page.locator('.almanac h3');
  await index.waitFor();
  assert.equal(await index.innerText(), 'Every card, advance and province: tap one to read it');
  assert.deepEqual(errors, []);
});
