// Smokestack's service worker: after one visit the app works with the network off, and a page
// open when a new release comes keeps working with the files it started with (issue 41).
//
// The build fills in the precache list (Trunk's hashed file names) and the release's VERSION
// (scripts/build-wasm.sh; the page carries the same in <meta name="smokestack-build">).
//
// The caches' life:
// - Each release keeps its files in a cache of its own, "smokestack-<VERSION>". A new release
//   installs its cache and then WAITS: it takes over only when a page asks it to (the page's
//   "A new version is ready — reload", src/update.rs), or when no page of the old one is open.
// - Older releases' caches stay as long as a page of theirs is open: such a page may still ask
//   for a game's wasm part it has not loaded yet, under the old hashed name that no server has
//   any more. A hashed file is served from whichever cache holds it.
// - Files without a hash in their name (a game's words, locales/<lang>/<game>.txt, and the bots'
//   worker) are asked for by the page with its release in the query (`?v=<VERSION>`) and come
//   from that release's own cache; without one, from the cache of the release the page said it
//   runs, else this release's.
// - Each page tells the worker its release at start (a message {type: "hello", version}). The
//   worker notes it per client (in a small cache of its own, "smokestack-meta", so that the note
//   outlives the worker's restarts), and drops an older release's cache once no open page runs
//   it, and only when it knows the release of every open page. Each release notes when it was
//   installed, so that a worker never drops a newer release's cache (one installed and waiting).
// - A page opened while the network is slow gets the cached shell after 3 s.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const PREFIX = "smokestack-";
const CACHE = PREFIX + VERSION;
const META = PREFIX + "meta";
const NAVIGATION_WAIT_MS = 3000;

// The notes in META, one entry each, so that two workers never overwrite each other's.
const note = (kind, key) => new URL(`./__meta/${kind}/${encodeURIComponent(key)}`, self.registration.scope).href;
async function notes(kind) {
  const meta = await caches.open(META);
  const out = new Map();
  const prefix = new URL(`./__meta/${kind}/`, self.registration.scope).href;
  for (const req of await meta.keys()) {
    if (!req.url.startsWith(prefix)) continue;
    const res = await meta.match(req);
    out.set(decodeURIComponent(req.url.slice(prefix.length)), res ? await res.text() : "");
  }
  return out;
}
async function write(kind, key, value) {
  await (await caches.open(META)).put(note(kind, key), new Response(value));
}
async function forget(kind, key) {
  await (await caches.open(META)).delete(note(kind, key));
}

self.addEventListener("install", (event) => {
  // From the network, never the HTTP cache: files without a hash in their name (the locale
  // files, the bots' worker) must be this release's. The release's install time is noted
  // before its cache exists, so that an older worker tidying meanwhile sees it as newer.
  const fresh = PRECACHE.map((u) => new Request(u, { cache: "reload" }));
  event.waitUntil(
    write("release", VERSION, String(Date.now()))
      .then(() => caches.open(CACHE))
      .then((c) => c.addAll(fresh)),
  );
  // No skipWaiting: open pages keep the release they started with until one asks.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim().then(tidy).catch(() => {}));
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "hello" && event.source && typeof data.version === "string") {
    event.waitUntil(remember(event.source.id, data.version).then(tidy).catch(() => {}));
  } else if (data.type === "version" && event.ports && event.ports[0]) {
    event.ports[0].postMessage(VERSION);
  } else if (data.type === "skip-waiting") {
    self.skipWaiting();
  }
});

/// Drops the caches of older releases that no open page runs.
async function tidy() {
  const names = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== META);
  // Read after the cache names: a release installing meanwhile noted itself before its cache.
  const released = await notes("release");
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const said = await notes("client");
  const open = new Set(pages.map((p) => p.id));
  for (const id of said.keys()) {
    if (open.has(id)) continue;
    await forget("client", id);
    (await known()).delete(id);
  }
  // A page that has not said which release it runs could run any of them.
  if (pages.some((p) => !said.has(p.id))) return;
  const running = new Set(pages.map((p) => said.get(p.id)));
  const ours = Number(released.get(VERSION) ?? Date.now());
  for (const name of names) {
    const version = name.slice(PREFIX.length);
    if (version === VERSION || running.has(version)) continue;
    // A release with no note is older than these notes.
    const when = released.has(version) ? Number(released.get(version)) : -1;
    if (when < ours) {
      await caches.delete(name);
      await forget("release", version);
    }
  }
}

// Which release each page runs, as far as this worker knows (loaded from META once).
let pagesKnown = null;
function known() {
  if (!pagesKnown) pagesKnown = notes("client");
  return pagesKnown;
}
async function remember(clientId, version) {
  (await known()).set(clientId, version);
  await write("client", clientId, version);
}

/// The release caches, this release's first, then the newest to the oldest.
async function releases() {
  const names = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== META && k !== CACHE);
  return [CACHE, ...names.reverse()];
}

/// `url` without its query, as the caches hold it.
function bare(url) {
  const u = new URL(url);
  u.search = "";
  return u.href;
}

async function fromRelease(version, url) {
  if (!version || !(await caches.has(PREFIX + version))) return undefined;
  return (await caches.open(PREFIX + version)).match(url);
}

async function answer(event) {
  const req = event.request;
  const url = new URL(req.url);
  const asked = url.searchParams.get("v");
  if (asked !== null) {
    // A file without a hash in its name, asked for by a page of release `asked`: that
    // release's own copy; failing that the network (a page newer than every cache here), and
    // offline this release's copy, or any.
    const own = await fromRelease(asked, bare(req.url));
    if (own) return own;
    try {
      return await fetch(req);
    } catch (e) {
      const any = (await caches.match(bare(req.url), { cacheName: CACHE })) || (await caches.match(bare(req.url)));
      if (any) return any;
      throw e;
    }
  }
  // The page's own release first, when known.
  const page = event.clientId ? (await known()).get(event.clientId) : undefined;
  const own = await fromRelease(page, req.url);
  if (own) return own;
  // Else this release's copy, then any (a hashed name is in its own release's cache only). A
  // file that one release alone holds tells which release a page that never said runs (a
  // page of a release before these notes): its later files come from there.
  let hit;
  let holders = 0;
  let holder;
  for (const name of await releases()) {
    const res = await (await caches.open(name)).match(req);
    if (!res) continue;
    hit = hit || res;
    holders += 1;
    holder = name;
    if (page || !event.clientId) break;
  }
  if (hit && holders === 1 && !page && event.clientId) {
    event.waitUntil(remember(event.clientId, holder.slice(PREFIX.length)).catch(() => {}));
  }
  return hit || fetch(req);
}

async function navigate(event) {
  // The network first (a new release), racing a timer: on a slow network the cached shell
  // answers after NAVIGATION_WAIT_MS, and a network that fails answers with it at once.
  const shell = caches.match("./", { cacheName: CACHE });
  const net = fetch(event.request);
  // The network's answer, when it comes late, is not waited for by anyone: keep the
  // worker alive until it ends (the browser caches nothing from it here; a new release is
  // found by the registration's own update check).
  event.waitUntil(net.then(() => {}, () => {}));
  let timer;
  const late = new Promise((done) => {
    timer = setTimeout(() => done(null), NAVIGATION_WAIT_MS);
  });
  try {
    const first = await Promise.race([net, late]);
    if (first) return first;
  } catch {
    // offline: the shell below
  } finally {
    clearTimeout(timer);
  }
  return (await shell) || net;
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(self.location.origin)) return;
  event.respondWith(req.mode === "navigate" ? navigate(event) : answer(event));
});
