// Two people, two browsers, one Fantastic Factories game by link: the work phase is played at
// both devices at the same time, and the two links meet (joined, or clashed and replayed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED, GAME_LINK } from './harness.mjs';

const t = table();

const sendPanel = (page) => page.locator('.send-panel');
const linkOf = (page) => sendPanel(page).getByRole('textbox', { name: GAME_LINK }).inputValue();
const round = async (page) => Number((await page.locator('.status').innerText()).match(/Round (\d+)/)?.[1]);

/** Opens `link` at `page` (a person's browser), saying who they are the first time. */
async function receive(page, link, me) {
  await page.goto(link);
  const who = page.getByRole('dialog', { name: 'Who are you?' });
  await Promise.race([
    who.waitFor().catch(() => {}),
    page.getByRole('status', { name: WHOSE_TURN }).waitFor(),
  ]);
  if (await who.isVisible().catch(() => false)) {
    await page.getByRole('button', { name: `I am ${me}` }).click();
  }
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  // Close a "since you last saw" notice, if any.
  const close = page.locator('.notice').getByRole('button').first();
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** One market move for the person at `page`, if they have one; false when they have none. */
async function marketMove(page) {
  const panel = page.locator('.actions');
  if (!(await panel.isVisible().catch(() => false))) return false;
  for (const name of ['End market turn', /^Take .* from the market/, /^Pass/]) {
    const b = panel.getByRole('button', { name }).first();
    if (await b.isVisible().catch(() => false)) {
      await b.click();
      return true;
    }
  }
  return false;
}

const inWork = (page) => page.getByRole('button', { name: 'End work phase' }).isVisible().catch(() => false);

/** Plays the market by links until both people are in the work phase, each with the game. */
async function toWorkPhase(alice, bob) {
  const people = [[alice, 'Alice'], [bob, 'Bob']];
  let holder = 0;
  for (let i = 0; i < 40; i += 1) {
    const [page] = people[holder];
    if (await inWork(page)) {
      // The work phase: everyone acts at once, so the other gets the game now.
      const [other, name] = people[1 - holder];
      await receive(other, await linkOf(page), name);
      assert.ok(await inWork(other), 'both are in the work phase');
      return;
    }
    if (await marketMove(page)) continue;
    await sendPanel(page).waitFor();
    const [other, name] = people[1 - holder];
    await receive(other, await linkOf(page), name);
    holder = 1 - holder;
  }
  assert.fail('the market did not end');
}

async function start(t) {
  const a = await t.fresh();
  const b = await t.fresh();
  const alice = a.page;
  await alice.goto(t.site.url);
  await alice.locator('[data-new="Fantastic Factories"]').click();
  await alice.getByRole('button', { name: '2 players' }).click();
  await alice.getByRole('textbox', { name: 'Seat 1 name' }).fill('Alice').catch(() => {});
  await alice.getByRole('textbox', { name: 'Seat 2 name' }).fill('Bob').catch(() => {});
  await alice.getByRole('combobox', { name: 'Seat 2 player' }).selectOption('link');
  await alice.getByRole('textbox', { name: SEED }).fill('7');
  await alice.getByRole('button', { name: 'Start game' }).click();
  await alice.getByRole('status', { name: WHOSE_TURN }).waitFor();
  const bob = b.page;
  // Bob gets the game as soon as it exists (he may be first in the market).
  await sendPanel(alice).waitFor().catch(() => {});
  if (await sendPanel(alice).isVisible()) {
    await receive(bob, await linkOf(alice), 'Bob');
  } else {
    await bob.goto(t.site.url);
  }
  return { alice, bob, errors: [a.errors, b.errors] };
}

test('a work phase played at two devices at once: the two links join into one game', async () => {
  const { alice, bob, errors } = await start(t);
  await toWorkPhase(alice, bob);
  assert.equal(await round(alice), 1);
  // Each ends the work phase on their own device, without waiting for the other.
  await alice.getByRole('button', { name: 'End work phase' }).click();
  await bob.getByRole('button', { name: 'End work phase' }).click();
  const [fromAlice, fromBob] = [await linkOf(alice), await linkOf(bob)];
  await receive(alice, fromBob, 'Alice');
  await receive(bob, fromAlice, 'Bob');
  // Both devices now hold one game, in round 2, with the same log.
  assert.equal(await round(alice), 2);
  assert.equal(await round(bob), 2);
  assert.equal(await alice.locator('.log-lines li').count(), await bob.locator('.log-lines li').count());
  assert.deepEqual(errors, [[], []]);
});

test('both draw from the deck at once: the first seat stands, the other plays again', async () => {
  const { alice, bob, errors } = await start(t);
  await toWorkPhase(alice, bob);
  // Research draws the deck's top card: both draw the same card on their own devices.
  for (const page of [alice, bob]) {
    await page.locator('.actions').getByRole('button', { name: /^Place a \d on Research/ }).first().click();
    await page.getByRole('button', { name: 'End work phase' }).click();
  }
  const [fromAlice, fromBob] = [await linkOf(alice), await linkOf(bob)];
  await bob.goto(fromAlice);
  await bob.getByText(/play your part of this phase again/).waitFor();
  assert.ok(await inWork(bob) || await bob.locator('.actions').isVisible(), 'Bob acts again');
  assert.equal(await round(bob), 1);
  await alice.goto(fromBob);
  await alice.getByText(/plays their part again: send them the game/).waitFor();
  assert.equal(await round(alice), 1);
  // Bob plays again from Alice's moves, sends, and the round goes on at both.
  const close = bob.locator('.notice').getByRole('button').first();
  if (await close.isVisible().catch(() => false)) await close.click();
  await bob.getByRole('button', { name: 'End work phase' }).click();
  assert.equal(await round(bob), 2);
  // Round 2 may open with Bob's market turn: the game goes by the menu's Send turn then.
  await bob.getByRole('button', { name: 'Send turn' }).click();
  const link = await bob.getByRole('dialog').getByRole('textbox', { name: GAME_LINK }).inputValue();
  await receive(alice, link, 'Alice');
  assert.equal(await round(alice), 2);
  assert.deepEqual(errors, [[], []]);
});
