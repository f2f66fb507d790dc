// What happened, told (issue 43): each game played by its bots through a round shows in the log
// what its rules did — an income, a sale or payout, a reveal, a bot's or automa's turn — and the
// round's standing, in English and in Korean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, toLobby, newTable } from './harness.mjs';

const t = table();

/** [game, players, what the English log must come to tell (each a result line)]. */
const GAMES = [
  ['Fantastic Factories', 2, [/^Player 1 rolls \d/, /gains \d/, /^Dealt to the market: /]],
  ['Le Havre', 2, [/^Supply for Player \d: \+/, /receives \d/, /^Feeding: Player \d /]],
  ['Factory Manager', 3, [/wins order tile \d+ for/, /^Player \d sells \d+ goods? .* for \d+ E$/, /^Player \d's income this round: -?\d+ E/]],
  ['Arkwright: The Card Game', 1, [/^Automa \d (raises|opens|'s)/, /^Player 1 produces \d/, /^Player 1 pays £\d+ production costs/]],
  ['Age of Renaissance', 3, [/^Player \d bid \$\d+ and takes .* as capital/, /^Player \d receives \$\d+ income/]],
];
const STANDING = { en: /^End of round 1: /, ko: /^\d+라운드 종료: / };

/** Gathers the result lines the log shows until one matches `until` (the log keeps its last
 *  lines only, so they are gathered as they come). */
async function gather(page, until) {
  const seen = new Set();
  const deadline = Date.now() + 120000;
  while (Date.now() < deadline) {
    const lines = await page.locator('.log-result').allInnerTexts().catch(() => []);
    for (const l of lines) seen.add(l.trim());
    if ([...seen].some((l) => until.test(l))) break;
    await page.waitForTimeout(150);
  }
  return [...seen];
}

for (const [name, players, told] of GAMES) {
  test(`${name}: a round played by bots tells its results and standing, in English and Korean`, async () => {
    const { page, context, errors } = await t.fresh();
    await context.addInitScript(() => {
      try { localStorage.setItem('smokestack/v1/setting/pace', '30'); } catch { /* no storage */ }
    });
    await toLobby(page, t.site.url);
    await newTable(page, name, Array(players).fill('heuristic'), { seed: 5 });
    const en = await gather(page, STANDING.en);
    assert.ok(en.some((l) => STANDING.en.test(l)), `no standing among ${en.length} results:\n${en.slice(-10).join('\n')}`);
    for (const re of told) assert.ok(en.some((l) => re.test(l)), `${re} among:\n${en.join('\n')}`);
    // The same game in Korean: the table opens again from its save, its log told anew.
    await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/lang', 'ko'));
    await page.reload();
    await page.locator('.log-result').first().waitFor();
    const ko = await gather(page, STANDING.ko);
    assert.ok(ko.some((l) => STANDING.ko.test(l)), `no Korean standing:\n${ko.slice(-10).join('\n')}`);
    assert.ok(ko.filter((l) => /[가-힣]/.test(l)).length >= ko.length / 2, `in Korean:\n${ko.join('\n')}`);
    for (const l of ko) assert.ok(!/\b[a-z]+\.[a-z_]+\.[a-z_.]+/.test(l), `a locale key shows: ${l}`);
    assert.deepEqual(errors, []);
  });
}
