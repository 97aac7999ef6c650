/**
 * The one Drizzle schema (PostgreSQL dialect) for every entity of both spec documents.
 * PGlite and PostgreSQL run the same migrations generated from this file.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const trainerStatus = pgEnum("trainer_status", [
  "in_training",
  "certified",
  "hq",
  "suspended",
  "revoked",
]);
export const roleName = pgEnum("role_name", ["trainer", "admin", "announcement_author"]);
export const paymentStatus = pgEnum("payment_status", ["pending", "claimed", "completed"]);
export const onboardingStatus = pgEnum("onboarding_status", [
  "details_pending",
  "payment_pending",
  "documents_pending",
  "completed",
]);
export const announcementPriority = pgEnum("announcement_priority", ["info", "important", "urgent"]);
export const mailStatus = pgEnum("mail_status", ["queued", "sent", "failed"]);

/** The account: who may log in, and how they are addressed. */
export const trainers = pgTable(
  "trainers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    status: trainerStatus("status").notNull().default("certified"),
    /** Stored, unique URL slug (docs/product.md "Accounts"); only the admin changes it. */
    slug: text("slug").notNull(),
    /** IANA time zone; classes are stored and shown in it. */
    timeZone: text("time_zone").notNull().default("America/Chicago"),
    paymentStatus: paymentStatus("payment_status").notNull().default("completed"),
    onboardingStatus: onboardingStatus("onboarding_status").notNull().default("completed"),
    passwordHash: text("password_hash"),
    affiliateCode: text("affiliate_code"),
    /** Incremented on every write to the trainer's class list (optimistic version check). */
    classesVersion: integer("classes_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("trainers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("trainers_slug_unique").on(t.slug),
  ],
);

export const trainerRoles = pgTable(
  "trainer_roles",
  {
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    role: roleName("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.role] })],
);

/** Old slugs answer 301 to the trainer's current one. */
export const slugHistory = pgTable("slug_history", {
  slug: text("slug").primaryKey(),
  trainerId: integer("trainer_id")
    .notNull()
    .references(() => trainers.id, { onDelete: "cascade" }),
  replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OtherSocial = { platform: string; url: string };

/** Everything the two profile screens edit, one row per trainer, with the spec's defaults. */
export const trainerProfiles = pgTable(
  "trainer_profiles",
  {
    trainerId: integer("trainer_id")
      .primaryKey()
      .references(() => trainers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    displayName: text("display_name"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    website: text("website"),
    bio: text("bio"),
    publicBio: text("public_bio"),
    notes: text("notes"),
    profilePicture: text("profile_picture"),
    // social
    instagram: text("instagram"),
    facebook: text("facebook"),
    tiktok: text("tiktok"),
    linkedin: text("linkedin"),
    twitter: text("twitter"),
    pillar: text("pillar"),
    youtube: text("youtube"),
    otherSocialMedia: jsonb("other_social_media").$type<OtherSocial[]>().notNull().default([]),
    // certification (dates are owner-only fields)
    trainingDate: date("training_date"),
    certificationDate: date("certification_date"),
    renewalDate: date("renewal_date"),
    hasInsurance: boolean("has_insurance").notNull().default(false),
    insuranceProvider: text("insurance_provider"),
    insuranceExpiry: date("insurance_expiry"),
    // business
    hasStripe: boolean("has_stripe").notNull().default(false),
    stripePaymentLink: text("stripe_payment_link"),
    hasPaypal: boolean("has_paypal").notNull().default(false),
    paypalPaymentLink: text("paypal_payment_link"),
    hasPillar: boolean("has_pillar").notNull().default(false),
    pillarAccountLink: text("pillar_account_link"),
    hasAffiliateLink: boolean("has_affiliate_link").notNull().default(false),
    affiliateLink: text("affiliate_link"),
    // materials
    hasCurriculum: boolean("has_curriculum").notNull().default(true),
    hasMarketingResources: boolean("has_marketing_resources").notNull().default(true),
    hasWorkbooks: boolean("has_workbooks").notNull().default(true),
    hasVideoLibrary: boolean("has_video_library").notNull().default(false),
    hasTrainerDrive: boolean("has_trainer_drive").notNull().default(false),
    hasCanva: boolean("has_canva").notNull().default(false),
    hasMarketingAssets: boolean("has_marketing_assets").notNull().default(false),
    // community
    inWhatsApp: boolean("in_whatsapp").notNull().default(false),
    inFacebook: boolean("in_facebook").notNull().default(false),
    communityNotes: text("community_notes"),
    // public profile
    publiclyListed: boolean("publicly_listed").notNull().default(true),
    featuredTrainer: boolean("featured_trainer").notNull().default(false),
    /** City and state are the product's default (Tulsa, OK): the account was made without a place. */
    locationDefaulted: boolean("location_defaulted").notNull().default(false),
    showFullName: boolean("show_full_name").notNull().default(false),
    showEmail: boolean("show_email").notNull().default(false),
    showPhone: boolean("show_phone").notNull().default(false),
    showCity: boolean("show_city").notNull().default(true),
    showState: boolean("show_state").notNull().default(true),
    showBio: boolean("show_bio").notNull().default(true),
    showWebsite: boolean("show_website").notNull().default(true),
    showSocialMedia: boolean("show_social_media").notNull().default(true),
    displayLocation: text("display_location"),
    availabilityDescription: text("availability_description"),
    displayContact: text("display_contact"),
    publicPhone: text("public_phone"),
    publicEmail: text("public_email"),
    specializations: jsonb("specializations").$type<string[]>().notNull().default([]),
    classTypes: jsonb("class_types").$type<string[]>().notNull().default([]),
    yearsExperience: integer("years_experience").notNull().default(0),
    experienceLevel: text("experience_level"),
    experienceDescription: text("experience_description"),
    testimonials: jsonb("testimonials").$type<string[]>().notNull().default([]),
    websitePublic: text("website_public"),
    publicSocialMedia: text("public_social_media"),
    /** City-level point from the offline gazetteer, computed at save; never the street address. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    updatedAt: updatedAt(),
  },
  // The spec's four experience levels, or none (issue 31 part 3; migration 0015 moved the earlier ones).
  (t) => [
    check(
      "trainer_profiles_experience_level",
      sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('New Trainer (1 year)', 'Experienced (2-3 years)', 'Veteran (3-5 years)', 'Master Trainer (5+ years)')`,
    ),
  ],
);

/** A class a trainer runs: real date, start and end in the trainer's time zone. */
export const classes = pgTable(
  "classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("2-Hour Basic Self-Defense Class"),
    date: date("date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    timeZone: text("time_zone").notNull(),
    location: text("location").notNull(),
    address: text("address"),
    /** Price in cents; 0 shows Free. */
    priceCents: integer("price_cents").notNull().default(7500),
    paymentLink: text("payment_link"),
    capacity: integer("capacity"),
    type: text("type"),
    level: text("level"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Private: only the trainer sees them. */
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("classes_trainer_date").on(t.trainerId, t.date), index("classes_date").on(t.date)],
);

export const announcements = pgTable("announcements", {
  id: serial("id").primaryKey(),
  message: text("message").notNull(),
  priority: announcementPriority("priority").notNull().default("info"),
  createdBy: integer("created_by").references(() => trainers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const announcementDismissals = pgTable(
  "announcement_dismissals",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.trainerId] })],
);

export const modules = pgTable("modules", {
  id: integer("id").primaryKey(),
  week: integer("week").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  instructorOnly: boolean("instructor_only").notNull().default(false),
});

/**
 * Knowledge articles the admin writes in the console for the assistant (issue 31): a title, a Markdown
 * body and tags. Their edits move the content version, as the curriculum's do.
 */
export const knowledgeArticles = pgTable("knowledge_articles", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const moduleResources = pgTable(
  "module_resources",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    link: text("link").notNull(),
    description: text("description").notNull(),
  },
  (t) => [uniqueIndex("module_resources_position").on(t.moduleId, t.position)],
);

export const resourceViews = pgTable(
  "resource_views",
  {
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => moduleResources.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.resourceId] })],
);

export const assessments = pgTable("assessments", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  classNumber: integer("class_number").notNull(),
  passThreshold: integer("pass_threshold").notNull().default(80),
});

export const assessmentQuestions = pgTable(
  "assessment_questions",
  {
    id: serial("id").primaryKey(),
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    correctAnswer: integer("correct_answer").notNull(),
    explanation: text("explanation").notNull(),
    curriculumGuidance: text("curriculum_guidance"),
  },
  (t) => [uniqueIndex("assessment_questions_position").on(t.assessmentId, t.position)],
);

export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: serial("id").primaryKey(),
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<number[]>().notNull(),
    score: integer("score").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    passed: boolean("passed").notNull(),
    timeSpent: integer("time_spent").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assessment_attempts_trainer").on(t.trainerId, t.assessmentId)],
);

/**
 * An attempt as started on the server (decisions.md "Assessments"): when it started, and the option
 * order each question was shown in, so the submission is mapped back and its time measured here.
 * Submitted once: `submittedAt` and the scored row in assessment_attempts are set together.
 */
export const assessmentAttemptStarts = pgTable(
  "assessment_attempt_starts",
  {
    id: serial("id").primaryKey(),
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    /** Per question (by id, in question order): shown position → the option's stored index. */
    optionOrder: jsonb("option_order").$type<{ questionId: number; order: number[] }[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    attemptId: integer("attempt_id").references(() => assessmentAttempts.id, { onDelete: "set null" }),
  },
  // One open attempt per trainer and assessment: starting again resumes it (same order, same clock).
  (t) => [
    uniqueIndex("assessment_attempt_starts_open")
      .on(t.trainerId, t.assessmentId)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/** Someone in the onboarding flow; has no account until a payment is verified. */
export const applicants = pgTable(
  "applicants",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    city: text("city"),
    state: text("state"),
    address: text("address"),
    shirtSize: text("shirt_size"),
    deviceColor: text("device_color"),
    paymentPlan: text("payment_plan"),
    agreeTerms: boolean("agree_terms").notNull().default(false),
    termsVersion: text("terms_version"),
    paymentStatus: paymentStatus("payment_status").notNull().default("pending"),
    paymentClaimedAt: timestamp("payment_claimed_at", { withTimezone: true }),
    paymentVerifiedAt: timestamp("payment_verified_at", { withTimezone: true }),
    /** "webhook:{id}" or "admin:{trainerId}". */
    paymentVerifiedBy: text("payment_verified_by"),
    onboardingStatus: onboardingStatus("onboarding_status").notNull().default("payment_pending"),
    welcomeLinksVisited: jsonb("welcome_links_visited").$type<string[]>().notNull().default([]),
    trainerId: integer("trainer_id").references(() => trainers.id, { onDelete: "set null" }),
    /**
     * The application's unguessable reference, carried on its storefront order (cart attribute and
     * note) so the paid order finds it whatever e-mail the buyer used (docs/decisions/0024).
     */
    orderReference: text("order_reference").notNull().default(sql`gen_random_uuid()::text`),
    /** The paid order's e-mail when it differs from the application's (matched by the reference). */
    orderEmail: text("order_email"),
    /** Made from a paid order that matched no application: the console flags it for the admin to attach. */
    unmatchedOrder: boolean("unmatched_order").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("applicants_email").on(sql`lower(${t.email})`),
    uniqueIndex("applicants_order_reference").on(t.orderReference),
  ],
);

/** The three signing documents (agreement, nda, waiver); content the project ships. */
export const documents = pgTable("documents", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  version: text("version").notNull(),
  required: boolean("required").notNull().default(true),
  position: integer("position").notNull(),
});

/**
 * Every version of each document, with its exact text (docs/decisions/0015): a new version leaves the
 * old text here, so a signature stays tied to the text it signed. The documents row is the current one.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    textSha256: text("text_sha256").notNull(),
    createdBy: integer("created_by").references(() => trainers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);

export const signatures = pgTable(
  "signatures",
  {
    id: serial("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id),
    documentVersion: text("document_version").notNull(),
    applicantId: integer("applicant_id").references(() => applicants.id, { onDelete: "set null" }),
    trainerId: integer("trainer_id").references(() => trainers.id, { onDelete: "set null" }),
    signerName: text("signer_name").notNull(),
    /** SHA-256 of the exact text signed. */
    textSha256: text("text_sha256").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signatures_applicant").on(t.applicantId), index("signatures_trainer").on(t.trainerId)],
);

/**
 * Server-side sessions, owned by modules/auth (its repository is their one writer): only the SHA-256 of
 * the cookie value is stored. A session is a trainer's or, before the account exists, an applicant's
 * onboarding session; `kind` says which, and exactly that one id is set.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    kind: text("kind", { enum: ["trainer", "applicant"] }).notNull(),
    trainerId: integer("trainer_id").references(() => trainers.id, { onDelete: "cascade" }),
    /** An applicant's onboarding session (no account yet). */
    applicantId: integer("applicant_id").references(() => applicants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_trainer").on(t.trainerId),
    index("sessions_applicant").on(t.applicantId),
    check(
      "sessions_one_principal",
      sql`(${t.kind} = 'trainer' and ${t.trainerId} is not null and ${t.applicantId} is null) or (${t.kind} = 'applicant' and ${t.applicantId} is not null and ${t.trainerId} is null)`,
    ),
  ],
);

/**
 * The e-mailed links' tokens, owned by modules/auth: SHA-256 only, single use, bound to the e-mail they
 * were sent to. `purpose` says what opening one does: "login" signs a trainer in (the sign-in link),
 * "applicant" starts an applicant's onboarding session (the documents e-mail's link); exactly the
 * matching id is set.
 */
export const signInTokens = pgTable(
  "sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: ["login", "applicant"] }).notNull(),
    email: text("email").notNull(),
    trainerId: integer("trainer_id").references(() => trainers.id, { onDelete: "cascade" }),
    applicantId: integer("applicant_id").references(() => applicants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("sign_in_tokens_trainer").on(t.trainerId),
    index("sign_in_tokens_applicant").on(t.applicantId),
    check(
      "sign_in_tokens_one_principal",
      sql`(${t.purpose} = 'login' and ${t.trainerId} is not null and ${t.applicantId} is null) or (${t.purpose} = 'applicant' and ${t.applicantId} is not null and ${t.trainerId} is null)`,
    ),
  ],
);

/** A file sent with an e-mail: text content only (a calendar file), kept in the outbox row. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail the app sends (docs/decisions/0028-outbox.md): written in the transaction of the change
 * that causes it, sent by the mail-delivery job with retries; outside production it doubles as the
 * development mailbox. In production text and html are emptied once the e-mail is sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    status: mailStatus("status").notNull().default("queued"),
    /** The last try's error (the column predates the retries). */
    error: text("error"),
    /** Tries made so far; also the claim's fence (plugins/outbox.ts). */
    attempts: integer("attempts").notNull().default(0),
    /** When a queued e-mail is next due (a claimed one: when its lease ends). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Small files sent with it (a reservation's .ics); emptied with the body in production once sent. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);

/** Admin-editable content: training banner, impact figure, FAQ overrides. */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => trainers.id, { onDelete: "set null" }),
});

/** Every change the admin makes (docs/decisions/0015): who, what, when, before and after. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => trainers.id, { onDelete: "set null" }),
    /** Kept as written: the actor's account may change or go. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_at").on(t.at)],
);

/**
 * Renewal reminders sent (docs/decisions/0015): one per trainer and renewal date, whoever sends it (the
 * admin or the daily job), so the job never sends one twice.
 */
export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    renewalDate: date("renewal_date").notNull(),
    /** "admin:{id}" or "job". */
    sentBy: text("sent_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.renewalDate] })],
);

/**
 * Runs of background jobs (jobs/runner.ts, docs/decisions/0027). A cron job's run names its slot (the
 * scheduled time): the unique (job, slot) claim lets one app server run it, even if pg-boss delivers it
 * twice. "Run now" and interval runs have no slot; interval runs are kept only when they did something.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    slot: timestamp("slot", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** With ok: NULL while the run is under way. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    /** The job's own words ("sent 3"). */
    outcome: text("outcome"),
    /** A failed run's error message. */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_slot").on(t.job, t.slot),
    index("job_runs_job_started").on(t.job, t.startedAt),
  ],
);

/** Storefront webhooks already handled (idempotency by webhook id). */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  source: text("source").notNull(),
  topic: text("topic").notNull(),
  /** The order's id, kept when retention empties the payload (modules/retention). */
  orderId: text("order_id"),
  /** The body as received; NULL once older than RETENTION_WEBHOOK_PAYLOAD_DAYS (it holds buyers' details). */
  payload: jsonb("payload"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set once the event's work is done: a delivery of a processed id is a duplicate. */
  processedAt: timestamp("processed_at", { withTimezone: true }),
  /** What it did: "verified:{applicantId}", "ignored:not-certification", ... */
  outcome: text("outcome"),
});

/**
 * Answers of the public geocoder (GET /api/geocode), by normalised query text, so the same text is never
 * asked upstream twice. A no-match is kept too (found = false) and asked again after a week.
 */
export const geocodeCache = pgTable("geocode_cache", {
  query: text("query").primaryKey(),
  found: boolean("found").notNull(),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  label: text("label"),
  createdAt: createdAt(),
});

/**
 * When the next request to an outside service with a request budget may start, for every app server
 * on this database: one row per service ("geocoder": one request a second), moved forward atomically
 * by each reservation (modules/geo/upstream-budget.ts). Used when Redis is not set, or fails.
 */
export const upstreamBudget = pgTable("upstream_budget", {
  name: text("name").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
});

/** Raw bytes: a Buffer in, a Buffer out (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded profile pictures on PostgreSQL (modules/pictures/repository.ts), so every app server serves
 * them without a shared disk: one row per size of a picture, named by its trainer and content hash
 * (the URL /uploads/pictures/<trainerId>-<hash>.webp). Written once, never updated; deleted when the
 * profile no longer shows the picture.
 */
export const pictureVariants = pgTable(
  "picture_variants",
  {
    trainerId: integer("trainer_id").notNull(),
    /** The first 128 bits of the large size's SHA-256, in hex (or an older upload's random name). */
    hash: text("hash").notNull(),
    variant: text("variant", { enum: ["large", "small"] }).notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.hash, t.variant] })],
);

/**
 * A visitor's confirmed wish to hear of new classes near a place (issue 32). Only what the alert
 * needs is kept: e-mail, place, distance, when it was confirmed and when the last alert went out.
 * An unconfirmed request is never stored: the confirmation link carries it, signed.
 */
export const classAlerts = pgTable(
  "class_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** The gazetteer's name for the place, as the distance search resolves it. */
    place: text("place").notNull(),
    distanceMiles: integer("distance_miles").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("class_alerts_email_place").on(t.email, t.place),
    check("class_alerts_distance", sql`${t.distanceMiles} in (10, 25, 50, 100)`),
  ],
);

/**
 * Anonymous daily counters of what visitors did with a trainer's public presence (issue 32).
 * No visitor is identified: a beacon adds one to a row, nothing else is kept.
 * `subject` is the class id for per-class counts (register clicks, .ics downloads), '' otherwise.
 */
export const trainerDailyCounts = pgTable(
  "trainer_daily_counts",
  {
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.trainerId, t.day, t.kind, t.subject] }),
    index("trainer_daily_counts_day").on(t.day),
    check(
      "trainer_daily_counts_kind",
      sql`${t.kind} in ('profile_view', 'card_impression', 'register_click', 'contact_click', 'ics_download')`,
    ),
  ],
);

/**
 * A visitor's reservation in a class (issue 33; docs/decisions/0044-reservations.md). No account: the
 * visitor acts through single-purpose links whose random tokens are kept only as SHA-256 digests
 * (confirm, manage, claim). `pending`, `held` and `offered` take spots; `waitlisted` waits in order of
 * (created_at, seq); `cancelled` and `expired` are history. `expires_at` is the pending confirmation's
 * deadline or the offer's claim deadline. Deleted with the class.
 */
export const classReservations = pgTable(
  "class_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    partySize: integer("party_size").notNull(),
    status: text("status", {
      enum: ["pending", "held", "waitlisted", "offered", "cancelled", "expired"],
    }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When it was asked for (the app's clock); with seq, the waitlist's order. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Breaks ties of created_at (parallel requests in one millisecond). */
    seq: serial("seq").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    paid: boolean("paid").notNull().default(false),
    /** Null until the trainer marks it after the class. */
    attended: boolean("attended"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    remindersOff: boolean("reminders_off").notNull().default(false),
    confirmTokenHash: text("confirm_token_hash").notNull(),
    manageTokenHash: text("manage_token_hash").notNull(),
    claimTokenHash: text("claim_token_hash"),
  },
  (t) => [
    // One e-mail holds one live reservation per class (pending, held, waiting or offered).
    uniqueIndex("class_reservations_live_email")
      .on(t.classId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('pending', 'held', 'waitlisted', 'offered')`),
    index("class_reservations_class_status").on(t.classId, t.status),
    index("class_reservations_due").on(t.status, t.expiresAt),
    uniqueIndex("class_reservations_confirm_token").on(t.confirmTokenHash),
    uniqueIndex("class_reservations_manage_token").on(t.manageTokenHash),
    uniqueIndex("class_reservations_claim_token").on(t.claimTokenHash),
    check("class_reservations_party", sql`${t.partySize} between 1 and 4`),
    check(
      "class_reservations_status",
      sql`${t.status} in ('pending', 'held', 'waitlisted', 'offered', 'cancelled', 'expired')`,
    ),
  ],
);
