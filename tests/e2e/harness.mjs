// Shared pieces of the browser tests: a static server for dist/ and Debian's Chromium.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { before, after } from 'node:test';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png',
};

/** Accessible names the tests find in any of the three languages (locales/<lang>/app.txt). */
export const WHOSE_TURN = /^(Whose turn|차례인 플레이어|手番のプレイヤー)$/;
export const SEED = /^(Seed|시드|シード)$/;
export const GAME_LINK = /^(Game link|게임 링크|ゲームのリンク)$/;

/** Serves `root` on 127.0.0.1 (a free port), index.html for unknown paths. */
export async function serve(root) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }) };
}

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A browser with a profile of its own (a fresh person, unless `dir` is reused). */
export async function browser(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smokestack-e2e-'))) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(20000);
  // `close` ends the browser and removes its profile (for a tool outside `table()`, whose own
  // hooks do both): a run's left profiles once filled /tmp.
  const close = async () => {
    await context.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  return { context, dir, close };
}

// DISTDIR=<dir> tests another build (a helper's own, beside the main one).
export const DIST = process.env.DISTDIR ? path.resolve(process.env.DISTDIR) : path.resolve(import.meta.dirname, '../../dist');

/**
 * What every test file needs, with its hooks registered: the app served from dist/, and fresh
 * browsers (a person each, with a profile of its own unless `dir` is reused) that are closed
 * and removed after the file's tests. Page errors are collected in `errors`.
 */
export function table() {
  const t = { server: null, open: [], profiles: [] };
  before(async () => { t.server = await serve(DIST); });
  after(async () => {
    for (const c of t.open) await c.close().catch(() => {});
    await t.server?.close();
    for (const d of t.profiles) fs.rmSync(d, { recursive: true, force: true });
  });
  // The first-game guide is switched off for the tests, which play many first games; the
  // guide's own test asks for it (`{ guide: true }`).
  t.fresh = async (dir, { guide = false } = {}) => {
    const b = await browser(dir);
    if (!guide) {
      await b.context.addInitScript(() => {
        try { localStorage.setItem('smokestack/v1/setting/guide', 'off'); } catch { /* no storage */ }
      });
    }
    t.open.push(b.context);
    t.profiles.push(b.dir);
    const page = b.context.pages()[0] ?? await b.context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { ...b, page, errors };
  };
  // `server.url` as the files used it before.
  t.site = { get url() { return t.server.url; } };
  return t;
}

/** Fantastic Factories for two by link, seed 7: Ann at this device, Bob elsewhere. */
export async function ffByLink(page, url) {
  await page.goto(url);
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator('[data-players=\"2\"]').click();
  for (const [i, [name, kind]] of [['Ann', 'human'], ['Bob', 'link']].entries()) {
    await page.locator(`[data-seat-name=\"${i + 1}\"]`).fill(name);
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

/** Fantastic Factories' cheapest turn: a blueprint from the market, end the phase, else the
 *  first thing the rules ask, until the game waits for someone elsewhere. */
export async function playUntilAway(page) {
  const visible = (l) => l.isVisible().catch(() => false);
  const moves = page.getByRole('region', { name: 'Your moves' });
  for (let i = 0; i < 40; i += 1) {
    if (await visible(page.locator('.send-panel:not(.together)'))) return;
    for (const b of [moves.getByRole('button', { name: /^Take .* from the market/ }).first(),
      moves.locator('.done-btn').first(), moves.locator('.action').first()]) {
      if (await visible(b)) { await b.click(); break; }
    }
  }
  throw new Error('the game never went to the other device');
}

/** Asserts that the log comes to say `re`. The log follows the board a frame behind, and a round's
 *  header may arrive before the move's own line, so a grown line count is not enough. */
export async function logShows(page, re, timeout = 5000) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.log-lines')?.innerText ?? ''),
    re.source, { timeout }).catch(() => {});
  const text = await page.locator('.log-lines').innerText();
  if (!re.test(text)) throw new Error(`the log never said ${re}; it says:\n${text.split('\n').slice(-8).join('\n')}`);
}

/** The lobby at `url`; a table the app opens again (the one left open) is left by the menu's
 *  last button. */
export async function toLobby(page, url) {
  await page.goto(url);
  await page.locator('.game-card, .table-head').first().waitFor();
  if (await page.locator('.table-head').count()) await page.locator('.table-head .menu button').last().click();
  await page.locator('.game-card').first().waitFor();
}

/** From the lobby, a new game of `name` with a seat of each of `kinds` ('human', 'heuristic',
 *  'link'…), dealt from `seed` where given; `form` runs on the filled form before the start.
 *  Language-neutral: the form's controls are found by their data attributes. */
export async function newTable(page, name, kinds, { seed, form } = {}) {
  await page.locator(`[data-new="${name}"]`).click();
  await page.locator(`[data-players="${kinds.length}"]`).click();
  for (const [i, kind] of kinds.entries()) await page.locator(`[data-seat-kind="${i + 1}"]`).selectOption(kind);
  if (seed !== undefined) await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  if (form) await form();
  await page.locator('.new-game button.primary').click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}
