/** The admin console's reads as the cards get them (the shapes of src/shared/contracts/admin*.ts). */

import type { z } from "zod";
import type { AdminTrainer, adminAssessment, SiteContentEdit } from "../../src/shared/contracts/admin";
import type {
  TrainerAttempts,
  TrainerClasses,
  TrainerOnboarding,
  TrainerSessions,
} from "../../src/shared/contracts/admin-trainer-record";

type AdminAssessment = z.infer<typeof adminAssessment>;

import {
  type AdminDocument,
  type AdminModule,
  type AnnouncementsAdmin,
  SITE_LINK_KEYS,
  type SiteLinks,
} from "../../src/shared/contracts/admin-content";

export const ANNOUNCEMENTS_ADMIN: AnnouncementsAdmin = {
  lead: { id: 3, name: "Lee Lead", email: "lead@example.com" },
  announcements: [
    {
      id: 4,
      message: "Renewals open Monday.",
      priority: "urgent",
      createdAt: "2026-03-01T09:00:00Z",
      createdBy: "Ada Admin",
      dismissals: 2,
    },
  ],
};

export const SITE_LINKS: SiteLinks = {
  supportEmail: "support@example.com",
  infoEmail: "info@example.com",
  supportPhone: "555-0100",
  links: Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, `https://example.com/${k}`])) as SiteLinks["links"],
};

export const SITE_CONTENT: SiteContentEdit = {
  trainingBanner: {
    title: "Spring Train the Trainer",
    dates: "May 2-4",
    location: "Tulsa, OK",
    endDate: "2026-05-04",
  },
  impactStats: { figure: "25,000+", label: "women trained" },
};

export const ASSESSMENTS: AdminAssessment[] = [
  {
    id: 1,
    slug: "class-1",
    title: "Class 1 Assessment",
    classNumber: 1,
    passThreshold: 80,
    questions: [
      {
        id: 11,
        position: 1,
        question: "What comes first?",
        options: ["Awareness", "Striking"],
        correctAnswer: 0,
        explanation: "Awareness avoids the fight.",
        curriculumGuidance: null,
      },
    ],
  },
];

export const MODULES: AdminModule[] = [
  {
    id: 1,
    week: 1,
    title: "Awareness",
    description: "Seeing trouble early.",
    instructorOnly: false,
    resources: [{ id: 5, position: 1, name: "Slides", link: "https://example.com/slides", description: "" }],
  },
];

export const DOCUMENTS: AdminDocument[] = [
  {
    id: "code-of-conduct",
    title: "Code of Conduct",
    body: "Be kind.",
    version: "1",
    required: true,
    versions: [
      {
        version: "1",
        title: "Code of Conduct",
        createdAt: "2026-01-01T00:00:00Z",
        createdBy: null,
        signatures: 3,
        textSha256: "ab",
      },
    ],
  },
];

export const ADMIN_TRAINER: AdminTrainer = {
  id: 7,
  name: "Dana Trainer",
  email: "dana@example.com",
  status: "certified",
  slug: "dana-trainer",
  city: "Tulsa",
  state: "OK",
  featured: false,
  publiclyListed: true,
  unsignedDocuments: 0,
  certificationDate: "2024-03-01",
  renewalDate: "2027-03-01",
  createdAt: "2024-01-01T00:00:00Z",
  displayName: "Dana T.",
  displayLocation: null,
  trainingDate: "2024-01-10",
  affiliateCode: null,
  latitude: null,
  longitude: null,
  locationIsDefault: false,
  oldSlugs: [],
  profile: {},
};

/** The trainer page's section reads for ADMIN_TRAINER (contracts/admin-trainer-record.ts). */
export const TRAINER_ONBOARDING: TrainerOnboarding = {
  paymentStatus: "completed",
  onboardingStatus: "completed",
  progress: 64,
  steps: [
    { id: "payment", label: "Payment verified", done: true },
    { id: "document:agreement", label: "Trainer Agreement", done: true },
    { id: "profile", label: "Profile complete", done: false },
  ],
  applications: [
    {
      id: 41,
      fullName: "Dana Trainer",
      email: "dana@example.com",
      paymentPlan: "full",
      paymentStatus: "completed",
      paymentClaimedAt: null,
      paymentVerifiedAt: "2024-01-02T10:00:00.000Z",
      paymentVerifiedBy: "webhook:9",
      orderEmail: null,
      createdAt: "2024-01-01T09:00:00.000Z",
    },
  ],
  signatures: [
    {
      id: 5,
      documentTitle: "Trainer Agreement",
      documentVersion: "1.0",
      signerName: "Dana Trainer",
      signedAt: "2024-01-03T15:04:00.000Z",
      current: true,
      textMatches: true,
    },
  ],
};

export const TRAINER_CLASSES: TrainerClasses = {
  timeZone: "America/Chicago",
  today: "2026-03-01",
  upcoming: [
    {
      id: "c1",
      title: "2-Hour Basic Self-Defense Class",
      date: "2099-03-05",
      time: "6:00 PM - 8:00 PM",
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "America/Chicago",
      location: "Tulsa Community Center",
      price: "$75",
      priceCents: 7500,
      paymentLink: null,
      capacity: 12,
      type: null,
      level: null,
      tags: [],
      address: null,
    },
  ],
  past: [],
  pastCount: 0,
};

export const TRAINER_ATTEMPTS: TrainerAttempts = {
  assessmentCount: 4,
  passedCount: 1,
  attempts: [
    {
      id: 3,
      assessmentId: 1,
      assessmentTitle: "Class 1 Assessment",
      classNumber: 1,
      score: 9,
      totalQuestions: 10,
      percent: 90,
      passed: true,
      timeSpent: 425,
      completedAt: "2025-02-01T18:30:00.000Z",
    },
  ],
};

export const TRAINER_SESSIONS: TrainerSessions = {
  active: 1,
  sessions: [
    {
      device: "Safari on iPhone",
      createdAt: "2026-02-20T12:00:00.000Z",
      lastSeenAt: "2026-02-21T12:00:00.000Z",
      expiresAt: "2026-03-22T12:00:00.000Z",
    },
  ],
};

/** Every read of ADMIN_TRAINER's page, by path. */
export const TRAINER_PAGE_READS: Record<string, unknown> = {
  "/api/admin/trainers/7": ADMIN_TRAINER,
  "/api/admin/trainers/7/onboarding": TRAINER_ONBOARDING,
  "/api/admin/trainers/7/classes": TRAINER_CLASSES,
  "/api/admin/trainers/7/attempts": TRAINER_ATTEMPTS,
  "/api/admin/trainers/7/sessions": TRAINER_SESSIONS,
};
