/**
 * The assistant's evaluation set through POST /api/chatbot (issue 31): with no model, the extractive
 * answer; with a fake OpenAI-compatible model on loopback that answers with the passages it was sent
 * (a model that phrases only from them can say no more), the share of questions whose passages hold
 * every required fact. Both figures are printed; each must be at least 85%.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVALUATION, type Fact, HELD_OUT, holds } from "../support/assistant-evaluation-set";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const SET = [...EVALUATION, ...HELD_OUT];

/** Answers every chat completion with the passages of the user's message, without their numbers. */
async function echoModel() {
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const user = (JSON.parse(raw).messages as { role: string; content: string }[]).find(
        (m) => m.role === "user",
      )!.content;
      const passages = user.slice(0, user.lastIndexOf("\n\nQuestion: ")).replace(/^\[\d+\] .*$/gm, "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: passages.trim() } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function score(t: TestApp, cookie: string, via: "retrieval" | "model") {
  let right = 0;
  const misses: string[] = [];
  for (const [question, facts] of SET) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chatbot",
      headers: { cookie },
      payload: { question },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { answer: string; via: string };
    // Every question of the set finds passages, so the model is asked each time.
    expect(body.via, question).toBe(via);
    if (facts.every((f: Fact) => holds(body.answer, f))) right++;
    else misses.push(question);
  }
  return { right, share: right / SET.length, misses };
}

describe("the evaluation set through the API", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof echoModel>>;
  let trainer: string;

  beforeAll(async () => {
    fake = await echoModel();
    t = await createTestApp({
      RATE_LIMIT_ASSISTANT_PER_MINUTE: "1000",
      ASSISTANT_MODEL_URL: `${fake.url}/`,
      ASSISTANT_MODEL: "echo-model",
      ASSISTANT_TIMEOUT_MS: "2000",
    });
    trainer = await loginAs(t.app, "trainer@example.com");
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("holds every required fact in at least 85% of the answers, with no model and with the fake model", async () => {
    const model = t.config.assistant.model;
    t.config.assistant.model = undefined;
    const retrieval = await score(t, trainer, "retrieval");
    t.config.assistant.model = model;
    const echoed = await score(t, trainer, "model");
    const pct = (s: { right: number; share: number }) =>
      `${s.right}/${SET.length} = ${(s.share * 100).toFixed(1)}%`;
    console.log(
      `assistant evaluation via the API: no model ${pct(retrieval)}; fake model (echoes its passages) ${pct(echoed)}`,
    );
    if (retrieval.misses.length > 0) console.log(`no model misses: ${retrieval.misses.join(" | ")}`);
    if (echoed.misses.length > 0) console.log(`fake model misses: ${echoed.misses.join(" | ")}`);
    expect(retrieval.share).toBeGreaterThanOrEqual(0.85);
    expect(echoed.share).toBeGreaterThanOrEqual(0.85);
  });
});
