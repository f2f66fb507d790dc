// The bots' thread (src/think.rs): the page's own wasm, loaded once more in a worker, so that a
// bot thinking for seconds never freezes the page. The page first says where its files are.
let app = null;
self.onmessage = async (e) => {
  const { load, id, request } = e.data;
  if (load) {
    app = import(load.js).then(async (m) => {
      await m.default({ module_or_path: load.wasm });
      return m;
    });
    return;
  }
  let answer;
  try {
    answer = await (await app).bot_think(request);
  } catch (err) {
    answer = JSON.stringify({ error: String(err) });
  }
  self.postMessage({ id, answer });
};
