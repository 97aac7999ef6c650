import { describe, expect, it } from "vitest";
import {
  locate,
  lookupCity,
  lookupPostalCode,
  normalisePlace,
  regionCode,
  searchPlace,
} from "../../src/server/modules/geo/gazetteer";
import { distanceMiles } from "../../src/shared/directory-rules";

/** Within `miles` of a known city centre. */
const near = (point: { lat: number; lng: number } | null, lat: number, lng: number, miles = 15) =>
  point !== null && distanceMiles(point, { lat, lng }) <= miles;

describe("postal codes", () => {
  it("finds a US ZIP (ZIP+4 too)", () => {
    expect(lookupPostalCode("74103")).toMatchObject({ label: "Tulsa, OK 74103" });
    expect(near(lookupPostalCode("74103-1234"), 36.154, -95.9928, 5)).toBe(true);
    expect(lookupPostalCode("02134")?.label).toContain("MA");
  });

  it("finds a Canadian postal code by its first three characters", () => {
    expect(near(lookupPostalCode("T2P 1J9"), 51.0447, -114.0719, 5)).toBe(true);
    expect(lookupPostalCode("t2p1j9")?.label).toBe("Calgary, AB T2P");
    expect(lookupPostalCode("M5H")?.label).toContain("ON");
  });

  it("answers null for codes it does not know or text that is not a code", () => {
    expect(lookupPostalCode("00000")).toBeNull();
    expect(lookupPostalCode("1234")).toBeNull();
    expect(lookupPostalCode("Tulsa")).toBeNull();
    expect(lookupPostalCode("")).toBeNull();
    expect(lookupPostalCode(null)).toBeNull();
  });
});

describe("names", () => {
  it("normalises accents, punctuation and abbreviations", () => {
    expect(normalisePlace("  St. John's ")).toBe("saint john s");
    expect(normalisePlace("Montréal")).toBe("montreal");
    expect(normalisePlace("Winston-Salem")).toBe("winston salem");
    expect(normalisePlace("Ft. Worth")).toBe("fort worth");
    // A word that names an object's own member stays a word.
    expect(normalisePlace("Constructor toString")).toBe("constructor tostring");
  });

  it("reads state and province codes and names", () => {
    expect(regionCode("ok")).toBe("OK");
    expect(regionCode("MT")).toBe("MT");
    expect(regionCode("Texas")).toBe("TX");
    expect(regionCode("British Columbia")).toBe("BC");
    expect(regionCode("Québec")).toBe("QC");
    expect(regionCode("Narnia")).toBeUndefined();
  });
});

describe("locate: a trainer's city-level point", () => {
  it("uses the postal code first", () => {
    expect(locate({ city: "Dallas", state: "TX", postalCode: "74103" })).toEqual(
      expect.objectContaining({ lat: expect.closeTo(36.15, 1) }),
    );
  });

  it("falls back to city and state", () => {
    expect(near(locate({ city: "Tulsa", state: "OK" }), 36.154, -95.9928)).toBe(true);
    expect(near(locate({ city: "Montreal", state: "QC", postalCode: "" }), 45.5019, -73.5674)).toBe(true);
    expect(near(locate({ city: "Toronto", state: "ON" }), 43.6532, -79.3832)).toBe(true);
    expect(near(locate({ city: "Billings", state: "MT" }), 45.7833, -108.5007)).toBe(true);
    expect(near(locate({ city: "Portland", state: "ME" }), 43.6591, -70.2568)).toBe(true);
    expect(near(locate({ city: "St. Louis", state: "Missouri" }), 38.627, -90.1994)).toBe(true);
  });

  it("gives null when neither is known, and never guesses a city without a state", () => {
    expect(locate({ city: "Nowhereville", state: "TX" })).toBeNull();
    expect(locate({ city: "Tulsa" })).toBeNull();
    expect(locate({})).toBeNull();
    expect(locate({ postalCode: "99999", city: "Tulsa", state: "OK" })).not.toBeNull();
  });
});

describe("lookupCity", () => {
  it("keeps to the given state", () => {
    expect(lookupCity("Portland", "OR")?.label).toBe("Portland, OR");
    expect(lookupCity("Portland", "ME")?.label).toBe("Portland, ME");
    expect(lookupCity("Vancouver", "WA")?.label).toBe("Vancouver, WA");
    expect(lookupCity("Vancouver", "BC")?.label).toBe("Vancouver, BC");
    expect(lookupCity("Tulsa", "TX")).toBeNull();
  });
});

describe("searchPlace: typed near-location text", () => {
  it.each([
    ["74103", "Tulsa, OK 74103"],
    ["T2P 1J9", "Calgary, AB T2P"],
    ["Tulsa, OK", "Tulsa, OK"],
    ["tulsa ok", "Tulsa, OK"],
    ["Austin Texas", "Austin, TX"],
    ["Calgary, Alberta", "Calgary, AB"],
    ["Portland OR", "Portland, OR"],
    ["Portland, ME", "Portland, ME"],
    ["St. Louis, MO", "Saint Louis, MO"],
    ["Quebec City", "Quebec City, QC"],
    ["toronto", "Toronto, ON"],
    ["Montréal, QC", "Montréal, QC"],
    ["Tulsa, OK 74103", "Tulsa, OK 74103"],
    ["Tulsa, OK, USA", "Tulsa, OK"],
    ["Billings MT", "Billings, MT"],
    ["New York", "New York, NY"],
    ["Kansas City", "Kansas City, MO"],
  ])("%s → %s", (text, label) => {
    expect(searchPlace(text)?.label).toBe(label);
  });

  it("takes the most populous match for a bare city name", () => {
    expect(searchPlace("Portland")?.label).toBe("Portland, OR");
    expect(searchPlace("Vancouver")?.label).toBe("Vancouver, BC");
    expect(searchPlace("London")?.label).toBe("London, ON");
    expect(searchPlace("Washington")?.label).toBe("Washington, DC");
  });

  it("places the point in the city", () => {
    expect(near(searchPlace("Dallas, TX"), 32.7767, -96.797)).toBe(true);
    expect(near(searchPlace("Vancouver"), 49.2827, -123.1207)).toBe(true);
    expect(near(searchPlace("Quebec City"), 46.8139, -71.208)).toBe(true);
  });

  it("answers null for what it does not know, leaving it to the public geocoder", () => {
    expect(searchPlace("Nowhereville")).toBeNull();
    expect(searchPlace("Tulsa, QC")).toBeNull();
    expect(searchPlace("1600 Pennsylvania Avenue")).toBeNull();
    expect(searchPlace("")).toBeNull();
    expect(searchPlace("   ")).toBeNull();
    // A rural postal area named after a town only in parentheses is not used for the town.
    expect(searchPlace("Iqaluit")).toBeNull();
  });
});
