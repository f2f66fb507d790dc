// Playing by link, as two people on two devices would (issue 16): each browser context is one
// person with storage of their own; the game goes back and forth only as links read from the
// Send panel and opened in the other context. Only the UI is driven.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { table, WHOSE_TURN, SEED, GAME_LINK } from './harness.mjs';

const t = table();
const site = t.site;

const visible = (l) => l.isVisible().catch(() => false);
const header = (page) => page.locator('.table-head .status').innerText();
const viewerOf = (page) => page.locator('main.table').getAttribute('data-viewer');
const round = async (page) => Number((await header(page)).match(/Round (\d+)/)?.[1] ?? 0);

/** A new game of `game` with `seats`: [name, 'human' | 'link'] each. */
async function newGame(page, game, seats, seed) {
  await page.goto(site.url);
  await page.locator(`[data-new="${game}"]`).click();
  await page.locator(`[data-players=\"${seats.length}\"]`).click();
  if (game === 'Le Havre') await page.getByRole('button', { name: 'Short game' }).click();
  for (const [i, [name, kind]] of seats.entries()) {
    await page.locator(`[data-seat-name=\"${i + 1}\"]`).fill(name);
    await page.locator(`[data-seat-kind=\"${i + 1}\"]`).selectOption(kind);
  }
  await page.getByRole('textbox', { name: SEED }).fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
}

/** Fantastic Factories by the cheapest policy: take the first blueprint, end the turn or the
 *  work phase at once, else whatever the rules ask first (a discard over the limits). */
async function tapFF(page) {
  const moves = page.getByRole('region', { name: 'Your moves' });
  for (const b of [moves.getByRole('button', { name: /^Take .* from the market/ }).first(),
    moves.locator('.done-btn').first(), moves.locator('.action').first()]) {
    if (await visible(b)) {
      const label = await b.innerText();
      await b.click();
      return label;
    }
  }
  return null;
}

/** Le Havre as its own test plays it: pay, a building's action, the first main action, end. */
async function tapLH(page) {
  for (const name of ['Pay', 'Building action', 'Main action', 'End turn']) {
    const b = page.getByRole('group', { name, exact: true }).getByRole('button').first();
    if (await visible(b)) {
      const label = await b.innerText();
      await b.click();
      return label;
    }
  }
  return null;
}

/** A link as a chat or a mail might deliver it: broken by a line break (%0A) and spaces. */
function mangle(link, newline = false) {
  const [base, code] = link.split('#');
  const a = Math.floor(code.length / 3);
  const b = Math.floor((2 * code.length) / 3);
  const brk = newline ? '\n ' : ' ';
  return `${base}#${code.slice(0, a)}%0A${code.slice(a, b)}${brk}${code.slice(b)}  `;
}

/** What one device sees on its table now must be its own: the viewer is one of its people;
 *  the moves show exactly when one of them acts; a hand shown is the viewer's own. */
async function checkOwn(dev, game) {
  const page = dev.page;
  const viewer = await viewerOf(page);
  assert.ok(dev.people.includes(viewer), `${dev.label} shows ${viewer}'s table`);
  const acting = (await page.getByRole('status', { name: WHOSE_TURN }).innerText()).replace(/^To act: /, '').split(', ');
  const ours = acting.some((n) => dev.people.includes(n));
  assert.equal(await visible(page.getByRole('region', { name: 'Your moves' })), ours && acting.includes(viewer),
    `${dev.label}: moves shown only on its own turn (acting: ${acting}, viewer ${viewer})`);
  if (ours) assert.match(await page.locator('.turn-banner').innerText(), new RegExp(`^${viewer} `));
  if (!dev.hotseat) assert.equal(await page.locator('.curtain').count(), 0, 'no curtain in link play');
  if (game === 'Fantastic Factories') {
    const hands = page.getByRole('region', { name: 'Your hand' });
    assert.ok(await hands.count() <= 1);
    if (await hands.count()) {
      const stats = await page.getByRole('region', { name: `${viewer}'s factory` }).locator('.stats').innerText();
      const size = Number(stats.match(/Cards in hand\s+(\d+)/)[1]);
      assert.equal(await hands.locator('.bp').count(), size, `${dev.label}: the hand shown is ${viewer}'s own`);
      dev.hands = (dev.hands ?? 0) + 1;
    }
  }
}

/** Opens `link` on `dev` in the way `how` says: clicked as sent, clicked broken by a chat, or
 *  pasted (broken too) into the lobby's field. Answers "Who are you?" with `as`. */
async function receive(dev, link, how, as) {
  const page = dev.page;
  if (how === 'paste') {
    if (page.url().startsWith('about:')) await page.goto(site.url);
    const leave = page.getByRole('button', { name: 'Leave', exact: true });
    if (await visible(leave)) await leave.click();
    await page.getByRole('textbox', { name: 'Paste a game link you were sent' }).fill(mangle(link, true));
    await page.getByRole('button', { name: 'Open', exact: true }).click();
  } else {
    await page.goto(how === 'broken' ? mangle(link) : link);
  }
  await page.getByRole('status', { name: WHOSE_TURN }).waitFor();
  const claim = page.getByRole('dialog', { name: 'Who are you?' });
  if (await visible(claim)) {
    // Nothing of anyone's table shows before the answer.
    assert.equal(await page.locator('.table-grid').count(), 0);
    assert.equal(await page.locator('.hand, .lh-peek').count(), 0);
    assert.equal(await viewerOf(page), '');
    await claim.getByRole('button', { name: `I am ${as}` }).click();
    dev.claimed = true;
  }
  assert.equal(page.url().includes('#'), false, 'the link leaves the address bar once saved');
}

/**
 * Plays by link between `devices` until `done(page)`: the device holding the game makes its
 * people's moves (passing its own curtain, if it has one), then sends the link to whoever acts
 * next; the ways of opening a link take turns. Returns counts.
 */
async function playByLink({ devices, game, done, maxSteps = 600, onCurtain }) {
  const tap = game === 'Le Havre' ? tapLH : tapFF;
  let holder = devices[0];
  const ways = ['clicked', 'broken', 'paste'];
  const n = { moves: 0, links: 0, curtains: 0, reloads: 0 };
  for (let i = 0; i < maxSteps; i++) {
    const page = holder.page;
    if (await done(page)) return n;
    const note = page.getByRole('alertdialog');
    if (await visible(note)) {
      await note.getByRole('button', { name: 'OK' }).click();
      continue;
    }
    const ready = page.getByRole('button', { name: /show my table/ });
    if (await visible(ready)) {
      assert.ok(holder.hotseat, `${holder.label}: a curtain only where several people share a device`);
      assert.equal(await page.locator('.table-grid').count(), 0, 'the curtain hides the table');
      n.curtains += 1;
      if (onCurtain && await onCurtain(holder, n.curtains)) continue;
      await ready.click();
      continue;
    }
    await checkOwn(holder, game);
    if (await visible(page.getByRole('region', { name: 'Your moves' }))) {
      const label = await tap(page);
      assert.ok(label, `${holder.label}: a move to make (${await header(page)})`);
      n.moves += 1;
      continue;
    }
    const send = page.getByRole('region', { name: /^Send to / });
    await send.waitFor();
    // Several names read as a list: "Alice and Carol", "Alice, Bob and Carol".
    const to = (await send.getAttribute('aria-label')).replace(/^Send to /, '').split(/, | and /)[0];
    const link = await send.getByRole('textbox', { name: GAME_LINK }).inputValue();
    assert.match(link, /#[A-Za-z0-9_-]+$/);
    const next = devices.find((d) => d.people.includes(to));
    assert.ok(next && next !== holder, `someone elsewhere plays ${to}`);
    await receive(next, link, ways[n.links % ways.length], to);
    n.links += 1;
    holder = next;
    // Now and then the person reloads: the table stays.
    if (n.links % 4 === 3) {
      const before = await viewerOf(holder.page);
      await holder.page.reload();
      await holder.page.getByRole('status', { name: WHOSE_TURN }).waitFor();
      if (!holder.hotseat) assert.equal(await viewerOf(holder.page), before);
      n.reloads += 1;
    }
  }
  assert.fail(`not done after ${maxSteps} steps (${await header(holder.page)})`);
}

async function person(label, people, hotseat = false) {
  const p = await t.fresh();
  return { ...p, label, people, hotseat };
}

test('Fantastic Factories by link: two people, two devices, two rounds', async () => {
  const alice = await person('Alice', ['Alice']);
  const bob = await person('Bob', ['Bob']);
  await newGame(alice.page, 'Fantastic Factories', [['Alice', 'human'], ['Bob', 'link']], 11);
  assert.equal(await viewerOf(alice.page), 'Alice');
  const n = await playByLink({
    devices: [alice, bob], game: 'Fantastic Factories',
    done: async (page) => (await round(page)) >= 3,
  });
  console.log(`FF by link: ${JSON.stringify(n)}`);
  assert.ok(bob.claimed, 'Bob was asked who he is');
  assert.ok(n.links >= 4, `links went back and forth (${n.links})`);
  assert.equal(n.curtains, 0);
  assert.ok(alice.hands > 0 && bob.hands > 0, 'each saw their own hand');
  // Alice's lobby and saved games say whose turn it is, as her device sees it.
  for (const d of [alice, bob]) {
    await d.page.getByRole('button', { name: 'Leave', exact: true }).click();
    const card = d.page.locator('.lobby .card', { hasText: 'Alice, Bob' }).first();
    await card.waitFor();
    assert.match(await card.innerText(), /Your turn \((Alice|Bob)\)|Waiting for (Alice|Bob)/);
  }
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});

test('Le Havre by link: two people, two devices, two rounds', async () => {
  const alice = await person('Alice', ['Alice']);
  const bob = await person('Bob', ['Bob']);
  await newGame(alice.page, 'Le Havre', [['Alice', 'human'], ['Bob', 'link']], 5);
  const n = await playByLink({
    devices: [alice, bob], game: 'Le Havre',
    done: async (page) => (await round(page)) >= 3,
  });
  console.log(`LH by link: ${JSON.stringify(n)}`);
  assert.ok(bob.claimed, 'Bob was asked who he is');
  assert.ok(n.links >= 8, `links went back and forth (${n.links})`);
  assert.equal(n.curtains, 0);
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});

test('three people: two share a device behind the curtain, one plays by link; Escape on the curtain goes to the lobby', async () => {
  const home = await person('Alice and Carol', ['Alice', 'Carol'], true);
  const bob = await person('Bob', ['Bob']);
  await newGame(home.page, 'Fantastic Factories', [['Alice', 'human'], ['Carol', 'human'], ['Bob', 'link']], 4);
  let escaped = false;
  const n = await playByLink({
    devices: [home, bob], game: 'Fantastic Factories',
    done: async (page) => (await round(page)) >= 2,
    onCurtain: async (dev) => {
      if (escaped) return false;
      escaped = true;
      const page = dev.page;
      const name = await page.locator('.curtain-name').innerText();
      // The header stays usable over the curtain.
      for (const b of ['Leave', 'Saved games', 'Undo']) {
        await page.getByRole('button', { name: b, exact: true }).waitFor();
      }
      await page.keyboard.press('Escape');
      await page.locator('[data-new="Fantastic Factories"]').waitFor();
      assert.equal(await page.locator('.hand').count(), 0);
      // Back to the game: the curtain is up again for the same person, nothing shown behind it.
      await page.getByRole('button', { name: /^Continue / }).first().click();
      await page.getByRole('button', { name: `I am ${name} — show my table` }).waitFor();
      assert.equal(await page.locator('.hand, .table-grid').count(), 0);
      return true;
    },
  });
  console.log(`3 players: ${JSON.stringify(n)}`);
  assert.ok(escaped, 'a curtain came up between Alice and Carol');
  assert.ok(n.curtains >= 2);
  assert.deepEqual([...home.errors, ...bob.errors], []);
});

test('the lobby puts games waiting for this device first, and says whose turn each is', async () => {
  const alice = await person('Alice', ['Alice']);
  const page = alice.page;
  // An older hotseat game (always this device's turn), then a newer one sent away to Bob.
  await newGame(page, 'Fantastic Factories', [['Alice', 'human'], ['Dora', 'human']], 2);
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await newGame(page, 'Fantastic Factories', [['Alice', 'human'], ['Bob', 'link']], 3);
  for (let i = 0; i < 10 && !await visible(page.getByRole('region', { name: /^Send to / })); i++) {
    assert.ok(await tapFF(page));
  }
  // On a phone (one column) the Send panel comes before the board, not below all of it.
  await page.setViewportSize({ width: 390, height: 844 });
  const top = (l) => l.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(await top(page.locator('.send-panel')) < await top(page.getByRole('region', { name: 'Market' })));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  const cards = page.locator('.lobby .card').filter({ has: page.locator('.turn-label') });
  await cards.first().waitFor();
  assert.match(await cards.nth(0).innerText(), /Alice, Dora[\s\S]*Your turn \((Alice|Dora)\)/);
  assert.match(await cards.nth(1).innerText(), /Alice, Bob[\s\S]*Waiting for Bob/);
  await page.getByRole('button', { name: 'Saved games' }).click();
  assert.match(await page.locator('.save-list').innerText(), /Waiting for Bob/);
  assert.deepEqual(alice.errors, []);
});

test('a garbage link reads plainly in English and Korean, clicked or pasted', async () => {
  const { page, errors } = await t.fresh();
  const plain = (text) => {
    assert.doesNotMatch(text, /format|\b\d{3,}\b|Err|\{|\}/i, text);
  };
  for (const junk of ['this-is-not-a-game', 'AAAAAAAAAAAAAAAAAAAAAAAA', 'xyz%0A  abc']) {
    await page.goto('about:blank');
    await page.goto(`${site.url}#${junk}`);
    const note = page.getByRole('alertdialog');
    await note.waitFor();
    const text = await note.innerText();
    assert.match(text, /Smokestack game link/);
    plain(text);
  }
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: '한국어' }).click();
  await page.getByRole('button', { name: '뒤로' }).click();
  for (const junk of ['https://example.org/#not a game', 'AAAAAAAA']) {
    await page.getByRole('textbox', { name: '받은 게임 링크를 붙여 넣으세요' }).fill(junk);
    await page.getByRole('button', { name: '열기', exact: true }).click();
    const note = page.getByRole('alertdialog');
    await note.waitFor();
    const text = await note.innerText();
    assert.match(text, /[가-힣]/);
    plain(text);
    await page.getByRole('button', { name: '확인' }).click();
  }
  assert.deepEqual(errors, []);
});
