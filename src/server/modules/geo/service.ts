/**
 * Near-location search (spec public-site 5, 7): the typed text as a point, from the gazetteer, the kept
 * answers or the public geocoder (geocoder.ts). A place nothing matches is NotFound with the spec's
 * alert text; the geocoder's own refusals (GeocodeBusy, GeocodeFailure) reach the route, which answers
 * them 429 and 502.
 */
import { NotFound } from "../../platform/domain-errors";
import type { Place } from "./gazetteer";
import { GEOCODE_TEXT, type Geocoder } from "./geocoder";

export class GeoService {
  constructor(private readonly geocoder: Geocoder) {}

  /** The point of `text`, asked for by `client` (its IP: the geocoder serves clients in turn). */
  async geocode(text: string, client: string): Promise<Place> {
    const { place } = await this.geocoder.geocode(text, client);
    if (!place) throw new NotFound(GEOCODE_TEXT.notFound);
    return place;
  }
}
