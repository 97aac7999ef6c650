import { describe, expect, it } from "vitest";
import { nextClassOf, nextWeekToStudy } from "../../src/server/modules/dashboard/today";

const cls = (id: string, date: string, startTime: string) => ({
  id,
  title: `Class ${id}`,
  date,
  time: "6:00 PM - 8:00 PM",
  startTime,
  location: "Tulsa, OK",
});

describe("the dashboard's today block", () => {
  it("names the earliest upcoming class, by day then start", () => {
    expect(
      nextClassOf([
        cls("b", "2026-12-05", "18:00"),
        cls("a", "2026-12-05", "09:00"),
        cls("c", "2026-12-04", "20:00"),
      ]),
    ).toEqual({
      id: "c",
      title: "Class c",
      date: "2026-12-04",
      time: "6:00 PM - 8:00 PM",
      location: "Tulsa, OK",
    });
    expect(nextClassOf([])).toBeNull();
  });

  it("names the lowest class whose assessment is not passed, or none when all are", () => {
    expect(
      nextWeekToStudy([
        { classNumber: 3, passedOnce: false },
        { classNumber: 1, passedOnce: true },
        { classNumber: 2, passedOnce: false },
      ]),
    ).toBe(2);
    expect(nextWeekToStudy([{ classNumber: 1, passedOnce: true }])).toBeNull();
  });
});
