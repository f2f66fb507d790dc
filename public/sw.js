// Smokestack's service worker: after one visit the app works with the network off.
// The build fills in the precache list (Trunk's hashed file names) and the cache version, so
// every release installs a fresh cache and drops the old one.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = "smokestack-" + VERSION;

self.addEventListener("install", (event) => {
  // From the network, never the HTTP cache: files without a hash in their name (the locale
  // files, the bots' worker) must be this release's.
  const fresh = PRECACHE.map((u) => new Request(u, { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(fresh)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  if (req.mode === "navigate") {
    // Pages: the network first (a new release), the cached shell when offline.
    event.respondWith(fetch(req).catch(() => caches.match("./", { cacheName: CACHE })));
    return;
  }
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});
