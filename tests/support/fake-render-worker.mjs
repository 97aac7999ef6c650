// A stand-in for src/server/pages/render-worker.ts in tests/unit/render-pool.test.ts: it speaks the
// same messages (render-protocol.ts) and acts on the page's path: /read asks the app for public.classes
// and answers its value, /sync answers public.today, /fail reports a read's error, /crash exits,
// /slow never answers.
import { parentPort } from "node:worker_threads";

let calls = 0;
const pending = new Map();
const post = (m) => parentPort.postMessage(m);
const ask = (id, path, args) =>
  new Promise((resolve, reject) => {
    const call = ++calls;
    pending.set(call, { resolve, reject, call });
    post({ type: "read", id, call, path, args });
  });

parentPort.on("message", async (m) => {
  if (m.type !== "render") {
    const p = pending.get(m.call);
    pending.delete(m.call);
    if (m.type === "read-done") p?.resolve(m.value);
    else p?.reject(Object.assign(new Error(m.error.message), { call: m.call }));
    return;
  }
  const page = new URL(m.url).pathname;
  const done = (body, status = 200) =>
    post({ type: "done", id: m.id, status, headers: [["content-type", "text/html"]], body });
  if (page === "/crash") process.exit(3);
  if (page === "/slow") return;
  if (page === "/sync") return done(String(m.sync["public.today"]));
  if (page === "/read") return done(JSON.stringify(await ask(m.id, "public.classes", [{ q: 1 }])));
  if (page === "/fail") {
    try {
      await ask(m.id, "public.classes", []);
    } catch (err) {
      post({ type: "error", id: m.id, error: { name: "Error", message: err.message }, call: err.call });
    }
    return done("failed read", 500);
  }
  post({ type: "failed", id: m.id, error: { name: "Error", message: `no page ${page}` } });
});
post({ type: "ready" });
