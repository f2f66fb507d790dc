// Link play's edges (issue 44), with a browser profile per person: the table password kept in
// step on every view and every device (lock → reply → remove → reply), three devices returning
// a card in one simultaneous phase in every arrival order (one game everywhere, never "went
// different ways"), a real fork shown as two branches side by side, and the lobby's "Open a
// link" field keeping what was pasted after an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, ffByLink, playUntilAway, WHOSE_TURN, SEED, GAME_LINK } from './harness.mjs';

const t = table();
const site = t.site;
const visible = (l) => l.isVisible().catch(() => false);
const PASSWORD = 'tulip 42';
const LOCKED = 'Locked with the table password';
const sendPanel = (page) => page.locator('.send-panel');
const panelLink = (page) => sendPanel(page).getByRole('textbox', { name: GAME_LINK }).inputValue();
const saves = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('/save/')).length);

/** Opens `link` in `page`, saying who they are the first time; the notice's text, if any. */
async function receive(page, link, me) {
  await page.goto('about:blank');
  await page.goto(link);
  const who = page.getByRole('dialog', { name: 'Who are you?' });
  await Promise.race([
    who.waitFor().catch(() => {}),
    page.getByRole('status', { name: WHOSE_TURN }).waitFor(),
  ]);
  if (await visible(who)) await page.getByRole('button', { name: `I am ${me}` }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  const notice = page.locator('.notice');
  await notice.first().waitFor({ timeout: 1000 }).catch(() => {});
  let text = '';
  if (await visible(notice.first())) {
    text = (await notice.allInnerTexts()).join('\n');
    const close = notice.getByRole('button').first();
    if (await visible(close)) await close.click();
  }
  return text;
}

/** The panel's link once it is sealed (locked) or plain, as `locked` says. */
async function panelLinkWhen(page, locked) {
  await page.waitForFunction((l) => {
    const v = document.querySelector('.send-panel input.link')?.value ?? '';
    return v.includes('#') && v.includes('#4') === l;
  }, locked);
  return panelLink(page);
}

/** The Send turn dialog: `lock` sets the password, else removes it; then Close. */
async function setPassword(page, lock) {
  await page.getByRole('button', { name: 'Send turn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this game' });
  if (lock) {
    await dialog.getByRole('textbox', { name: 'Table password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Lock the link' }).click();
    await dialog.getByRole('status').filter({ hasText: LOCKED }).waitFor();
  } else {
    await dialog.getByRole('button', { name: 'Remove the password' }).click();
    await dialog.getByRole('button', { name: 'Lock the link' }).waitFor();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('the table password: lock → reply → remove → reply, every view and both devices in step without a reload', async () => {
  const a = await t.fresh();
  const b = await t.fresh();
  await ffByLink(a.page, site.url);
  await playUntilAway(a.page);
  // The "Send to Bob" panel is up and unlocked; locking in the dialog locks it at once.
  assert.equal(await sendPanel(a.page).getByText(LOCKED).count(), 0);
  await panelLinkWhen(a.page, false);
  await setPassword(a.page, true);
  await sendPanel(a.page).getByText(LOCKED).waitFor();
  const locked = await panelLinkWhen(a.page, true);

  // Bob opens it with the password and replies: locked with the same one.
  await b.page.goto(locked);
  const ask = b.page.getByRole('dialog', { name: 'This game is locked' });
  await ask.getByLabel('Table password').fill(PASSWORD);
  await ask.getByRole('button', { name: 'Open the game' }).click();
  await b.page.getByRole('dialog', { name: 'Who are you?' }).getByRole('button', { name: 'I am Bob' }).click();
  await b.page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  await playUntilAway(b.page);
  await sendPanel(b.page).getByText(LOCKED).waitFor();
  const reply = await panelLinkWhen(b.page, true);
  await receive(a.page, reply, 'Ann');
  assert.equal(await a.page.getByRole('dialog', { name: 'This game is locked' }).count(), 0, 'Ann is not asked for her own password');

  // Ann plays, then removes the password in the dialog: the panel opens at once.
  await playUntilAway(a.page);
  await sendPanel(a.page).getByText(LOCKED).waitFor();
  await setPassword(a.page, false);
  await sendPanel(a.page).getByText(LOCKED).waitFor({ state: 'detached' });
  const open = await panelLinkWhen(a.page, false);

  // The removal travels with the link: Bob's device forgets the password, and his reply is
  // plain; Ann is asked for nothing.
  await receive(b.page, open, 'Bob');
  assert.equal(await b.page.getByRole('dialog', { name: 'This game is locked' }).count(), 0);
  await playUntilAway(b.page);
  assert.equal(await sendPanel(b.page).getByText(LOCKED).count(), 0);
  const plainReply = await panelLinkWhen(b.page, false);
  await b.page.getByRole('button', { name: 'Send turn' }).click();
  await b.page.getByRole('dialog', { name: 'Send this game' }).getByRole('button', { name: 'Lock the link' }).waitFor();
  await b.page.getByRole('dialog', { name: 'Send this game' }).getByRole('button', { name: 'Close' }).click();
  const text = await receive(a.page, plainReply, 'Ann');
  assert.doesNotMatch(text, /locked|password/i);
  assert.equal(await a.page.getByRole('dialog', { name: 'This game is locked' }).count(), 0);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});

/** Age of Renaissance for three by link (seed 7): Alice here, Bob and Carol elsewhere. */
async function aorGame(page) {
  await page.goto(site.url);
  await page.locator('[data-new="Age of Renaissance"]').click();
  await page.locator('[data-players=\"3\"]').click();
  for (const [i, [name, kind]] of [['Alice', 'human'], ['Bob', 'link'], ['Carol', 'link']].entries()) {
    await page.locator(`[data-seat-name=\"${i + 1}\"]`).fill(name);
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

/** Returns the first card offered (the phase's one move for this device). */
async function returnCard(page) {
  const ready = page.getByRole('button', { name: /show my table/ });
  if (await visible(ready)) await ready.click();
  await page.locator('.actions').getByRole('button', { name: /^Return .* to the deck$/ }).first().click();
  await sendPanel(page).waitFor();
}

/** Plays this device's whole part of a simultaneous phase (the capital bid: a capital, then
 *  $0 with the bid stepper), until it waits for the others. */
async function bidPart(page) {
  for (let i = 0; i < 20; i += 1) {
    const ready = page.getByRole('button', { name: /show my table/ });
    if (await visible(ready)) { await ready.click(); continue; }
    if (!(await visible(page.getByRole('region', { name: 'Your moves' })))) return;
    const go = page.locator('.aor-bid .aor-bid-go');
    if (await visible(go)) { await go.click(); continue; }
    await page.locator('.actions').getByRole('button').first().click();
  }
  assert.fail('the bid never ended');
}

const orders = (xs) => xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((o) => [x, ...o]));

/** One simultaneous phase at three devices from `base` (each plays its part with `part`): in
 *  every order of the links from Alice and Bob and Carol's own part at Carol's device, Carol
 *  keeps one game, and Alice's and Bob's devices (holding only their own part) take her link as
 *  the game gone on. Carol's last link: the next phase's start. */
async function everyOrder(base, part, phase) {
  const parts = {};
  for (const who of ['Alice', 'Bob']) {
    const d = await t.fresh();
    await receive(d.page, base, who);
    await part(d.page);
    parts[who] = await panelLink(d.page);
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
  let last = null;
  for (const order of orders(['Alice', 'Bob', 'own'])) {
    const c = await t.fresh();
    await receive(c.page, base, 'Carol');
    let moved = false;
    for (const e of order) {
      if (e === 'own') { await part(c.page); moved = true; continue; }
      const text = await receive(c.page, parts[e], 'Carol');
      assert.doesNotMatch(text, /went different ways|play your part of this phase again/, `${phase} ${order}: ${text}`);
      // Words for Carol say "you" only once she has moved herself.
      if (/joined/.test(text)) {
        if (moved) assert.match(text, /You played this phase at the same time as (Alice|Bob)/, text);
        else assert.match(text, /Alice and Bob played this phase at the same time/, text);
      }
      assert.doesNotMatch(text, /You both/);
    }
    assert.equal(await saves(c.page), 1, `${phase} ${order}: Carol keeps one game`);
    last = await panelLink(c.page);
    for (const who of ['Alice', 'Bob']) {
      const d = await t.fresh();
      await receive(d.page, parts[who], who);
      const text = await receive(d.page, last, who);
      assert.doesNotMatch(text, /went different ways/, `${phase} ${order}, ${who}: ${text}`);
      assert.equal(await saves(d.page), 1, `${phase} ${order}, ${who}: one game`);
      await d.context.close();
    }
    assert.deepEqual(c.errors, []);
    await c.context.close();
  }
  return last;
}

test('three devices return a card, then bid, at once, the links arriving in every order: one game everywhere, never a fork', async () => {
  const a = await t.fresh();
  await aorGame(a.page);
  // Two others play this phase at the same time: the words say so in the plural.
  const together = await sendPanel(a.page).locator('.send-text').innerText();
  assert.match(together, /^Bob and Carol play this phase at the same time/);
  assert.doesNotMatch(together, /both/);
  const base = await panelLink(a.page);
  const bids = await everyOrder(base, returnCard, 'return a card');
  // The next phase, the capital bid, is simultaneous too.
  const c = await t.fresh();
  await receive(c.page, bids, 'Carol');
  assert.match(await c.page.locator('.status').innerText(), /Capital bid/);
  await c.context.close();
  await everyOrder(bids, bidPart, 'capital bid');
  assert.deepEqual(a.errors, []);
});

test('a real fork: two branches side by side in the lobby, named by who moved otherwise, each removable in one tap', async () => {
  const a = await t.fresh();
  await aorGame(a.page);
  const base = await panelLink(a.page);
  // Bob returns one card on one device, another card on a second device of his.
  const b1 = await t.fresh();
  await receive(b1.page, base, 'Bob');
  await returnCard(b1.page);
  const one = await panelLink(b1.page);
  const b2 = await t.fresh();
  await receive(b2.page, base, 'Bob');
  const ready = b2.page.getByRole('button', { name: /show my table/ });
  if (await visible(ready)) await ready.click();
  await b2.page.locator('.actions').getByRole('button', { name: /^Return .* to the deck$/ }).nth(1).click();
  await sendPanel(b2.page).waitFor();
  // The first device's link reaches the second: a fork, named by Bob and the round.
  const text = await receive(b2.page, one, 'Bob');
  assert.match(text, /went different ways: Bob's other move before the first round/, text);
  assert.match(text, /Waiting for|It is your turn/, 'the turn as it stands');
  await b2.page.getByRole('button', { name: 'Leave', exact: true }).click();
  const cards = b2.page.locator('.cards li.branch');
  await cards.first().waitFor();
  assert.equal(await cards.count(), 2);
  const labels = await cards.allInnerTexts();
  assert.match(labels[0], /Bob's other move before the first round — the others go on with this one/);
  assert.match(labels[1], /Bob's other move before the first round — left behind/);
  // One tap removes the branch left behind; the other is then the game alone.
  await cards.nth(1).getByRole('button', { name: /Remove this branch/ }).click();
  await b2.page.waitForFunction(() => document.querySelectorAll('.cards li.branch').length === 0);
  assert.equal(await saves(b2.page), 1);
  assert.deepEqual(b2.errors, []);
});

test("the lobby's Open a link field keeps the pasted text after an error", async () => {
  const a = await t.fresh();
  await a.page.goto(site.url);
  const field = a.page.getByRole('textbox', { name: /Paste/ });
  const pasted = 'https://example.invalid/#Xnot-a-game';
  await field.fill(pasted);
  await a.page.getByRole('button', { name: 'Open', exact: true }).click();
  await a.page.locator('.notice').first().waitFor();
  assert.equal(await field.inputValue(), pasted);
});

test('a link whose first character changed may be newer or damaged: the words say both', async () => {
  const a = await t.fresh();
  await ffByLink(a.page, site.url);
  await a.page.getByRole('button', { name: 'Send turn' }).click();
  const link = await a.page.getByRole('dialog', { name: 'Send this game' }).getByRole('textbox', { name: GAME_LINK }).inputValue();
  const [page, code] = link.split('#');
  const b = await t.fresh();
  await b.page.goto(`${page}#B${code.slice(1)}`);
  const notice = b.page.locator('.notice').first();
  await notice.waitFor();
  const text = await notice.innerText();
  assert.match(text, /newer version/);
  assert.match(text, /damaged/);
});
