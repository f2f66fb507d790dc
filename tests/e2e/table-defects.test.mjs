// The table as a new player meets it (issue 10 §4): the log shows the newest moves first with a
// line where each round begins; the header keeps its buttons in place when two seats act; the end
// screen fits a phone and names its columns; focus follows the moves, the share dialog and the
// board's chooser take focus and close on Escape; no faint text; Le Havre says "paid" only once
// food is paid, and pays it all in one tap.
// Positions come as links made by the CLI's bots (`smokestack link --moves M`), so each check
// starts where it needs to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN } from './harness.mjs';

const t = table();

// Fantastic Factories, 2 players, seed 7: the market (one seat acts), then the work phase (both).
const FF_MARKET = 'AgFhAJ7_E2ZhbnRhc3RpYy1mYWN0b3JpZXMBPXsicGxheWVycyI6MiwiZGlmZmljdWx0eSI6Ik5vcm1hbCIsInJlZnJlc2hfYWZ0ZXJfcGljayI6dHJ1ZX0AB4WRxc0IAgUEfkuJrw';
const FF_WORK = 'AgFjAJz_E2ZhbnRhc3RpYy1mYWN0b3JpZXMBPXsicGxheWVycyI6MiwiZGlmZmljdWx0eSI6Ik5vcm1hbCIsInJlZnJlc2hfYWZ0ZXJfcGljayI6dHJ1ZX0AB-ec-uUEBAUEBASChlpi';
// Le Havre, 2 players, seed 1: round 1's feeding, seat 1 owes 3 food; and a whole game.
const LH_FEEDING = 'AgFtAJL_CGxlLWhhdnJlAkB7InBsYXllcnMiOjIsInNob3J0IjpmYWxzZSwic3BlY2lhbHMiOiJBbGwiLCJzb2xvX21hcmtldF9jYXAiOjR9AAH0vI7nBBYCAQABAAAAAAICAAAABQQAAAABAAIA4IHEzA';
// Seed 2: round 1's feeding, seat 1 can pay all its food.
const LH_PAYABLE = 'AgFtAJL_CGxlLWhhdnJlAkB7InBsYXllcnMiOjIsInNob3J0IjpmYWxzZSwic3BlY2lhbHMiOiJBbGwiLCJzb2xvX21hcmtldF9jYXAiOjR9AALn7quuDBYCAQABAAIAAAUAAAAEBAABAAIAAAEA-VSmKA';
const LH_OVER = 'AjWQTUrEQBCFq7q6ujM_4NqNi17rRlxlpScZwhCZwcgMySCIeDKP4QU8hiud9zpMAqFT_b1Xr6oZ-rtd9zb24fGjHIfuvR-n0t7flml3GE-lfe6Gqcffsd_ucSxteRqGgsJhOGxeu_GlP2223bG0D5-iP_-_31dfFlRU8ISAj0d8VMJcEokSeHKR5BJZVhIGSFVScpPL08wqXuMy0dHMLkaNUmReG8CPZQ2gWa2MQeKOGm0YykAlts5uanMsYEuqAx3UrCZy6rNYlGhziAzaSEdMBUUzdySZZAHSGc0BJ1lp5ax2qEFdTdWiLmWxpqs4TVOsglB9iCNw5NRR6wVWBZlqhlE217qZhPmyrREIVMbKYqiDRxhGBKM442UuDUYBhpUl95ZlBS061AXNe0yIEaBmEJG_m_31GQ';
// Arkwright, 2 players, seed 3 after six moves: a board three screens tall on a tablet.
const ARK_TALL = 'AkWNuw3CMBBAHUViATZwnTSUWcY67Et8in86m0-EmICSio5FGISKOeigitun9_S2wPOJabKl18Cmn8Bjc28uMjlYkLMcdp00DGORwwguYyeRQTnyVPKKQlTZUqogMe4PS03OCbko0IViqFaOLiqGYKKvJen5L1rCI3oM6-Qq2tf39mk3QohGiMd7eP4A';
const FM_TABLE = 'AgFeAKH_D2ZhY3RvcnktbWFuYWdlcgE6eyJwbGF5ZXJzIjoyLCJmaXJzdF9lbmVyZ3lfemVybyI6ZmFsc2UsImRvdWJsZV9uZXQiOmZhbHNlfQAHyJb5iQUGAwIAAgICC0G-cg';
const AOR_TABLE = 'AgFVAKr_EmFnZS1vZi1yZW5haXNzYW5jZQIpeyJwbGF5ZXJzIjozLCJydWxlcyI6IkxpdmluZyIsImVwb2NocyI6M30AB4LBmJkNBgABAAIBAAIAAQAE1V9PMw';
const FF_OVER = 'Ak2PTU4DMQyFHcfJlB-JBTfIuqzYjcQVuEIVDYmIGGiVSRcVQuIinIGDcAtYcAxwnHZaS4kj-_Pzy3X0L8VPJQ030Q9lnVOY1N2r24x-F_Lk-tule0gxpmE7lp3r3f06P_vRLV0OMYfpceVjCXm1ScOT60vehjfAj_fPH_utDHVEBBZqKDCAkhUAaVRIEqCBuGz55gZDwJiV90ksSGsExAXUkapkZKzhKLgSfQ5tNGKlTU0kILbFs-4xK2C6a8yFsACd9KtxOmEBDSFvYeez7qUoazm4N6D3psBqHu3IoG2y9WMoQMNb7XD4Vpb1DbthP1dwzljzRTMOcxb3qBSc_X39_gM';

const SHOTS = process.env.SHOTS; // a folder: screenshots are taken there when set

/** Opens `code` as a link in `page`, answers "Who are you?" with every seat, passes the curtain. */
async function open(page, code, size = { width: 1280, height: 800 }) {
  await page.setViewportSize(size);
  await page.goto(`${t.site.url}#${code}`);
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  const who = page.getByRole('dialog', { name: 'Who are you?' });
  if (await who.isVisible().catch(() => false)) {
    await who.getByRole('button', { name: 'We all play on this device' }).click();
  }
  await passCurtain(page);
}

/** `open` in any language: "Who are you?" answered by its third button (we all play here). */
async function openInAnyLanguage(page, code) {
  await page.goto(`${t.site.url}#${code}`);
  await page.locator('.table-head').waitFor();
  const who = page.locator('.claim');
  if (await who.isVisible().catch(() => false)) await who.getByRole('button').nth(2).click();
  const ready = page.locator('.curtain button');
  if (await ready.isVisible().catch(() => false)) await ready.click();
}

async function passCurtain(page) {
  const ready = page.getByRole('button', { name: /show my table/ });
  if (await ready.isVisible().catch(() => false)) await ready.click();
}

/** What has focus: its tag, class and text. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return { tag: e?.tagName, cls: e?.className ?? '', text: e?.textContent ?? '', inActions: !!e?.closest('.actions'), inDialog: !!e?.closest('.dialog') };
});

/** Contrast of an element's text against what is behind it, opacity of its ancestors included. */
const contrast = (el) => el.evaluate((e) => {
  const rgb = (s) => (s.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let alpha = 1;
  let bg = null;
  for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
    const cs = getComputedStyle(n);
    alpha *= Number(cs.opacity);
    const b = rgb(cs.backgroundColor);
    if (!bg && (b.length === 3 || b[3] > 0)) bg = b.slice(0, 3);
  }
  bg ??= [255, 255, 255];
  const fg = rgb(getComputedStyle(e).color).slice(0, 3).map((c, i) => alpha * c + (1 - alpha) * bg[i]);
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
});

test('the log shows the newest move first, with a line where each round begins', async () => {
  const { page, errors } = await t.fresh();
  await open(page, LH_FEEDING);
  const lines = page.locator('.log-lines > li:not(.log-round)');
  const values = await lines.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('value'))));
  assert.equal(values.length, 22);
  assert.deepEqual(values, [...values].sort((a, b) => b - a), 'newest first');
  assert.equal(values[0], 22);
  // The newest line is in view without scrolling the log.
  const log = page.locator('.log');
  assert.equal(await log.evaluate((l) => l.scrollTop), 0);
  assert.ok(await lines.first().isVisible());
  // Round 1 has begun: its line is below its first move (the oldest).
  assert.equal(await page.locator('.log-lines > li').last().innerText(), '— Round 1 —');
  // A move: it goes on top.
  const pay = page.getByRole('group', { name: 'Pay', exact: true }).getByRole('button').first();
  await pay.click();
  await page.waitForFunction(() => document.querySelector('.log-lines > li')?.getAttribute('value') === '23');
  // Keep paying until round 2 begins: its line sits between the two rounds' moves.
  for (let i = 0; i < 40 && !(await page.locator('.log-round', { hasText: 'Round 2' }).count()); i++) {
    await passCurtain(page);
    const b = page.locator('.actions button').first();
    if (await b.isVisible().catch(() => false)) await b.click();
    else await page.waitForTimeout(100);
  }
  const rows = await page.locator('.log-lines > li').evaluateAll((ls) => ls.map((l) => l.classList.contains('log-round') ? l.textContent : 'move'));
  const r2 = rows.indexOf('— Round 2 —');
  const r1 = rows.indexOf('— Round 1 —');
  assert.ok(r2 > 0 && r1 > r2 + 1, `round lines in order, newest first: ${rows.join(' | ')}`);
  assert.deepEqual(errors, []);
});

test('the log reads its round lines in Korean and Japanese', async () => {
  for (const [lang, word] of [['한국어', '— 1라운드 —'], ['日本語', '— 第1ラウンド —']]) {
    const { page } = await t.fresh();
    await page.goto(t.site.url);
    await page.getByRole('button', { name: /Settings|설정|設定/ }).click();
    await page.getByRole('button', { name: lang }).click();
    await openInAnyLanguage(page, LH_FEEDING);
    await page.locator('.log-round').first().waitFor();
    assert.equal(await page.locator('.log-round').last().innerText(), word);
  }
});

test('two seats acting do not move the header\'s buttons', async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 800, height: 1280 }, { width: 390, height: 844 }]) {
    const boxes = [];
    for (const code of [FF_MARKET, FF_WORK]) {
      const { page, errors } = await t.fresh();
      await open(page, code, size);
      const acting = await page.getByRole('status', { name: WHOSE_TURN }).innerText();
      const menu = await page.locator('.table-head .menu button').evaluateAll((bs) => bs.map((b) => {
        const r = b.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y), Math.round(r.width)];
      }));
      const head = await page.locator('.table-head').evaluate((h) => Math.round(h.getBoundingClientRect().height));
      boxes.push({ acting, menu, head });
      if (SHOTS && code === FF_WORK) await page.screenshot({ path: `${SHOTS}/table-header-${size.width}x${size.height}.png` });
      assert.deepEqual(errors, []);
    }
    assert.match(boxes[1].acting, /,/, `two seats act: ${boxes[1].acting}`);
    assert.deepEqual(boxes[1].menu, boxes[0].menu, `buttons in place at ${size.width}px`);
    assert.equal(boxes[1].head, boxes[0].head, `header height at ${size.width}px`);
  }
});

test('beside the board, the moves stay in view under the header however far the board is scrolled', async () => {
  // A wide tablet (the header on one row) and a narrower one in Japanese (the menu wraps, so
  // the header is taller): the side column sticks just under the header either way, in every
  // game (Arkwright's board is the tallest; the others once stuck at a fixed 5.2rem).
  const cases = [[ARK_TALL, { width: 1280, height: 800 }, 'en'], [ARK_TALL, { width: 1000, height: 700 }, 'ja'],
    [LH_FEEDING, { width: 1000, height: 700 }, 'ja'], [FM_TABLE, { width: 1000, height: 700 }, 'ja'],
    [AOR_TABLE, { width: 1000, height: 700 }, 'ja'], [FF_WORK, { width: 1000, height: 700 }, 'ja']];
  for (const [code, size, lang] of cases) {
    const { page, errors } = await t.fresh();
    await page.addInitScript((l) => localStorage.setItem('smokestack/v1/setting/lang', l), lang);
    await page.setViewportSize(size);
    await openInAnyLanguage(page, code);
    await page.locator('.actions button.action').first().waitFor();
    const at = () => page.evaluate(() => {
      const box = (q) => document.querySelector(q).getBoundingClientRect();
      return { head: box('.table-head').bottom, side: box('.table-grid > .side').top, move: box('.actions button.action').top,
        moveEnd: box('.actions button.action').bottom, page: document.documentElement.scrollHeight,
        game: document.querySelector('.table-grid').dataset.game };
    });
    const first = await at();
    const where = `${first.game} at ${size.width}px, ${lang}`;
    assert.ok(first.page > size.height + 200, `a board taller than the screen: ${where}`);
    if (code === ARK_TALL) {
      assert.ok(first.page > 2 * size.height, `a board taller than two screens: ${where}`);
      // A player's board scrolled to (the guide, focus) stops under the header too.
      const [margin, head] = await page.evaluate(() => [parseFloat(getComputedStyle(document.querySelector('.ark-player')).scrollMarginTop),
        document.querySelector('.table-head').getBoundingClientRect().height]);
      assert.ok(margin >= head, `a player's board clears the header when scrolled to (${margin} < ${head}): ${where}`);
    }
    // One screen down, then to the bottom of the page. (Parts of the board off screen are laid
    // out when scrolled to, so the page's height settles as it scrolls: the bottom is sought
    // until it stays put.)
    for (const to of ['screen', 'bottom']) {
      await page.evaluate(async ([to, h]) => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        if (to === 'screen') { window.scrollTo(0, h); await frame(); return; }
        for (let last = -1; last !== window.scrollY;) {
          last = window.scrollY;
          window.scrollTo(0, document.documentElement.scrollHeight);
          await frame();
        }
      }, [to, size.height]);
      const a = await at();
      assert.ok(a.side >= a.head - 1, `the side column starts under the header (${a.side} < ${a.head}): ${where}, ${to}`);
      assert.ok(a.move >= a.head && a.moveEnd <= size.height, `a move is in view at the ${to}: ${where} ${JSON.stringify(a)}`);
    }
    assert.deepEqual(errors, []);
  }
  // In one column (a phone), the moves stand in the page's flow as before.
  const { page } = await t.fresh();
  await open(page, ARK_TALL, { width: 390, height: 844 });
  assert.equal(await page.locator('.table-grid > .side').evaluate((e) => getComputedStyle(e).position), 'static');
  // The header, two rows tall on a phone, still sticks: a player's board scrolled to clears it.
  const [margin, head] = await page.evaluate(() => [parseFloat(getComputedStyle(document.querySelector('.ark-player')).scrollMarginTop),
    document.querySelector('.table-head').getBoundingClientRect().height]);
  assert.ok(margin >= head, `on a phone, a player's board clears the header when scrolled to (${margin} < ${head})`);
});

test('the end screen fits a phone and names its columns', async () => {
  for (const code of [LH_OVER, FF_OVER]) {
    const { page, errors } = await t.fresh();
    await open(page, code, { width: 390, height: 844 });
    const end = page.getByRole('region', { name: 'Game over' });
    await end.waitFor();
    for (const name of ['Player', 'Total']) await end.getByRole('columnheader', { name }).waitFor();
    assert.ok(await end.getByRole('columnheader').count() >= 4, 'a heading per score part');
    // Every body cell lines up under a heading.
    const cols = await end.locator('thead th').count();
    for (const n of await end.locator('tbody tr').evaluateAll((rs) => rs.map((r) => r.cells.length))) assert.equal(n, cols);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the page does not scroll sideways (${wide}px)`);
    const box = await end.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the end screen is within the screen');
    assert.deepEqual(errors, []);
  }
});

test('focus follows the moves; the share dialog and the chooser take focus and close on Escape', async () => {
  const { page, errors } = await t.fresh();
  await open(page, LH_FEEDING);
  // After each move the first move of the panel has focus (the seat still acts), never the page.
  for (let i = 0; i < 3; i++) {
    const b = page.locator('.actions button').first();
    await b.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelector('.log-lines > li')?.getAttribute('value') === String(n), 23 + i);
    await passCurtain(page);
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
    const f = await focused(page);
    assert.ok(f.inActions || /turn-banner|waiting/.test(f.cls) || f.tag === 'BUTTON', `focus after move ${i}: ${JSON.stringify(f)}`);
  }
  // The share dialog.
  const share = page.getByRole('button', { name: 'Send turn' });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Send this game' });
  await dialog.waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('.dialog'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await share.evaluate((b) => b === document.activeElement), true, 'focus back on Send turn');
  assert.ok(await page.getByRole('status', { name: WHOSE_TURN }).isVisible(), 'still at the table');

  // The board's chooser (a die in the work phase).
  const ff = await t.fresh();
  await open(ff.page, FF_WORK);
  const die = ff.page.locator('[data-target^="die:"]').first();
  await die.click();
  const chooser = ff.page.getByRole('dialog', { name: 'Choose a move' });
  await chooser.waitFor();
  await ff.page.waitForFunction(() => !!document.activeElement?.closest('.chooser'));
  assert.match(await ff.page.evaluate(() => document.activeElement.textContent), /^Place a/);
  await ff.page.keyboard.press('Escape');
  await chooser.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  assert.deepEqual(ff.errors, []);
});

test('no faint text: empty offer spaces and cards under a stack\'s top read at 4.5:1 or more', async () => {
  const { page } = await t.fresh();
  await open(page, LH_FEEDING);
  const zero = page.locator('.lh-offer.lh-zero').first();
  await zero.waitFor();
  for (const el of [zero.locator('.lh-offer-name'), zero.locator('.lh-offer-count')]) {
    const c = await contrast(el);
    assert.ok(c >= 4.5, `empty offer space text ${c.toFixed(2)}:1`);
  }
  const under = page.locator('.lh-stack .lh-card:not(.lh-top)').first();
  for (const sel of ['.lh-no', '.lh-card-meta', '.lh-val', '.lh-card-text']) {
    const el = under.locator(sel).first();
    if (!(await el.count())) continue;
    const c = await contrast(el);
    assert.ok(c >= 4.5, `${sel} under a stack's top ${c.toFixed(2)}:1`);
  }
});

test('Le Havre: food is "owed" while feeding runs, "paid" after; all of it in one tap', async () => {
  const { page, errors } = await t.fresh();
  await open(page, LH_FEEDING);
  // Seat 1 cannot pay all 3 food with what it holds: no one-tap payment, the rules' steps stay.
  assert.equal(await page.getByRole('button', { name: /^Pay all food with / }).count(), 0);
  await open(page, LH_PAYABLE);
  const report = page.getByRole('status', { name: 'Last round end' });
  // Read as a player reads it, on screen: a board's part off screen is not rendered
  // (content-visibility), and innerText is then empty.
  await report.scrollIntoViewIfNeeded();
  assert.match(await report.innerText(), /food owed: /);
  assert.doesNotMatch(await report.innerText(), /food paid/);
  const all = page.getByRole('button', { name: /^Pay all food with / });
  await all.waitFor();
  const before = Number(await page.locator('.log-lines > li').first().getAttribute('value'));
  await all.click();
  // The other seat pays next, behind the curtain.
  await page.waitForFunction((n) => document.querySelector('.curtain') || Number(document.querySelector('.log-lines > li')?.getAttribute('value')) > n, before);
  await passCurtain(page);
  await page.waitForFunction((n) => Number(document.querySelector('.log-lines > li')?.getAttribute('value')) > n, before);
  // Seat 1's food is paid: no more of its feeding is pending, and the report says so.
  const pending = await page.locator('.pending').innerText().catch(() => '');
  assert.doesNotMatch(pending, /Seat 1.*food for feeding|Player 1.*food for feeding/);
  await report.scrollIntoViewIfNeeded();
  const text = await report.innerText();
  assert.match(text, /\(paid\)|food paid/, text);
  assert.deepEqual(errors, []);
});

test('screenshots of the log, the header and the end screen in three languages', { skip: !SHOTS }, async () => {
  const sizes = [{ width: 1280, height: 800 }, { width: 800, height: 1280 }, { width: 390, height: 844 }];
  for (const [lang, label] of [['en', 'English'], ['ko', '한국어'], ['ja', '日本語']]) {
    for (const size of sizes) {
      for (const [what, code] of [['log', LH_FEEDING], ['header', FF_WORK], ['end', LH_OVER]]) {
        const { page } = await t.fresh();
        await page.setViewportSize(size);
        await page.goto(t.site.url);
        if (lang !== 'en') {
          await page.getByRole('button', { name: 'Settings' }).click();
          await page.getByRole('button', { name: label }).click();
        }
        await openInAnyLanguage(page, code);
        const name = `${SHOTS}/table-${what}-${lang}-${size.width}x${size.height}.png`;
        if (what === 'log') {
          await page.locator('.log').scrollIntoViewIfNeeded();
          await page.screenshot({ path: name });
        } else if (what === 'end') {
          await page.locator('.end').waitFor();
          await page.screenshot({ path: name });
        } else {
          await page.screenshot({ path: name });
        }
      }
    }
  }
});
