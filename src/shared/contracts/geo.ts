/** GET /api/geocode?q=: a typed place (city, ZIP or postal code) as a point. */
import { z } from "zod";

export const geocodeQuery = z.object({
  q: z.string().trim().min(1, "Enter a city, ZIP or postal code.").max(200),
});
export const geocodeAnswer = z.object({ lat: z.number(), lng: z.number(), label: z.string() });
export type GeocodeAnswer = z.infer<typeof geocodeAnswer>;

export const GEOCODE_TOO_MANY = "Too many location searches. Please wait a minute and try again.";
