/**
 * Class alerts' schemas (contracts/class-alerts.ts declares the endpoints). A module of their own: the
 * form (app/components/class-alert) loads them on demand, and the confirm and unsubscribe pages, which
 * call the same endpoints, load none of them (their client build drops the definitions' schemas).
 */
import { z } from "zod";
import { ALERT_DISTANCES, type AlertDistance, CONFIRM_LINK_HOURS } from "../class-alert-texts";

export const CLASS_ALERT_TEXT = {
  email: "Please enter a valid email address",
  placeRequired: "Enter a city, ZIP or postal code.",
  /** The distance search's own alert ("Location not found. …") in the form's words. */
  unknownPlace:
    "We couldn't find that place. Please try a city and state (Tulsa, OK), a ZIP code or a postal code.",
  distance: "Choose 10, 25, 50 or 100 miles.",
  tooMany: "Too many class alert requests. Please wait a while and try again.",
  badLink: "This link isn't valid. Open it straight from the e-mail, or ask for class alerts again.",
  expired: `This confirmation link has expired: it works for ${CONFIRM_LINK_HOURS} hours. Ask for class alerts again and open the new link soon after it arrives.`,
  unavailable: "Class alerts are not available on this site right now. Please try again later.",
} as const;

const isAlertDistance = (n: number): n is AlertDistance => (ALERT_DISTANCES as readonly number[]).includes(n);

export const alertDistance = z
  .number({ message: CLASS_ALERT_TEXT.distance })
  .refine(isAlertDistance, CLASS_ALERT_TEXT.distance)
  .transform((n) => n as AlertDistance);

/** The sign-in form's e-mail rule (contracts/auth.ts emailField), without the sign-in contract. */
const alertEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: CLASS_ALERT_TEXT.email }).max(254));

/** POST /api/class-alerts */
export const classAlertRequest = z.object({
  email: alertEmail,
  place: z.string().trim().min(1, CLASS_ALERT_TEXT.placeRequired).max(120),
  distance: alertDistance,
});
export type ClassAlertRequest = z.input<typeof classAlertRequest>;

/** The request as the gazetteer resolved it: `place` is the gazetteer's name for it ("Tulsa, OK"). */
export const classAlertRequested = z.object({
  email: z.string(),
  place: z.string(),
  distance: z.number(),
});

/** A signed link's token: two base64url parts ("payload.signature"). */
export const alertToken = z
  .string()
  .trim()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, CLASS_ALERT_TEXT.badLink);

export const confirmRequest = z.object({ token: alertToken });
export const classAlertConfirmed = classAlertRequested.extend({
  /** True when the e-mail already had an alert for this place (its distance is now this one). */
  updated: z.boolean(),
});
export type ClassAlertConfirmed = z.infer<typeof classAlertConfirmed>;

export const unsubscribeQuery = z.object({ token: alertToken });
/**
 * RFC 8058's one-click body, "List-Unsubscribe=One-Click" as a form (urlencoded, read by the route's
 * scope; multipart/form-data, which the app's multipart plugin leaves unread: null); the page's button
 * sends {}. The signed token in the address is what counts.
 */
export const unsubscribeBody = z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }).nullish();
export const unsubscribed = z.object({
  /** The address the alerts went to. */
  email: z.string(),
  /** How many of its subscriptions were removed (0 when there were none left). */
  removed: z.number().int(),
});

/** One row of the console's demand view: a region (city null) or a city in it. */
export const demandRow = z.object({
  region: z.string(),
  regionName: z.string(),
  city: z.string().nullable(),
  /** Confirmed subscriptions whose place is here. */
  subscriptions: z.number().int(),
  /** Listed trainers whose profile city (or state) is here. */
  trainers: z.number().int(),
  /** Their classes from today on. */
  upcomingClasses: z.number().int(),
});
export type DemandRow = z.infer<typeof demandRow>;

export const classAlertDemand = z.object({
  /** Every confirmed subscription. */
  total: z.number().int(),
  regions: z.array(demandRow),
  cities: z.array(demandRow),
});
export type ClassAlertDemand = z.infer<typeof classAlertDemand>;

/** A CSV export's text (text/csv). */
export const csvText = z.string();
