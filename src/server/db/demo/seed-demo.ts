/**
 * The demo data set (docs/product.md "Content and configuration"): trainers, profiles, roles, classes over
 * the next 8 weeks, announcements, each trainer's onboarding record (an applicant with the payment
 * verified; every trainer past training has signed the current documents and visited the six welcome
 * links, so no demo identity sees the unsigned-documents banner), and the demo trainer's curriculum
 * progress and one passed assessment. Runs after the content seed, in one transaction, and is
 * deterministic for a given `today`.
 */

import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { addDays, addYears, CERTIFICATION_YEARS, MONTHS } from "../../../shared/days";
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import { WELCOME_LINK_IDS } from "../../../shared/welcome-links";
import type { Tx } from "../client";
import { prng } from "../prng";
import {
  announcements,
  applicants,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  classes,
  documents,
  moduleResources,
  resourceViews,
  signatures,
  trainerProfiles,
  trainerRoles,
  trainers,
} from "../schema";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_LEAD_EMAIL,
  DEMO_TRAINER_EMAIL,
  DEMO_TRAINERS,
  type DemoTrainer,
  demoPortraits,
} from "./trainers";

// --- Plain date arithmetic on "YYYY-MM-DD" strings (UTC) -----------------------------------------

function parseDate(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Expected a YYYY-MM-DD date, got "${day}"`);
  return new Date(`${day}T00:00:00Z`);
}

/** 0 = Sunday ... 6 = Saturday. */
function weekday(day: string): number {
  return parseDate(day).getUTCDay();
}

/** A timestamp on a given day (mid-day UTC, so it stays on that day in North American zones). */
function at(day: string, hour = 17): Date {
  return new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
}

/** "January 15-17, 2027" for a 3-day range (or across months: "January 30 - February 1, 2027"). */
function formatRange(first: string, last: string): string {
  const a = parseDate(first);
  const b = parseDate(last);
  const ma = MONTHS[a.getUTCMonth()];
  const mb = MONTHS[b.getUTCMonth()];
  if (a.getUTCFullYear() !== b.getUTCFullYear()) {
    return `${ma} ${a.getUTCDate()}, ${a.getUTCFullYear()} - ${mb} ${b.getUTCDate()}, ${b.getUTCFullYear()}`;
  }
  if (ma === mb) return `${ma} ${a.getUTCDate()}-${b.getUTCDate()}, ${b.getUTCFullYear()}`;
  return `${ma} ${a.getUTCDate()} - ${mb} ${b.getUTCDate()}, ${b.getUTCFullYear()}`;
}

// --- Deterministic variety -------------------------------------------------------------------------

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

// --- Classes -------------------------------------------------------------------------------------

type ClassKind = {
  key: string;
  title: string;
  type: "group" | "corporate" | "series" | "private" | "workshop";
  level: "beginner" | "all-levels" | "custom" | "advanced";
  priceCents: number;
  tags: string[];
  /** Fixed part of the day; otherwise evenings on weekdays and daytime at weekends. */
  slot?: "day" | "evening";
};

const KINDS = {
  basic: {
    key: "basic",
    title: "2-Hour Basic Self-Defense Class",
    type: "group",
    level: "beginner",
    priceCents: 7500,
    tags: ["Beginner Friendly", "Women Only"],
  },
  teen: {
    key: "teen",
    title: "Teen Safety Workshop",
    type: "workshop",
    level: "beginner",
    priceCents: 4500,
    tags: ["Ages 13-17", "Parents Welcome"],
  },
  campus: {
    key: "campus",
    title: "Campus Safety Night",
    type: "workshop",
    level: "all-levels",
    priceCents: 0,
    tags: ["College Students", "Free"],
    slot: "evening",
  },
  corporate: {
    key: "corporate",
    title: "Corporate Workplace Safety Session",
    type: "corporate",
    level: "custom",
    priceCents: 12000,
    tags: ["Workplace", "Team Booking"],
    slot: "day",
  },
  senior: {
    key: "senior",
    title: "Senior Safety Seminar",
    type: "group",
    level: "all-levels",
    priceCents: 4500,
    tags: ["Seniors", "Seated Options"],
    slot: "day",
  },
  private: {
    key: "private",
    title: "Private Self-Defense Lesson",
    type: "private",
    level: "custom",
    priceCents: 12000,
    tags: ["One-on-One"],
  },
  series: {
    key: "series",
    title: "4-Week Self-Defense Series",
    type: "series",
    level: "beginner",
    priceCents: 12000,
    tags: ["4 Sessions", "Beginner Friendly"],
  },
  advanced: {
    key: "advanced",
    title: "Advanced Self-Defense Skills Class",
    type: "group",
    level: "advanced",
    priceCents: 7500,
    tags: ["Graduates", "Scenario Training"],
  },
  motherDaughter: {
    key: "mother-daughter",
    title: "Mother-Daughter Self-Defense Workshop",
    type: "workshop",
    level: "all-levels",
    priceCents: 7500,
    tags: ["Mother-Daughter", "Ages 12+"],
  },
} satisfies Record<string, ClassKind>;

/** The kinds of class a trainer runs, from their class types; the basic class weighs most. */
function kindsFor(trainer: DemoTrainer): ClassKind[] {
  const types = trainer.profile?.classTypes ?? [];
  const kinds: ClassKind[] = [KINDS.basic, KINDS.basic, KINDS.basic];
  if (types.includes("Teen Defense")) kinds.push(KINDS.teen);
  if (types.includes("College Campus Safety")) kinds.push(KINDS.campus);
  if (types.includes("Corporate Training")) kinds.push(KINDS.corporate);
  if (types.includes("Senior Safety")) kinds.push(KINDS.senior);
  if (types.includes("Private Lessons")) kinds.push(KINDS.private);
  if (types.includes("Mother-Daughter Workshops")) kinds.push(KINDS.motherDaughter);
  const level = trainer.profile?.experienceLevel;
  if (level?.startsWith("Veteran") || level?.startsWith("Master Trainer")) kinds.push(KINDS.advanced);
  if (level?.startsWith("Master Trainer")) kinds.push(KINDS.series);
  // Trainers who teach only one specific format run that format.
  if (types.length === 1 && types[0] === "Private Lessons") return [KINDS.private];
  if (types.length === 1 && types[0] === "Senior Safety") return [KINDS.senior];
  return kinds;
}

function addHours(hhmm: string, hours: number): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${String(h + hours).padStart(2, "0")}:${String(m).padStart(2, "0")}:00`;
}

type ClassRow = typeof classes.$inferInsert;

/** `count` classes spread over the 8 weeks after `today`, at most one per day. */
function classesFor(
  trainer: DemoTrainer,
  index: number,
  trainerId: number,
  slug: string,
  timeZone: string,
  today: string,
): ClassRow[] {
  const count = trainer.classCount;
  if (count <= 0) return [];
  const rand = prng(1_000 + index * 7_919);
  const kinds = kindsFor(trainer);
  const windowDays = 56;
  const segment = Math.floor(windowDays / count);
  const rows: ClassRow[] = [];
  for (let k = 0; k < count; k++) {
    const date = addDays(today, 1 + k * segment + Math.floor(rand() * segment));
    const kind = pick(rand, kinds);
    const weekend = weekday(date) === 0 || weekday(date) === 6;
    const slot = kind.slot ?? (weekend ? "day" : "evening");
    const start =
      slot === "day" ? pick(rand, ["10:00", "13:00"] as const) : pick(rand, ["18:00", "18:30"] as const);
    const detailed = rand() < 0.5;
    // The demo trainer's classes (the ones a person signing in with the demo identity edits) all have the
    // registration link the class form requires (portal §5, issue 31). Some other trainers keep a class
    // without one, as classes made before the rule: the public screens' "Contact {name} directly to book
    // this class" has its example.
    const drawn = kind.priceCents > 0 && rand() >= 0.15;
    const withLink = drawn || trainer.email === DEMO_TRAINER_EMAIL;
    const row: ClassRow = {
      trainerId,
      title: kind.title,
      date,
      startTime: `${start}:00`,
      endTime: addHours(start, 2),
      timeZone,
      location: `${trainer.city}, ${trainer.state}`,
      priceCents: kind.priceCents,
      paymentLink: withLink ? `https://shop.soulpunch.example/classes/${slug}-${date}` : null,
    };
    if (detailed) {
      const capacity = kind.type === "private" ? 2 : 12 + 4 * Math.floor(rand() * 4);
      row.capacity = capacity;
      row.type = kind.type;
      row.level = kind.level;
      row.tags = kind.tags;
      if (trainer.venue) row.address = trainer.venue;
    }
    rows.push(row);
  }
  return rows;
}

// --- The seed --------------------------------------------------------------------------------------

function affiliateCode(firstName: string, index: number): string {
  const letters =
    firstName
      .normalize("NFKD")
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()
      .slice(0, 8) || "TRAINER";
  return `SP-${letters}${String(index + 1).padStart(2, "0")}`;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Each demo trainer's onboarding record: the applicant they were, linked to the account, with the
 * payment verified by the admin. A trainer past training (every status but in_training) has also signed
 * the required documents at their current version (the SHA-256 of the exact text) and visited the six
 * welcome links; a trainer in training has done neither yet, so sees the unsigned-documents banner.
 */
async function seedOnboarding(
  tx: Tx,
  trainersSeeded: { demo: DemoTrainer; trainerId: number; joined: string }[],
  adminId: number | undefined,
): Promise<void> {
  if (trainersSeeded.length === 0) return;
  const rows = await tx
    .insert(applicants)
    .values(
      trainersSeeded.map(({ demo, trainerId, joined }) => {
        const done = demo.status !== "in_training";
        return {
          fullName: demo.name,
          email: demo.email,
          phone: demo.profile?.phone ?? null,
          city: demo.city,
          state: demo.state,
          paymentPlan: "full",
          agreeTerms: true,
          paymentStatus: "completed" as const,
          paymentClaimedAt: at(addDays(joined, -14)),
          paymentVerifiedAt: at(addDays(joined, -13)),
          paymentVerifiedBy: adminId === undefined ? null : `admin:${adminId}`,
          onboardingStatus: done ? ("completed" as const) : ("documents_pending" as const),
          welcomeLinksVisited: done ? [...WELCOME_LINK_IDS] : [],
          trainerId,
          createdAt: at(addDays(joined, -14)),
          updatedAt: at(addDays(joined, -12)),
        };
      }),
    )
    .returning({ id: applicants.id, trainerId: applicants.trainerId });
  const required = await tx
    .select({ id: documents.id, version: documents.version, body: documents.body })
    .from(documents)
    .where(eq(documents.required, true))
    .orderBy(asc(documents.position));
  const applicantOf = new Map(rows.map((r) => [r.trainerId, r.id]));
  const signatureRows = trainersSeeded
    .filter(({ demo }) => demo.status !== "in_training")
    .flatMap(({ demo, trainerId, joined }) =>
      required.map((doc) => ({
        documentId: doc.id,
        documentVersion: doc.version,
        applicantId: applicantOf.get(trainerId) ?? null,
        trainerId,
        signerName: demo.name,
        textSha256: sha256(doc.body),
        signedAt: at(addDays(joined, -13)),
      })),
    );
  if (signatureRows.length > 0) await tx.insert(signatures).values(signatureRows);
}

/**
 * Inserts the demo data set. `today` ("YYYY-MM-DD") anchors class dates, announcements and progress.
 * Does nothing if the demo admin already exists (the data set was seeded before).
 */
export async function seedDemo(tx: Tx, today: string): Promise<void> {
  parseDate(today);
  const existing = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(eq(sql`lower(${trainers.email})`, DEMO_ADMIN_EMAIL));
  if (existing.length > 0) return;

  const takenSlugs = new Set((await tx.select({ slug: trainers.slug }).from(trainers)).map((r) => r.slug));
  const idsByEmail = new Map<string, number>();
  const classRows: ClassRow[] = [];
  const onboarded: { demo: DemoTrainer; trainerId: number; joined: string }[] = [];
  const portraits = demoPortraits();

  for (const [index, demo] of DEMO_TRAINERS.entries()) {
    const { firstName, lastName } = splitName(demo.name);
    const slug = uniqueSlug(slugBase({ firstName, lastName }), (candidate) => takenSlugs.has(candidate));
    takenSlugs.add(slug);
    const timeZone = defaultTimeZone(demo.state);
    const code = affiliateCode(firstName, index);
    const joined = demo.trainingDate && demo.trainingDate <= today ? demo.trainingDate : addDays(today, -30);

    const [inserted] = await tx
      .insert(trainers)
      .values({
        email: demo.email,
        name: demo.name,
        status: demo.status,
        slug,
        timeZone,
        affiliateCode: code,
        classesVersion: demo.classCount > 0 ? 1 : 0,
        createdAt: at(joined),
      })
      .returning({ id: trainers.id });
    if (!inserted) throw new Error(`Could not insert demo trainer ${demo.email}`);
    const trainerId = inserted.id;
    idsByEmail.set(demo.email, trainerId);

    await tx.insert(trainerProfiles).values({
      ...demo.profile,
      // A picture the entry sets wins over the generated portrait.
      profilePicture: demo.profile?.profilePicture ?? portraits.get(demo.email) ?? null,
      trainerId,
      firstName,
      lastName,
      city: demo.city,
      state: demo.state,
      postalCode: demo.postalCode,
      latitude: demo.latitude,
      longitude: demo.longitude,
      trainingDate: demo.trainingDate ?? null,
      certificationDate: demo.certificationDate ?? null,
      renewalDate: demo.certificationDate ? addYears(demo.certificationDate, CERTIFICATION_YEARS) : null,
      featuredTrainer: demo.featured ?? false,
      publiclyListed: demo.publiclyListed ?? true,
      hasAffiliateLink: demo.affiliate ?? false,
      affiliateLink: demo.affiliate ? `https://shop.soulpunch.example/?ref=${code}` : null,
    });

    const roles: (typeof trainerRoles.$inferInsert)["role"][] = ["trainer"];
    if (demo.email === DEMO_ADMIN_EMAIL) roles.push("admin");
    if (demo.email === DEMO_LEAD_EMAIL) roles.push("announcement_author");
    await tx.insert(trainerRoles).values(roles.map((role) => ({ trainerId, role })));

    classRows.push(...classesFor(demo, index, trainerId, slug, timeZone, today));
    onboarded.push({ demo, trainerId, joined });
  }

  await seedOnboarding(tx, onboarded, idsByEmail.get(DEMO_ADMIN_EMAIL));

  // The demo trainer's first class carries a private note (only the trainer sees it).
  const trainerId = idsByEmail.get(DEMO_TRAINER_EMAIL);
  const firstOwn = classRows.find((row) => row.trainerId === trainerId);
  if (firstOwn) firstOwn.notes = "Bring the extra pads and the sign-in sheet; studio opens 30 minutes early.";
  if (classRows.length > 0) await tx.insert(classes).values(classRows);

  // Announcements from the trainer lead.
  const leadId = idsByEmail.get(DEMO_LEAD_EMAIL) ?? null;
  let trainingStart = addDays(today, 42);
  while (weekday(trainingStart) !== 5) trainingStart = addDays(trainingStart, 1);
  const trainingDates = formatRange(trainingStart, addDays(trainingStart, 2));
  await tx.insert(announcements).values([
    {
      message:
        "Welcome to our newest certified trainers! Say hello in the Facebook community and post your first " +
        "class date so we can share it.",
      priority: "info",
      createdBy: leadId,
      createdAt: at(addDays(today, -21)),
    },
    {
      message:
        "Insurance reminder: please add your self-defense-specific liability insurance in the Certification " +
        "tab before your next class. Plans start at $129 per occurrence or $500 per year unlimited.",
      priority: "important",
      createdBy: leadId,
      createdAt: at(addDays(today, -12)),
    },
    {
      message:
        `Next in-person training: the 3-day certification intensive runs ${trainingDates} at the Tulsa ` +
        "headquarters. Certified trainers are welcome to assist; reply in the WhatsApp group to join.",
      priority: "important",
      createdBy: leadId,
      createdAt: at(addDays(today, -6)),
    },
    {
      message:
        "New module replay posted: the recording of last Thursday's live training on class structure and " +
        "delivery is now in Module 4 of the curriculum.",
      priority: "info",
      createdBy: leadId,
      createdAt: at(addDays(today, -3)),
    },
    {
      message:
        "Schedule change: this Thursday's weekly live training starts one hour early, at 6:00 PM CST. " +
        "The Zoom link is unchanged.",
      priority: "urgent",
      createdBy: leadId,
      createdAt: at(addDays(today, -1)),
    },
  ]);

  // The demo trainer's progress: some resources viewed and the first assessment passed.
  if (trainerId === undefined) return;
  const resources = await tx
    .select({ id: moduleResources.id })
    .from(moduleResources)
    .orderBy(asc(moduleResources.id))
    .limit(5);
  if (resources.length > 0) {
    await tx.insert(resourceViews).values(
      resources.map((resource, k) => ({
        trainerId,
        resourceId: resource.id,
        viewedAt: at(addDays(today, -30 + 3 * k)),
      })),
    );
  }

  const [assessment] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .orderBy(asc(assessments.id))
    .limit(1);
  if (!assessment) return;
  const questions = await tx
    .select({ correctAnswer: assessmentQuestions.correctAnswer })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessment.id))
    .orderBy(asc(assessmentQuestions.position));
  if (questions.length === 0) return;
  await tx.insert(assessmentAttempts).values({
    trainerId,
    assessmentId: assessment.id,
    answers: questions.map((q) => q.correctAnswer),
    score: questions.length,
    totalQuestions: questions.length,
    passed: true,
    timeSpent: 60 * questions.length + 45,
    completedAt: at(addDays(today, -14)),
  });
}
