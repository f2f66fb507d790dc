import { serve, browser, DIST } from './harness.mjs';
const server = await serve(DIST);
const out = '/tmp/shots';
const games = [['Arkwright: The Card Game', 2, 'ark'], ['Age of Renaissance', 3, 'aor'], ['Factory Manager', 3, 'fm']];
for (const lang of ['en', 'ko', 'ja']) {
  for (const [name, players, tag] of games) {
    const b = await browser();
    await b.context.addInitScript((l) => { localStorage.setItem('smokestack/v1/setting/lang', l); localStorage.setItem('smokestack/v1/setting/guide', 'off'); localStorage.setItem('smokestack/v1/setting/pace', '30'); }, lang);
    const page = b.context.pages()[0] ?? await b.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await page.locator(`[data-new="${name}"]`).click();
    await page.locator(`[data-players="${players}"]`).click();
    for (let i = 1; i < players; i++) await page.locator(`[data-seat-kind="${i + 1}"]`).selectOption('heuristic');
    await page.locator(`[data-seat-kind="1"]`).selectOption('heuristic');
    await page.getByRole('textbox', { name: 'Seed' }).fill('5');
    await page.locator('.new-game button.primary').click();
    // Until round 2 is under way.
    await page.waitForFunction(() => /(^|\n)(End of round 1|1라운드 종료|ラウンド1終了)/.test(document.querySelector('.log-lines')?.innerText ?? ''), null, { timeout: 120000 }).catch(() => {});
    await page.waitForTimeout(1500);
    for (const [w, h, size] of [[1280, 800, 'wide'], [800, 1280, 'tablet'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${tag}-${lang}-${size}.png` });
      await page.locator('.log').screenshot({ path: `${out}/${tag}-${lang}-${size}-log.png` }).catch(() => {});
    }
    await b.context.close();
  }
}
await server.close();
