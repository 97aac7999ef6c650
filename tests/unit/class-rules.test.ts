/** The class form's rules, shared by the form and the server (src/shared/contracts/manage-classes.ts). */
import { describe, expect, it } from "vitest";
import { startFromTimeText } from "../../src/server/modules/classes/service";
import {
  CLASS_TEXT,
  classInput,
  endTimeFor,
  parsePrice,
  startFrom12h,
  to12h,
} from "../../src/shared/contracts/manage-classes";

describe("start time from the form's hour, minute and AM/PM", () => {
  it.each([
    [12, "00", "AM", "00:00"],
    [1, "15", "AM", "01:15"],
    [11, "45", "AM", "11:45"],
    [12, "30", "PM", "12:30"],
    [6, "00", "PM", "18:00"],
    [9, "45", "PM", "21:45"],
  ] as const)("%i:%s %s is %s", (hour, minute, half, expected) => {
    expect(startFrom12h(hour, minute, half)).toBe(expected);
    expect(to12h(expected)).toEqual({ hour, minute, half });
  });

  it("counts a start with no AM/PM as PM (spec §5)", () => {
    expect(startFrom12h(3, "00")).toBe("15:00");
    expect(startFrom12h(8, "30")).toBe("20:30");
  });
});

describe("end time", () => {
  it("is the start plus 2 hours", () => {
    expect(endTimeFor("18:30")).toBe("20:30");
    expect(endTimeFor("00:00")).toBe("02:00");
    expect(endTimeFor("21:45")).toBe("23:45");
  });
  it("is none past midnight", () => {
    expect(endTimeFor("22:00")).toBeNull();
    expect(endTimeFor("23:45")).toBeNull();
  });
});

describe("price text", () => {
  it.each([
    ["$75", 7500],
    ["75", 7500],
    [" $45.50 ", 4550],
    ["$1,200", 120000],
    ["0", 0],
    ["$0.00", 0],
    ["Free", 0],
    ["free", 0],
  ])("%s is %i cents", (text, cents) => expect(parsePrice(text)).toBe(cents));
  it.each(["", "$", "-5", "abc", "7.555", "$100,000.01", "1e3"])("%s is unreadable", (text) =>
    expect(parsePrice(text)).toBeNull(),
  );
});

describe("the spec's time text (whole-list save)", () => {
  it.each([
    ["6:00 PM - 8:00pm", "18:00"],
    ["6:00 pm", "18:00"],
    ["10:30 AM - 12:30 PM", "10:30"],
    ["12:00 a.m.", "00:00"],
    ["3:15", "15:15"],
    ["7", "19:00"],
  ])("%s starts at %s", (text, start) => expect(startFromTimeText(text)).toBe(start));
  it("keeps what it cannot read, for the schema to refuse", () => {
    expect(startFromTimeText("evening")).toBe("evening");
    expect(startFromTimeText("13:00")).toBe("13:00");
  });
});

describe("classInput", () => {
  const base = {
    title: "2-Hour Basic Self-Defense Class",
    date: "2099-05-01",
    startTime: "18:00",
    location: "Hall",
    paymentLink: "https://pay.example",
  };
  it("accepts a minimal class and tidies the optional fields", () => {
    const parsed = classInput.parse({ ...base, tags: [" a ", "a", ""], notes: "", address: "  " });
    // No price: a new class gets the default, an edited one keeps its own.
    expect("priceCents" in parsed).toBe(false);
    expect(parsed).toMatchObject({
      tags: ["a"],
      notes: null,
      address: null,
      capacity: null,
    });
  });
  it("takes no typed spots left: they are counted from reservations", () => {
    const parsed = classInput.safeParse({ ...base, capacity: 10, spotsLeft: 3 });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty("spotsLeft");
  });
  it("refuses a payment link that is not http(s)", () => {
    for (const link of ["ftp://x.example", "javascript:alert(1)", "example.com"])
      expect(classInput.safeParse({ ...base, paymentLink: link }).error?.issues[0]?.message).toBe(
        CLASS_TEXT.paymentLinkInvalid,
      );
  });
});
