// Moves made on the board itself: what can be acted on is outlined, a tap makes the move, and
// where several moves share one thing a short list of just those appears.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, logShows, WHOSE_TURN, SEED } from './harness.mjs';

const t = table();

async function start(page, game, kinds) {
  await page.goto(t.site.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

const outlined = (el) => el.evaluate((e) => getComputedStyle(e).outlineStyle);
const logCount = (page) => page.locator('.log-lines li').count();

test('Fantastic Factories: tap a market card to take it, a die to place it', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Fantastic Factories', ['human', 'heuristic']);
  await page.locator('.actions').waitFor();
  const slot = page.locator('[data-target="market:0"]');
  assert.equal(await outlined(slot), 'solid', 'a market card that can be taken is outlined');
  // Other players' headquarters take no taps.
  assert.equal(await page.locator('[data-target^="hq:"]').count(), 3, 'only this seat\'s three headquarters');
  const name = (await slot.locator('.bp-name').innerText()).trim();
  const before = await logCount(page);
  await slot.click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n, before);
  await logShows(page, new RegExp(`Player 1: Take ${name} from the market`));
  // Play the market by buttons until the work phase, then tap a die.
  for (let i = 0; i < 30 && !(await page.getByRole('button', { name: 'End work phase' }).isVisible()); i += 1) {
    const end = page.getByRole('button', { name: 'End market turn' });
    if (await end.isVisible().catch(() => false)) await end.click();
    else {
      const take = page.getByRole('button', { name: /^Take .* from the market/ }).first();
      if (await take.isVisible().catch(() => false)) await take.click();
      else await page.waitForTimeout(200);
    }
  }
  const die = page.locator('[data-target^="die:"]').first();
  assert.equal(await outlined(die), 'solid', 'a free die is outlined in the work phase');
  await die.click();
  const chooser = page.getByRole('dialog', { name: 'Choose a move' });
  await chooser.waitFor();
  const choices = chooser.getByRole('button', { name: /^Place a \d on / });
  assert.ok(await choices.count() >= 1, 'the die lists where it can go');
  const text = await choices.first().innerText();
  const n = await logCount(page);
  await choices.first().click();
  await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, n);
  assert.equal(await chooser.count(), 0);
  await logShows(page, new RegExp(`Player 1: ${text.replace(/[()]/g, '.')}`));
  assert.deepEqual(errors, []);
});

test('Le Havre: tap an offer space to take it; a building not to be entered takes no tap', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'Le Havre', ['human', 'heuristic']);
  await page.locator('.actions').waitFor();
  // Wait for this seat's first turn (the bot may go first).
  await page.getByRole('button', { name: /^Take the .* offer/ }).first().waitFor();
  const space = page.locator('.lh-offer:not(.lh-zero)[data-target]').first();
  assert.equal(await outlined(space), 'solid');
  const before = await logCount(page);
  await space.click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-lines li').length > n, before);
  await logShows(page, /Player 1: Take the .* offer/);
  // An empty offer space is not outlined and a tap on it does nothing.
  const empty = page.locator('.lh-offer.lh-zero').first();
  if (await empty.count()) {
    assert.equal(await outlined(empty), 'none');
    const n = await logCount(page);
    await empty.click();
    await page.waitForTimeout(300);
    assert.equal(await logCount(page), n);
  }
  assert.deepEqual(errors, []);
});

test('a table opens at its top on a phone, whatever the new-game form was scrolled to', async () => {
  const { page, errors } = await t.fresh();
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'Le Havre', ['human', 'heuristic']);
  await page.locator('.actions').waitFor();
  assert.equal(await page.evaluate(() => scrollY), 0);
  assert.deepEqual(errors, []);
});

test('each player\'s area is drawn only while on screen, and in full once scrolled to', async () => {
  // Whether the browser draws what is inside an area (false: skipped, off screen).
  const drawn = (area) => area.evaluate((e) => e.firstElementChild.checkVisibility({ contentVisibilityAuto: true }));
  for (const game of ['Fantastic Factories', 'Le Havre', 'Factory Manager', 'Arkwright: The Card Game']) {
    const { page, errors } = await t.fresh();
    // A phone: the areas stand one below another, the last far below the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await start(page, game, ['human', 'heuristic']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const area = page.locator('.board-area .player').last();
    assert.equal(await page.locator('.board-area .player').count(), 2, `${game}: an area per player`);
    assert.equal(await drawn(area), false, `${game}: the last area, off screen, is not drawn`);
    await area.scrollIntoViewIfNeeded();
    // The browser finds it on screen at a frame of its own choosing: wait for it (5 s at most).
    await page.waitForFunction((e) => e.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
      await area.elementHandle(), { timeout: 5000 }).catch(() => {});
    assert.equal(await drawn(area), true, `${game}: scrolled to, it is drawn`);
    assert.match(await area.innerText(), /Player [12]/, `${game}: its words show`);
    assert.deepEqual(errors, []);
  }
});
