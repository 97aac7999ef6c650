/**
 * Where demand is (issue 32 part 2): confirmed subscriptions per region and per city, beside the listed
 * trainers and their upcoming classes there, places with demand and no supply first
 * (src/shared/class-alerts.ts byDemandWithoutSupply). A subscription is where its place is (the
 * gazetteer's "City, ST"), a trainer and their classes where the trainer's profile says; city names are
 * compared as the gazetteer compares them (accents, "St." and "Saint" alike).
 */
import { byDemandWithoutSupply, placeParts } from "../../../shared/class-alerts";
import type { ClassAlertDemand, DemandRow } from "../../../shared/contracts/class-alerts";
import { regionName } from "../../../shared/regions";
import { normalisePlace, regionCode } from "../geo/gazetteer";
import { csvField } from "../trainers/admin-csv";
import type { ClassAlertRepository, PlaceCount } from "./repository";

const cityKey = (region: string, city: string) => `${region}|${normalisePlace(city)}`;

const emptyRow = (region: string, city: string | null): DemandRow => ({
  region,
  regionName: regionName(region) ?? region,
  city,
  subscriptions: 0,
  trainers: 0,
  upcomingClasses: 0,
});

export async function demandOf(
  repository: Pick<
    ClassAlertRepository,
    "subscriptionsByPlace" | "listedTrainersByCity" | "upcomingClassesByCity"
  >,
  today: string,
): Promise<ClassAlertDemand> {
  const subscriptions = await repository.subscriptionsByPlace();
  const trainers = await repository.listedTrainersByCity();
  const classes = await repository.upcomingClassesByCity(today);

  const regions = new Map<string, DemandRow>();
  const cities = new Map<string, DemandRow>();
  let total = 0;
  for (const { place, n } of subscriptions) {
    total += n;
    const parts = placeParts(place);
    if (!parts) continue;
    const key = cityKey(parts.region, parts.city);
    const city = cities.get(key) ?? emptyRow(parts.region, parts.city);
    cities.set(key, { ...city, subscriptions: city.subscriptions + n });
    const region = regions.get(parts.region) ?? emptyRow(parts.region, null);
    regions.set(parts.region, { ...region, subscriptions: region.subscriptions + n });
  }
  // Supply is counted only where there is demand: the view is about the places people asked for.
  const addSupply = (counts: PlaceCount[], field: "trainers" | "upcomingClasses") => {
    for (const { city, state, n } of counts) {
      const code = regionCode(state);
      if (!code) continue;
      const region = regions.get(code);
      if (region) region[field] += n;
      const row = city ? cities.get(cityKey(code, city)) : undefined;
      if (row) row[field] += n;
    }
  };
  addSupply(trainers, "trainers");
  addSupply(classes, "upcomingClasses");
  return {
    total,
    regions: [...regions.values()].sort(byDemandWithoutSupply),
    cities: [...cities.values()].sort(byDemandWithoutSupply),
  };
}

/** The CSV export: one line per region, then per city (the console's two tables). */
export const DEMAND_CSV_COLUMNS = [
  "level",
  "region",
  "regionName",
  "city",
  "subscriptions",
  "trainers",
  "upcomingClasses",
] as const;

export function demandCsv(demand: ClassAlertDemand): string {
  const lines = [DEMAND_CSV_COLUMNS.join(",")];
  const line = (level: string, row: DemandRow) =>
    [level, row.region, row.regionName, row.city ?? "", row.subscriptions, row.trainers, row.upcomingClasses]
      .map(csvField)
      .join(",");
  for (const row of demand.regions) lines.push(line("region", row));
  for (const row of demand.cities) lines.push(line("city", row));
  return `${lines.join("\r\n")}\r\n`;
}
