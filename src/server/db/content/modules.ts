// Shipped curriculum content: the six weekly class modules of the certified
// trainer program. Resource links are placeholders on the reserved .example
// domain; the admin replaces them in the admin console.

export type ModuleContent = {
  id: number;
  week: number;
  title: string;
  description: string;
  instructorOnly: boolean;
  resources: { name: string; link: string; description: string }[];
};

const BASE_URL = "https://learn.soulpunch.example";

function link(moduleSlug: string, resourceSlug: string): string {
  return `${BASE_URL}/${moduleSlug}/${resourceSlug}`;
}

export const MODULES: ModuleContent[] = [
  {
    id: 1,
    week: 1,
    title: "Business Setup & Legal Structure",
    description:
      "Set up your self-defense training business on a solid footing: choose a legal structure, protect yourself with insurance and waivers, and keep your finances separate from day one.",
    instructorOnly: false,
    resources: [
      {
        name: "Weekly Replay: Week 1 Live Workshop",
        link: link("business-setup", "week-1-replay"),
        description: "Full recording of the Week 1 live workshop on launching your training business.",
      },
      {
        name: "LLC Formation Checklist",
        link: link("business-setup", "llc-formation-checklist"),
        description:
          "Step-by-step checklist for forming an LLC, from naming and registration to your operating agreement.",
      },
      {
        name: "Sole Proprietorship vs. LLC Comparison",
        link: link("business-setup", "entity-comparison"),
        description:
          "Side-by-side comparison of liability protection, paperwork and tax treatment for common business structures.",
      },
      {
        name: "Liability Insurance Guide",
        link: link("business-setup", "liability-insurance-guide"),
        description:
          "How to choose self-defense-specific liability coverage, what it costs and how to keep proof of coverage current.",
      },
      {
        name: "Student Waiver Template",
        link: link("business-setup", "student-waiver-template"),
        description:
          "Editable participant waiver and release to have reviewed by a local attorney before your first class.",
      },
      {
        name: "Business Banking & Bookkeeping Setup",
        link: link("business-setup", "banking-bookkeeping"),
        description:
          "Guide to opening a separate business bank account and tracking income and expenses from your first sale.",
      },
      {
        name: "EIN and Local Licensing Walkthrough",
        link: link("business-setup", "ein-local-licensing"),
        description:
          "How to request an EIN and check city or county business license requirements in your area.",
      },
      {
        name: "Record-Keeping and Document Retention Guide",
        link: link("business-setup", "record-keeping"),
        description:
          "What to keep (waivers, attendance, incident reports, receipts), for how long and how to store it securely.",
      },
    ],
  },
  {
    id: 2,
    week: 2,
    title: "Core Curriculum & Methodology",
    description:
      "Learn the Soul Punch core principles and how to teach them: awareness first, de-escalation before physical response, and simple, leverage-based escapes practiced safely.",
    instructorOnly: false,
    resources: [
      {
        name: "Weekly Replay: Week 2 Live Workshop",
        link: link("core-curriculum", "week-2-replay"),
        description: "Full recording of the Week 2 live workshop walking through the core curriculum.",
      },
      {
        name: "Core Principles Video",
        link: link("core-curriculum", "core-principles-video"),
        description:
          "Video lesson on awareness, boundary setting, de-escalation and escape as the foundation of every class.",
      },
      {
        name: "Basic Curriculum Workbook",
        link: link("core-curriculum", "basic-curriculum-workbook"),
        description:
          "The trainer workbook covering every technique, teaching cue and common student error in the basic course.",
      },
      {
        name: "Verbal Boundary Setting Scripts",
        link: link("core-curriculum", "verbal-boundary-scripts"),
        description:
          "Short, assertive phrases and body-language cues you teach students for setting boundaries early.",
      },
      {
        name: "Escape Techniques Demonstration Library",
        link: link("core-curriculum", "escape-techniques-library"),
        description:
          "Slow-motion demonstrations of wrist-grab, bear-hug and hair-grab escapes with teaching points for each.",
      },
      {
        name: "Trauma-Informed Teaching Guide",
        link: link("core-curriculum", "trauma-informed-teaching"),
        description:
          "Practical guidance on consent, choice and opt-out options so every student can participate safely.",
      },
    ],
  },
  {
    id: 3,
    week: 3,
    title: "Instructor Resilience",
    description:
      "Material for your own development as an instructor: managing stress, handling student disclosures and building confidence under pressure. This content is for instructors only and is not taught in the Basic 2-Hour Self-Defense Course.",
    instructorOnly: true,
    resources: [
      {
        name: "Weekly Replay: Week 3 Live Workshop",
        link: link("instructor-resilience", "week-3-replay"),
        description: "Full recording of the Week 3 live workshop on instructor resilience and self-care.",
      },
      {
        name: "Stress Response and Adrenaline Management",
        link: link("instructor-resilience", "stress-response"),
        description:
          "How the body reacts under stress and breathing and grounding practices instructors can use to stay steady.",
      },
      {
        name: "Responding to Student Disclosures",
        link: link("instructor-resilience", "student-disclosures"),
        description:
          "How to listen, respond without judgment and refer students to professional support services.",
      },
      {
        name: "Preventing Instructor Burnout",
        link: link("instructor-resilience", "preventing-burnout"),
        description:
          "Planning your teaching load, setting boundaries with clients and recognizing early signs of burnout.",
      },
      {
        name: "Instructor Confidence Drills",
        link: link("instructor-resilience", "confidence-drills"),
        description:
          "Practice drills for commanding a room, correcting technique clearly and handling difficult questions.",
      },
      {
        name: "Personal Development Journal",
        link: link("instructor-resilience", "development-journal"),
        description:
          "Reflection prompts to track your growth, lessons learned and goals after each class you teach.",
      },
    ],
  },
  {
    id: 4,
    week: 4,
    title: "Class Structure & Delivery",
    description:
      "Deliver the Basic 2-Hour Self-Defense Course with confidence: timing each block, running safe partner drills, and handling waivers, emergencies and mixed abilities.",
    instructorOnly: false,
    resources: [
      {
        name: "Weekly Replay: Week 4 Live Workshop",
        link: link("class-structure", "week-4-replay"),
        description: "Full recording of the Week 4 live workshop on structuring and delivering your classes.",
      },
      {
        name: "2-Hour Class Lesson Plan",
        link: link("class-structure", "two-hour-lesson-plan"),
        description:
          "Minute-by-minute lesson plan for the Basic 2-Hour Self-Defense Course, from welcome to debrief.",
      },
      {
        name: "Class Opening Script",
        link: link("class-structure", "class-opening-script"),
        description:
          "Script for your welcome, safety briefing and consent explanation at the start of every class.",
      },
      {
        name: "Warm-Up and Injury Prevention Routine",
        link: link("class-structure", "warm-up-routine"),
        description:
          "A ten-minute warm-up suitable for all fitness levels, with modifications for common limitations.",
      },
      {
        name: "Partner Drill Safety Rules",
        link: link("class-structure", "partner-drill-safety"),
        description: "Printable rules for controlled-speed practice, tap-out signals and partner rotation.",
      },
      {
        name: "Scenario Practice Guide",
        link: link("class-structure", "scenario-practice-guide"),
        description:
          "How to set up realistic, low-intensity scenarios that connect awareness, voice and escape.",
      },
      {
        name: "Class Debrief and Closing Script",
        link: link("class-structure", "debrief-script"),
        description:
          "Questions and talking points for the closing debrief, including resources and next steps for students.",
      },
      {
        name: "Venue Setup Checklist",
        link: link("class-structure", "venue-setup-checklist"),
        description:
          "Checklist for space, mats, first-aid kit, sign-in table and clear exits before students arrive.",
      },
      {
        name: "Emergency Action Plan Template",
        link: link("class-structure", "emergency-action-plan"),
        description:
          "Fill-in template covering first aid, emergency contacts, the venue address and who calls for help.",
      },
      {
        name: "Adapting Techniques for Different Abilities",
        link: link("class-structure", "adaptive-techniques"),
        description:
          "Modifications for students with mobility limits, injuries, pregnancy or who practice seated.",
      },
      {
        name: "Student Sign-In and Waiver Tracking Sheet",
        link: link("class-structure", "sign-in-waiver-sheet"),
        description:
          "Sign-in sheet that confirms every student has a signed waiver before any physical practice begins.",
      },
    ],
  },
  {
    id: 5,
    week: 5,
    title: "Social Media & Client Attraction",
    description:
      "Build a local audience that trusts you: a consistent posting plan, content that educates without fear-mongering, and testimonials shared with permission.",
    instructorOnly: false,
    resources: [
      {
        name: "Weekly Replay: Week 5 Live Workshop",
        link: link("social-media", "week-5-replay"),
        description: "Full recording of the Week 5 live workshop on social media and attracting students.",
      },
      {
        name: "30-Day Content Calendar",
        link: link("social-media", "content-calendar"),
        description:
          "A month of post ideas mixing safety tips, class announcements, behind-the-scenes and student stories.",
      },
      {
        name: "Canva Post and Story Templates",
        link: link("social-media", "canva-templates"),
        description: "Brand-approved Canva templates for class announcements, safety tips and testimonials.",
      },
      {
        name: "Testimonial Request and Consent Form",
        link: link("social-media", "testimonial-consent-form"),
        description:
          "Form and message script for collecting student testimonials with written permission to share them.",
      },
      {
        name: "Profile Optimization Checklist",
        link: link("social-media", "profile-optimization"),
        description:
          "Checklist for your bio, profile picture, booking link and highlights so local students can find and book you.",
      },
    ],
  },
  {
    id: 6,
    week: 6,
    title: "Marketing & Revenue Generation",
    description:
      "Turn interest into booked classes and steady income: pricing your offers, local partnerships, email marketing, corporate workshops and your affiliate code.",
    instructorOnly: false,
    resources: [
      {
        name: "Weekly Replay: Week 6 Live Workshop",
        link: link("marketing-revenue", "week-6-replay"),
        description: "Full recording of the Week 6 live workshop on marketing and revenue generation.",
      },
      {
        name: "Pricing Your Classes Worksheet",
        link: link("marketing-revenue", "pricing-worksheet"),
        description:
          "Worksheet to calculate your costs, break-even class size and a sustainable price per student.",
      },
      {
        name: "Local Partnership Outreach Scripts",
        link: link("marketing-revenue", "partnership-scripts"),
        description:
          "Email and phone scripts for approaching gyms, community centers, schools and women's groups.",
      },
      {
        name: "Corporate Workshop Proposal Template",
        link: link("marketing-revenue", "corporate-proposal"),
        description: "Editable proposal for pitching workplace safety workshops to employers and HR teams.",
      },
      {
        name: "Email List Starter Kit",
        link: link("marketing-revenue", "email-list-kit"),
        description:
          "How to collect subscribers with consent and a five-email welcome sequence for new contacts.",
      },
      {
        name: "Affiliate Program Guide",
        link: link("marketing-revenue", "affiliate-guide"),
        description:
          "How your affiliate code works, where to share it and how commissions are tracked and paid.",
      },
      {
        name: "Printable Flyer and One-Sheet Templates",
        link: link("marketing-revenue", "flyer-templates"),
        description:
          "Print-ready flyers and a one-sheet you can customize with your class dates and booking link.",
      },
      {
        name: "Revenue Tracking Spreadsheet",
        link: link("marketing-revenue", "revenue-tracker"),
        description:
          "Spreadsheet for tracking classes, attendance, revenue and marketing results month by month.",
      },
    ],
  },
];
