// The built app in headless Chromium, found by role and name as a screen reader would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED, GAME_LINK } from './harness.mjs';

const t = table();
const fresh = t.fresh;
const server = t.site;

async function newGame(page, players, kinds = []) {
  await page.goto(server.url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator(`[data-players=\"${players}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    if (kind) await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

const turn = (page) => page.getByRole('status', { name: WHOSE_TURN }).innerText();

/** Answers "Who are you?" (a link's first opening) with `name`, or with every seat. */
async function claim(page, name) {
  const who = page.getByRole('dialog', { name: 'Who are you?' });
  await who.waitFor();
  await who.getByRole('button', { name: name ? `I am ${name}` : 'We all play on this device' }).click();
}

/** Clicks through the curtain if it is up. */
async function passCurtain(page) {
  const ready = page.getByRole('button', { name: /show my table/ });
  if (await ready.isVisible().catch(() => false)) await ready.click();
}

test('a 2-player hotseat game: moves, the curtain, saved on reload, opened by link elsewhere', async () => {
  const { page, dir } = await fresh();
  await newGame(page, 2);
  const firstTurn = await turn(page);
  assert.match(firstTurn, /Player [12]/);
  // The first market turn: take a blueprint, end the turn.
  await page.getByRole('button', { name: /^Take .* from the market/ }).first().click();
  const end = page.getByRole('button', { name: 'End market turn' });
  if (await end.isVisible().catch(() => false)) await end.click();
  // The other person is next: the curtain hides the table until they tap.
  const curtain = page.getByRole('dialog', { name: /Pass the device to/ });
  await curtain.waitFor();
  assert.notEqual(await turn(page).catch(() => ''), 'x');
  await passCurtain(page);
  await page.getByRole('button', { name: /^Take .* from the market/ }).first().waitFor();
  const logBefore = await page.locator('.log-lines li').count();
  assert.ok(logBefore >= 1, 'the log shows what happened');

  // Reload: the game is saved and listed.
  await page.reload();
  await page.getByRole('button', { name: /^Resume Fantastic Factories/ }).first().click().catch(async () => {
    await page.getByRole('button', { name: 'Saved games' }).click();
    await page.getByRole('button', { name: /^Resume / }).first().click();
  });
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await passCurtain(page);
  assert.equal(await page.locator('.log-lines li').count(), logBefore);

  // Send turn: the link opens the same game in a fresh profile.
  await page.getByRole('button', { name: 'Send turn' }).click();
  const link = await page.getByRole('textbox', { name: GAME_LINK }).inputValue();
  assert.match(link, /#[A-Za-z0-9_-]+$/);
  const other = await fresh();
  await other.page.goto(link);
  await other.page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  assert.equal(await turn(other.page), await turn(page));
  await claim(other.page);
  await passCurtain(other.page);
  assert.equal(await other.page.locator('.log-lines li').count(), logBefore);
  void dir;
});

test('a garbage link gets a clear message and the saves stay', async () => {
  const { page } = await fresh();
  await newGame(page, 2);
  await page.goto(server.url);
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  // Opened fresh, as a pasted link would be.
  await page.goto('about:blank');
  await page.goto(server.url + '#this-is-not-a-game');
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  assert.match(await note.innerText(), /not a Smokestack game code|damaged|incomplete|cut off/);
  const afterSaves = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => k.includes('/save/')).sort()));
  const beforeSaves = JSON.stringify(JSON.parse(before).filter(([k]) => k.includes('/save/')));
  assert.equal(afterSaves, beforeSaves);
});

test('after one visit the app loads with the network off', async () => {
  const { page, context } = await fresh();
  await page.goto(server.url);
  await page.locator('[data-new="Fantastic Factories"]').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-new="Fantastic Factories"]').waitFor();
  // A game never opened before: its part of the wasm and its stylesheet come from the service
  // worker's cache.
  await page.locator('[data-new="Age of Renaissance"]').click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.aor-board').waitFor();
  await context.setOffline(false);
});

// README, "Size": the lobby needs no game's code or words; a game's part comes when it is first
// opened, with its words.
test('the lobby fetches no game, and a game its own part, words and stylesheet when first opened', async () => {
  const { page, errors } = await fresh();
  const got = [];
  page.on('response', (r) => got.push(new URL(r.url()).pathname.split('/').pop()));
  await page.goto(server.url);
  await page.locator('[data-new="Le Havre"]').waitFor();
  assert.deepEqual(got.filter((f) => /^split_|\.css$|\.txt$/.test(f) && !f.startsWith('app-')), []);
  // Each game's paragraph is the lobby's own word, there before any game is.
  assert.match(await page.locator('main').innerText(), /Le Havre: take goods from the harbour/);
  await page.locator('[data-new="Le Havre"]').click();
  await page.getByRole('button', { name: 'Start game' }).waitFor();
  assert.deepEqual(got.filter((f) => f.endsWith('.txt')), ['le-havre.txt'], 'its words, in English only');
  assert.ok(got.some((f) => f.startsWith('split_le_havre-')), got.join(' '));
  assert.ok(got.some((f) => f.startsWith('le-havre-') && f.endsWith('.css')), got.join(' '));
  assert.ok(!got.some((f) => f.startsWith('split_fantastic_factories-')), got.join(' '));
  // Its table drawn with its stylesheet: the harbour's offers laid out as Le Havre's sheet says.
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.lh-board').waitFor();
  assert.equal(await page.locator('link[href*="le-havre-"]').evaluate((l) => l.disabled), false);
  assert.deepEqual(errors, []);
});

// README, "Size": a Korean visit fetches Korean's own words before the lobby shows, and a game's
// words in English (the fallback) and Korean when the game is first opened.
test('in Korean the lobby fetches only the Korean words of the app, and a game its own in both languages', async () => {
  const { page, errors } = await fresh();
  await page.goto(server.url);
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/lang', 'ko'));
  const got = [];
  page.on('response', (r) => got.push(new URL(r.url()).pathname.replace(/^.*?locales\//, 'locales/')));
  await page.goto(server.url);
  await page.getByRole('button', { name: '설정' }).waitFor();
  // Which files, once each: a file the page asks for and its service worker then fetches (once
  // it controls the page, which a quick first visit makes likelier) is seen twice.
  const words = () => [...new Set(got.filter((f) => f.endsWith('.txt')))].sort();
  assert.deepEqual(words(), ['locales/ko/app.txt']);
  assert.match(await page.locator('main').innerText(), /르 아브르: 항구에서 상품을 가져오고/);
  await page.getByRole('button', { name: /Le Havre/ }).click();
  await page.getByRole('button', { name: '게임 시작', exact: true }).waitFor();
  assert.deepEqual(words(), ['locales/en/le-havre.txt', 'locales/ko/app.txt', 'locales/ko/le-havre.txt']);
  assert.deepEqual(errors, []);
});

test('a solo game against the Machine, played to its end', async () => {
  const { page } = await fresh();
  await page.goto(server.url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator('[data-players=\"1\"]').click();
  await page.getByRole('textbox', { name: SEED }).fill('3');
  await page.getByRole('button', { name: 'Start game' }).click();
  for (let i = 0; i < 400; i++) {
    if (await page.getByRole('region', { name: 'Game over' }).isVisible().catch(() => false)) break;
    const take = page.getByRole('button', { name: /^Take .* from the market/ }).first();
    const buttons = [take, page.getByRole('button', { name: 'End market turn' }),
      page.getByRole('button', { name: 'End work phase' }), page.getByRole('button', { name: /^Discard 1 (metal|energy)/ }).first(),
      page.getByRole('button', { name: /^Discard .* \(over 10 blueprints\)/ }).first(), page.getByRole('button', { name: /^Pass/ })];
    let clicked = false;
    for (const b of buttons) {
      if (await b.isVisible().catch(() => false)) { await b.click(); clicked = true; break; }
    }
    if (!clicked) await page.locator('.action').first().click();
  }
  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  const text = await end.innerText();
  assert.match(text, /The Machine/);
  assert.match(text, /Winner/);
});

test('a bot seat plays by itself, and undo takes back a free move', async () => {
  const { page } = await fresh();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Fast' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await newGame(page, 2, [null, 'heuristic']);
  // Whoever starts, the bot's market turn happens without anyone touching it.
  for (let i = 0; i < 20; i++) {
    const take = page.getByRole('button', { name: /^Take .* from the market/ }).first();
    if (await take.isVisible().catch(() => false)) {
      await take.click();
      const end = page.getByRole('button', { name: 'End market turn' });
      if (await end.isVisible().catch(() => false)) await end.click();
    }
    if (await page.getByRole('button', { name: /^Place a/ }).first().isVisible().catch(() => false)) break;
    await page.waitForTimeout(200);
  }
  await page.locator('.log-lines li', { hasText: 'Player 2 (bot, easy):' }).first().waitFor();
  // A die on Generate reveals nothing: it can be taken back. The dice and the bot's thinking
  // differ from run to run: play on (the first move offered) until a die of 1-3 is to place.
  const generate = page.getByRole('button', { name: /^Place a [123] on Generate/ }).first();
  const moves = page.getByRole('region', { name: 'Your moves' });
  let checked = false;
  for (let i = 0; i < 80 && !checked; i++) {
    if (!(await generate.isVisible().catch(() => false))) {
      const next = moves.locator('button.action, .done-btn').first();
      if (await next.isVisible().catch(() => false)) await next.click();
      else await page.waitForTimeout(150);
      continue;
    }
    checked = true;
    // The log follows a move a frame behind it: wait for its count.
    const lines = () => page.evaluate(() => [...document.querySelectorAll('.log-lines li')].filter((l) => l.textContent.includes('Player 1:')).length);
    const settle = (n) => page.waitForFunction((n) => [...document.querySelectorAll('.log-lines li')].filter((l) => l.textContent.includes('Player 1:')).length === n, n, { timeout: 5000 }).catch(() => {});
    const before = await lines();
    await generate.click();
    await settle(before + 1);
    assert.equal(await lines(), before + 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await settle(before);
    assert.equal(await lines(), before);
  }
  assert.ok(checked, 'a die of 1-3 came to be placed on Generate');
});

test('the app speaks Korean when asked, card names included', async () => {
  const { page } = await fresh();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: '한국어' }).click();
  await page.getByRole('button', { name: '뒤로' }).click();
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator('[data-players=\"1\"]').click();
  await page.getByRole('button', { name: '게임 시작' }).click();
  await page.getByRole('button', { name: /^시장 \d번 자리의 .* 가져오기$/ }).first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
});

test('a link that extends a saved game fast-forwards it and lists what is new', async () => {
  const a = await fresh();
  await newGame(a.page, 2);
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const first = await a.page.getByRole('textbox', { name: GAME_LINK }).inputValue();
  await a.page.getByRole('button', { name: 'Close' }).click();
  // The other player opens it, plays a move, and sends it back.
  const b = await fresh();
  await b.page.goto(first);
  await claim(b.page, (await turn(b.page)).replace(/^To act: /, ''));
  await passCurtain(b.page);
  await b.page.getByRole('button', { name: /^Take .* from the market/ }).first().click();
  await b.page.getByRole('button', { name: 'Send turn' }).click();
  const back = await b.page.getByRole('textbox', { name: GAME_LINK }).inputValue();
  assert.notEqual(back, first);
  await a.page.goto('about:blank');
  await a.page.goto(back);
  const note = a.page.getByRole('alertdialog', { name: 'Since you last saw this game' });
  await note.waitFor();
  // Results first: the standing now, then what the rules did (the market refilled), then the
  // moves, a line per seat.
  const text = await note.innerText();
  const at = (re) => text.search(re);
  assert.ok(at(/Standing now: /) >= 0 && at(/Dealt to the market: /) > at(/Standing now: /)
    && at(/: Take .* from the market/) > at(/Dealt to the market: /), text);
  // Still one saved game: the link moved the save forward instead of adding another.
  const saves = await a.page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('/save/')).length);
  assert.equal(saves, 1);
});

// src/autosave.rs: a move is on screen before it is written, and written at the latest when
// the page is left.
test('a move is saved once it is drawn, and at once when the page is left', async () => {
  const { page, errors } = await fresh();
  await newGame(page, 2);
  const seen = () => page.evaluate(() => Object.entries(localStorage)
    .filter(([k]) => k.includes('/save/')).map(([, v]) => JSON.parse(v).seen)[0]);
  const before = await seen();
  // In the tap's own task the save is still the old one; after two frames it is the new one.
  const during = await page.evaluate(() => {
    document.querySelector('.actions button.action:not(.first-choice)').click();
    return Object.entries(localStorage).filter(([k]) => k.includes('/save/')).map(([, v]) => JSON.parse(v).seen)[0];
  });
  assert.equal(during, before);
  await page.waitForFunction((n) => Object.entries(localStorage)
    .filter(([k]) => k.includes('/save/')).some(([, v]) => JSON.parse(v).seen === n), before + 1);
  // A move and, in the same task, the page left: written on the way out.
  await page.evaluate(() => document.querySelector('.actions button.action:not(.first-choice)').click());
  await page.goto('about:blank');
  await page.goto(server.url);
  assert.equal(await seen(), before + 2);
  assert.deepEqual(errors, []);
});
