/**
 * What the assistant knows: the passages it retrieves from and cites (issue 11 part 5). Each curriculum
 * module and each of its resources (from the database, where the admin may edit them), the FAQ and the
 * support blocks, the certification terms, the terms of service and the privacy policy, the assessments'
 * facts (never their questions or answers), the dashboard's fixed guidance (the learning path, check-ins),
 * the product's own guidance (product-texts.ts: insurance, live sessions, adding a class, renewal) and the
 * admin's knowledge articles. Every passage names a link (a place in the product or a resource's own
 * link), except an article, which has no page of its own.
 */
import {
  certificationTerms,
  type LegalDoc,
  privacyPolicy,
  termsOfService,
} from "../../../shared/content/legal";
import { faqs, supportBlocks } from "../../../shared/content/support";
import type { SiteConfig } from "../../../shared/site-config";
import type { Passage, PassageGroup } from "./passage";
import { articlePassages, type KnowledgeArticleContent, productPassages } from "./product-texts";

export type { Passage, PassageGroup } from "./passage";

export type KnowledgeModule = {
  id: number;
  week: number;
  title: string;
  description: string;
  instructorOnly: boolean;
  resources: { name: string; link: string; description: string }[];
};

export type KnowledgeAssessment = {
  title: string;
  description: string;
  classNumber: number;
  passThreshold: number;
  questionCount: number;
};

export type KnowledgeContent = {
  modules: KnowledgeModule[];
  assessments: KnowledgeAssessment[];
  /** The admin's knowledge articles (none in the shipped content). */
  articles?: KnowledgeArticleContent[];
  site: SiteConfig;
};

/** The dashboard's place for a module's week card. */
export const moduleUrl = (id: number) => `/trainer-portal/dashboard#module-${id}`;
export const ASSESSMENTS_URL = "/trainer-portal/next-ttt";

const INSTRUCTOR_ONLY_WARNING =
  "This material is for instructor development only: do not teach it to students in the Basic 2-Hour Self-Defense Course.";

/** Ends a fragment with a full stop when it has no closing punctuation. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?:]$/.test(t) ? t : `${t}.`;
}

function modulePassages(m: KnowledgeModule): Passage[] {
  const week = `Week ${m.week}: ${m.title}`;
  const names = m.resources.map((r) => r.name);
  const text = [sentence(m.description), m.instructorOnly ? INSTRUCTOR_ONLY_WARNING : ""]
    .filter(Boolean)
    .join(" ");
  const own: Passage = {
    id: `module-${m.id}`,
    group: `module-${m.id}`,
    title: week,
    text,
    // The resources' names find the week's card; a list of names is no answer to quote.
    searchText: names.length > 0 ? `${text} Its resources: ${names.join("; ")}.` : text,
    keywords: `week ${m.week} class ${m.id} module ${m.id}${m.instructorOnly ? " instructor only" : ""}`,
    url: moduleUrl(m.id),
  };
  const resources = m.resources.map(
    (r, i): Passage => ({
      id: `module-${m.id}-resource-${i + 1}`,
      group: `module-${m.id}`,
      title: `${r.name} (Week ${m.week})`,
      searchTitle: r.name,
      text: `"${r.name}" (${week}): ${sentence(r.description)}${m.instructorOnly ? ` ${INSTRUCTOR_ONLY_WARNING}` : ""}`,
      searchText: `${sentence(r.description)}${m.instructorOnly ? ` ${INSTRUCTOR_ONLY_WARNING}` : ""}`,
      keywords: `${m.title} week ${m.week}`,
      url: r.link,
    }),
  );
  return [own, ...resources];
}

function legalPassages(doc: LegalDoc, idPrefix: string, group: PassageGroup, url: string): Passage[] {
  return doc.sections.map((s, i) => ({
    id: `${idPrefix}-${i + 1}`,
    group,
    title: `${doc.title}: ${s.heading.replace(/^\d+\.\s*/, "")}`,
    text: [...s.paragraphs.map(sentence), ...(s.bullets ?? []).map(sentence)].join(" "),
    keywords: [doc.title, doc.subtitle ?? ""].join(" "),
    url,
  }));
}

function assessmentPassages(list: KnowledgeAssessment[]): Passage[] {
  if (list.length === 0) return [];
  const thresholds = [...new Set(list.map((a) => a.passThreshold))];
  const pass =
    thresholds.length === 1
      ? `To pass an assessment you need at least ${thresholds[0]}% of its questions right.`
      : `To pass you need the assessment's pass mark: ${list.map((a) => `${a.passThreshold}% for class ${a.classNumber}`).join(", ")}.`;
  const overview: Passage = {
    id: "assessments",
    group: "assessments",
    title: "Assessments (Next Train the Trainer Class)",
    text: [
      `Each class module has an assessment on the Assessments page (${list.length} in all).`,
      pass,
      "There is no time limit, and answers can be changed when going back.",
      "A failed attempt can be retaken with Retake Assessment; a passed one can be reviewed with Review Assessment.",
      "Your last score, percentage and completion date are shown on each assessment's card.",
    ].join(" "),
    keywords: "assessment test quiz exam score pass mark threshold percent retake",
    url: ASSESSMENTS_URL,
  };
  const each = list.map(
    (a): Passage => ({
      id: `assessment-${a.classNumber}`,
      group: "assessments",
      title: a.title,
      text: [
        sentence(a.description),
        `The class ${a.classNumber} assessment has ${a.questionCount} questions; you pass with ${Math.ceil((a.questionCount * a.passThreshold) / 100)} correct answers (${a.passThreshold}%), with no time limit.`,
      ].join(" "),
      keywords: `assessment class ${a.classNumber} test quiz`,
      url: ASSESSMENTS_URL,
    }),
  );
  return [overview, ...each];
}

function dashboardPassages(site: SiteConfig): Passage[] {
  return [
    {
      id: "dashboard-learning-path",
      group: "dashboard",
      title: "Learning Path",
      text: "Each week, watch the weekly replay of the live workshop, review all of the week's documents, and implement the instructions in your own classes and business.",
      keywords: "class modules weekly replay documents how to study the program",
      url: "/trainer-portal/dashboard#learning-path",
    },
    {
      id: "dashboard-support-practice",
      group: "dashboard",
      title: "Support & Practice",
      text: `Study the moves every week, bring your questions to the Thursday or Sunday Zoom training, and e-mail the trainer lead at ${site.trainerLeadEmail} when you need help.`,
      keywords: "practice help trainer lead questions",
      url: "/trainer-portal/dashboard#learning-path",
    },
    {
      id: "profile-listing",
      group: "profile",
      title: "Your listing in the trainer directory",
      text: "You appear in the Find a Trainer directory once you are certified and the publicly listed switch in your profile's Public Profile tab is on (it is on by default). The directory shows your display name, location, bio, specialties and upcoming classes; saved changes show on the next visit. View Trainer Directory on your dashboard opens /find-trainer so you can see your public profile.",
      keywords: "listed visible appear",
      url: "/trainer-portal/profile",
    },
    {
      id: "dashboard-check-in",
      group: "dashboard",
      title: "Schedule Trainer Check-in",
      text: `Book a one-to-one trainer check-in call with the "Schedule Trainer Check-in" button at the foot of the Class Modules tab. You can also phone ${site.supportPhone} or e-mail ${site.supportEmail}.`,
      keywords: "book appointment call one-on-one meeting coach contact phone",
      url: site.checkInUrl,
    },
  ];
}

/** Every passage, from content already read (the database's, or the shipped files in tests). */
export function buildPassages(content: KnowledgeContent): Passage[] {
  const { site } = content;
  const blocks = supportBlocks(site);
  return [
    ...content.modules.flatMap(modulePassages),
    ...faqs(site).map(
      (f, i): Passage => ({
        id: `faq-${i + 1}`,
        group: "support",
        title: `FAQ: ${f.question}`,
        text: f.answer,
        keywords: "frequently asked question support help",
        url: "/support",
      }),
    ),
    ...Object.entries(blocks).map(
      ([key, b]): Passage => ({
        id: `support-${key}`,
        group: "support",
        title: b.heading,
        text: b.text,
        keywords: "support help contact",
        url: "/support",
      }),
    ),
    ...legalPassages(certificationTerms(site), "certification-terms", "terms", "/legal/terms"),
    ...legalPassages(termsOfService(site), "terms-of-service", "terms", "/terms"),
    ...legalPassages(privacyPolicy(site), "privacy", "privacy", "/privacy"),
    ...assessmentPassages(content.assessments),
    ...dashboardPassages(site),
    ...productPassages(site),
    ...articlePassages(content.articles ?? []),
  ];
}
