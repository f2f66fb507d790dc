// Measures, never asserts (issue 10/14 figures; a benchmark, not a test): at 4× CPU throttle in
// headless Chromium, the time from a tap on a move to the next painted frame over 30 moves per
// game, and the main thread's long tasks (> 50 ms) while bots play. Run after a build:
// `node tests/e2e/perf.mjs` (MOVES=30 THROTTLE=4 BOT=search:ms=1500 GAMES="Le Havre,..." to
// change). The first-game guide is off (it is measured with the table it explains, not here),
// and the page's clock starts at a fixed time, so that the bots (seeded from it) play the same
// game on every run and two builds can be compared.
import { serve, browser, DIST } from './harness.mjs';

const MOVES = Number(process.env.MOVES ?? 30);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const BOT = process.env.BOT ?? 'search:ms=1500';
const GAMES = (process.env.GAMES ?? 'Fantastic Factories,Le Havre,Factory Manager,Arkwright: The Card Game,Age of Renaissance').split(',');
// Age of Renaissance seats 3 to 6.
const seats = (game, kinds) => (game === 'Age of Renaissance' ? [...kinds, 'heuristic'] : kinds);
const server = await serve(DIST);

async function open(kinds, game) {
  const { context } = await browser();
  const page = context.pages()[0] ?? await context.newPage();
  await page.addInitScript(() => { let t = 1700000000000; Date.now = () => (t += 1); });
  await page.goto(server.url);
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/guide', 'off'));
  await page.goto(server.url);
  await page.getByRole('button', { name: `New game of ${game}` }).click();
  await page.getByRole('button', { name: `${kinds.length} players` }).click();
  for (const [i, kind] of kinds.entries()) {
    await page.getByRole('combobox', { name: `Seat ${i + 1} player` }).selectOption(kind);
  }
  await page.getByRole('textbox', { name: 'Seed' }).fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: 'Whose turn' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask' });
  });
  return { context, page };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms over ${s.length}` : 'none';
};

// Tap to painted frame: the click, the app's work, the frame; then the next frame's end.
const tap = (page) => page.evaluate(() => new Promise((done) => {
  const b = document.querySelector('.actions button.action:not(.first-choice)');
  if (!b) { done(null); return; }
  const t0 = performance.now();
  b.click();
  requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
}));

// The browser's own counters over the taps: time in script, style and layout.
const metrics = async (cdp) => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

for (const game of GAMES) {
  const { context, page } = await open(seats(game, ['human', 'heuristic']), game);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await metrics(cdp);
  const times = [];
  for (let i = 0; times.length < MOVES && i < MOVES * 20; i++) {
    const t = await tap(page);
    if (t !== null) times.push(t);
    // Moves behind a first choice (Factory Manager's bids, Age of Renaissance's cards): open
    // it, untimed; the move it opens is the next tap.
    else if (!(await page.locator('.actions button.first-choice').first().click({ timeout: 300 }).then(() => true).catch(() => false))) {
      await page.waitForTimeout(300);
    }
  }
  const after = await metrics(cdp);
  const ms = (k) => `${((after[k] - before[k]) * 1000 / Math.max(times.length, 1)).toFixed(1)} ms`;
  const long = await page.evaluate(() => window.__long);
  console.log(`${game}: tap to painted frame ${stats(times)}; long tasks ${stats(long)}; a tap's script ${ms('ScriptDuration')}, style ${ms('RecalcStyleDuration')}, layout ${ms('LayoutDuration')} (with the bots' moves between)`);
  await context.close();
}

for (const game of GAMES) {
  const { context, page } = await open(seats(game, [BOT, 'heuristic']), game);
  const count = () => page.locator('.log-lines li').count();
  const t0 = Date.now();
  while ((await count()) < 12 && Date.now() - t0 < 120000) await page.waitForTimeout(500);
  const long = await page.evaluate(() => window.__long);
  console.log(`${game}, bots only (${BOT} and heuristic): ${await count()} log lines in ${((Date.now() - t0) / 1000).toFixed(0)} s; main-thread long tasks ${stats(long)}`);
  await context.close();
}
await server.close();
