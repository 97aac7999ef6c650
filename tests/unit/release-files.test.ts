/**
 * What goes into release/ (scripts/release-files.mjs): the production dependencies found as Node finds
 * them, and only the files a running server may load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productionPackages, prunable } from "../../scripts/release-files.mjs";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A package folder with its package.json (relative to the fixture's root). */
function pkg(dir: string, manifest: Record<string, unknown>) {
  mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, dir, "package.json"), JSON.stringify(manifest));
}

describe("productionPackages", () => {
  it("follows dependencies, installed optional ones and required peers, and nothing else", () => {
    root = mkdtempSync(path.join(tmpdir(), "release-files-"));
    pkg("node_modules/app-server", {
      dependencies: { helper: "1" },
      optionalDependencies: { "@img/native-linux": "1", "@img/native-darwin": "1" },
      peerDependencies: { core: "1", "optional-peer": "1" },
      peerDependenciesMeta: { "optional-peer": { optional: true } },
    });
    pkg("node_modules/helper", { dependencies: { shared: "2" } });
    // helper's own copy of shared, nested: it comes inside helper's folder.
    pkg("node_modules/helper/node_modules/shared", { dependencies: { leaf: "1" } });
    pkg("node_modules/shared", {});
    pkg("node_modules/leaf", {});
    pkg("node_modules/@img/native-linux", {});
    pkg("node_modules/core", {});
    pkg("node_modules/optional-peer", {});
    pkg("node_modules/dev-only", {});

    expect(productionPackages(root, ["app-server"])).toEqual([
      path.join("node_modules", "@img", "native-linux"),
      path.join("node_modules", "app-server"),
      path.join("node_modules", "core"),
      path.join("node_modules", "helper"),
      path.join("node_modules", "leaf"),
    ]);
  });

  it("says which dependency is missing instead of writing a release that cannot start", () => {
    root = mkdtempSync(path.join(tmpdir(), "release-files-"));
    pkg("node_modules/app-server", { dependencies: { gone: "1" } });
    expect(() => productionPackages(root, ["app-server"])).toThrow(
      /gone \(needed from node_modules\/app-server\) is not installed/,
    );
  });
});

describe("prunable", () => {
  it.each([
    ["index.js.map", false],
    ["index.d.ts", false],
    ["index.d.mts", false],
    ["source.ts", false],
    ["README.md", false],
    [".bin", true],
  ])("leaves out %s", (name, isDirectory) => {
    expect(prunable(name, isDirectory)).toBe(true);
  });

  it.each([
    ["index.js", false],
    ["index.mjs", false],
    ["index.cjs", false],
    ["package.json", false],
    ["LICENSE", false],
    ["postgres.wasm", false],
    ["libvips-cpp.so.8", false],
    ["lib", true],
    ["dist.ts", true],
  ])("keeps %s", (name, isDirectory) => {
    expect(prunable(name, isDirectory)).toBe(false);
  });
});
