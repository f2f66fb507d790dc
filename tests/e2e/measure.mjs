// Measures, never asserts: first-load bytes and the time to an interactive lobby in headless
// Chromium. Run after a build: `node tests/e2e/measure.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, browser, DIST } from './harness.mjs';

const server = await serve(DIST);
const times = [];
for (let i = 0; i < 5; i++) {
  const { context } = await browser();
  const page = context.pages()[0] ?? await context.newPage();
  const t0 = Date.now();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'New game of Fantastic Factories' }).waitFor();
  times.push(Date.now() - t0);
  await context.close();
}
times.sort((a, b) => a - b);
const first = fs.readdirSync(DIST).filter((f) => /\.(wasm|js|css|html)$/.test(f) && f !== 'sw.js');
let raw = 0, gz = 0;
for (const f of first) {
  const b = fs.readFileSync(path.join(DIST, f));
  raw += b.length; gz += zlib.gzipSync(b, { level: 9 }).length;
  console.log(`${f}: ${b.length} bytes, ${zlib.gzipSync(b, { level: 9 }).length} gzipped`);
}
console.log(`first load: ${raw} bytes, ${gz} gzipped`);
console.log(`time to interactive lobby: median ${times[2]} ms (min ${times[0]}, max ${times[4]}) over 5 cold profiles`);
await server.close();
