/**
 * The calendar files (.ics), for anyone: "Add to calendar" for one class, and subscribable feeds per
 * trainer and for every class. Each answers text/calendar (no JSON schema for its success).
 */
import { z } from "zod";
import { defineEndpoint, endpointUrl } from "./endpoint";
import { errorResponses } from "./errors";

/** "{id}.ics" or "{slug}.ics": the name is checked by the route (anything else is 404). */
export const calendarFileParams = z.object({ file: z.string().min(1).max(200) });

export const calendarEndpoints = {
  /** One class (a download), `file` = "{class id}.ics". */
  classFile: defineEndpoint({
    method: "GET",
    path: "/api/calendar/classes/:file",
    audience: "public",
    params: calendarFileParams,
    responses: { 200: z.string(), ...errorResponses(404) },
  }),
  /** A trainer's classes from a month ago on, `file` = "{slug}.ics". */
  trainerFeed: defineEndpoint({
    method: "GET",
    path: "/api/calendar/trainers/:file",
    audience: "public",
    params: calendarFileParams,
    responses: { 200: z.string(), ...errorResponses(404) },
  }),
  /** Every listed trainer's classes from a month ago on. */
  all: defineEndpoint({
    method: "GET",
    path: "/api/calendar/all.ics",
    audience: "public",
    responses: { 200: z.string() },
  }),
};

/** The link of a class's calendar file. */
export const classIcsUrl = (id: string) =>
  endpointUrl(calendarEndpoints.classFile, { params: { file: `${id}.ics` } });

/** The link of a trainer's feed. */
export const trainerIcsUrl = (slug: string) =>
  endpointUrl(calendarEndpoints.trainerFeed, { params: { file: `${slug}.ics` } });

/** The link of the every-class feed. */
export const allClassesIcsUrl = () => endpointUrl(calendarEndpoints.all);
