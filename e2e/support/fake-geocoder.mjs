// A stand-in for the public geocoder (Nominatim's search API) on loopback, for the directory's e2e
// tests: the app's GET /api/geocode asks it when the offline gazetteer has no answer.
//   "Gathering Place Park" -> one match in Tulsa; "Failtown" -> HTTP 500; "Hangtown" -> never answers
//   (a hung geocoder); "Droptown" -> the connection is cut without an answer (a geocoder gone away);
//   anything else -> no match.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 3103);
const PLACES = {
  "gathering place park": [
    { lat: "36.1245", lon: "-95.9845", display_name: "Gathering Place, Tulsa, Oklahoma" },
  ],
};

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/health") {
    res.end("ok");
    return;
  }
  const q = (url.searchParams.get("q") ?? "").trim().toLowerCase();
  if (q === "failtown") {
    res.writeHead(500).end("upstream error");
    return;
  }
  // The app gives up after its own timeout and closes the connection; nothing is ever sent.
  if (q === "hangtown") return;
  if (q === "droptown") {
    req.socket.destroy();
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(PLACES[q] ?? []));
}).listen(port, "127.0.0.1");
