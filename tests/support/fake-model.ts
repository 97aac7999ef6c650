/**
 * The one fake OpenAI-compatible model server of the tests, on loopback (the assistant's edge of the
 * outside world): answers /v1/chat/completions as `state.mode` says and records every call.
 * - good: a fixed answer ("FAKE MODEL: ..."), to see that the model's words reach the visitor;
 * - echo: the passages of the user's message, without their numbers: a model that phrases only from
 *   the passages it was sent can say no more (the evaluation set's figure through a model);
 * - slow: the good answer after 3 s (past the assistant's timeout); fail: 500; garbage: no choices.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeModelMode = "good" | "echo" | "slow" | "fail" | "garbage";
export type FakeModelCall = {
  headers: IncomingHttpHeaders;
  url: string;
  body: { model: string; messages: { role: string; content: string }[] };
};

export const FAKE_MODEL_ANSWER = "FAKE MODEL: get self-defense-specific liability cover.";

function completion(content: string) {
  return JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

/** The passages of the assistant's prompt: what precedes the question, each passage's "[n] title" line dropped. */
function passagesOf(body: FakeModelCall["body"]): string {
  const user = body.messages.find((m) => m.role === "user")?.content ?? "";
  const end = user.lastIndexOf("\n\nQuestion: ");
  return (end >= 0 ? user.slice(0, end) : user).replace(/^\[\d+\] .*$/gm, "").trim();
}

export async function fakeModel(mode: FakeModelMode = "good") {
  const state = { mode, received: [] as FakeModelCall[] };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const call: FakeModelCall = {
        headers: req.headers,
        url: req.url ?? "",
        body: JSON.parse(raw || "null"),
      };
      state.received.push(call);
      const reply = (content: string) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(completion(content));
      };
      if (state.mode === "good") reply(FAKE_MODEL_ANSWER);
      else if (state.mode === "echo") reply(passagesOf(call.body));
      else if (state.mode === "slow") setTimeout(() => reply(FAKE_MODEL_ANSWER), 3000).unref();
      else if (state.mode === "garbage") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [] }));
      } else {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model crashed" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
