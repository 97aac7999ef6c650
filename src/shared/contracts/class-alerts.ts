/**
 * Class alerts for visitors (issue 32, docs/decisions/0042-class-alerts.md): "tell me when a class is
 * scheduled near {place}". Double opt-in: nothing is stored until the e-mailed link is confirmed, and the
 * link itself carries the request (signed), so an unconfirmed address leaves no row behind.
 *
 *   POST /api/class-alerts                       {email, place, distance} → 202, the confirmation e-mail
 *   POST /api/class-alerts/confirm               {token} → the subscription (same e-mail and place: updated)
 *   POST /api/class-alerts/unsubscribe?token=    one-click (RFC 8058: List-Unsubscribe=One-Click, a form
 *                                                body, no Origin) and the unsubscribe page's button
 *   GET  /api/admin/class-alerts/demand          confirmed subscriptions per region and city beside supply
 *   GET  /api/admin/class-alerts/demand.csv      the same as CSV
 */
import {
  classAlertConfirmed,
  classAlertDemand,
  classAlertRequest,
  classAlertRequested,
  confirmRequest,
  csvText,
  unsubscribeBody,
  unsubscribed,
  unsubscribeQuery,
} from "./class-alert-schemas";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export {
  ALERT_DISTANCES,
  type AlertDistance,
  CONFIRM_LINK_HOURS,
  DEFAULT_ALERT_DISTANCE,
} from "../class-alert-texts";
export type {
  ClassAlertConfirmed,
  ClassAlertDemand,
  ClassAlertRequest,
  DemandRow,
} from "./class-alert-schemas";
export { CLASS_ALERT_TEXT } from "./class-alert-schemas";

export const classAlertEndpoints = {
  /** Sends the confirmation e-mail; stores nothing. 400 names an unknown place under `place`. */
  subscribe: defineEndpoint({
    method: "POST",
    path: "/api/class-alerts",
    audience: "public",
    body: classAlertRequest,
    responses: { 202: classAlertRequested, ...errorResponses(400, 429, 503) },
  }),
  /** The confirm page's button: stores the subscription the link carries. 410 for an expired link. */
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/class-alerts/confirm",
    audience: "public",
    body: confirmRequest,
    responses: { 200: classAlertConfirmed, ...errorResponses(400, 410, 429, 503) },
  }),
  /** The List-Unsubscribe URL (one-click POST) and the unsubscribe page's button: deletes. */
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/class-alerts/unsubscribe",
    audience: "public",
    query: unsubscribeQuery,
    body: unsubscribeBody,
    responses: { 200: unsubscribed, ...errorResponses(400, 429, 503) },
  }),
};

export const classAlertAdminEndpoints = {
  /** Demand per region and city, sorted by demand without supply. */
  demand: defineEndpoint({
    method: "GET",
    path: "/api/admin/class-alerts/demand",
    audience: "admin",
    responses: { 200: classAlertDemand },
  }),
  /** The same rows as CSV (text/csv). */
  demandCsv: defineEndpoint({
    method: "GET",
    path: "/api/admin/class-alerts/demand.csv",
    audience: "admin",
    responses: { 200: csvText },
  }),
};
