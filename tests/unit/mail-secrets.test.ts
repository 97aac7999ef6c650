import { describe, expect, it } from "vitest";
import { withoutSecrets } from "../../src/server/plugins/mail";

describe("withoutSecrets", () => {
  it("removes a secret as is, URL-encoded either way and HTML-escaped", () => {
    const secret = "a b+c/d&e";
    const url = new URL("https://trainers.example/x");
    url.searchParams.set("token", secret);
    const text = [
      secret,
      encodeURIComponent(secret),
      url.toString(),
      `<a href="${url.toString().replaceAll("&", "&amp;")}">`,
    ].join("\n");
    const kept = withoutSecrets(text, [secret]);
    expect(kept).toBe(
      [
        "[removed]",
        "[removed]",
        "https://trainers.example/x?token=[removed]",
        '<a href="https://trainers.example/x?token=[removed]">',
      ].join("\n"),
    );
  });

  it("leaves text without secrets, and ignores empty ones", () => {
    expect(withoutSecrets("nothing here", ["", "zzz"])).toBe("nothing here");
  });
});
