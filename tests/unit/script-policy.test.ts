import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, newNonce, withScriptSources } from "../../src/server/pages/script-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a page's script policy", () => {
  it("adds sources to helmet's script-src and keeps the other directives", () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none'";
    expect(withScriptSources(policy, ["'nonce-abc'"])).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none'",
    );
  });

  it("adds a script-src when the policy has none", () => {
    expect(withScriptSources("default-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x'",
    );
  });

  it("hashes every inline script once, but not module files nor JSON data blocks", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import("/assets/x.js")</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      "<script>window.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/assets/x.js")')]);
  });

  it("makes a new nonce each time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
