/**
 * One definition per endpoint (issue 30): every /api route the app registers was registered from its
 * definition in src/shared/contracts (same method, path and audience), and every definition is
 * registered once. A route written by hand, or a definition nobody serves, fails here.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { allEndpoints, endpointKey } from "../support/endpoints";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("registers every /api route from a definition, in the audience the definition names", () => {
  const handWritten = t.app.apiRoutes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`);
  expect(handWritten).toEqual([]);
  for (const r of t.app.apiRoutes) {
    expect(endpointKey(r.endpoint!), `${r.method} ${r.url}`).toBe(`${r.method} ${r.url}`);
    expect(r.endpoint!.audience, `${r.method} ${r.url}`).toBe(r.audience);
  }
});

it("serves every definition, and each once", async () => {
  const defined = (await allEndpoints()).map(({ endpoint }) => endpointKey(endpoint)).sort();
  expect(new Set(defined).size, "two definitions of one method and path").toBe(defined.length);
  const registered = [...new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`))].sort();
  expect(registered).toEqual(defined);
});
