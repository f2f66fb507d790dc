// Saved games that cannot simply be played on: a game made under an older version of the rules,
// and a link that arrives when storage is full. Neither may lose anything the person has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table } from './harness.mjs';

const t = table();
const fresh = t.fresh;
const server = t.site;

// A real Le Havre code of the first release (rules version 1) whose game went differently under
// the rules' fix of the Coal Trader's entry: under rules version 2 it cannot be continued.
const OLD_CODE = fs.readFileSync(path.resolve(import.meta.dirname,
  '../../crates/le-havre/tests/fixtures/old/format1-4p-seed22-coal-trader.code'), 'utf8').trim();
const KEY = 'smokestack/v1/save/old-harbour';
const RECORD = JSON.stringify({
  id: 'old-harbour', game: 'le-havre', title: 'Harbour of last spring', code: OLD_CODE,
  updated: Date.UTC(2025, 3, 1), seen: 0,
});

const saves = (page) => page.evaluate(() =>
  JSON.stringify(Object.entries(localStorage).filter(([k]) => k.includes('/save/')).sort()));

async function setLanguage(page, button, back) {
  await page.getByRole('button', { name: /^(Settings|설정)$/ }).click();
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: back }).click();
}

test('a save from an older version of the rules is listed as such, kept, opened with the reason, exported', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, RECORD]);
  await page.reload();
  await page.getByRole('button', { name: 'Saved games' }).click();

  const item = page.locator('.save-list li', { hasText: 'Harbour of last spring' });
  await item.waitFor();
  const text = await item.innerText();
  assert.match(text, /Le Havre · Made under other rules/);
  assert.match(text, /older version of the rules \(version 1; this app plays version 2\)/);
  assert.doesNotMatch(text, /[Dd]amaged/);
  // Not offered as a game to continue in the lobby either.
  assert.equal(await page.getByRole('button', { name: 'Resume Harbour of last spring' }).count(), 0);

  // Opening it says why it cannot go on, and changes nothing.
  await page.getByRole('button', { name: 'Open Harbour of last spring' }).click();
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const message = await note.innerText();
  assert.match(message, /This Le Havre game was made with an older version of the rules \(version 1; this app plays version 2\) and cannot be continued under the new ones\./);
  assert.match(message, /export it or delete it/);
  await note.getByRole('button', { name: 'OK' }).click();
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), RECORD);

  // Export: a saves file with the record as it is.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Harbour of last spring' }).click(),
  ]);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(file.smokestack_saves, 1);
  assert.equal(file.saves.length, 1);
  assert.equal(file.saves[0].code, OLD_CODE);
  assert.equal(file.saves[0].title, 'Harbour of last spring');

  // In Korean, the same reason in Korean.
  await page.getByRole('button', { name: 'Back' }).click();
  await setLanguage(page, '한국어', '뒤로');
  await page.getByRole('button', { name: '저장된 게임' }).click();
  const ko = page.locator('.save-list li', { hasText: 'Harbour of last spring' });
  assert.match(await ko.innerText(), /다른 규칙으로 만든 게임/);
  await ko.getByRole('button', { name: 'Open Harbour of last spring' }).click();
  const koNote = await page.getByRole('alertdialog').innerText();
  assert.match(koNote, /이전 버전의 규칙\(버전 1\)/);
  assert.match(koNote, /버전 2의 규칙/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), RECORD);

  // Still there after a reload, still exactly as it was.
  await page.reload();
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), RECORD);
  assert.deepEqual(errors, []);
});

test('a link of a game from an older version of the rules is refused in the person\'s language, nothing saved changes', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await setLanguage(page, '한국어', '뒤로');
  const before = await saves(page);
  await page.goto('about:blank');
  await page.goto(`${server.url}#${OLD_CODE}`);
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  const text = await note.innerText();
  assert.match(text, /^이 게임 링크를 열 수 없습니다\./);
  assert.match(text, /이전 버전의 규칙\(버전 1\)/);
  assert.match(text, /저장된 게임은 바뀌지 않았습니다\./);
  assert.equal(await saves(page), before);
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
  await a.page.getByRole('button', { name: 'New game of Fantastic Factories' }).click();
  await a.page.getByRole('button', { name: '2 players' }).click();
  await a.page.getByRole('button', { name: 'Start game' }).click();
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const link = await a.page.getByRole('textbox', { name: 'Game link' }).inputValue();
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
  await page.getByRole('status', { name: 'Whose turn' }).waitFor();
  assert.equal(await page.evaluate(() => location.hash), '');
  assert.equal(JSON.parse(await saves(page)).length, 1);
  assert.deepEqual(errors, []);
});
