/**
 * The calendar files (.ics): one class, one trainer's feed, every class.
 *   GET /api/calendar/classes/{id}.ics, GET /api/calendar/trainers/{slug}.ics, GET /api/calendar/all.ics
 */
import { z } from "zod";

export const calendarFileParams = z.object({ file: z.string().min(1).max(200) });
