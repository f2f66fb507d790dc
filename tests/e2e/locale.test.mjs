// The app in three languages: it follows the browser at first, keeps a choice in settings, and
// a Japanese table shows the app's own words in Japanese.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table } from './harness.mjs';

const t = table();

/** The accessible names on the page that are English words only (none should be, in Japanese). */
const englishLabels = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .map((e) => e.getAttribute('aria-label'))
      .filter((l) => /[A-Za-z]{3}/.test(l) && !/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(l)),
  );

test('Japanese: chosen in settings, kept on reload, on the lobby, the table and a bad link', async () => {
  const { page, errors } = await t.fresh();
  await page.goto(t.site.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: '日本語' }).click();
  // Japanese words arrive as files first (the page carries English only).
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.getByRole('button', { name: '戻る' }).click();
  await page.getByRole('heading', { name: 'ゲーム' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'ゲーム' }).waitFor();
  assert.match(await page.locator('main').innerText(), /設計図を集め/);
  // A table: the header and the move panel speak Japanese.
  await page.locator('[data-new="Fantastic Factories"]').click();
  // The new game's fields are named in Japanese too (for a screen reader).
  await page.getByRole('textbox', { name: 'シード' }).waitFor();
  assert.deepEqual(await englishLabels(page), []);
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await page.getByRole('status', { name: '手番のプレイヤー' }).waitFor();
  assert.deepEqual(await englishLabels(page), []);
  const head = await page.locator('.table-head').innerText();
  for (const word of ['ラウンド', '市場フェイズ', '取り消し', 'ルール', '退出']) assert.ok(head.includes(word), `${word} in ${head}`);
  await page.getByRole('button', { name: 'ルール' }).click();
  assert.match(await page.locator('.rules').innerText(), /各ラウンド/);
  // The send panel and, after a move, the replay name their parts in Japanese.
  await page.getByRole('button', { name: '手番を送る' }).click();
  await page.getByRole('textbox', { name: 'ゲームのリンク' }).waitFor();
  assert.deepEqual(await englishLabels(page), []);
  await page.getByRole('button', { name: '閉じる' }).click();
  await page.locator('section.actions .action-buttons button').first().click();
  await page.getByRole('button', { name: 'リプレイ', exact: true }).click();
  await page.getByRole('status', { name: 'リプレイの位置' }).waitFor();
  assert.deepEqual(await englishLabels(page), []);
  // A garbled link reads plainly, in Japanese.
  await page.goto(`${t.site.url}#not-a-game`);
  await page.getByText(/Smokestack のゲームリンクではない/).waitFor();
  assert.deepEqual(errors, []);
});

test('the browser\'s language is the first one: Korean for a Korean browser', async () => {
  const { page } = await t.fresh();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'ko-KR', 'en'] });
  });
  await page.goto(t.site.url);
  await page.getByRole('heading', { name: '게임' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
});
