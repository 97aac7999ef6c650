/**
 * The class form's values and its rules (spec portal §5 class form; src/shared/contracts/manage-classes.ts).
 * The form holds what the trainer picks (hour 1-12, minute, AM/PM, price text, comma-separated tags);
 * its schema turns them into the contract's `classInput` body with startFrom12h and parsePrice, and then
 * checks that body with the contract itself, so every message is the contract's and each appears under
 * the field the trainer filled in.
 */
import { z } from "zod";
import {
  CLASS_DEFAULTS,
  CLASS_TEXT,
  type ClassInput,
  type ClassInputDraft,
  classInput,
  endTimeFor,
  type OwnClass,
  parsePrice,
  startFrom12h,
  to12h,
} from "../../../src/shared/contracts/manage-classes";
import { priceText } from "../../../src/shared/directory-rules";

export type Half = "AM" | "PM";

export type ClassFormValues = {
  title: string;
  date: string;
  /** "" (not picked) or "1".."12". */
  hour: string;
  minute: string;
  half: Half;
  location: string;
  address: string;
  /** As typed: "$75", "75", "0", "Free". */
  price: string;
  paymentLink: string;
  capacity: string;
  type: string;
  level: string;
  /** Comma-separated. */
  tags: string;
  notes: string;
};

export const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** A new class: the spec's default title and price, PM (spec §5), nothing else picked. */
export function newClassValues(): ClassFormValues {
  return {
    title: CLASS_DEFAULTS.title,
    date: "",
    hour: "",
    minute: "00",
    half: "PM",
    location: "",
    address: "",
    price: priceText(CLASS_DEFAULTS.priceCents),
    paymentLink: "",
    capacity: "",
    type: "",
    level: "",
    tags: "",
    notes: "",
  };
}

/** A stored class, as the form shows it for an edit. */
export function classValues(c: OwnClass): ClassFormValues {
  const start = to12h(c.startTime);
  return {
    title: c.title,
    date: c.date,
    hour: String(start.hour),
    minute: start.minute,
    half: start.half,
    location: c.location,
    address: c.address ?? "",
    price: priceText(c.priceCents),
    paymentLink: c.paymentLink ?? "",
    capacity: c.capacity === null ? "" : String(c.capacity),
    type: c.type ?? "",
    level: c.level ?? "",
    tags: c.tags.join(", "),
    notes: c.notes ?? "",
  };
}

/** "18:30" from the picked parts, or "" while no hour is picked. */
export function startOf(v: Pick<ClassFormValues, "hour" | "minute" | "half">): string {
  return v.hour ? startFrom12h(Number(v.hour), v.minute, v.half) : "";
}

/** "6:30 PM" from "18:30". */
export function clockText(time: string): string {
  const t = to12h(time);
  return `${t.hour}:${t.minute} ${t.half}`;
}

/** The read-only end time: start + 2 hours, as "8:30 PM"; "" before a start is picked; null past midnight. */
export function endText(v: Pick<ClassFormValues, "hour" | "minute" | "half">): string | null {
  const start = startOf(v);
  if (!start) return "";
  const end = endTimeFor(start);
  return end === null ? null : clockText(end);
}

/** Where each field of the contract's body is typed in the form. */
const FORM_FIELD: Record<keyof ClassInput, keyof ClassFormValues> = {
  title: "title",
  date: "date",
  startTime: "hour",
  location: "location",
  address: "address",
  priceCents: "price",
  paymentLink: "paymentLink",
  capacity: "capacity",
  type: "type",
  level: "level",
  tags: "tags",
  notes: "notes",
};

/**
 * The form field of a server issue's field ("class.title", "class.tags.2", "class.startTime"), or
 * undefined for one the form does not show (the version, the body).
 */
export function formFieldOf(field: string): keyof ClassFormValues | undefined {
  const parts = field.split(".");
  const name = parts[0] === "class" ? parts[1] : parts[0];
  return name && Object.hasOwn(FORM_FIELD, name) ? FORM_FIELD[name as keyof ClassInput] : undefined;
}

const wholeNumber = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

const formShape = z.object({
  title: z.string(),
  date: z.string(),
  hour: z.string(),
  minute: z.string(),
  half: z.enum(["AM", "PM"]),
  location: z.string(),
  address: z.string(),
  price: z.string(),
  paymentLink: z.string(),
  capacity: z.string(),
  type: z.string(),
  level: z.string(),
  tags: z.string(),
  notes: z.string(),
});

/**
 * The form's schema: the picked values → the contract's body, checked by the contract. `today` (the
 * trainer's today, from the API) refuses a past date before any call; `kept` is an edited class's
 * price, sent unchanged while its text is not changed (docs/product.md "Classes": an edit keeps the
 * price unless it is changed).
 */
export function classFormSchema({
  today,
  kept,
}: {
  today: string;
  kept?: { text: string; cents: number };
}): z.ZodType<ClassInput, ClassFormValues> {
  return formShape.transform((v, ctx) => {
    const fail = (field: keyof ClassFormValues, message: string) =>
      ctx.addIssue({ code: "custom", message, path: [field] });
    const failed = new Set<keyof ClassFormValues>();

    const priceTyped = v.price.trim();
    const priceCents = kept && priceTyped === kept.text ? kept.cents : parsePrice(priceTyped);
    if (priceCents === null) {
      failed.add("price");
      fail("price", CLASS_TEXT.priceInvalid);
    }

    const draft: ClassInputDraft = {
      title: v.title,
      date: v.date,
      startTime: startOf(v),
      location: v.location,
      address: v.address,
      priceCents: priceCents ?? CLASS_DEFAULTS.priceCents,
      paymentLink: v.paymentLink,
      capacity: wholeNumber(v.capacity),
      type: (v.type || null) as ClassInputDraft["type"],
      level: (v.level || null) as ClassInputDraft["level"],
      tags: v.tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      notes: v.notes,
    };
    const parsed = classInput.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FORM_FIELD[issue.path[0] as keyof ClassInput] ?? "title";
        if (failed.has(field)) continue;
        failed.add(field);
        fail(field, issue.message);
      }
    }
    if (!failed.has("date") && v.date.trim() < today) {
      failed.add("date");
      fail("date", CLASS_TEXT.datePast);
    }
    if (!parsed.success || failed.size > 0) return z.NEVER;
    return parsed.data;
  }) as unknown as z.ZodType<ClassInput, ClassFormValues>;
}
