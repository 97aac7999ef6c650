/**
 * Trainer insights' gathering (src/server/modules/insights/service.ts, decision 0046): beacons are
 * counted for listed trainers and their upcoming classes only, added up in memory, written in one call;
 * a failed write keeps its counts for the next; a reader's flush waits for a write under way.
 */
import { describe, expect, it } from "vitest";
import type { CountRow, InsightRepository } from "../../src/server/modules/insights/repository";
import { InsightService } from "../../src/server/modules/insights/service";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";

const trainer = { id: 3, upcomingClasses: [{ id: "c-1" }] } as unknown as PublicTrainer;

function service(add: (rows: readonly CountRow[]) => Promise<void>) {
  const repository = { add } as unknown as InsightRepository;
  return new InsightService({
    repository,
    listing: async () => ({ byId: new Map([[3, trainer]]) }),
    now: () => new Date("2026-11-28T18:00:00Z"),
    log: { warn: () => undefined },
  });
}

describe("InsightService", () => {
  it("adds up beacons per trainer, day, kind and class, and counts only listed trainers and their classes", async () => {
    const written: CountRow[][] = [];
    const s = service(async (rows) => void written.push([...rows]));
    expect(await s.count({ kind: "profile_view", trainerId: 3 })).toBe(true);
    expect(await s.count({ kind: "profile_view", trainerId: 3 })).toBe(true);
    expect(await s.count({ kind: "register_click", trainerId: 3, classId: "c-1" })).toBe(true);
    expect(await s.count({ kind: "register_click", trainerId: 3, classId: "c-2" })).toBe(false);
    expect(await s.count({ kind: "profile_view", trainerId: 4 })).toBe(false);
    await s.close();
    expect(written).toEqual([
      [
        { trainerId: 3, day: "2026-11-28", kind: "profile_view", subject: "", count: 2 },
        { trainerId: 3, day: "2026-11-28", kind: "register_click", subject: "c-1", count: 1 },
      ],
    ]);
  });

  it("keeps the counts of a failed write for the next one", async () => {
    const written: CountRow[][] = [];
    let fail = true;
    const s = service(async (rows) => {
      if (fail) throw new Error("database down");
      written.push([...rows]);
    });
    await s.count({ kind: "contact_click", trainerId: 3 });
    await s.flush();
    expect(written).toEqual([]);
    fail = false;
    await s.count({ kind: "contact_click", trainerId: 3 });
    await s.close();
    expect(written).toEqual([
      [{ trainerId: 3, day: "2026-11-28", kind: "contact_click", subject: "", count: 2 }],
    ]);
  });

  it("makes a second flush wait for the write under way", async () => {
    let release = () => {};
    const done: string[] = [];
    const s = service(
      (rows) =>
        new Promise<void>((resolve) => {
          release = () => {
            done.push(`wrote ${rows.length}`);
            resolve();
          };
        }),
    );
    await s.count({ kind: "profile_view", trainerId: 3 });
    const first = s.flush();
    const second = s.flush().then(() => done.push("second returned"));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(done).toEqual(["wrote 1", "second returned"]);
  });
});
