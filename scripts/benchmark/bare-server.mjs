// The benchmarks' reference: a bare node:http server answering prepared bytes by URL, in its own process
// (`node bare-server.mjs answers.json PORT`; see servers.mjs bareServer). Prints "ready" when listening.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, "utf8")).map((a) => [a.url, { ...a, bytes: Buffer.from(a.bytes, "base64") }]),
);
const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.bytes);
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
