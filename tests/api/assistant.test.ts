/**
 * POST /api/chatbot (issue 11 part 5): signed-in trainers only, checked input, a per-trainer limit, the
 * retrieval answer with its sources, and the model path against a fake OpenAI-compatible server on
 * loopback: a good answer, a slow one (timeout, then the retrieval answer) and a failing one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { CHAT_TEXT, QUESTION_MAX } from "../../src/shared/contracts/assistant";
import { FAKE_MODEL_ANSWER, fakeModel } from "../support/fake-model";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

/** Questions a trainer may ask a minute in the first app (more than the other tests of one trainer ask). */
const LIMIT = 8;
const INSURANCE = "What kind of liability insurance do I need to teach self-defense?";
const CERTIFICATION_INSURANCE = "Liability insurance (your profile's Certification tab)";

function ask(t: TestApp, cookie: string | undefined, question: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/chatbot",
    headers: cookie ? { cookie } : {},
    payload: { question, context: "Soul Punch trainer portal" },
  });
}

describe("POST /api/chatbot by retrieval", () => {
  let t: TestApp;
  let trainer: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ASSISTANT_PER_MINUTE: String(LIMIT) });
    trainer = await loginAs(t.app, "trainer@example.com");
  });
  afterAll(async () => t?.close());

  it("answers 401 to a visitor who is not signed in", async () => {
    const res = await ask(t, undefined, INSURANCE);
    expect(res.statusCode).toBe(401);
  });

  it("answers a signed-in trainer from the product's texts and the curriculum and names the sources", async () => {
    const res = await ask(t, trainer, INSURANCE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.via).toBe("retrieval");
    // The Certification tab's guidance, quoted (issue 31), and the week 1 guide beside it.
    expect(body.answer).toContain("$129 per occurrence or $500 per year");
    expect(body.sources[0]).toEqual({ title: CERTIFICATION_INSURANCE, url: "/trainer-portal/profile" });
    expect(body.sources).toContainEqual({
      title: "Liability Insurance Guide (Week 1)",
      url: "https://learn.soulpunch.example/business-setup/liability-insurance-guide",
    });
    expect(body.sources.map((s: { title: string }) => s.title)).not.toContain(
      "Pricing Your Classes Worksheet (Week 6)",
    );
    expect(body.sources.length).toBeLessThanOrEqual(3);
  });

  it("answers from the terms and the FAQ with product links", async () => {
    const res = await ask(t, trainer, "Can I get a refund if I change my mind?");
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toMatch(/refunds are not given once access is granted/);
    // The terms say the same in other words: the answer quotes it once, and cites where it quoted.
    expect(res.json().sources.map((s: { url: string }) => s.url)).toEqual(["/support"]);
  });

  it("says it cannot answer, with no sources, when nothing matches", async () => {
    const res = await ask(t, trainer, "Who won the Super Bowl in 1998?");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ answer: CHAT_TEXT.noAnswer, sources: [], via: "retrieval" });
  });

  it("refuses an empty and a too long question with the field's message", async () => {
    const empty = await ask(t, trainer, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ field: "question", message: "Type a question first." }]);
    const long = await ask(t, trainer, "a".repeat(QUESTION_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].field).toBe("question");
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/chatbot",
      headers: { cookie: trainer },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it("limits each trainer's questions a minute (429 with Retry-After), not the other trainers'", async () => {
    const admin = await loginAs(t.app, "admin@example.com");
    for (let i = 0; i < LIMIT; i++) expect((await ask(t, admin, INSURANCE)).statusCode).toBe(200);
    const refused = await ask(t, admin, INSURANCE);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/wait a minute/);
    const lead = await loginAs(t.app, "lead@example.com");
    expect((await ask(t, lead, INSURANCE)).statusCode).toBe(200);
  });
});

describe("POST /api/chatbot with a configured model", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof fakeModel>>;
  let trainer: string;
  let retrievalAnswer: string;

  beforeAll(async () => {
    fake = await fakeModel();
    t = await createTestApp({
      ASSISTANT_MODEL_URL: `${fake.baseUrl}/`,
      ASSISTANT_API_KEY: "test-key",
      ASSISTANT_MODEL: "fake-model",
      // 1 s: a loaded CI machine can take more than 300 ms to hand a request to the fake, and the model
      // is then never asked; the slow mode answers after 3 s, well past it.
      ASSISTANT_TIMEOUT_MS: "1000",
    });
    trainer = await loginAs(t.app, "trainer@example.com");
    // What retrieval alone answers, to compare the fall-backs with.
    const model = t.config.assistant.model;
    t.config.assistant.model = undefined;
    retrievalAnswer = (await ask(t, trainer, INSURANCE)).json().answer;
    t.config.assistant.model = model;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.state.received = [];
  });

  it("sends the passages and the question with the key, and answers with the model's text", async () => {
    fake.state.mode = "good";
    const res = await ask(t, trainer, INSURANCE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      answer: FAKE_MODEL_ANSWER,
      via: "model",
    });
    expect(body.sources[0].title).toBe(CERTIFICATION_INSURANCE);

    expect(fake.state.received).toHaveLength(1);
    const [call] = fake.state.received;
    expect(call!.url).toBe("/v1/chat/completions");
    expect(call!.headers.authorization).toBe("Bearer test-key");
    expect(call!.body.model).toBe("fake-model");
    const [system, user] = call!.body.messages as [
      { role: string; content: string },
      { role: string; content: string },
    ];
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/ONLY from the numbered passages/);
    expect(system.content).toMatch(/do not contain the answer/);
    expect(user.role).toBe("user");
    expect(user.content).toContain(`Question: ${INSURANCE}`);
    // The passages the retrieval answer quoted come first, then the other relevant ones.
    expect(user.content).toContain(`[1] ${CERTIFICATION_INSURANCE} (/trainer-portal/profile)`);
    expect(user.content).toContain("$129 per occurrence or $500 per year unlimited");
    expect(user.content).toContain("How to choose self-defense-specific liability coverage");
    expect(user.content).not.toContain("Pricing Your Classes Worksheet");
  });

  it("answers by retrieval, within a bounded time, when the model is slower than the timeout", async () => {
    fake.state.mode = "slow";
    const started = Date.now();
    const res = await ask(t, trainer, INSURANCE);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ answer: retrievalAnswer, via: "retrieval" });
    expect(res.json().sources[0].title).toBe(CERTIFICATION_INSURANCE);
    expect(fake.state.received).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(990);
    // Before the slow model's answer (3 s): the timeout, not the model, ended the wait.
    expect(took).toBeLessThan(2900);
  });

  it("answers by retrieval when the model fails (500) or answers without a message", async () => {
    fake.state.mode = "fail";
    const failed = await ask(t, trainer, INSURANCE);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ answer: retrievalAnswer, via: "retrieval" });
    fake.state.mode = "garbage";
    const garbage = await ask(t, trainer, INSURANCE);
    expect(garbage.json()).toMatchObject({ answer: retrievalAnswer, via: "retrieval" });
    expect(fake.state.received).toHaveLength(2);
  });

  it("does not ask the model when no passage matches", async () => {
    fake.state.mode = "good";
    const res = await ask(t, trainer, "Who won the Super Bowl in 1998?");
    expect(res.json()).toEqual({ answer: CHAT_TEXT.noAnswer, sources: [], via: "retrieval" });
    expect(fake.state.received).toHaveLength(0);
  });
});

describe("the assistant's configuration", () => {
  it("is retrieval only by default, with 20 questions a minute and an 8 s model timeout", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.assistant).toEqual({ perMinute: 20, model: undefined });
    const withModel = loadConfig({
      NODE_ENV: "test",
      ASSISTANT_MODEL_URL: "http://127.0.0.1:1234/v1/",
      ASSISTANT_MODEL: "local-model",
    });
    expect(withModel.assistant.model).toEqual({
      baseUrl: "http://127.0.0.1:1234/v1",
      apiKey: undefined,
      model: "local-model",
      timeoutMs: 8000,
    });
  });

  it("refuses a model URL without a model name, and a URL that is not one", () => {
    expect(() => loadConfig({ NODE_ENV: "test", ASSISTANT_MODEL_URL: "http://127.0.0.1:1234/v1" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: "test", ASSISTANT_MODEL_URL: "localhost:1234" })).toThrow(
      /ASSISTANT_MODEL_URL/,
    );
  });
});
