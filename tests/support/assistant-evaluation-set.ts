/**
 * The assistant's evaluation set (issue 31): questions a trainer asks, written from the content (the FAQ,
 * support blocks, terms, privacy policy, the Certification tab, the live sessions, the class form, the
 * curriculum and the assessments), each with the facts a right answer must hold. Read by the unit
 * evaluation (no model) and the API one (the fake model server).
 */
import { loadConfig } from "../../src/server/config";
import { ASSESSMENTS } from "../../src/server/db/content/assessments";

const site = loadConfig({ NODE_ENV: "test" }).site;
const class4Questions = ASSESSMENTS.find((a) => a.classNumber === 4)!.questions.length;

/** A fact: a string the answer holds (case aside), or a list of which any one will do. */
export type Fact = string | string[];

/** Question, and the facts a right answer holds. Written from the content; not tuned to the retriever. */
export const EVALUATION: [string, Fact[]][] = [
  // The Certification tab's insurance guidance
  ["What kind of liability insurance do I need to teach self-defense?", ["$129", "$500"]],
  ["How much does liability insurance cost?", ["$129", "$500"]],
  ["How much do general liability insurance plans cost per month?", ["$29", "$79"]],
  ["Which insurance providers can I pick in my profile?", ["Next Insurance", "K&K Insurance"]],
  // Live sessions
  ["When are the weekly Zoom trainings?", ["Thursday", "7:00", "Sunday", "12:00"]],
  ["What time is the Sunday live session?", ["12:00"]],
  ["How long does each live Zoom training last?", [["one hour", "1 hour"]]],
  // Classes
  ["How do I add a class?", ["Manage Classes", "Add Class"]],
  [
    "What do I have to fill in when I add a class?",
    ["title", "date", "start time", "location", "payment link"],
  ],
  ["What price does a new class start with?", ["$75"]],
  ["When does a class end? Do I set the end time?", ["2 hours"]],
  // Certification and renewal
  ["How long is my certification valid before I have to renew?", ["2 years"]],
  ["Where can I see my certification renewal date?", ["profile"]],
  ["What happens if I don't renew my certification?", ["directory"]],
  [
    "How long is the certification program?",
    [
      ["6-week", "6 weeks"],
      ["3-day", "3 days"],
    ],
  ],
  // Payment and refunds
  ["Can I get a refund if I change my mind?", ["refunds are not given"]],
  ["How much does the program cost if I pay in full?", ["$1,997"]],
  ["How much is the flex plan each month?", ["$499"]],
  ["What happens if I miss a payment on the flex plan?", ["pause"]],
  // Support, sign-in, equipment, community
  ["How do I contact support?", [site.supportEmail]],
  ["How quickly does support answer an e-mail?", ["24"]],
  ["When will my equipment arrive?", ["5-7 business days"]],
  ["The login e-mail didn't arrive. What should I do?", ["spam"]],
  ["How do I log in to the trainer portal?", ["login link"]],
  ["How long can my bio be?", ["350"]],
  ["How do I change my display name?", [site.supportEmail]],
  ["How does my affiliate code work?", ["Business section"]],
  ["How many members does the trainer community have?", ["2,000"]],
  ["How do I book a check-in call with the team?", ["Schedule Trainer Check-in"]],
  ["How do I appear in the Find a Trainer directory?", ["certified", "publicly listed"]],
  ["How do students find a trainer near them?", ["city or state"]],
  // Terms and privacy
  ["Am I an employee of Soul Punch when I teach my own classes?", ["independent trainer"]],
  ["Can I share my portal login with my business partner?", [["do not share your login", "prohibited"]]],
  ["Can I still use the logo after my certification expires?", ["stop using"]],
  ["How are disputes with the company resolved?", ["30 days", "arbitration"]],
  ["Do you sell my personal information?", ["do not sell"]],
  ["Can I ask you to delete my personal information?", ["delete"]],
  // Assessments
  ["What score do I need to pass the assessments?", ["80%"]],
  ["Is there a time limit on the assessments?", ["no time limit"]],
  ["Can I retake an assessment I failed?", ["Retake Assessment"]],
  ["How many questions are on the class 4 assessment?", [`${class4Questions} questions`]],
  // The curriculum
  ["What is week 1 about?", ["legal structure"]],
  ["Can I teach the instructor resilience material to my students?", [["do not teach it", "not taught"]]],
  ["What safety rules should partners follow during drills?", ["tap-out"]],
  ["How long is the warm-up routine?", ["ten-minute"]],
  ["What should I set up at the venue before class starts?", ["mats", "first-aid"]],
  ["What are the core principles I should teach?", ["awareness", "de-escalation"]],
  ["How do I adapt techniques for a pregnant student?", ["mobility"]],
  ["How do I work out what to charge per student?", ["break-even"]],
  ["How do I grow an email list for my classes?", [["welcome sequence", "five-email"]]],
  ["Can I share student testimonials on social media?", [["permission", "consent"]]],
  ["What should I do when a student discloses an assault to me?", ["without judgment"]],
  [
    "Do students need to sign a waiver before they practice?",
    ["waiver", ["attorney", "before any physical practice"]],
  ],
  ["What should I do each week of the program?", ["replay"]],
];

/**
 * Held out: written after the retriever was changed for the set above (whose misses led to three word
 * widenings, phrasal compounds and self-contained assessment sentences), and not tuned for since.
 */
export const HELD_OUT: [string, Fact[]][] = [
  ["Do I need a lawyer to review my waiver?", ["attorney"]],
  ["What is the minute-by-minute plan for the 2-hour class?", ["welcome", "debrief"]],
  ["What should my emergency plan cover?", ["first aid", "emergency contacts"]],
  ["How do I approach gyms and community centers?", ["scripts"]],
  ["What does the closing debrief cover?", ["next steps"]],
  ["How do I track my revenue?", ["attendance"]],
  ["What happens if I harass another trainer?", ["suspension", "revocation"]],
  ["Who owns the bio and photos I add?", ["keep ownership"]],
  ["Where do I join the Thursday training?", ["dashboard"]],
  ["What search distances does the directory offer?", ["25", "250"]],
  ["How do I get a new sign-in link if mine expired?", ["Send Another Link"]],
  ["What information do you collect about me?", ["name", "e-mail"]],
];

export const holds = (answer: string, fact: Fact) =>
  (Array.isArray(fact) ? fact : [fact]).some((f) => answer.toLowerCase().includes(f.toLowerCase()));
