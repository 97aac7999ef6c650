/**
 * `npm run seed:many -- 10000 [--seed 42]`: inserts N fictional trainers (accounts, profiles with
 * city-level coordinates from the gazetteer over real US and Canadian cities, some upcoming classes)
 * into the database of DATA_DIR, or of DATABASE_URL when set, in batches. For tests and benchmarks.
 *
 * PGlite is single-process, so with DATA_DIR the script takes the server's lock and refuses to run while
 * a server (or another script) holds it. Against PostgreSQL a running server keeps its prepared
 * directory answer until the next trainer change or date change.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/client";
import { LockError } from "../src/server/db/lock";
import { prng } from "../src/server/db/prng";
import { classes, trainerProfiles, trainerRoles, trainers } from "../src/server/db/schema";
import { lookupCity } from "../src/server/modules/geo/gazetteer";
import { takenSlugs } from "../src/server/modules/trainers/repository";
import { createTrainerService } from "../src/server/services";
import { openData } from "../src/server/start";
import { EXPERIENCE_LEVELS } from "../src/shared/contracts/profile";
import { defaultTimeZone } from "../src/shared/regions";
import { slugBase, uniqueSlug } from "../src/shared/slug";
import { todayIn } from "../src/shared/time-zones";

const BATCH = 500;

const CITIES = [
  "New York, NY",
  "Brooklyn, NY",
  "Buffalo, NY",
  "Rochester, NY",
  "Albany, NY",
  "Los Angeles, CA",
  "San Diego, CA",
  "San Jose, CA",
  "San Francisco, CA",
  "Sacramento, CA",
  "Fresno, CA",
  "Oakland, CA",
  "Long Beach, CA",
  "Bakersfield, CA",
  "Riverside, CA",
  "Chicago, IL",
  "Springfield, IL",
  "Peoria, IL",
  "Houston, TX",
  "Dallas, TX",
  "Austin, TX",
  "San Antonio, TX",
  "Fort Worth, TX",
  "El Paso, TX",
  "Lubbock, TX",
  "Corpus Christi, TX",
  "Plano, TX",
  "Phoenix, AZ",
  "Tucson, AZ",
  "Mesa, AZ",
  "Scottsdale, AZ",
  "Flagstaff, AZ",
  "Philadelphia, PA",
  "Pittsburgh, PA",
  "Allentown, PA",
  "Erie, PA",
  "Jacksonville, FL",
  "Miami, FL",
  "Tampa, FL",
  "Orlando, FL",
  "Tallahassee, FL",
  "Pensacola, FL",
  "Sarasota, FL",
  "Columbus, OH",
  "Cleveland, OH",
  "Cincinnati, OH",
  "Toledo, OH",
  "Akron, OH",
  "Charlotte, NC",
  "Raleigh, NC",
  "Durham, NC",
  "Greensboro, NC",
  "Asheville, NC",
  "Indianapolis, IN",
  "Fort Wayne, IN",
  "Seattle, WA",
  "Spokane, WA",
  "Tacoma, WA",
  "Vancouver, WA",
  "Denver, CO",
  "Colorado Springs, CO",
  "Boulder, CO",
  "Fort Collins, CO",
  "Washington, DC",
  "Boston, MA",
  "Worcester, MA",
  "Springfield, MA",
  "Nashville, TN",
  "Memphis, TN",
  "Knoxville, TN",
  "Chattanooga, TN",
  "Detroit, MI",
  "Grand Rapids, MI",
  "Lansing, MI",
  "Ann Arbor, MI",
  "Oklahoma City, OK",
  "Tulsa, OK",
  "Norman, OK",
  "Portland, OR",
  "Eugene, OR",
  "Salem, OR",
  "Bend, OR",
  "Las Vegas, NV",
  "Reno, NV",
  "Louisville, KY",
  "Lexington, KY",
  "Baltimore, MD",
  "Annapolis, MD",
  "Milwaukee, WI",
  "Madison, WI",
  "Green Bay, WI",
  "Albuquerque, NM",
  "Santa Fe, NM",
  "Las Cruces, NM",
  "Kansas City, MO",
  "Saint Louis, MO",
  "Springfield, MO",
  "Omaha, NE",
  "Lincoln, NE",
  "Atlanta, GA",
  "Savannah, GA",
  "Augusta, GA",
  "Athens, GA",
  "Minneapolis, MN",
  "Saint Paul, MN",
  "Duluth, MN",
  "Rochester, MN",
  "Wichita, KS",
  "Topeka, KS",
  "New Orleans, LA",
  "Baton Rouge, LA",
  "Shreveport, LA",
  "Lafayette, LA",
  "Honolulu, HI",
  "Anchorage, AK",
  "Fairbanks, AK",
  "Boise, ID",
  "Coeur D Alene, ID",
  "Salt Lake City, UT",
  "Provo, UT",
  "Ogden, UT",
  "Des Moines, IA",
  "Cedar Rapids, IA",
  "Little Rock, AR",
  "Fayetteville, AR",
  "Jackson, MS",
  "Gulfport, MS",
  "Birmingham, AL",
  "Montgomery, AL",
  "Huntsville, AL",
  "Mobile, AL",
  "Charleston, SC",
  "Columbia, SC",
  "Greenville, SC",
  "Richmond, VA",
  "Virginia Beach, VA",
  "Norfolk, VA",
  "Roanoke, VA",
  "Charleston, WV",
  "Morgantown, WV",
  "Newark, NJ",
  "Jersey City, NJ",
  "Trenton, NJ",
  "Hartford, CT",
  "New Haven, CT",
  "Providence, RI",
  "Portland, ME",
  "Bangor, ME",
  "Burlington, VT",
  "Manchester, NH",
  "Concord, NH",
  "Wilmington, DE",
  "Fargo, ND",
  "Bismarck, ND",
  "Sioux Falls, SD",
  "Rapid City, SD",
  "Billings, MT",
  "Missoula, MT",
  "Cheyenne, WY",
  "Casper, WY",
  "Toronto, ON",
  "Ottawa, ON",
  "Mississauga, ON",
  "Hamilton, ON",
  "London, ON",
  "Kitchener, ON",
  "Windsor, ON",
  "Montreal, QC",
  "Quebec City, QC",
  "Laval, QC",
  "Gatineau, QC",
  "Sherbrooke, QC",
  "Vancouver, BC",
  "Surrey, BC",
  "Victoria, BC",
  "Kelowna, BC",
  "Burnaby, BC",
  "Calgary, AB",
  "Edmonton, AB",
  "Red Deer, AB",
  "Lethbridge, AB",
  "Winnipeg, MB",
  "Brandon, MB",
  "Regina, SK",
  "Saskatoon, SK",
  "Halifax, NS",
  "Moncton, NB",
  "Fredericton, NB",
  "Saint John, NB",
  "St. John's, NL",
  "Charlottetown, PE",
  "Whitehorse, YT",
  "Yellowknife, NT",
];

const FIRST_NAMES = [
  "Abby",
  "Adriana",
  "Aisha",
  "Alexis",
  "Amara",
  "Amelia",
  "Andrea",
  "Angela",
  "Ava",
  "Bianca",
  "Brianna",
  "Brooke",
  "Camila",
  "Cara",
  "Chloe",
  "Claire",
  "Dana",
  "Daniela",
  "Deja",
  "Diana",
  "Elena",
  "Ella",
  "Emily",
  "Erin",
  "Faith",
  "Gabriela",
  "Grace",
  "Hailey",
  "Hannah",
  "Imani",
  "Isabel",
  "Jada",
  "Jasmine",
  "Jenna",
  "Julia",
  "Kara",
  "Keisha",
  "Kendra",
  "Kim",
  "Laila",
  "Laura",
  "Leah",
  "Lena",
  "Lila",
  "Lucia",
  "Maya",
  "Megan",
  "Mia",
  "Monica",
  "Nadia",
  "Naomi",
  "Nina",
  "Nora",
  "Olivia",
  "Paige",
  "Paula",
  "Quinn",
  "Rachel",
  "Rosa",
  "Ruby",
  "Sara",
  "Selena",
  "Sienna",
  "Sofia",
  "Tara",
  "Tessa",
  "Valeria",
  "Vanessa",
  "Whitney",
  "Yasmin",
  "Zoe",
  "Marcus",
  "Devon",
  "Jordan",
  "Luis",
  "Owen",
  "Sam",
  "Terrence",
];
const LAST_NAMES = [
  "Adams",
  "Alvarez",
  "Bailey",
  "Bennett",
  "Brooks",
  "Campbell",
  "Carter",
  "Castillo",
  "Chen",
  "Clark",
  "Collins",
  "Cooper",
  "Cruz",
  "Diaz",
  "Edwards",
  "Evans",
  "Fisher",
  "Flores",
  "Foster",
  "Garcia",
  "Gomez",
  "Gray",
  "Green",
  "Hall",
  "Harris",
  "Hayes",
  "Hill",
  "Howard",
  "Hughes",
  "Jackson",
  "James",
  "Jenkins",
  "Kelly",
  "Kim",
  "King",
  "Lee",
  "Lewis",
  "Long",
  "Lopez",
  "Martin",
  "Mendoza",
  "Miller",
  "Mitchell",
  "Moore",
  "Morales",
  "Murphy",
  "Nguyen",
  "Ortiz",
  "Parker",
  "Patel",
  "Perez",
  "Peterson",
  "Price",
  "Ramos",
  "Reed",
  "Reyes",
  "Rivera",
  "Roberts",
  "Robinson",
  "Rogers",
  "Ross",
  "Russell",
  "Sanchez",
  "Sanders",
  "Scott",
  "Stewart",
  "Sullivan",
  "Taylor",
  "Thomas",
  "Torres",
  "Turner",
  "Walker",
  "Ward",
  "Watson",
  "White",
  "Williams",
  "Wood",
  "Wright",
  "Young",
  "Tremblay",
  "Gagnon",
  "Roy",
  "Bouchard",
  "Singh",
];
const CLASS_TYPES = [
  "Women's Self Defense",
  "Basic Self-Defense",
  "Advanced Training",
  "Teen Defense",
  "College Campus Safety",
  "Corporate Training",
  "Senior Safety",
  "Private Lessons",
  "Mother-Daughter Workshops",
];
const AVAILABILITY = [
  "Available for new students",
  "Taking new students",
  "Open for bookings",
  "Limited availability",
  "Weekends only",
  "Contact for availability",
  "Currently in training",
  "Building my schedule",
];
const EXPERIENCE = ["New Trainer", "Certified Trainer", "Experienced Trainer", "Veteran", "Master Trainer"];
const CLASS_TITLES: [string, number][] = [
  ["2-Hour Basic Self-Defense Class", 7500],
  ["Teen Safety Workshop", 4500],
  ["Campus Safety Night", 0],
  ["Advanced Self-Defense Skills Class", 7500],
  ["Senior Safety Seminar", 4550],
];

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function parseArgs(argv: string[]): { count: number; seed: number } {
  let count = Number.NaN;
  let seed = Date.now() % 1_000_000;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--seed") seed = Number(argv[++i]);
    else if (/^\d+$/.test(arg)) count = Number(arg);
    else throw new Error(`Unknown argument "${arg}". Usage: npm run seed:many -- <count> [--seed <n>]`);
  }
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new Error("Usage: npm run seed:many -- <count> [--seed <n>]   (count from 1 to 1,000,000)");
  if (!Number.isInteger(seed)) throw new Error("--seed takes a whole number");
  return { count, seed };
}

type City = { city: string; state: string; lat: number; lng: number };

function resolveCities(): City[] {
  const resolved: City[] = [];
  for (const entry of CITIES) {
    const [city, state] = entry.split(", ") as [string, string];
    const point = lookupCity(city, state);
    if (point) resolved.push({ city, state, lat: point.lat, lng: point.lng });
    else process.stderr.write(`seed:many: ${entry} is not in the gazetteer; skipped\n`);
  }
  return resolved;
}

/** Inserts `count` trainers in batches, each one bulk load of the trainers store. */
export async function seedMany(
  database: Database,
  count: number,
  seed: number,
  today: string,
): Promise<number> {
  const db = database.db;
  const store = createTrainerService(database);
  const rand = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const cities = resolveCities();
  const taken = await db.transaction((tx) => takenSlugs(tx));
  const existing = await store.count();
  const run = `${seed.toString(36)}${Date.now().toString(36).slice(-4)}`;
  let inserted = 0;

  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const people = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const place = pick(cities);
      const slug = uniqueSlug(slugBase({ firstName, lastName }), (s) => taken.has(s));
      taken.add(slug);
      // Headquarters stays the one hq account; a few fictional trainers are still in training (not listed).
      const status = rand() < 0.05 ? ("in_training" as const) : ("certified" as const);
      return { i, firstName, lastName, place, slug, status };
    });

    await store.bulkLoad(async (tx) => {
      const rows = await tx
        .insert(trainers)
        .values(
          people.map((p) => ({
            email: `seed-${run}-${existing + p.i + 1}@example.com`,
            name: `${p.firstName} ${p.lastName}`,
            status: p.status,
            slug: p.slug,
            timeZone: defaultTimeZone(p.place.state),
          })),
        )
        .returning({ id: trainers.id, timeZone: trainers.timeZone });

      const profiles: (typeof trainerProfiles.$inferInsert)[] = [];
      const classRows: (typeof classes.$inferInsert)[] = [];
      rows.forEach((row, k) => {
        const p = people[k]!;
        const types = [...new Set([pick(CLASS_TYPES), pick(CLASS_TYPES), "Women's Self Defense"])].slice(
          0,
          1 + Math.floor(rand() * 3),
        );
        const showEmail = rand() < 0.5;
        profiles.push({
          trainerId: row.id,
          firstName: p.firstName,
          lastName: p.lastName,
          displayName: rand() < 0.8 ? p.firstName : null,
          city: p.place.city,
          state: p.place.state,
          latitude: p.place.lat,
          longitude: p.place.lng,
          publicBio:
            rand() < 0.9
              ? `${p.firstName} teaches practical, confidence-first self-defense in ${p.place.city}. ` +
                "Classes cover awareness, voice, boundaries and simple strikes that work under stress."
              : null,
          classTypes: rand() < 0.95 ? types : [],
          specializations: types.slice(0, 2),
          availabilityDescription: rand() < 0.9 ? pick(AVAILABILITY) : null,
          experienceDescription: rand() < 0.8 ? pick(EXPERIENCE) : null,
          experienceLevel: pick(EXPERIENCE_LEVELS),
          yearsExperience: Math.floor(rand() * 15),
          publiclyListed: rand() < 0.97,
          featuredTrainer: rand() < 0.03,
          showEmail,
          publicEmail: showEmail && rand() < 0.5 ? `${p.slug}@trainers.example.com` : null,
          instagram:
            rand() < 0.4 ? `https://www.instagram.com/soulpunchdemo_${p.slug.replace(/-/g, "")}` : null,
        });
        const classCount = rand() < 0.4 ? 0 : 1 + Math.floor(rand() * 5);
        for (let c = 0; c < classCount; c++) {
          const [title, priceCents] = pick(CLASS_TITLES);
          const hour = pick([10, 13, 18]);
          classRows.push({
            trainerId: row.id,
            title,
            date: addDays(today, 1 + Math.floor(rand() * 56)),
            startTime: `${hour}:00:00`,
            endTime: `${hour + 2}:00:00`,
            timeZone: row.timeZone,
            location: `${p.place.city}, ${p.place.state}`,
            priceCents,
            paymentLink: rand() < 0.7 ? `https://shop.soulpunch.example/classes/${p.slug}-${c + 1}` : null,
          });
        }
      });
      await tx.insert(trainerProfiles).values(profiles);
      await tx.insert(trainerRoles).values(rows.map((r) => ({ trainerId: r.id, role: "trainer" as const })));
      for (let c = 0; c < classRows.length; c += 1000)
        await tx.insert(classes).values(classRows.slice(c, c + 1000));
    });
    inserted += size;
    process.stdout.write(`seed:many: ${inserted} / ${count}\n`);
  }
  return inserted;
}

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  let args: ReturnType<typeof parseArgs>;
  let config: ReturnType<typeof loadConfig>;
  try {
    args = parseArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(err instanceof ConfigError ? 1 : 2);
  }
  let data: Awaited<ReturnType<typeof openData>>;
  try {
    // Takes the DATA_DIR lock (PGlite), migrates, and loads content and demo data on a fresh database.
    data = await openData(config);
  } catch (err) {
    if (err instanceof LockError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  try {
    const started = performance.now();
    const n = await seedMany(data.database, args.count, args.seed, todayIn());
    const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR ${config.dataDir}`;
    process.stdout.write(
      `seed:many: inserted ${n} trainers into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${args.seed})\n`,
    );
  } finally {
    await data.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
