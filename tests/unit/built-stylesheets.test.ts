/** The built stylesheets' text for the page head (src/server/pages/stylesheets.ts, decision 0035). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtStylesheets } from "../../src/server/pages/stylesheets";

const client = mkdtempSync(path.join(tmpdir(), "stylesheets-"));
mkdirSync(path.join(client, "assets"));
writeFileSync(path.join(client, "assets", "app-AbC_1.css"), "body{color:red}");
writeFileSync(path.join(client, "secret.css"), "not an asset");
writeFileSync(path.join(client, "assets", "closes.css"), 'a::after{content:"</style><script>"}');
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe("builtStylesheets", () => {
  it("reads a built stylesheet of /assets once, then keeps it", () => {
    const read = builtStylesheets(client);
    expect(read("/assets/app-AbC_1.css")).toBe("body{color:red}");
    writeFileSync(path.join(client, "assets", "app-AbC_1.css"), "changed");
    expect(read("/assets/app-AbC_1.css")).toBe("body{color:red}");
  });

  it("leaves anything else to a link: a missing file, another folder, a path that climbs, not CSS, text that ends the element", () => {
    const read = builtStylesheets(client);
    expect(read("/assets/missing.css")).toBeUndefined();
    expect(read("/secret.css")).toBeUndefined();
    expect(read("/assets/../secret.css")).toBeUndefined();
    expect(read("/assets/app-AbC_1.js")).toBeUndefined();
    expect(read("/assets/closes.css")).toBeUndefined();
    expect(read("https://elsewhere.example/assets/app.css")).toBeUndefined();
  });
});
