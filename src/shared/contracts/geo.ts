/** GET /api/geocode?q=: a typed place (city, ZIP or postal code) as a point. */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const geocodeQuery = z.object({
  q: z.string().trim().min(1, "Enter a city, ZIP or postal code.").max(200),
});
export const geocodeAnswer = z.object({ lat: z.number(), lng: z.number(), label: z.string() });
export type GeocodeAnswer = z.infer<typeof geocodeAnswer>;

export const GEOCODE_TOO_MANY = "Too many location searches. Please wait a minute and try again.";

export const geoEndpoints = {
  /** 404 and 502 carry the spec's two alert texts; 429 says when to retry (`retry-after`). */
  geocode: defineEndpoint({
    method: "GET",
    path: "/api/geocode",
    audience: "public",
    query: geocodeQuery,
    responses: { 200: geocodeAnswer, ...errorResponses(400, 404, 429, 502) },
  }),
};
