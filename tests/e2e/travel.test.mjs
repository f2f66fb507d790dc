// Links that travel (issue 15, part 5): the link as a QR code drawn in the page (read back with
// jsQR, as a phone's camera would), the share sheet where the browser has one and the clipboard
// where it has not, and a table password that locks the link: a wrong password says so and
// loses nothing; the right one opens the game, and every later link of that table is locked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { table, ffByLink, playUntilAway, WHOSE_TURN, GAME_LINK } from './harness.mjs';

const t = table();
const site = t.site;
const PASSWORD = 'tulip 42';

/** The QR code on the page, drawn into a canvas and read by jsQR. */
async function readQr(page) {
  const svg = page.locator('svg.qr-code').first();
  await svg.waitFor();
  const { w, data } = await svg.evaluate(async (el) => {
    const w = 4 * el.viewBox.baseVal.width;
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(el));
    await img.decode();
    const c = document.createElement('canvas');
    c.width = c.height = w;
    const g = c.getContext('2d');
    g.imageSmoothingEnabled = false;
    g.drawImage(img, 0, 0, w, w);
    return { w, data: Array.from(g.getImageData(0, 0, w, w).data) };
  });
  return jsQR(new Uint8ClampedArray(data), w, w)?.data ?? null;
}

const codeOf = (link) => link.split('#')[1];

test('a QR code of the link, drawn in the page, reads back as the link', async () => {
  const a = await t.fresh();
  await ffByLink(a.page, site.url);
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Send this game' });
  const link = await dialog.getByRole('textbox', { name: GAME_LINK }).inputValue();
  await dialog.getByRole('button', { name: 'QR code' }).click();
  assert.equal(await readQr(a.page), link);
  assert.equal(await dialog.getByRole('button', { name: 'Hide QR code' }).getAttribute('aria-expanded'), 'true');
  assert.deepEqual(a.errors, []);
});

test('the share sheet gets the link where the browser has one, the clipboard where not', async () => {
  const a = await t.fresh();
  await a.context.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (d) => { window.__shared.push(d); };
  });
  await ffByLink(a.page, site.url);
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Send this game' });
  const link = await dialog.getByRole('textbox', { name: GAME_LINK }).inputValue();
  await dialog.getByRole('button', { name: 'Share…' }).click();
  assert.deepEqual(await a.page.evaluate(() => window.__shared), [{ title: 'Smokestack', url: link }]);

  const b = await t.fresh();
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await ffByLink(b.page, site.url);
  await b.page.getByRole('button', { name: 'Send turn' }).click();
  const d2 = b.page.getByRole('dialog', { name: 'Send this game' });
  assert.equal(await d2.getByRole('button', { name: 'Share…' }).count(), 0, 'no share sheet here');
  const link2 = await d2.getByRole('textbox', { name: GAME_LINK }).inputValue();
  await d2.getByRole('button', { name: 'Copy link' }).click();
  await d2.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await b.page.evaluate(() => navigator.clipboard.readText()), link2);
});

test('a table password locks the link: wrong says so and loses nothing, right opens, replies stay locked', async () => {
  const a = await t.fresh();
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await ffByLink(a.page, site.url);
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Send this game' });
  const field = dialog.getByRole('textbox', { name: GAME_LINK });
  const plain = await field.inputValue();
  await dialog.getByRole('textbox', { name: 'Table password' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Lock the link' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Locked with the table password' }).waitFor();
  await a.page.waitForFunction((p) => {
    const v = document.querySelector('.dialog input.link').value;
    return v !== p && v.includes('#4');
  }, plain);
  const locked = await field.inputValue();
  // A lock costs 44 characters (the marker, the salt and the tag) and keeps the page address.
  assert.equal(locked.split('#')[0], plain.split('#')[0]);
  assert.ok(Math.abs(codeOf(locked).length - codeOf(plain).length - 44) <= 1, `${plain.length} → ${locked.length}`);
  assert.ok(!locked.includes(codeOf(plain).slice(8, 40)), 'nothing of the game shows through');
  // The QR code carries the locked link.
  await dialog.getByRole('button', { name: 'QR code' }).click();
  assert.equal(await readQr(a.page), locked);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Ann plays her turn; the game goes to Bob locked, without asking again.
  await playUntilAway(a.page);
  const panel = a.page.locator('.send-panel');
  await panel.getByText('Locked with the table password').waitFor();
  await a.page.waitForFunction(() => document.querySelector('.send-panel input.link')?.value.includes('#4'));
  const toBob = await panel.getByRole('textbox', { name: GAME_LINK }).inputValue();
  await panel.getByRole('button', { name: 'Send to Bob' }).click();
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), toBob);

  // Bob: a wrong password says so; the link stays and no game is saved.
  const b = await t.fresh();
  await b.page.goto(toBob);
  const ask = b.page.getByRole('dialog', { name: 'This game is locked' });
  await ask.waitFor();
  assert.equal(await b.page.locator('.table-grid').count(), 0, 'nothing of the game shows');
  await ask.getByLabel('Table password').fill('tulip 43');
  await ask.getByRole('button', { name: 'Open the game' }).click();
  await ask.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
  assert.ok(b.page.url().includes('#4'), 'the link stays in the address bar');
  const saved = () => b.page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('/save/')).length);
  assert.equal(await saved(), 0);
  // "Not now" leaves it there too; a reload asks again.
  await ask.getByRole('button', { name: 'Not now' }).click();
  assert.equal(await ask.count(), 0);
  assert.ok(b.page.url().includes('#4'));
  await b.page.reload();
  await ask.waitFor();
  await ask.getByLabel('Table password').fill(PASSWORD);
  await ask.getByRole('button', { name: 'Open the game' }).click();
  await b.page.getByRole('dialog', { name: 'Who are you?' }).getByRole('button', { name: 'I am Bob' }).click();
  await b.page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  assert.equal(b.page.url().includes('#'), false, 'the link leaves the address bar once saved');
  assert.equal(await saved(), 1);

  // Bob's reply is locked with the same password, and Ann's device opens it without asking.
  await playUntilAway(b.page);
  await b.page.locator('.send-panel').getByText('Locked with the table password').waitFor();
  await b.page.waitForFunction(() => document.querySelector('.send-panel input.link')?.value.includes('#4'));
  const toAnn = await b.page.locator('.send-panel').getByRole('textbox', { name: GAME_LINK }).inputValue();
  await a.page.goto('about:blank');
  await a.page.goto(toAnn);
  await a.page.getByRole('alertdialog', { name: 'Since you last saw this game' }).waitFor();
  assert.equal(await a.page.getByRole('dialog', { name: 'This game is locked' }).count(), 0);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});
