/**
 * The code's boundaries (.dependency-cruiser.cjs, run by `npm run check` as `npm run boundaries`): each
 * rule is shown to refuse a planted import on resolved files, whatever its spelling, so a change to the
 * rules that stops one from working fails here. Issue 30 names six spellings; each must fail. The planted
 * files live for one run of dependency-cruiser and are removed whatever happens.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const DEPCRUISE = path.resolve("node_modules/.bin/depcruise");
const tag = `planted-${process.pid}`;
const planted: string[] = [];
afterAll(() => {
  for (const file of planted.reverse()) rmSync(file, { force: true, recursive: true });
});

function plant(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  planted.push(file);
}

/** Cruises the planted files with the project's rules; answers the violations' text (empty: none). */
function cruise(files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) plant(file, text);
  const run = spawnSync(DEPCRUISE, [...Object.keys(files), "--output-type", "err"], { encoding: "utf8" });
  for (const file of Object.keys(files)) rmSync(file, { force: true });
  return run.status === 0 ? "" : `${run.stdout}${run.stderr}`;
}

const importing = (spec: string) => `import * as other from "${spec}";\nexport const x = other;\n`;

// Each case runs dependency-cruiser once (a few seconds, more on a busy machine).
describe("the boundaries of .dependency-cruiser.cjs", { timeout: 60_000 }, () => {
  it("refuse a feature importing another feature, spelled ../other/x", () => {
    const out = cruise({
      [`app/features/landing/${tag}.tsx`]: importing("../directory/find-trainer-screen"),
    });
    expect(out).toContain("feature-to-feature");
  });

  it("refuse it spelled ../../features/other/x", () => {
    const out = cruise({
      [`app/features/landing/${tag}.tsx`]: importing("../../features/directory/find-trainer-screen"),
    });
    expect(out).toContain("feature-to-feature");
  });

  it("refuse it spelled ../../other/x from a nested folder", () => {
    const out = cruise({
      [`app/features/landing/${tag}/nested.tsx`]: importing("../../directory/find-trainer-screen"),
    });
    planted.push(`app/features/landing/${tag}`);
    expect(out).toContain("feature-to-feature");
  });

  it("refuse the web app importing the server", () => {
    expect(cruise({ [`app/lib/${tag}.ts`]: importing("../../src/server/app") })).toContain("web-to-server");
  });

  it("refuse the server importing the web app's source", () => {
    expect(cruise({ [`src/server/${tag}.ts`]: importing("../../app/lib/cn") })).toContain("server-to-web");
  });

  it("refuse shared importing the server or the web app", () => {
    expect(cruise({ [`src/shared/${tag}.ts`]: importing("../server/app") })).toContain("shared-to-sides");
    expect(cruise({ [`src/shared/contracts/${tag}.ts`]: importing("../../../app/lib/cn") })).toContain(
      "shared-to-sides",
    );
  });

  it("refuse lib importing components", () => {
    expect(cruise({ [`app/lib/${tag}.ts`]: importing("../components/ui/button") })).toContain(
      "lib-to-components",
    );
  });

  it("refuse infrastructure importing a module, and a module edge off the allow-list", () => {
    expect(
      cruise({ [`src/server/plugins/${tag}.ts`]: importing("../modules/trainers/repository") }),
    ).toContain("infrastructure-to-modules");
    // trainers is below onboarding: the reverse edge would close a cycle between modules.
    expect(
      cruise({ [`src/server/modules/trainers/${tag}.ts`]: importing("../onboarding/progress") }),
    ).toContain("module-trainers");
  });

  it("refuse the schema's tables outside a repository, and HTTP errors in a service", () => {
    expect(
      cruise({ [`src/server/modules/classes/${tag}-service.ts`]: importing("../../db/schema") }),
    ).toContain("schema-outside-repositories");
    expect(
      cruise({ [`src/server/modules/classes/${tag}-service.ts`]: importing("../../http/http-error") }),
    ).toContain("domain-without-http");
    // A repository may read and write the tables.
    expect(
      cruise({ [`src/server/modules/classes/${tag}-repository.ts`]: importing("../../db/schema") }),
    ).toBe("");
  });

  it("refuse an import cycle, and an import that resolves to nothing", () => {
    const out = cruise({
      [`src/shared/${tag}-a.ts`]: `import { b } from "./${tag}-b";\nexport const a = () => b;\n`,
      [`src/shared/${tag}-b.ts`]: `import { a } from "./${tag}-a";\nexport const b = () => a;\n`,
    });
    expect(out).toContain("no-cycles");
    expect(cruise({ [`app/lib/${tag}.ts`]: importing("./no-such-file") })).toContain("resolvable");
  });

  it("let a feature import components, lib and shared, and a module import along the allow-list", () => {
    const out = cruise({
      [`app/features/landing/${tag}.tsx`]: [
        'import { Button } from "../../components/ui/button";',
        'import { cn } from "../../lib/cn";',
        'import { ROUTES } from "../../../src/shared/routes";',
        "export const x = [Button, cn, ROUTES];",
        "",
      ].join("\n"),
      [`src/server/modules/classes/${tag}.ts`]: importing("../trainers/repository"),
    });
    expect(out).toBe("");
  });
});
