// Arkwright: The Card Game in the built app: a 2-player hotseat game with the neutral (no
// curtain: every card lies face up) through the first era by taps on the board and the move
// buttons; a solo game against the two automa to its end with the achievements on the end
// screen; screenshots of the table at three sizes in three languages (SHOTS=dir).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { table, SEED } from './harness.mjs';

const t = table();
const SHOTS = process.env.SHOTS;

const LANG_BUTTON = { ja: '日本語', ko: '한국어', en: 'English' };
const BACK = { ja: '戻る', ko: '뒤로', en: 'Back' };
const START = { ja: 'ゲーム開始', ko: '게임 시작', en: 'Start game' };
const PROVISIONAL = { en: /Provisional component values/, ko: /임시 구성요소 값/, ja: /暫定のコンポーネント値/ };
/** Group headings the policy looks for, per language. */
const G = {
  en: { act: 'Choose an action', done: 'Done', market: 'Price and production', dev: 'Development' },
  ko: { act: '행동 고르기', done: '마치기', market: '가격과 생산', dev: '발전' },
  ja: { act: 'アクションを選ぶ', done: '終了', market: '価格と生産', dev: '発展' },
};

async function start(page, lang, kinds, seed) {
  await page.goto(t.site?.url ?? t.server.url);
  if (lang !== 'en') {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: LANG_BUTTON[lang] }).click();
    await page.getByRole('button', { name: BACK[lang] }).click();
  }
  // The lobby card says the component values are provisional.
  const card = page.locator('.game-card', { hasText: 'Arkwright' });
  assert.match(await card.innerText(), PROVISIONAL[lang]);
  await page.locator('[data-new="Arkwright: The Card Game"]').click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: START[lang] }).click();
  await page.locator('.ark-board').waitFor();
}

const group = (page, name) => page.getByRole('group', { name, exact: true });
const visible = (l) => l.isVisible().catch(() => false);
const outlined = (l) => l.evaluate((e) => getComputedStyle(e).outlineStyle === 'solid').catch(() => false);

const ACTS = ['Build', 'Hire', 'Quality', 'Distribution', 'Automate', 'Stock'];

/** One tap by a simple policy. An action is chosen by tapping its card on the acting board (in
 *  turn through ACTS), the appeal by tapping a space of the active good's track, a development
 *  by tapping a track; other steps take the first move up to twice, then end the step.
 *  Returns what was tapped. */
async function tap(page, st, lang = 'en') {
  const g = G[lang];
  const key = `${await page.locator('.table-head').innerText().catch(() => '')}|${await page.locator('.pending').innerText().catch(() => '')}`;
  if (key !== st.key) { st.key = key; st.n = 0; }
  if (await visible(group(page, g.act))) {
    for (let k = 0; k < ACTS.length; k++) {
      const a = ACTS[(st.turn + k) % ACTS.length];
      const card = page.locator(`.ark-acting [data-target="act:${a}"]`);
      if (await visible(card) && await outlined(card)) {
        st.turn++;
        await card.click();
        return 'act';
      }
    }
    await group(page, g.act).getByRole('button').first().click();
    return 'act-button';
  }
  if (await visible(group(page, g.market))) {
    const space = page.locator('[data-target^="appeal:"]');
    if (await space.count() > 0) {
      const n = await space.count();
      for (let i = n - 1; i >= 0; i--) {
        if (await outlined(space.nth(i))) { await space.nth(i).click(); return 'appeal'; }
      }
    }
  }
  const done = group(page, g.done);
  const others = page.locator('.actions .action-group').filter({ hasNot: page.locator('.done-btn') }).getByRole('button');
  if (st.n < 2 && await others.count() > 0) {
    st.n++;
    if (await visible(group(page, g.dev))) {
      const track = page.locator('.ark-acting [data-target^="track:"]');
      for (let i = 0; i < await track.count(); i++) {
        if (await outlined(track.nth(i))) { await track.nth(i).click(); return 'track'; }
      }
    }
    await others.first().click();
    return 'move';
  }
  if (await visible(done)) { await done.getByRole('button').first().click(); return 'done'; }
  const any = page.locator('.actions button').first();
  if (await visible(any)) { await any.click(); return 'any'; }
  return null;
}

/** A move dialog opened by a board tap (several moves share the place): take its first. */
async function settle(page) {
  const chooser = page.getByRole('dialog', { name: 'Choose a move' });
  if (await visible(chooser)) await chooser.getByRole('button').first().click();
}

async function shot(page, name, fullPage = false) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

test('Arkwright: a 2-player hotseat game with the neutral through the first era, by taps', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['human', 'human'], 7);
  assert.match(await page.locator('.ark-provisional').innerText(), /Provisional component values/);
  assert.equal(await page.locator('.ark-player').count(), 2);
  // The neutral's markers stand on the appeal tracks.
  assert.ok(await page.locator('.ark-track .ark-neutral').count() > 0, 'neutral markers');
  const st = { key: '', n: 0, turn: 0 };
  const seen = new Set();
  let taps = 0;
  for (; taps < 900; taps++) {
    if (/Era 2/.test(await page.locator('.table-head').innerText())) break;
    assert.equal(await page.locator('.curtain').count(), 0, 'no curtain');
    const what = await tap(page, st);
    assert.ok(what, `a move at tap ${taps}`);
    await settle(page);
    seen.add(what);
    if (what === 'appeal') {
      // The appeal is set: the track's outlines go with its targets (they stayed, inviting
      // taps that did nothing, until a reload).
      await page.waitForFunction(() => document.querySelectorAll('.ark-market [data-can]').length === 0, null, { timeout: 3000 }).catch(() => {});
      if (!(await visible(group(page, G.en.market)))) {
        assert.equal(await page.locator('.ark-market [data-can]').count(), 0, 'appeal outlines gone');
        seen.add('appeal-cleared');
      }
    }
  }
  console.log(`${taps} taps; ${[...seen].join(', ')}`);
  assert.ok(seen.has('appeal-cleared'), 'an appeal was set and its outlines checked');
  assert.match(await page.locator('.table-head').innerText(), /Era 2/);
  for (const w of ['act', 'appeal', 'done']) assert.ok(seen.has(w), `${w} was tapped (${[...seen]})`);
  // Moves went into the log in words.
  assert.match(await page.locator('.log-lines').innerText(), /Action: /);
  await shot(page, 'ark-en-2p-era2', true);
  assert.deepEqual(errors, []);
});

test('Arkwright: both boards name their things, but only the acting seat\'s are outlined and act', async () => {
  // The targets are drawn on every player's board whoever acts (so a change of the seat to act
  // redraws none of them); each board names its seat (`data-seat`) and the table acts on a
  // board only for its own seat (components::board).
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['human', 'human'], 11);
  const st = { turn: 0, key: '', n: 0 };
  let checked = false;
  for (let i = 0; i < 120 && !checked; i++) {
    const mine = page.locator('section[data-seat].ark-acting [data-can]');
    if (await mine.count() > 0) {
      assert.equal(await page.locator('section[data-seat]:not(.ark-acting) [data-can]').count(), 0, 'nothing outlined on the other board');
      const key = await mine.first().getAttribute('data-target');
      const theirs = page.locator(`section[data-seat]:not(.ark-acting) [data-target="${key}"]`).first();
      if (await theirs.count() > 0 && await visible(theirs)) {
        const lines = await page.locator('.log-lines li').count();
        await theirs.click();
        assert.equal(await visible(page.getByRole('dialog', { name: 'Choose a move' })), false, 'no moves offered there');
        await page.keyboard.press('Escape');
        assert.equal(await page.locator('.log-lines li').count(), lines, 'a tap on the other board makes no move');
        // The same thing on the acting board still acts.
        await mine.first().click();
        await settle(page);
        await page.waitForFunction((k) => document.querySelectorAll('.log-lines li').length > k, lines);
        checked = true;
        break;
      }
    }
    if (!(await tap(page, st))) break;
    await settle(page);
  }
  assert.ok(checked, 'a thing named on both boards was found while one could act on it');
  assert.deepEqual(errors, []);
});

test('Arkwright: a solo game against the two automa to its end, achievements shown', async () => {
  const { page, errors } = await t.fresh();
  await start(page, 'en', ['heuristic'], 3);
  await page.locator('.ark-grid').waitFor();
  assert.equal(await page.locator('.ark-automa').count(), 2);
  const end = page.getByRole('region', { name: 'Game over' }).or(page.locator('section.end'));
  await end.first().waitFor({ timeout: 240000 });
  const ach = page.locator('.ark-achievements');
  await ach.waitFor();
  const text = await page.locator('section.end').innerText();
  console.log(text.split('\n').slice(0, 4).join(' / '), '|', (await ach.innerText()).replace(/\n/g, ' / '));
  assert.match(await ach.innerText(), /Achievements/);
  await shot(page, 'ark-en-solo-end', true);
  assert.deepEqual(errors, []);
});

test('Arkwright: the table at three sizes in three languages: nothing wider than the screen (screenshots with SHOTS)', async () => {
  for (const lang of ['en', 'ko', 'ja']) {
    const { page, errors } = await t.fresh();
    await start(page, lang, ['human', 'human'], 5);
    const st = { key: '', n: 0, turn: 0 };
    for (let i = 0; i < 40; i++) { assert.ok(await tap(page, st, lang), `a move at tap ${i}`); await settle(page); }
    for (const [w, h, tag] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await shot(page, `ark-${lang}-${tag}`);
      // (A phone's menu is one row that scrolls sideways inside itself.)
      const wide = await page.evaluate((vw) => [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > vw + 1 && !e.closest('.ark-track') && !e.closest('.table-head .menu'))
        .slice(0, 5).map((e) => `${e.tagName}.${e.className}`), w);
      assert.deepEqual(wide, [], `${lang} ${tag}: wider than the screen`);
      await shot(page, `ark-${lang}-${tag}-full`, true);
    }
    assert.deepEqual(errors, []);
  }
});
