import { describe, expect, it } from "vitest";
import {
  type ClassFormValues,
  classFormSchema,
  classValues,
  endText,
  formFieldOf,
  newClassValues,
} from "../../app/features/manage-classes/class-form";
import { CLASS_TEXT, type OwnClass } from "../../src/shared/contracts/manage-classes";

/** The class form's schema (app/features/manage-classes/class-form.ts): form values → classInput. */

const today = "2026-03-10";
const valid: ClassFormValues = {
  ...newClassValues(),
  date: "2026-03-20",
  hour: "6",
  minute: "30",
  location: "Riverside Community Center, Tulsa, OK",
  paymentLink: "https://buy.stripe.com/test",
};

function errors(values: ClassFormValues, kept?: { text: string; cents: number }) {
  const result = classFormSchema({ today, kept }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("the class form's schema", () => {
  it("turns the picked values into the contract's body", () => {
    const body = classFormSchema({ today }).parse({
      ...valid,
      tags: " a, b ,, a ",
      capacity: "20",
      type: "workshop",
    });
    expect(body).toMatchObject({
      title: "2-Hour Basic Self-Defense Class",
      date: "2026-03-20",
      startTime: "18:30",
      priceCents: 7500,
      tags: ["a", "b"],
      capacity: 20,
      type: "workshop",
      level: null,
      address: null,
      notes: null,
    });
  });

  it("puts each required message under the field the trainer fills in", () => {
    const empty = { ...newClassValues(), title: " " };
    expect(errors(empty)).toEqual({
      title: CLASS_TEXT.titleRequired,
      date: CLASS_TEXT.dateRequired,
      hour: CLASS_TEXT.startRequired,
      location: CLASS_TEXT.locationRequired,
      paymentLink: CLASS_TEXT.paymentLinkRequired,
    });
    expect(errors({ ...valid, paymentLink: "example" })).toEqual({
      paymentLink: CLASS_TEXT.paymentLinkInvalid,
    });
    expect(errors({ ...valid, hour: "10", minute: "15" })).toEqual({ hour: CLASS_TEXT.endsAfterMidnight });
    expect(errors({ ...valid, date: "2026-03-09" })).toEqual({ date: CLASS_TEXT.datePast });
    expect(errors({ ...valid, price: "seventy" })).toEqual({ price: CLASS_TEXT.priceInvalid });
    expect(errors({ ...valid, capacity: "1.5" })).toEqual({ capacity: CLASS_TEXT.capacityInvalid });
  });

  it("reads prices as typed, 0 is free, and an edit keeps its price while the text is unchanged", () => {
    const price = (text: string, kept?: { text: string; cents: number }) =>
      classFormSchema({ today, kept }).parse({ ...valid, price: text }).priceCents;
    expect(price("0")).toBe(0);
    expect(price("Free")).toBe(0);
    expect(price("$1,200")).toBe(120_000);
    expect(price("$45.50", { text: "$45.50", cents: 4550 })).toBe(4550);
    expect(price("$50", { text: "$45.50", cents: 4550 })).toBe(5000);
  });

  it("shows a stored class for an edit, the end time, and the form field of a server issue", () => {
    const stored: OwnClass = {
      id: "c1",
      title: "Night class",
      date: "2026-03-12",
      startTime: "21:45",
      endTime: "23:45",
      time: "9:45 PM - 11:45 PM",
      timeZone: "America/Chicago",
      location: "Gym",
      address: null,
      price: "Free",
      priceCents: 0,
      paymentLink: "https://example.com",
      capacity: 10,
      type: null,
      level: "advanced",
      tags: ["x", "y"],
      notes: null,
    };
    expect(classValues(stored)).toMatchObject({
      hour: "9",
      minute: "45",
      half: "PM",
      price: "Free",
      capacity: "10",
      tags: "x, y",
      level: "advanced",
    });
    expect(endText({ hour: "9", minute: "45", half: "PM" })).toBe("11:45 PM");
    expect(endText({ hour: "10", minute: "00", half: "PM" })).toBeNull();
    expect(endText({ hour: "", minute: "00", half: "PM" })).toBe("");
    expect(endText({ hour: "12", minute: "00", half: "AM" })).toBe("2:00 AM");
    expect(formFieldOf("class.title")).toBe("title");
    expect(formFieldOf("class.startTime")).toBe("hour");
    expect(formFieldOf("class.priceCents")).toBe("price");
    expect(formFieldOf("class.tags.3")).toBe("tags");
    expect(formFieldOf("version")).toBeUndefined();
    expect(formFieldOf("(body)")).toBeUndefined();
  });
});
