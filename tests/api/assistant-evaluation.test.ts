/**
 * The assistant's evaluation set through POST /api/chatbot (issue 31): with no model, the extractive
 * answer; with a fake OpenAI-compatible model on loopback that answers with the passages it was sent
 * (the tests' one fake model, tests/support/fake-model.ts, in its echo mode: a model that phrases only
 * from them can say no more), the share of questions whose passages hold
 * every required fact. Both figures are printed; each must be at least 85%.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVALUATION, type Fact, HELD_OUT, holds } from "../support/assistant-evaluation-set";
import { fakeModel } from "../support/fake-model";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const SET = [...EVALUATION, ...HELD_OUT];

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
  let fake: Awaited<ReturnType<typeof fakeModel>>;
  let trainer: string;

  beforeAll(async () => {
    // The tests' one fake model (tests/support/fake-model.ts), answering with the passages it is sent.
    fake = await fakeModel("echo");
    t = await createTestApp({
      RATE_LIMIT_ASSISTANT_PER_MINUTE: "1000",
      ASSISTANT_MODEL_URL: `${fake.baseUrl}/`,
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
