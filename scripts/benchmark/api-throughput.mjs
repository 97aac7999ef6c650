// GET /api/public-trainers with 2,000 trainers against a bare node:http server sending the same
// prepared bytes, side by side in one run with autocannon (issue 4: at least 0.8 times its rate).
import { createServer } from "node:http";
import autocannon from "autocannon";
import { seedMany, startApp, tempDataDir } from "./servers.mjs";

const TRAINERS = 2000;
const ROUNDS = 2;
const SECONDS = 8;
const CONNECTIONS = 50;
// What a browser sends; the app answers its prepared brotli bytes.
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

function bareServer(port, body, headers) {
  return new Promise((resolve) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function cannon(url) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS }).then((r) => ({
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  }));
}

export async function apiThroughput({ port = 3450 } = {}) {
  const dataDir = tempDataDir("api");
  // seed:many leaves about 8% unlisted or in training: seed enough for N listed trainers.
  const seedMs = seedMany(dataDir, Math.ceil(TRAINERS / 0.9));
  const app = await startApp(port, dataDir);
  try {
    const url = `${app.url}/api/public-trainers`;
    const first = await fetch(url, { headers: HEADERS });
    const body = Buffer.from(await first.arrayBuffer());
    // fetch decodes the body; ask again without decoding to keep the bytes as sent.
    const raw = await new Promise((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(url, { headers: HEADERS }, (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => resolve({ bytes: Buffer.concat(chunks), headers: res.headers }));
        }).on("error", reject),
      );
    });
    const count = JSON.parse(body.toString("utf8")).length;
    const headers = {
      "content-type": raw.headers["content-type"],
      "content-encoding": raw.headers["content-encoding"],
      etag: raw.headers.etag,
      "cache-control": raw.headers["cache-control"],
      vary: raw.headers.vary,
    };
    const bare = await bareServer(port + 1, raw.bytes, headers);
    const bareUrl = `http://127.0.0.1:${port + 1}/api/public-trainers`;
    const runs = { app: [], bare: [] };
    try {
      await cannon(url); // warm-up of both (JIT, connections)
      await cannon(bareUrl);
      for (let i = 0; i < ROUNDS; i++) {
        // Alternate the order so neither side always runs on a cooler machine.
        if (i % 2 === 0) {
          runs.app.push(await cannon(url));
          runs.bare.push(await cannon(bareUrl));
        } else {
          runs.bare.push(await cannon(bareUrl));
          runs.app.push(await cannon(url));
        }
      }
    } finally {
      bare.close();
    }
    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    const appBest = best(runs.app);
    const bareBest = best(runs.bare);
    const ratio = appBest.rps / bareBest.rps;
    return {
      trainers: count,
      seedSeconds: Math.round(seedMs / 100) / 10,
      bodyBytes: raw.bytes.length,
      encoding: headers["content-encoding"] ?? "identity",
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      appRps: Math.round(appBest.rps),
      bareRps: Math.round(bareBest.rps),
      appP99Ms: appBest.p99Ms,
      errors: runs.app.concat(runs.bare).reduce((n, r) => n + r.errors, 0),
      ratio: Math.round(ratio * 1000) / 1000,
      target: 0.8,
      pass: ratio >= 0.8 && count >= TRAINERS,
    };
  } finally {
    await app.stop();
  }
}
