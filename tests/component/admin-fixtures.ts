/** The admin console's reads as the cards get them (the shapes of src/shared/contracts/admin*.ts). */

import type { z } from "zod";
import type { AdminTrainer, adminAssessment, SiteContentEdit } from "../../src/shared/contracts/admin";

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
