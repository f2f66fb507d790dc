// Measures, never asserts: the first load (the files the page fetches until the lobby answers),
// what each game's first opening adds (its part of the wasm and its words), everything the service worker then
// keeps for offline play, and the time to an interactive lobby, in headless Chromium. Sizes are
// of the built files gzipped at level 9. Run after a build: `node tests/e2e/measure.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, browser, DIST } from './harness.mjs';

const GAMES = ['Fantastic Factories', 'Le Havre', 'Factory Manager', 'Arkwright: The Card Game', 'Age of Renaissance'];
const server = await serve(DIST);
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length;
const raw = (f) => fs.statSync(path.join(DIST, f)).size;
const sum = (files, size) => files.reduce((n, f) => n + size(f), 0);
/** The dist files a page fetched (by name), since `since`. */
const fetched = (log, since = 0) => [...new Set(log.slice(since))].filter((f) => fs.existsSync(path.join(DIST, f)));

const times = [];
let first = [];
const parts = [];
for (let i = 0; i < 5; i++) {
  const { context, close } = await browser();
  const page = context.pages()[0] ?? await context.newPage();
  const log = [];
  // By path from the site's top (a locale file is in `locales/<lang>/`).
  page.on('response', (r) => { const f = new URL(r.url()).pathname.slice(1); log.push(f || 'index.html'); });
  const t0 = Date.now();
  await page.goto(server.url);
  await page.locator('[data-new="Fantastic Factories"]').waitFor();
  times.push(Date.now() - t0);
  if (i === 0) {
    first = fetched(log);
    // Each game's first opening: its new-game form, which needs its code.
    for (const game of GAMES) {
      const since = log.length;
      await page.locator(`[data-new="${game}"]`).click();
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      await page.waitForLoadState('networkidle');
      parts.push([game, fetched(log, since).filter((f) => /\.(wasm|txt)$/.test(f))]);
      await page.getByRole('button', { name: 'Back' }).click();
    }
  }
  await close();
}
times.sort((a, b) => a - b);
for (const f of first) console.log(`${f}: ${raw(f)} bytes, ${gz(f)} gzipped`);
console.log(`first load: ${sum(first, raw)} bytes, ${sum(first, gz)} gzipped (${first.length} files, until the lobby answers)`);
for (const [game, files] of parts) {
  const words = files.filter((f) => f.endsWith('.txt'));
  console.log(`${game}, first opened: +${sum(files, gz)} gzipped (${files.length - words.length} parts of the wasm, and its words: ${sum(words, gz)})`);
}
const all = fs.readdirSync(DIST, { recursive: true }).filter((f) => /\.(wasm|js|css|html|txt)$/.test(f) && f !== 'sw.js');
console.log(`every file the service worker keeps for offline play: ${sum(all, raw)} bytes, ${sum(all, gz)} gzipped`);
console.log(`time to interactive lobby: median ${times[2]} ms (min ${times[0]}, max ${times[4]}) over 5 cold profiles`);
await server.close();
