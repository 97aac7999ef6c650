// GET /api/public-trainers with 2,000 trainers against a bare node:http server sending the same
// prepared bytes, side by side in one run with autocannon (issue 4: at least 0.8 times its rate).
import {
  appVersusBare,
  BROWSER_HEADERS,
  bareServer,
  rawGet,
  seedMany,
  startApp,
  tempDataDir,
} from "./servers.mjs";

const TRAINERS = 2000;
const ROUNDS = 2;
const SECONDS = 8;
const CONNECTIONS = 50;
const PATH = "/api/public-trainers";

export async function apiThroughput({ port = 3450 } = {}) {
  const dataDir = tempDataDir("api");
  // seed:many leaves about 8% unlisted or in training: seed enough for N listed trainers.
  const seedMs = seedMany(dataDir, Math.ceil(TRAINERS / 0.9));
  const app = await startApp(port, dataDir);
  try {
    const url = `${app.url}${PATH}`;
    // What a browser sends; the app answers its prepared brotli bytes.
    const first = await fetch(url, { headers: BROWSER_HEADERS });
    const count = (await first.json()).length;
    // fetch decodes the body; ask again without decoding to keep the bytes as sent.
    const raw = await rawGet(url, BROWSER_HEADERS);
    const bare = await bareServer(port + 1, { [PATH]: raw });
    const bareUrl = `http://127.0.0.1:${port + 1}${PATH}`;
    let measured;
    try {
      measured = await appVersusBare(url, bareUrl, {
        rounds: ROUNDS,
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
    } finally {
      await bare.close();
    }
    const { app: appBest, bare: bareBest, runs } = measured;
    const ratio = appBest.rps / bareBest.rps;
    return {
      trainers: count,
      seedSeconds: Math.round(seedMs / 100) / 10,
      bodyBytes: raw.bytes.length,
      encoding: raw.headers["content-encoding"] ?? "identity",
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      appRps: Math.round(appBest.rps),
      bareRps: Math.round(bareBest.rps),
      appP99Ms: appBest.p99Ms,
      errors: runs.app.concat(runs.bare).reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      ratio: Math.round(ratio * 1000) / 1000,
      target: 0.8,
      pass: ratio >= 0.8 && count >= TRAINERS,
    };
  } finally {
    await app.stop();
  }
}
