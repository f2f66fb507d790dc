// Saved games that cannot simply be played on as they were: a game made under an older version
// of the rules, and a link that arrives when storage is full. Neither may lose anything the
// person has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table, WHOSE_TURN, GAME_LINK } from './harness.mjs';

const t = table();
const fresh = t.fresh;
const server = t.site;

// A real Le Havre code of the first release (rules version 1) whose game went differently under
// the rules' fix of the Coal Trader's entry: under rules version 2 one of its moves is no
// longer allowed, so it goes on from the position before that move, as a branch.
const OLD_CODE = fs.readFileSync(path.resolve(import.meta.dirname,
  '../../crates/le-havre/tests/fixtures/old/format1-4p-seed22-coal-trader.code'), 'utf8').trim();
const KEY = 'smokestack/v1/save/old-harbour';
const RECORD = JSON.stringify({
  id: 'old-harbour', game: 'le-havre', title: 'Harbour of last spring', code: OLD_CODE,
  updated: Date.UTC(2025, 3, 1), seen: 0,
});
// An Arkwright game as the release before this one saved it (rules version 1): the Patron's
// sales were corrected since, and the game is carried over to the new rules.
const RELEASED = path.resolve(import.meta.dirname, '../../crates/table/tests/released/2026-11-28-4835899');
const ARK = fs.readFileSync(path.join(RELEASED, 'arkwright-card-game-4p.save.json'), 'utf8').trim();

const saves = (page) => page.evaluate(() =>
  JSON.stringify(Object.entries(localStorage).filter(([k]) => k.includes('/save/')).sort()));

async function setLanguage(page, button, back) {
  await page.getByRole('button', { name: /^(Settings|설정)$/ }).click();
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: back }).click();
}

test('a save from an older version of the rules opens carried over, tells what changed once, and keeps the game as it was for export', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, RECORD]);
  await page.reload();

  // Offered in the lobby like any game, and opened from there.
  await page.getByRole('button', { name: 'Saved games' }).click();
  const item = page.locator('.save-list li', { hasText: 'Harbour of last spring' });
  await item.waitFor();
  assert.doesNotMatch(await item.innerText(), /[Dd]amaged|other rules/);
  await page.getByRole('button', { name: 'Resume Harbour of last spring' }).click();
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const message = await note.innerText();
  assert.match(message, /The rules of Le Havre were corrected in this release \(version 1 to 2\)/);
  assert.match(message, /is no longer allowed, so the game goes on from the position just before it, as a branch/);
  assert.match(message, /export it from the saved games/);
  // What changed at the branch is the move, not the figures: no score lines.
  assert.equal(await note.locator('.notice-lines li').count(), 0);
  await note.getByRole('button', { name: 'OK' }).click();
  // A game that came without this device's seats asks who plays here.
  await page.getByRole('button', { name: 'We all play on this device' }).click();
  await page.locator('.table-head').first().waitFor();

  // Saved again under today's rules, the code as it was kept beside it.
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).original !== undefined, KEY);
  const rec = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
  assert.equal(rec.original, OLD_CODE);
  assert.notEqual(rec.code, OLD_CODE);
  assert.equal(rec.carried, undefined, 'told once');

  // Told once: opened again, no notice.
  await page.reload();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.getByRole('button', { name: 'Resume Harbour of last spring' }).click();
  await page.locator('.table-head').first().waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.getByRole('alertdialog').count(), 0);

  // The game as it was: exported from the saved games.
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Saved games' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the game as it was Harbour of last spring' }).click(),
  ]);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(file.saves.length, 1);
  assert.equal(file.saves[0].code, OLD_CODE);
  assert.equal(file.saves[0].title, 'Harbour of last spring');
  assert.deepEqual(errors, []);
});

test('a save of the release before, whose rules were corrected, opens with the notice in Korean', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await setLanguage(page, '한국어', '뒤로');
  const rec = JSON.parse(ARK);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`smokestack/v1/save/${rec.id}`, ARK]);
  await page.reload();
  await page.getByRole('button', { name: '저장된 게임' }).click();
  await page.getByRole('button', { name: `이어하기 ${rec.title}` }).click();
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const text = await note.innerText();
  assert.match(text, /이번 업데이트에서 Arkwright: The Card Game의 규칙이 (바뀌었습니다|바로잡혔습니다)\(버전 1 → 2\)/);
  await note.getByRole('button', { name: /확인|OK/ }).click();
  // The game plays on: a move of the person's seat, or a bot's, moves the log on.
  await page.locator('.table-head').first().waitFor();
  assert.deepEqual(errors, []);
});

test('a link of a game from an older version of the rules opens carried over, in the person\'s language', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await setLanguage(page, '한국어', '뒤로');
  await page.goto('about:blank');
  await page.goto(`${server.url}#${OLD_CODE}`);
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const text = await note.innerText();
  assert.match(text, /이번 업데이트에서 Le Havre의 규칙이 바로잡혔습니다\(버전 1 → 2\)/);
  assert.match(text, /갈래로 이어집니다/);
  // Saved, with the link as it came.
  const stored = JSON.parse(await saves(page));
  assert.equal(stored.length, 1);
  assert.equal(JSON.parse(stored[0][1]).original, OLD_CODE);
  assert.deepEqual(errors, []);
});

/** Fills localStorage until not even a short value fits; returns how many filler keys. */
async function fillStorage(page) {
  return page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 8) {
      try {
        localStorage.setItem(`filler/${n}`, 'x'.repeat(size));
        n += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return n;
  });
}

test('a link that arrives when storage is full stays in the address bar and the person is told', async () => {
  // A game to send: made on another device.
  const a = await fresh();
  await a.page.goto(server.url);
  await a.page.locator('[data-new="Fantastic Factories"]').click();
  await a.page.locator('[data-players=\"2\"]').click();
  await a.page.getByRole('button', { name: 'Start game' }).click();
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const link = await a.page.getByRole('textbox', { name: GAME_LINK }).inputValue();
  const code = link.slice(link.indexOf('#') + 1);

  const { page, errors } = await fresh();
  await page.goto(server.url);
  const fillers = await fillStorage(page);
  assert.ok(fillers > 0);
  const before = await saves(page);
  await page.goto('about:blank');
  await page.goto(`${server.url}#${code}`);
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const text = await note.innerText();
  assert.match(text, /This game was not saved: storage is full\. The link stays in the address bar/);
  assert.equal(await page.evaluate(() => location.hash), `#${code}`);
  assert.equal(await saves(page), before);
  // The saved games are up, where space is made.
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();

  // Space made, a reload opens the game from the link still there, and the link goes.
  await note.getByRole('button', { name: 'OK' }).click();
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('filler/')) localStorage.removeItem(k); });
  await page.reload();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  assert.equal(await page.evaluate(() => location.hash), '');
  assert.equal(JSON.parse(await saves(page)).length, 1);
  assert.deepEqual(errors, []);
});
