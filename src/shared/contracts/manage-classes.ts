/**
 * A trainer's own classes, the class calendar at /trainer-portal/calendar (spec portal §2 Class calendar,
 * §3 class, §4 class, §5 class form, §7, §8; docs/product.md "Classes, availability, specialties").
 * Registered in the portal audience; a trainer reads and changes only their own classes.
 *
 *   GET    /api/trainer-classes              ownClassList: the caller's upcoming classes and the list's version
 *   POST   /api/trainer-classes              classWrite → 201 classSaved
 *   PUT    /api/trainer-classes/{id}         classWrite → classSaved (a class of someone else is 404)
 *   DELETE /api/trainer-classes/{id}?version= → classDeleted
 *   GET    /api/trainer-profile?email=       the spec's read: the owner profile (upcomingClasses, classesVersion)
 *   POST   /api/trainer-profile              the spec's whole-list save (compatibility): wholeListSave → ownClassList
 *
 * Every write carries the version it was made from (`version` of the list); when the list changed
 * since (another tab, another device), the write answers 409 with CLASS_TEXT.conflict and changes
 * nothing. Times are wall-clock times in the trainer's time zone; the end is the start plus 2 hours.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";
import { isHttpUrl } from "./profile";
import { publicClass } from "./public-trainers";

export const CLASS_TEXT = {
  // §5 class form
  titleRequired: "Class title is required",
  dateRequired: "Date is required",
  startRequired: "Start time is required",
  locationRequired: "Location is required",
  paymentLinkRequired: "Payment link is required",
  paymentLinkInvalid: "Please enter a valid payment URL",
  // ours: rules the spec leaves open (docs/decisions/0013-class-calendar.md)
  datePast: "Choose today or a later date.",
  dateInvalid: "Please enter a date as YYYY-MM-DD",
  startInvalid: "Choose a start time on the hour or at :15, :30 or :45.",
  endsAfterMidnight: "A class must end by midnight: choose a start time of 9:45 PM or earlier.",
  priceInvalid: "Enter a price like $75, or 0 for a free class.",
  capacityInvalid: "Capacity is a whole number from 1 to 10,000.",
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  tooManyTags: (max: number) => `At most ${max} tags.`,
  // §8
  addFailedTitle: "Error",
  addFailed: (message: string) => `Failed to add class. Please try again. Error: ${message}`,
  editFailed: "Failed to update class. Please try again.",
  deleteFailed: "Failed to delete class. Please try again.",
  notAuthenticated: "Not authenticated",
  // ours: success toasts, the version check, a class that is gone
  addedTitle: "Class Added",
  added: "Your class has been added to your schedule.",
  updatedTitle: "Class Updated",
  updated: "Your class has been updated.",
  deletedTitle: "Class Deleted",
  deleted: "Your class has been removed from your schedule.",
  conflict: "This class list changed in another window. Reload to see the latest.",
  notFound: "This class no longer exists.",
  // §2 screen texts
  pageTitle: "Manage your upcoming classes and schedule",
  emptyTitle: "No classes scheduled yet",
  emptyText: "Add your first class to get started",
  registrationLink: "Registration Link",
} as const;

export const CLASS_DEFAULTS = {
  title: "2-Hour Basic Self-Defense Class",
  /** "$75" (spec §9), editable; 0 shows Free. */
  priceCents: 7500,
  durationMinutes: 120,
} as const;

export const CLASS_LIMITS = {
  title: 120,
  location: 200,
  address: 300,
  notes: 2000,
  url: 500,
  tags: 10,
  tag: 40,
  capacity: 10_000,
  /** $100,000: anything above is a typo. */
  priceCents: 10_000_000,
} as const;

/** §5: minute options. */
export const CLASS_MINUTES = ["00", "15", "30", "45"] as const;
/** The /classes page's types and levels (src/shared/class-listing.ts shows them). */
export const CLASS_TYPE_VALUES = ["group", "corporate", "series", "private", "workshop"] as const;
export const CLASS_LEVEL_VALUES = ["beginner", "all-levels", "advanced", "custom"] as const;

// --- Time and price rules the form and the server share ----------------------------------------

/** "18:30" (24-hour) from the form's hour 1-12, minute and AM/PM; PM when no half is given (spec §5). */
export function startFrom12h(hour: number, minute: string, half: "AM" | "PM" = "PM"): string {
  const h24 = (hour % 12) + (half === "PM" ? 12 : 0);
  return `${String(h24).padStart(2, "0")}:${minute}`;
}

/** The form's parts of a stored "HH:MM[:SS]" start: { hour 1-12, minute, half }. */
export function to12h(time: string): { hour: number; minute: string; half: "AM" | "PM" } {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return {
    hour: h % 12 === 0 ? 12 : h % 12,
    minute: String(m).padStart(2, "0"),
    half: h >= 12 ? "PM" : "AM",
  };
}

/** The end of a class that starts at `start` ("HH:MM"): two hours later, "HH:MM"; null past midnight. */
export function endTimeFor(start: string): string | null {
  const [h = 0, m = 0] = start.split(":").map(Number);
  const end = h * 60 + m + CLASS_DEFAULTS.durationMinutes;
  if (end > 24 * 60 - 1) return null;
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/** Price text as typed ("$75", "75", "45.50", "$1,200", "0", "Free") → cents; null when unreadable. */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (/^free$/i.test(t)) return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = Math.round(Number(t) * 100);
  return cents <= CLASS_LIMITS.priceCents ? cents : null;
}

// --- Bodies --------------------------------------------------------------------------------------

const requiredText = (max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, CLASS_TEXT.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CLASS_TEXT.tooLong(max))
    .nullish()
    .transform((v) => v || null);

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/**
 * One class as the trainer sets it. The owner, id and time zone are the server's; the end time is
 * computed (start + 2 hours). "Today or later" is checked by the server in the trainer's time zone.
 */
export const classInput = z.object({
  title: requiredText(CLASS_LIMITS.title, CLASS_TEXT.titleRequired),
  date: z
    .string(CLASS_TEXT.dateRequired)
    .trim()
    .min(1, CLASS_TEXT.dateRequired)
    .refine(isDay, CLASS_TEXT.dateInvalid),
  /** "HH:MM", 24-hour, minutes 00/15/30/45. */
  startTime: z
    .string(CLASS_TEXT.startRequired)
    .trim()
    .min(1, CLASS_TEXT.startRequired)
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, CLASS_TEXT.startInvalid)
    .refine((v) => endTimeFor(v) !== null, CLASS_TEXT.endsAfterMidnight),
  location: requiredText(CLASS_LIMITS.location, CLASS_TEXT.locationRequired),
  address: optionalText(CLASS_LIMITS.address),
  priceCents: z
    .number(CLASS_TEXT.priceInvalid)
    .int(CLASS_TEXT.priceInvalid)
    .min(0, CLASS_TEXT.priceInvalid)
    .max(CLASS_LIMITS.priceCents, CLASS_TEXT.priceInvalid)
    // Left out: a new class costs the default, an edited one keeps its price (spec §4).
    .optional(),
  paymentLink: z
    .string(CLASS_TEXT.paymentLinkRequired)
    .trim()
    .min(1, CLASS_TEXT.paymentLinkRequired)
    .max(CLASS_LIMITS.url, CLASS_TEXT.tooLong(CLASS_LIMITS.url))
    .refine(isHttpUrl, CLASS_TEXT.paymentLinkInvalid),
  capacity: z
    .number(CLASS_TEXT.capacityInvalid)
    .int(CLASS_TEXT.capacityInvalid)
    .min(1, CLASS_TEXT.capacityInvalid)
    .max(CLASS_LIMITS.capacity, CLASS_TEXT.capacityInvalid)
    .nullish()
    .transform((v) => v ?? null),
  type: z
    .enum(CLASS_TYPE_VALUES)
    .nullish()
    .transform((v) => v ?? null),
  level: z
    .enum(CLASS_LEVEL_VALUES)
    .nullish()
    .transform((v) => v ?? null),
  tags: z
    .array(z.string().trim().max(CLASS_LIMITS.tag, CLASS_TEXT.tooLong(CLASS_LIMITS.tag)))
    .max(CLASS_LIMITS.tags, CLASS_TEXT.tooManyTags(CLASS_LIMITS.tags))
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  /** Private: only the trainer sees them (docs/product.md "Classes"). */
  notes: optionalText(CLASS_LIMITS.notes),
});
export type ClassInput = z.infer<typeof classInput>;
export type ClassInputDraft = z.input<typeof classInput>;

/** The list's version a write was made from. */
export const listVersion = z.number().int().min(0).max(2_147_483_647);

export const classWrite = z.object({ version: listVersion, class: classInput });
export type ClassWrite = z.input<typeof classWrite>;

export const classIdParams = z.object({ id: z.string().min(1).max(100) });
export const deleteClassQuery = z.object({ version: z.coerce.number().int().min(0).max(2_147_483_647) });

// --- Answers -------------------------------------------------------------------------------------

/** A class as its owner sees it: the public fields (times as "HH:MM"), and the private notes. */
/**
 * A class as its trainer sees it: its private notes, and no spots left (counted from reservations, which
 * the trainer's list reads live with the attendee counts).
 */
export const ownClass = publicClass.omit({ spotsLeft: true }).extend({ notes: z.string().nullable() });
export type OwnClass = z.infer<typeof ownClass>;

export const ownClassList = z.object({
  /** Send it back with the next write. */
  version: z.number(),
  /** The trainer's IANA time zone; every time here is in it. */
  timeZone: z.string(),
  /** Today in that zone (YYYY-MM-DD): the calendar highlights it and the form's dates start there. */
  today: z.string(),
  /** Classes from today on, by date and start. */
  classes: z.array(ownClass),
});
export type OwnClassList = z.infer<typeof ownClassList>;

export const classSaved = z.object({ version: z.number(), class: ownClass });
export type ClassSaved = z.infer<typeof classSaved>;
export const classDeleted = z.object({ version: z.number(), id: z.string() });

// --- The spec's whole-list save (compatibility) -------------------------------------------------

/**
 * One element of the spec's upcomingClasses: its id (an id of ours keeps that class; any other, such
 * as the earlier "class_1712345678", adds one), title, date, time text ("6:00 PM - 8:00pm": the start
 * is read from it), location, price text ("$75") and paymentLink, plus our optional fields.
 */
export const listedClassInput = z.object({
  id: z.string().max(100).optional(),
  title: z.string().optional(),
  date: z.string().optional(),
  time: z.string().max(40).optional(),
  startTime: z.string().max(8).optional(),
  location: z.string().optional(),
  price: z.string().max(20).optional(),
  paymentLink: z.string().optional(),
  address: z.string().nullish(),
  capacity: z.number().nullish(),
  type: z.string().nullish(),
  level: z.string().nullish(),
  tags: z.array(z.string()).optional(),
  notes: z.string().nullish(),
});

/** POST /api/trainer-profile: the whole list of upcoming classes replaces the stored one. */
export const wholeListSave = z.object({
  upcomingClasses: z.array(listedClassInput).max(500, "At most 500 classes in one list."),
  version: listVersion,
  /** Sent by the earlier app; another trainer's e-mail is refused (403), the caller's is ignored. */
  trainerEmail: z.string().max(320).optional(),
});
export type WholeListSave = z.infer<typeof wholeListSave>;

// --- Endpoints (portal) --------------------------------------------------------------------------

export const trainerClassEndpoints = {
  /** The caller's upcoming classes and the list's version. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/trainer-classes",
    audience: "portal",
    responses: { 200: ownClassList },
  }),
  /** Adds a class (201). */
  create: defineEndpoint({
    method: "POST",
    path: "/api/trainer-classes",
    audience: "portal",
    body: classWrite,
    responses: { 201: classSaved, ...errorResponses(400, 404, 409) },
  }),
  /** Changes one of the caller's classes (a class of someone else is 404). */
  update: defineEndpoint({
    method: "PUT",
    path: "/api/trainer-classes/:id",
    audience: "portal",
    params: classIdParams,
    body: classWrite,
    responses: { 200: classSaved, ...errorResponses(400, 404, 409) },
  }),
  /** Deletes one of the caller's classes. */
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/trainer-classes/:id",
    audience: "portal",
    params: classIdParams,
    query: deleteClassQuery,
    responses: { 200: classDeleted, ...errorResponses(400, 404, 409) },
  }),
  /** The spec's whole-list save, kept for compatibility. */
  saveWholeList: defineEndpoint({
    method: "POST",
    path: "/api/trainer-profile",
    audience: "portal",
    body: wholeListSave,
    responses: { 200: ownClassList, ...errorResponses(400, 403, 404, 409) },
  }),
};
