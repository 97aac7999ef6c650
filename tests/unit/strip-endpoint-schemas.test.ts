/** The client build's endpoint definitions keep method, path and audience, never their schemas. */
import { describe, expect, it } from "vitest";
import { markConstantsPure, stripSchemas } from "../../scripts/vite/strip-endpoint-schemas";

describe("stripSchemas", () => {
  it("replaces the schema values of every defineEndpoint call and nothing else", () => {
    const code = `const item = z.object({ id: z.number() });
export const endpoints = {
  one: defineEndpoint({ method: "POST", path: "/api/x/:id", audience: "portal", params: z.object({ id: z.coerce.number() }), body: item, responses: { 201: item, ...errorResponses(400) } }),
  two: defineEndpoint({ method: "GET", path: "/api/y", audience: "public", query: item.extend({}), responses: { 200: z.string() } }),
};
const other = make({ body: item });`;
    const out = stripSchemas(code);
    expect(out).toContain(
      `one: defineEndpoint({ method: "POST", path: "/api/x/:id", audience: "portal", params: true, body: true, responses: {} })`,
    );
    expect(out).toContain(
      `two: defineEndpoint({ method: "GET", path: "/api/y", audience: "public", query: true, responses: {} })`,
    );
    // Not a definition: left as it is.
    expect(out).toContain("const other = make({ body: item });");
    expect(out.startsWith("const item = z.object({ id: z.number() });")).toBe(true);
  });

  it("leaves code without definitions unchanged", () => {
    const code = "export const a = 1;\nexport function defineEndpointLike() {}\n";
    expect(stripSchemas(code)).toBe(code);
  });
});

describe("markConstantsPure", () => {
  it("wraps each top-level constant built by a call, and nothing else", () => {
    const code = `import { z } from "zod";
export const a = z.string().min(1);
const b = a.optional();
export const TEXT = { x: "y" };
export const f = () => z.number();
function g() { return z.boolean(); }
export { b };`;
    const out = markConstantsPure(code);
    expect(out).toContain("export const a = /* @__PURE__ */ (() => (z.string().min(1)))();");
    expect(out).toContain("const b = /* @__PURE__ */ (() => (a.optional()))();");
    expect(out).toContain(`export const TEXT = { x: "y" };`);
    expect(out).toContain("export const f = () => z.number();");
    expect(out).toContain("function g() { return z.boolean(); }");
  });
});
