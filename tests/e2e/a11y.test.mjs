// Accessibility, checked by axe-core (a kept library, not our own rules): the lobby, the
// new-game form, the saved games and each game's table, in each language, have no serious or
// critical violations. And a person with a screen reader or a keyboard can follow and play:
// the log is a live region, and a move can be made with the keyboard alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { table, toLobby, newTable } from './harness.mjs';

const t = table();
const AXE = path.resolve(import.meta.dirname, 'node_modules/axe-core/axe.min.js');
const GAMES = [
  ['fantastic-factories', 'Fantastic Factories', 2],
  ['le-havre', 'Le Havre', 2],
  ['factory-manager', 'Factory Manager', 3],
  ['arkwright-card-game', 'Arkwright: The Card Game', 2],
  ['age-of-renaissance', 'Age of Renaissance', 3],
];

/** The serious and critical violations on the page as it stands, one line each. */
async function violations(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
  });
  return found.map((f) => `${where}: ${f}`);
}

async function inLanguage(lang) {
  const p = await t.fresh();
  await p.context.addInitScript((l) => {
    try { localStorage.setItem('smokestack/v1/setting/lang', l); } catch { /* no storage */ }
  }, lang);
  return p;
}

for (const lang of ['en', 'ko', 'ja']) {
  test(`axe-core finds no serious or critical violation in ${lang}: lobby, new game, saves, every table`, async () => {
    const { page, errors } = await inLanguage(lang);
    await page.goto(t.site.url);
    await page.locator('.game-card').first().waitFor();
    const found = await violations(page, 'lobby');
    for (const [id, name, players] of GAMES) {
      await toLobby(page, t.site.url);
      const kinds = ['human', ...Array(players - 1).fill('heuristic')];
      const form = async () => { if (id === 'fantastic-factories') found.push(...await violations(page, 'new game form')); };
      await newTable(page, name, kinds, { form });
      await page.locator('.actions, .waiting').first().waitFor();
      found.push(...await violations(page, `${id} table`));
    }
    // The saves page lists the five games just started.
    await page.locator('.table-head .menu button').last().click();
    await page.locator('.page-nav button').first().click();
    await page.locator('li.save').first().waitFor();
    found.push(...await violations(page, 'saves'));
    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
  });
}

test('the log is a live region, and a move is made with the keyboard alone', async () => {
  const { page, errors } = await t.fresh();
  await toLobby(page, t.site.url);
  await newTable(page, 'Le Havre', ['human', 'human'], { seed: 3 });
  assert.equal(await page.locator('.log-lines').getAttribute('aria-live'), 'polite');
  // Tab to the first move and press Enter: its line arrives in the log.
  const first = page.getByRole('region', { name: 'Your moves' }).locator('button.action').first();
  const words = (await first.innerText()).trim();
  let reached = false;
  for (let i = 0; i < 200 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await first.evaluate((b) => b === document.activeElement);
  }
  assert.ok(reached, 'Tab reaches the first move');
  await page.keyboard.press('Enter');
  await page.waitForFunction((w) => document.querySelector('.log-lines')?.innerText.includes(w), words.replace(/ⓘ$/, ''), { timeout: 5000 });
  assert.deepEqual(errors, []);
});
