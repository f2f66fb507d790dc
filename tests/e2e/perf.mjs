// Measures, never asserts (issue 10/14 figures; a benchmark, not a test): at 4× CPU throttle in
// headless Chromium, the time from a tap on a move to the next painted frame over 30 moves per
// game, and the main thread's long tasks (> 50 ms) while bots play. Run after a build:
// `node tests/e2e/perf.mjs` (MOVES=30 THROTTLE=4 BOT=search:ms=1500 BOT_LINES=30 GAMES="Le Havre,..." RUNS=1
// to change; SLOWEST=5 names the slowest taps; CSS='…' adds a style sheet, to weigh a rule before writing it; RUNS=3 plays each game's taps three times, on a fresh page each, since this
// machine's speed drifts by a fifth between runs of one build). Each tap is traced: where its
// time went (script, style, layout, paint), counted from the tap to the end of its frame's
// paint, so the bots' moves between taps are not in it. The first-game guide is off (it is measured with the table it explains, not here),
// and the page's clock starts at a fixed time, so that the bots (seeded from it) play the same
// game on every run and two builds can be compared. It also times the hint ("What would the bot
// do?") from its tap to its list.
import { serve, browser, DIST, WHOSE_TURN, SEED } from './harness.mjs';

const MOVES = Number(process.env.MOVES ?? 30);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const BOT = process.env.BOT ?? 'search:ms=1500';
const RUNS = Number(process.env.RUNS ?? 1);
// Log lines to wait for while only bots play (their moves and their long tasks).
const BOT_LINES = Number(process.env.BOT_LINES ?? 30);
const GAMES = (process.env.GAMES ?? 'Fantastic Factories,Le Havre,Factory Manager,Arkwright: The Card Game,Age of Renaissance').split(',');
// Age of Renaissance seats 3 to 6.
const seats = (game, kinds) => (game === 'Age of Renaissance' ? [...kinds, 'heuristic'] : kinds);
// DISTDIR=<dir> times another build (two builds compared turn about, as the machine drifts).
const server = await serve(process.env.DISTDIR ?? DIST);

async function open(kinds, game) {
  const { context, close } = await browser();
  const page = context.pages()[0] ?? await context.newPage();
  await page.addInitScript(() => { let t = 1700000000000; Date.now = () => (t += 1); });
  await page.goto(server.url);
  await page.evaluate(() => localStorage.setItem('smokestack/v1/setting/guide', 'off'));
  await page.goto(server.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${kinds.length}\"]`).click();
  for (const [i, kind] of kinds.entries()) {
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask' });
  });
  return { context, page, close };
}

// A trace of the page from now: `stop()` ends it and gives its events.
async function trace(context, page, categories) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return { stop: async () => { await cdp.send('Tracing.end'); await complete; return events; } };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) => (xs.length ? `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms over ${xs.length}` : 'none');

// Tap to painted frame: the click, the app's work, the frame; then the first task after it.
const tap = (page) => page.evaluate(() => new Promise((done) => {
  const b = document.querySelector('.actions button.action:not(.first-choice)');
  if (!b) { done(null); return; }
  const words = b.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
  // The frame callback is asked for before the click, so that its task is the first after
  // the frame: work the app puts after the paint (outlines, the log's line, the save) is not
  // counted, whether the app asked for its own frame callback before or after this one.
  requestAnimationFrame(() => setTimeout(() => { performance.mark('tap-end'); done({ ms: performance.now() - t0, words }); }, 0));
  performance.mark('tap-start');
  const t0 = performance.now();
  b.click();
}));

// The renderer's main-thread trace events inside each tap's window (from its click to the next
// task after its frame), summed per kind: a kind's time per tap, and the time from the click to
// the end of the frame's paint. Script includes the style and layout it forces.
const PHASES = { script: ['FunctionCall', 'EvaluateScript', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'MinorGC', 'MajorGC'], style: ['UpdateLayoutTree'], layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'] };
function phases(events) {
  const main = events.find((e) => e.name === 'tap-start')?.tid;
  const starts = events.filter((e) => e.name === 'tap-start').map((e) => e.ts).sort((a, b) => a - b);
  const ends = events.filter((e) => e.name === 'tap-end').map((e) => e.ts).sort((a, b) => a - b);
  const spans = events.filter((e) => e.ph === 'X' && e.tid === main && e.dur).sort((x, y) => x.ts - y.ts);
  const sum = Object.fromEntries(Object.keys(PHASES).map((k) => [k, 0]));
  const toPaint = [];
  for (const a of starts) {
    const b = ends.find((x) => x > a);
    if (b === undefined) continue;
    let painted = a;
    // A kind's events inside one of its own (a script calling script) are counted once.
    const until = {};
    for (const e of spans) {
      if (e.ts < a || e.ts > b) continue;
      for (const [k, names] of Object.entries(PHASES)) {
        if (!names.includes(e.name) || e.ts < (until[k] ?? 0)) continue;
        sum[k] += e.dur / 1000;
        until[k] = e.ts + e.dur;
      }
      if (PHASES.paint.includes(e.name)) painted = Math.max(painted, e.ts + e.dur);
    }
    toPaint.push((painted - a) / 1000);
  }
  const n = Math.max(toPaint.length, 1);
  const per = Object.entries(sum).map(([k, v]) => `${k} ${(v / n).toFixed(1)} ms`).join(', ');
  return { toPaint, per };
}

// BOTS_ONLY=1 times only the bots' moves (the last part).
for (const game of process.env.BOTS_ONLY ? [] : GAMES) {
  const medians = [];
  const all = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page, close } = await open(seats(game, ['human', 'heuristic']), game);
    const traced = await trace(context, page, 'devtools.timeline,blink.user_timing');
    const times = [];
    const taps = [];
    for (let i = 0; times.length < MOVES && i < MOVES * 20; i++) {
      const t = await tap(page);
      if (t !== null) {
        times.push(t.ms);
        taps.push({ ...t, n: times.length });
      }
      // Moves behind a first choice (Factory Manager's bids, Age of Renaissance's cards): open
      // it, untimed; the move it opens is the next tap.
      else if (!(await page.locator('.actions button.first-choice').first().click({ timeout: 300 }).then(() => true).catch(() => false))) {
        await page.waitForTimeout(300);
      }
    }
    const { toPaint, per } = phases(await traced.stop());
    const long = await page.evaluate(() => window.__long);
    medians.push(median(times));
    all.push(...times);
    console.log(`${game}${RUNS > 1 ? ` (run ${run + 1})` : ''}: tap to painted frame ${stats(times)}; to the end of the frame's paint: median ${median(toPaint).toFixed(1)} ms; per tap: ${per}; long tasks ${stats(long)} (the taps' own and the bots' moves between them)`);
    // SLOWEST=N names the N slowest taps (their place in the run and their move's words).
    const slowest = [...taps].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST ?? 0));
    for (const t of slowest) console.log(`  slow: tap ${t.n}, ${t.ms.toFixed(1)} ms: ${t.words}`);
    await close();
  }
  if (RUNS > 1) console.log(`${game}: the runs' medians ${medians.map((m) => m.toFixed(1)).join(', ')} ms; all ${all.length} taps: ${stats(all)}`);
}

// TAPS_ONLY=1 stops here (when only the taps are compared).
if (process.env.TAPS_ONLY) { await server.close(); process.exit(0); }

// "What would the bot do?" at the same throttle: from the tap to the list of the search's
// favourite moves (the search thinks for 1 s in the worker).
for (const game of process.env.BOTS_ONLY ? [] : GAMES) {
  const { context, page, close } = await open(seats(game, ['human', 'heuristic']), game);
  await page.locator('.actions').waitFor();
  const t0 = Date.now();
  await page.getByRole('button', { name: 'What would the bot do?' }).click();
  await page.getByRole('region', { name: 'The bot would play' }).waitFor({ timeout: 30000 });
  console.log(`${game}, the hint: shown ${((Date.now() - t0) / 1000).toFixed(2)} s after the tap, at ${THROTTLE}x throttle`);
  await close();
}

// While bots play, the longest main-thread tasks from a trace as well as the long tasks the
// page sees: "none over 50 ms" alone does not say how close the longest came.
for (const game of GAMES) {
  const { context, page, close } = await open(seats(game, [BOT, 'heuristic']), game);
  // Tasks (RunTask) are in the detailed timeline category only.
  const traced = await trace(context, page, 'devtools.timeline,disabled-by-default-devtools.timeline');
  // Long tasks counted from here: starting the trace is a long task of its own.
  await page.evaluate(() => { window.__long = []; });
  const count = () => page.locator('.log-lines li').count();
  const t0 = Date.now();
  while ((await count()) < BOT_LINES && Date.now() - t0 < 240000) await page.waitForTimeout(500);
  const events = await traced.stop();
  const long = await page.evaluate(() => window.__long);
  // The page's main thread: the one that lays it out.
  const main = events.find((e) => e.name === 'Layout')?.tid;
  const tasks = events.filter((e) => e.tid === main && e.name === 'RunTask' && e.ph === 'X').map((e) => e.dur / 1000).sort((a, b) => b - a);
  console.log(`${game}, bots only (${BOT} and heuristic): ${await count()} log lines in ${((Date.now() - t0) / 1000).toFixed(0)} s; main-thread long tasks ${stats(long)}; `
    + `longest tasks ${tasks.slice(0, 3).map((d) => d.toFixed(1)).join(', ')} ms, ${tasks.filter((d) => d > 30).length} over 30 ms of ${tasks.length}`);
  await close();
}
await server.close();
