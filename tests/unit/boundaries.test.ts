/**
 * The boundaries Biome keeps (biome.json "overrides", and noImportCycles): each rule is shown to
 * refuse a planted import, so a change to biome.json that stops one from working fails here.
 * The planted files live for the length of one lint run and are removed whatever happens.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const BIOME = path.resolve("node_modules/.bin/biome");
const planted: string[] = [];
afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

/** Lints one planted file and answers Biome's messages (empty when it passes). */
function lintPlanted(file: string, text: string): string {
  writeFileSync(file, text);
  planted.push(file);
  const run = spawnSync(BIOME, ["lint", "--colors=off", "--max-diagnostics=5", file], { encoding: "utf8" });
  rmSync(file, { force: true });
  return run.status === 0 ? "" : `${run.stdout}${run.stderr}`;
}

const tag = `planted-${process.pid}`;

// Each case runs Biome once or twice (a second or two each, more on a busy machine).
describe("biome boundaries", { timeout: 30_000 }, () => {
  it("refuse a feature importing another feature", () => {
    const out = lintPlanted(
      `app/features/landing/${tag}.tsx`,
      'import { AppRoutes } from "../directory/find-trainer-screen";\nexport const x = AppRoutes;\n',
    );
    expect(out).toContain("A feature never imports another feature");
  });

  it("let a feature import components, lib and shared", () => {
    const out = lintPlanted(
      `app/features/landing/${tag}.tsx`,
      [
        'import { Button } from "../../components/ui/button";',
        'import { cn } from "../../lib/cn";',
        'import { ROUTES } from "../../../src/shared/routes";',
        "export const x = [Button, cn, ROUTES];",
        "",
      ].join("\n"),
    );
    expect(out).toBe("");
  });

  it("refuse lib importing components", () => {
    const out = lintPlanted(
      `app/lib/${tag}.ts`,
      'import { Button } from "../components/ui/button";\nexport const x = Button;\n',
    );
    expect(out).toContain("lib/ never imports components/");
  });

  it("refuse shared importing the server or the web app", () => {
    expect(
      lintPlanted(
        `src/shared/${tag}.ts`,
        'import { buildApp } from "../server/app";\nexport const x = buildApp;\n',
      ),
    ).toContain("it imports neither src/server nor the web app (app/)");
    expect(
      lintPlanted(
        `src/shared/contracts/${tag}.ts`,
        'import { cn } from "../../../app/lib/cn";\nexport const x = cn;\n',
      ),
    ).toContain("it imports neither src/server nor the web app (app/)");
  });

  it("refuse an import cycle", () => {
    const a = `src/shared/${tag}-a.ts`;
    const b = `src/shared/${tag}-b.ts`;
    writeFileSync(b, `import { a } from "./${tag}-a";\nexport const b = () => a;\n`);
    planted.push(b);
    const out = lintPlanted(a, `import { b } from "./${tag}-b";\nexport const a = () => b;\n`);
    rmSync(b, { force: true });
    expect(out).toContain("This import is part of a cycle");
  });
});
