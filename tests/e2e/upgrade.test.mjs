// Games in progress survive every release (issue 41): a page open when a new release comes
// keeps its own files, is told at a quiet moment that a new version is ready, and reloads onto
// the same table; after the update every game opens offline; a page opened on a network that
// does not answer gets the cached shell within about 3 s.
//
// One build (dist/) is served first; the second release is the same build with every hashed
// name renamed (and its references in the page, the loader, the scripts and the service
// worker's list rewritten), a new release version, and its games' English words marked, served
// at the same address in its place. The server has only the files of the release it serves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import crypto from 'node:crypto';
import { browser, DIST as BUILT, WHOSE_TURN, SEED } from './harness.mjs';

// The build to test (dist/, or another folder: SMOKESTACK_DIST).
const DIST = process.env.SMOKESTACK_DIST ? path.resolve(process.env.SMOKESTACK_DIST) : BUILT;

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain; charset=utf-8',
};

/** A static server whose folder can be switched (`site.root`), and whose pages can be made to
 *  hang (`site.hang`: a navigation is never answered, as on a network that gives nothing). */
async function switchable(root) {
  const site = { root, hang: false, held: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = url.pathname === '/' || url.pathname === '/index.html';
    if (page && site.hang) {
      site.held.push(res);
      return;
    }
    const file = path.join(site.root, page ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(site.root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  site.url = `http://127.0.0.1:${server.address().port}/`;
  site.close = () => new Promise((ok) => {
    for (const r of site.held) r.destroy();
    server.closeAllConnections?.();
    server.close(ok);
  });
  return site;
}

const MARK = ' (B2)';
const release = (dir) => /const VERSION = "([0-9a-f]{16})"/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'))[1];

/** dist/ as a second release: every hashed name and the release version renamed throughout,
 *  and each game's English words marked, so that a page shows which release's words it has. */
function secondRelease(from, to) {
  fs.cpSync(from, to, { recursive: true });
  const renames = new Map();
  const rename = (h) => {
    if (!renames.has(h)) renames.set(h, crypto.createHash('sha256').update(`b2:${h}`).digest('hex').slice(0, 16));
    return renames.get(h);
  };
  rename(release(to));
  for (const name of fs.readdirSync(to)) {
    const m = /-([0-9a-f]{16})(_bg)?\.(wasm|js|css)$/.exec(name);
    if (!m) continue;
    fs.renameSync(path.join(to, name), path.join(to, name.replace(m[1], rename(m[1]))));
  }
  assert.ok(renames.size > 10, `hashed files renamed: ${renames.size}`);
  for (const name of fs.readdirSync(to)) {
    if (!/\.(html|js|css)$/.test(name)) continue;
    const file = path.join(to, name);
    let text = fs.readFileSync(file, 'utf8');
    for (const [a, b] of renames) text = text.replaceAll(a, b);
    fs.writeFileSync(file, text);
  }
  const words = path.join(to, 'locales/en');
  for (const name of fs.readdirSync(words)) {
    if (name === 'app.txt') continue;
    const file = path.join(words, name);
    const text = fs.readFileSync(file, 'utf8').split('\n')
      .map((l) => (/^[a-z][\w.-]* = ./.test(l) && !l.endsWith('\\') ? l + MARK : l)).join('\n');
    fs.writeFileSync(file, text);
  }
  return renames;
}

const GAMES = [
  ['Fantastic Factories', '.ff-board'], ['Le Havre', '.lh-board'], ['Factory Manager', '.fm-board'],
  ['Arkwright: The Card Game', '.ark-board'], ['Age of Renaissance', '.aor-board'],
];

let site;
let second;
let first;
let b2;
const open = [];
const profiles = [];

before(async () => {
  first = release(DIST);
  b2 = fs.mkdtempSync(path.join(os.tmpdir(), 'smokestack-b2-'));
  secondRelease(DIST, b2);
  second = release(b2);
  site = await switchable(DIST);
});

after(async () => {
  for (const c of open) await c.close().catch(() => {});
  await site?.close();
  for (const d of [b2, ...profiles]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

async function person() {
  const b = await browser();
  await b.context.addInitScript(() => {
    try { localStorage.setItem('smokestack/v1/setting/guide', 'off'); } catch { /* no storage */ }
  });
  open.push(b.context);
  profiles.push(b.dir);
  return b.context;
}

async function watch(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

const build = (page) => page.evaluate(() => document.querySelector('meta[name=smokestack-build]')?.content);
const lobby = (page) => page.locator('[data-new="Fantastic Factories"]').waitFor();
const banner = (page) => page.locator('.update-banner');

/** Starts a new game of `name` from the lobby with the form's defaults; its board shows. */
async function startGame(page, name, board) {
  await page.getByRole('button', { name: `New game of ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator(board).waitFor({ state: 'attached' });
}

test('an open page keeps its release, is told of the new one, and reloads onto the same table', async () => {
  const context = await person();
  const page = await watch(context);
  await page.goto(site.url);
  await lobby(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.equal(await build(page), first);

  // A solo game with a move made: the save exists.
  await page.locator('[data-new="Fantastic Factories"]').click();
  await page.locator('[data-players=\"1\"]').click();
  await page.getByRole('textbox', { name: SEED }).fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  const take = page.getByRole('button', { name: /^Take .* from the market/ }).first();
  const taken = (await take.innerText()).trim();
  await take.click();
  await page.locator('.log-lines li').filter({ hasText: taken }).waitFor();
  const saved = await page.evaluate(() => sessionStorage.getItem('smokestack/v1/open-table'));
  assert.ok(saved, 'the table is remembered for a reload');
  const save = () => page.evaluate((id) => localStorage.getItem(`smokestack/v1/save/${id}`), saved);
  await page.waitForFunction((id) => JSON.parse(localStorage.getItem(`smokestack/v1/save/${id}`) ?? '{}').meta?.actions === 1, saved);
  const savedGame = await save();

  // A second page of the same release, in the lobby, that has loaded no game.
  const other = await watch(context);
  await other.goto(site.url);
  await lobby(other);

  // The new release is published: the server has only its files now.
  site.root = b2;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true));
  await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null), null, { polling: 200 });

  // (b) The notice, in the lobby at once ("Later" puts it away for that page).
  await banner(other).getByRole('button', { name: 'Reload' }).waitFor({ timeout: 10000 });
  await banner(other).getByRole('button', { name: 'Later' }).click();
  await banner(other).waitFor({ state: 'detached' });

  // (a) The open page still opens a game it had not loaded: the old files, from the old cache,
  // the game's words its own release's.
  await startGame(other, 'Le Havre', '.lh-board');
  assert.doesNotMatch(await other.locator('main').innerText(), /\(B2\)/);

  // (b) At the table the notice waits until the table has been left alone a while.
  await banner(page).waitFor({ timeout: 15000 });
  assert.match(await banner(page).innerText(), /A new version is ready/);
  const box = await banner(page).getByRole('button', { name: 'Reload' }).boundingBox();
  assert.ok(box.height >= 44, `the Reload button is big enough to tap: ${box.height}px`);

  // (c) Reload: the same table and its save, on the new release.
  await banner(page).getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction((v) => document.querySelector('meta[name=smokestack-build]')?.content === v, second, { timeout: 20000 });
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  // The same move in the log, in the new release's (marked) words.
  await page.locator('.log-lines li').filter({ hasText: 'Take' }).first().waitFor();
  assert.ok((await page.locator('.log-lines').innerText()).replaceAll(MARK, '').includes(taken));
  assert.equal(await save(), savedGame);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('smokestack/v1/open-table')), saved);

  // (a) again, now that the new release's worker is in charge: the page of the old release
  // opens another game it had not loaded, from the old release's cache.
  await other.getByRole('button', { name: 'Leave', exact: true }).click();
  await startGame(other, 'Factory Manager', '.fm-board');
  assert.equal(await build(other), first);
  assert.doesNotMatch(await other.locator('main').innerText(), /\(B2\)/);
  // The new release's page has the new release's words.
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await startGame(page, 'Factory Manager', '.fm-board');
  assert.match(await page.locator('main').innerText(), /\(B2\)/);
  const caches = () => page.evaluate(() => caches.keys());
  assert.ok((await caches()).includes(`smokestack-${first}`), 'the old release stays while a page of it is open');

  // Once no page of the old release is open, its cache goes (at the next page's hello).
  assert.deepEqual(other.errors, []);
  await other.close();
  await page.reload();
  await page.locator('.fm-board').waitFor({ state: 'attached' });
  await page.waitForFunction((v) => caches.keys().then((k) => !k.includes(`smokestack-${v}`)), first, { polling: 200, timeout: 10000 });

  // (d) Offline after the update: every game opens, each from the lobby.
  await context.setOffline(true);
  await page.evaluate(() => sessionStorage.removeItem('smokestack/v1/open-table'));
  await page.reload();
  await lobby(page);
  assert.equal(await build(page), second);
  for (const [name, board] of GAMES) {
    await startGame(page, name, board);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await lobby(page);
  }
  await context.setOffline(false);
  assert.deepEqual(page.errors, []);
});

test('a link made by a newer release updates the app and opens again on the new release', async () => {
  site.root = DIST;
  const context = await person();
  const page = await watch(context);
  await page.goto(site.url);
  await lobby(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  site.root = b2;
  // A code in a format newer than any this app reads (its first byte, 10).
  await page.evaluate(() => { location.hash = 'Cg'; });
  await page.waitForFunction((v) => document.querySelector('meta[name=smokestack-build]')?.content === v, second, { timeout: 20000 });
  // The link came along: the new release read it too (and, newer than it as well, says so).
  const note = page.getByRole('alertdialog');
  await note.waitFor();
  assert.match(await note.innerText(), /newer version/);
  await page.waitForTimeout(1500);
  assert.equal(await build(page), second, 'no further reload');
  assert.deepEqual(page.errors, []);
});

test('a page opened on a network that never answers gets the cached shell within about 3 s', async () => {
  site.root = b2;
  const context = await person();
  const page = await watch(context);
  await page.goto(site.url);
  await lobby(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  site.hang = true;
  try {
    const start = Date.now();
    await page.reload({ waitUntil: 'commit', timeout: 15000 });
    await lobby(page);
    const took = Date.now() - start;
    assert.ok(took < 6000, `the shell came after ${took} ms`);
    assert.ok(took >= 2500, `the network was waited for first: ${took} ms`);
  } finally {
    site.hang = false;
  }
  assert.deepEqual(page.errors, []);
});
