/**
 * The demo data set's trainers (docs/product.md "Content and configuration"): fictional people with
 * invented names and example.com addresses, spread over US states and Canadian provinces. Cities,
 * postal codes and coordinates are real at city level only. seed-demo.ts turns these into rows.
 */
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import type { trainerProfiles } from "../schema";

type ProfileInsert = typeof trainerProfiles.$inferInsert;

/** Profile columns a demo entry may set directly; the rest are derived in seed-demo.ts. */
export type DemoProfile = Partial<
  Omit<
    ProfileInsert,
    | "trainerId"
    | "firstName"
    | "lastName"
    | "city"
    | "state"
    | "postalCode"
    | "latitude"
    | "longitude"
    | "trainingDate"
    | "certificationDate"
    | "renewalDate"
    | "featuredTrainer"
    | "publiclyListed"
    | "hasAffiliateLink"
    | "affiliateLink"
    | "updatedAt"
  >
>;

export type DemoTrainer = {
  email: string;
  /** Full name; first and last name come from splitName. */
  name: string;
  status: "hq" | "certified" | "in_training" | "suspended";
  city: string;
  /** Two-letter state or province code. */
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  featured?: boolean;
  /** Defaults to true. */
  publiclyListed?: boolean;
  trainingDate?: string;
  /** The renewal date is always certification + 2 years (computed by the seed). */
  certificationDate?: string;
  /** Gives the trainer an affiliate link built from their affiliate code. */
  affiliate?: boolean;
  /** How many upcoming classes the seed creates for this trainer. */
  classCount: number;
  /** Street address used on some of the trainer's classes. */
  venue?: string;
  profile?: DemoProfile;
};

export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_LEAD_EMAIL = "lead@example.com";
export const DEMO_TRAINER_EMAIL = "trainer@example.com";

/** Links on real platforms under handles made up for the demo. */
function social(handle: string, extra: DemoProfile = {}): DemoProfile {
  return {
    instagram: `https://www.instagram.com/soulpunchdemo_${handle}`,
    facebook: `https://www.facebook.com/soulpunchdemo.${handle}`,
    ...extra,
  };
}

const MATERIALS_ALL: DemoProfile = {
  hasVideoLibrary: true,
  hasTrainerDrive: true,
  hasCanva: true,
  hasMarketingAssets: true,
  inWhatsApp: true,
  inFacebook: true,
};

const INSURED = (expiry: string): DemoProfile => ({
  hasInsurance: true,
  insuranceProvider: "Demo Mutual Insurance Co.",
  insuranceExpiry: expiry,
});

export const DEMO_TRAINERS: DemoTrainer[] = [
  // --- The three demo identities -------------------------------------------------------------
  {
    email: DEMO_ADMIN_EMAIL,
    name: "Dana Whitfield",
    status: "hq",
    city: "Tulsa",
    state: "OK",
    postalCode: "74103",
    latitude: 36.154,
    longitude: -95.9928,
    featured: true,
    trainingDate: "2024-11-04",
    certificationDate: "2025-01-06",
    affiliate: true,
    classCount: 4,
    venue: "Soul Punch HQ Studio, 415 S Boston Ave",
    profile: {
      displayName: "Dana",
      showFullName: true,
      phone: "(918) 555-0100",
      website: "https://dana-whitfield.example.com",
      bio: "Founder of the Soul Punch headquarters studio in Tulsa and lead instructor of the trainer certification.",
      publicBio:
        "I founded the Soul Punch headquarters in Tulsa to give women practical, confidence-first self-defense. " +
        "Every class blends awareness, voice, boundary setting and simple strikes that work under stress. " +
        "I also train and mentor our certified trainers across North America.",
      ...social("danawhitfield", { youtube: "https://www.youtube.com/@soulpunchdemo_hq" }),
      specializations: ["Women's Self-Defense", "Personal Safety", "Workplace Violence Prevention"],
      classTypes: ["Women's Self Defense", "Corporate Training", "Private Lessons"],
      yearsExperience: 12,
      experienceLevel: "Master Trainer (5+ years)",
      experienceDescription: "Master Trainer · 12 years teaching",
      availabilityDescription: "Available for new students",
      displayLocation: "Tulsa, OK",
      showEmail: true,
      publicEmail: "admin@example.com",
      ...INSURED("2027-03-31"),
      ...MATERIALS_ALL,
      hasStripe: true,
      stripePaymentLink: "https://pay.soulpunch.example/dana",
      testimonials: ["Dana made me feel strong from the first five minutes. — Class graduate"],
    },
  },
  {
    email: DEMO_LEAD_EMAIL,
    name: "Renee Castillo",
    status: "certified",
    city: "Dallas",
    state: "TX",
    postalCode: "75201",
    latitude: 32.7767,
    longitude: -96.797,
    trainingDate: "2025-01-13",
    certificationDate: "2025-02-03",
    affiliate: true,
    classCount: 4,
    venue: "Uptown Community Center, 2300 Cedar Springs Rd",
    profile: {
      displayName: "Renee",
      phone: "(214) 555-0101",
      publicBio:
        "Trainer lead for the Soul Punch network and a certified instructor in Dallas. I teach women, teens " +
        "and workplace teams how to notice danger early, use their voice, and escape common grabs with " +
        "techniques anyone can learn in one afternoon.",
      ...social("reneecastillo", { tiktok: "https://www.tiktok.com/@soulpunchdemo_renee" }),
      specializations: ["Women's Self-Defense", "Teen Safety", "Workplace Violence Prevention"],
      classTypes: ["Women's Self Defense", "Teen Defense", "Corporate Training"],
      yearsExperience: 6,
      experienceLevel: "Master Trainer (5+ years)",
      experienceDescription: "Trainer lead · 6 years teaching",
      availabilityDescription: "Taking new students",
      displayLocation: "Dallas–Fort Worth, TX",
      showEmail: true,
      ...INSURED("2027-01-15"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: DEMO_TRAINER_EMAIL,
    name: "Kayla Brooks",
    status: "certified",
    city: "Phoenix",
    state: "AZ",
    postalCode: "85004",
    latitude: 33.4484,
    longitude: -112.074,
    featured: true,
    trainingDate: "2025-05-12",
    certificationDate: "2025-06-02",
    affiliate: true,
    classCount: 5,
    venue: "Roosevelt Row Fitness Loft, 901 N 5th St",
    profile: {
      displayName: "Kayla",
      showFullName: true,
      phone: "(602) 555-0102",
      website: "https://kayla-brooks.example.com",
      bio: "Former ER nurse turned self-defense instructor.",
      publicBio:
        "Former ER nurse turned self-defense instructor. I saw too many preventable injuries, so now I teach " +
        "women and teens in Phoenix to trust their instincts, set loud boundaries and get away. Classes are " +
        "friendly, hands-on and open to every fitness level.",
      instagram: "https://www.instagram.com/soulpunchdemo_kaylabrooks",
      facebook: "https://www.facebook.com/soulpunchdemo.kaylabrooks",
      tiktok: "https://www.tiktok.com/@soulpunchdemo_kayla",
      youtube: "https://www.youtube.com/@soulpunchdemo_kayla",
      twitter: "https://x.com/soulpunchdemo_kb",
      linkedin: "https://www.linkedin.com/in/soulpunchdemo-kayla-brooks",
      otherSocialMedia: [{ platform: "Threads", url: "https://www.threads.net/@soulpunchdemo_kaylabrooks" }],
      specializations: ["Women's Self-Defense", "Teen Safety", "Campus Safety"],
      classTypes: ["Women's Self Defense", "Teen Defense", "College Campus Safety"],
      yearsExperience: 2,
      experienceLevel: "Experienced (2-3 years)",
      experienceDescription: "Certified Trainer · Former ER nurse",
      availabilityDescription: "Evenings & Weekends",
      displayLocation: "Phoenix, AZ",
      showEmail: true,
      publicEmail: "trainer@example.com",
      displayContact: "email",
      ...INSURED("2027-06-01"),
      hasVideoLibrary: true,
      inWhatsApp: true,
      inFacebook: true,
      hasStripe: true,
      stripePaymentLink: "https://pay.soulpunch.example/kayla",
      testimonials: [
        "I finally feel ready to walk to my car at night. — Maria, class graduate",
        "Kayla's teen workshop was the best two hours my daughter has spent all year. — Parent",
      ],
    },
  },

  // --- Full public profiles -------------------------------------------------------------------
  {
    email: "marisol.vega@example.com",
    name: "Marisol Vega",
    status: "certified",
    city: "Los Angeles",
    state: "CA",
    postalCode: "90012",
    latitude: 34.0522,
    longitude: -118.2437,
    featured: true,
    trainingDate: "2024-11-11",
    certificationDate: "2024-12-07",
    affiliate: true,
    classCount: 5,
    venue: "Echo Park Community Hall, 1632 Bellevue Ave",
    profile: {
      displayName: "Marisol",
      phone: "(213) 555-0103",
      website: "https://marisol-vega.example.com",
      publicBio:
        "Bilingual (English/Spanish) instructor in Los Angeles. I teach women-only classes focused on " +
        "situational awareness, verbal de-escalation and simple, effective escapes. Mother-daughter and " +
        "private sessions available on weekends.",
      ...social("marisolvega", { youtube: "https://www.youtube.com/@soulpunchdemo_marisol" }),
      specializations: ["Women's Self-Defense", "Personal Safety", "Travel Safety"],
      classTypes: ["Women's Self Defense", "Private Lessons", "Mother-Daughter Workshops"],
      yearsExperience: 5,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Veteran Trainer · Classes in English and Spanish",
      availabilityDescription: "Available for new students",
      displayLocation: "Los Angeles, CA",
      showEmail: true,
      ...INSURED("2027-07-01"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "brianna.okafor@example.com",
    name: "Brianna Okafor",
    status: "certified",
    city: "New York",
    state: "NY",
    postalCode: "10001",
    latitude: 40.7128,
    longitude: -74.006,
    trainingDate: "2025-02-03",
    certificationDate: "2025-03-01",
    classCount: 3,
    venue: "Chelsea Movement Studio, 255 W 23rd St",
    profile: {
      displayName: "Bri",
      phone: "(212) 555-0104",
      publicBio:
        "NYC commuter safety is my specialty: subways, late shifts and crowded streets. My classes are " +
        "practical, fast-paced and built for busy women who want skills they can use on the way home tonight.",
      ...social("briokafor"),
      specializations: ["Personal Safety", "Travel Safety", "Workplace Violence Prevention"],
      classTypes: ["Women's Self Defense", "Corporate Training"],
      yearsExperience: 3,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Certified Trainer · Commuter safety focus",
      availabilityDescription: "Evenings & Weekends",
      displayLocation: "Manhattan, NY",
      ...INSURED("2026-12-31"),
      inWhatsApp: true,
    },
  },
  {
    email: "carmen.delgado@example.com",
    name: "Carmen Delgado",
    status: "certified",
    city: "Miami",
    state: "FL",
    postalCode: "33130",
    latitude: 25.7617,
    longitude: -80.1918,
    trainingDate: "2025-08-11",
    certificationDate: "2025-09-08",
    affiliate: true,
    classCount: 4,
    venue: "Brickell Wellness Center, 1000 Brickell Ave",
    profile: {
      displayName: "Carmen",
      showFullName: true,
      phone: "(305) 555-0105",
      publicBio:
        "Miami-based trainer teaching women, college students and seniors. My classes focus on awareness " +
        "at home, in parking lots and while traveling, with a calm, encouraging style. Se habla español.",
      ...social("carmendelgado", { tiktok: "https://www.tiktok.com/@soulpunchdemo_carmen" }),
      specializations: ["Women's Self-Defense", "Campus Safety", "Travel Safety"],
      classTypes: ["Women's Self Defense", "College Campus Safety", "Senior Safety"],
      yearsExperience: 4,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Veteran Trainer · 4 years teaching",
      availabilityDescription: "Taking new students",
      displayLocation: "Miami, FL",
      showEmail: true,
      ...INSURED("2027-02-28"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "nia.thompson@example.com",
    name: "Nia Thompson",
    status: "certified",
    city: "Chicago",
    state: "IL",
    postalCode: "60601",
    latitude: 41.8781,
    longitude: -87.6298,
    featured: true,
    trainingDate: "2025-02-10",
    certificationDate: "2025-03-03",
    affiliate: true,
    classCount: 4,
    venue: "Loop Athletic Club, 180 N Michigan Ave",
    profile: {
      displayName: "Nia",
      showFullName: true,
      phone: "(312) 555-0106",
      website: "https://nia-thompson.example.com",
      publicBio:
        "Chicago trainer and former collegiate wrestler. I run campus safety nights, corporate sessions and " +
        "beginner classes where you will practice real escapes at full speed, safely. No experience or " +
        "fitness level required, just show up.",
      ...social("niathompson", { linkedin: "https://www.linkedin.com/in/soulpunchdemo-nia-thompson" }),
      specializations: ["Women's Self-Defense", "Campus Safety", "Workplace Violence Prevention"],
      classTypes: ["Women's Self Defense", "College Campus Safety", "Corporate Training"],
      yearsExperience: 5,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Veteran Trainer · Former collegiate wrestler",
      availabilityDescription: "Available for new students",
      displayLocation: "Chicago, IL",
      showEmail: true,
      ...INSURED("2027-05-05"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "sofia.marchetti@example.com",
    name: "Sofia Marchetti",
    status: "certified",
    city: "Philadelphia",
    state: "PA",
    postalCode: "19103",
    latitude: 39.9526,
    longitude: -75.1652,
    trainingDate: "2025-01-13",
    certificationDate: "2025-02-03",
    classCount: 3,
    venue: "Rittenhouse Dance & Fitness, 1520 Locust St",
    profile: {
      displayName: "Sofia",
      phone: "(215) 555-0107",
      publicBio:
        "Philadelphia self-defense coach with a background in social work. I help women and teens build " +
        "confidence, recognize warning signs in relationships and practice escapes in a supportive, " +
        "trauma-informed setting.",
      ...social("sofiamarchetti"),
      specializations: ["Women's Self-Defense", "Teen Safety", "Domestic Violence Awareness"],
      classTypes: ["Women's Self Defense", "Teen Defense", "Basic Self-Defense"],
      yearsExperience: 2,
      experienceLevel: "Experienced (2-3 years)",
      experienceDescription: "Certified Trainer · Trauma-informed approach",
      availabilityDescription: "Weekends (advanced training in progress)",
      displayLocation: "Philadelphia, PA",
      ...INSURED("2027-01-31"),
      inFacebook: true,
    },
  },
  {
    email: "alicia.tran@example.com",
    name: "Alicia Tran",
    status: "certified",
    city: "Houston",
    state: "TX",
    postalCode: "77002",
    latitude: 29.7604,
    longitude: -95.3698,
    trainingDate: "2025-03-10",
    certificationDate: "2025-04-07",
    affiliate: true,
    classCount: 3,
    profile: {
      displayName: "Alicia",
      phone: "(713) 555-0108",
      publicBio:
        "Houston instructor teaching practical self-defense to women, nurses and night-shift workers. We " +
        "cover awareness, parking garage safety and escapes from grabs and chokes, with plenty of " +
        "hands-on practice and time for questions.",
      ...social("aliciatran"),
      specializations: ["Women's Self-Defense", "Workplace Violence Prevention", "Personal Safety"],
      classTypes: ["Women's Self Defense", "Corporate Training", "Basic Self-Defense"],
      yearsExperience: 2,
      experienceLevel: "Experienced (2-3 years)",
      experienceDescription: "Certified Trainer · Healthcare worker safety",
      availabilityDescription: "Flexible",
      displayLocation: "Houston, TX",
      showEmail: true,
      ...INSURED("2027-04-06"),
      inWhatsApp: true,
      inFacebook: true,
    },
  },
  {
    email: "jenna.kowalski@example.com",
    name: "Jenna Kowalski",
    status: "certified",
    city: "Oklahoma City",
    state: "OK",
    postalCode: "73102",
    latitude: 35.4676,
    longitude: -97.5164,
    trainingDate: "2024-12-02",
    certificationDate: "2025-01-06",
    classCount: 3,
    venue: "Midtown Rec Center, 1100 N Hudson Ave",
    profile: {
      displayName: "Jenna",
      phone: "(405) 555-0109",
      publicBio:
        "OKC mom of three teaching teen girls and their moms how to stay safe at school, at work and online. " +
        "My workshops are upbeat, practical and full of drills you can practice together at home.",
      ...social("jennakowalski"),
      specializations: ["Teen Safety", "Women's Self-Defense"],
      classTypes: ["Teen Defense", "Women's Self Defense"],
      yearsExperience: 3,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Certified Trainer · Teen safety focus",
      availabilityDescription: "Taking new students",
      displayLocation: "Oklahoma City, OK",
      ...INSURED("2027-09-01"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "priya.raman@example.com",
    name: "Priya Raman",
    status: "certified",
    city: "Seattle",
    state: "WA",
    postalCode: "98101",
    latitude: 47.6062,
    longitude: -122.3321,
    trainingDate: "2025-04-14",
    certificationDate: "2025-05-05",
    affiliate: true,
    classCount: 3,
    venue: "Capitol Hill Community Studio, 1520 E Pine St",
    profile: {
      displayName: "Priya",
      phone: "(206) 555-0110",
      website: "https://priya-raman.example.com",
      publicBio:
        "Seattle tech worker turned certified instructor. I bring self-defense to offices and to women who " +
        "travel alone for work, with sessions on hotel safety, rideshare awareness and getting out of " +
        "common holds.",
      ...social("priyaraman", { linkedin: "https://www.linkedin.com/in/soulpunchdemo-priya-raman" }),
      specializations: ["Travel Safety", "Workplace Violence Prevention", "Women's Self-Defense"],
      classTypes: ["Corporate Training", "Women's Self Defense"],
      yearsExperience: 2,
      experienceLevel: "Experienced (2-3 years)",
      experienceDescription: "Certified Trainer · Corporate and travel safety",
      availabilityDescription: "Evenings",
      displayLocation: "Seattle, WA",
      showEmail: true,
      ...INSURED("2027-05-04"),
      hasVideoLibrary: true,
    },
  },
  {
    email: "ashley.nguyen@example.com",
    name: "Ashley Nguyen",
    status: "certified",
    city: "Denver",
    state: "CO",
    postalCode: "80202",
    latitude: 39.7392,
    longitude: -104.9903,
    trainingDate: "2025-10-06",
    certificationDate: "2025-11-03",
    classCount: 3,
    venue: "LoDo Martial Arts Collective, 1801 Wynkoop St",
    profile: {
      displayName: "Ashley",
      phone: "(303) 555-0111",
      publicBio:
        "Denver instructor and trail runner. I teach women to stay safe outdoors and in the city: awareness " +
        "on the trail, confident body language and simple strikes that create space to escape.",
      ...social("ashleynguyen", { youtube: "https://www.youtube.com/@soulpunchdemo_ashley" }),
      specializations: ["Women's Self-Defense", "Personal Safety", "Outdoor Safety"],
      classTypes: ["Women's Self Defense", "Private Lessons", "Advanced Training"],
      yearsExperience: 3,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Certified Trainer · Outdoor safety",
      availabilityDescription: "Weekends; building a new evening series",
      displayLocation: "Denver, CO",
      ...INSURED("2027-11-03"),
      inFacebook: true,
    },
  },
  {
    email: "tamika.hollins@example.com",
    name: "Tamika Hollins",
    status: "certified",
    city: "Atlanta",
    state: "GA",
    postalCode: "30303",
    latitude: 33.749,
    longitude: -84.388,
    trainingDate: "2025-06-09",
    certificationDate: "2025-07-07",
    affiliate: true,
    classCount: 2,
    profile: {
      displayName: "Tamika",
      phone: "(404) 555-0112",
      publicBio:
        "Atlanta trainer bringing self-defense to churches, community centers and college campuses. I " +
        "believe every woman deserves to feel safe, and my classes make it easy to start.",
      ...social("tamikahollins"),
      specializations: ["Women's Self-Defense", "Campus Safety"],
      classTypes: ["Women's Self Defense", "College Campus Safety"],
      yearsExperience: 1,
      experienceLevel: "New Trainer (1 year)",
      experienceDescription: "Certified Trainer",
      availabilityDescription: "Available for new students",
      displayLocation: "Atlanta, GA",
      showEmail: true,
      ...INSURED("2027-07-06"),
    },
  },
  {
    email: "hannah.greer@example.com",
    name: "Hannah Greer",
    status: "certified",
    city: "Columbus",
    state: "OH",
    postalCode: "43215",
    latitude: 39.9612,
    longitude: -82.9988,
    trainingDate: "2025-08-04",
    certificationDate: "2025-09-01",
    classCount: 2,
    venue: "Short North Studio, 780 N High St",
    profile: {
      displayName: "Hannah",
      phone: "(614) 555-0113",
      publicBio:
        "Columbus instructor working with college students and young professionals. Expect a friendly, " +
        "no-pressure class where you learn to spot red flags, use your voice and break free from grabs.",
      ...social("hannahgreer"),
      specializations: ["Campus Safety", "Women's Self-Defense"],
      classTypes: ["College Campus Safety", "Women's Self Defense"],
      yearsExperience: 1,
      experienceLevel: "New Trainer (1 year)",
      experienceDescription: "Certified Trainer · Campus safety",
      availabilityDescription: "Evenings",
      displayLocation: "Columbus, OH",
      ...INSURED("2027-08-31"),
    },
  },
  {
    email: "courtney.sayre@example.com",
    name: "Courtney Sayre",
    status: "certified",
    city: "Nashville",
    state: "TN",
    postalCode: "37203",
    latitude: 36.1627,
    longitude: -86.7816,
    trainingDate: "2024-11-04",
    certificationDate: "2024-12-02",
    affiliate: true,
    classCount: 3,
    venue: "The Gulch Fitness House, 600 12th Ave S",
    profile: {
      displayName: "Courtney",
      showFullName: true,
      phone: "(615) 555-0114",
      publicBio:
        "Nashville trainer and former bartender. I know nightlife safety from the inside, and I teach women " +
        "how to spot trouble early, protect their friends and get home safe after a night out.",
      ...social("courtneysayre", { tiktok: "https://www.tiktok.com/@soulpunchdemo_courtney" }),
      specializations: ["Personal Safety", "Women's Self-Defense", "Nightlife Safety"],
      classTypes: ["Women's Self Defense", "Corporate Training", "Advanced Training"],
      yearsExperience: 3,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Certified Trainer · Nightlife safety",
      availabilityDescription: "Evenings & Weekends",
      displayLocation: "Nashville, TN",
      showEmail: true,
      ...INSURED("2027-12-01"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "olivia.park@example.com",
    name: "Olivia Park",
    status: "certified",
    city: "Las Vegas",
    state: "NV",
    postalCode: "89101",
    latitude: 36.1699,
    longitude: -115.1398,
    trainingDate: "2025-09-08",
    certificationDate: "2025-10-06",
    classCount: 2,
    profile: {
      displayName: "Olivia",
      phone: "(702) 555-0115",
      publicBio:
        "Las Vegas instructor for hospitality teams and women working late shifts. My sessions cover " +
        "de-escalation, hotel and casino floor awareness and practical escapes you can learn in two hours.",
      ...social("oliviapark"),
      specializations: ["Workplace Violence Prevention", "Personal Safety"],
      classTypes: ["Corporate Training", "Women's Self Defense"],
      yearsExperience: 1,
      experienceLevel: "New Trainer (1 year)",
      experienceDescription: "Certified Trainer · Hospitality safety",
      availabilityDescription: "Flexible",
      displayLocation: "Las Vegas, NV",
      ...INSURED("2027-10-05"),
    },
  },
  {
    email: "natalie.boone@example.com",
    name: "Natalie Boone",
    status: "certified",
    city: "Boston",
    state: "MA",
    postalCode: "02108",
    latitude: 42.3601,
    longitude: -71.0589,
    trainingDate: "2025-05-12",
    certificationDate: "2025-06-02",
    affiliate: true,
    classCount: 3,
    venue: "Back Bay Community Room, 700 Boylston St",
    profile: {
      displayName: "Natalie",
      phone: "(617) 555-0116",
      website: "https://natalie-boone.example.com",
      publicBio:
        "Boston instructor teaching university students, seniors and women who are new to self-defense. " +
        "Small groups, patient coaching and lots of repetition so the skills stick when it matters.",
      ...social("natalieboone"),
      specializations: ["Campus Safety", "Women's Self-Defense", "Personal Safety"],
      classTypes: ["College Campus Safety", "Senior Safety", "Women's Self Defense"],
      yearsExperience: 4,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Veteran Trainer · Campus and senior safety",
      availabilityDescription: "Taking new students",
      displayLocation: "Boston, MA",
      showEmail: true,
      ...INSURED("2027-06-02"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "elodie.tremblay@example.com",
    name: "Élodie Tremblay",
    status: "certified",
    city: "Montreal",
    state: "QC",
    postalCode: "H2Y 1C6",
    latitude: 45.5019,
    longitude: -73.5674,
    trainingDate: "2025-03-17",
    certificationDate: "2025-04-14",
    classCount: 2,
    venue: "Studio Plateau, 4200 boul. Saint-Laurent",
    profile: {
      displayName: "Élodie",
      phone: "(514) 555-0117",
      publicBio:
        "Montreal trainer offering classes in French and English. I teach women and students to stay " +
        "aware, speak up and escape common attacks, with a warm and inclusive approach for all levels.",
      ...social("elodietremblay"),
      specializations: ["Women's Self-Defense", "Campus Safety"],
      classTypes: ["Women's Self Defense", "College Campus Safety"],
      yearsExperience: 2,
      experienceLevel: "Experienced (2-3 years)",
      experienceDescription: "Certified Trainer · Cours en français",
      availabilityDescription: "Available for new students",
      displayLocation: "Montreal, QC",
      ...INSURED("2027-04-13"),
    },
  },
  {
    email: "meghan.sinclair@example.com",
    name: "Meghan Sinclair",
    status: "certified",
    city: "Toronto",
    state: "ON",
    postalCode: "M5H 2N2",
    latitude: 43.6532,
    longitude: -79.3832,
    trainingDate: "2025-07-07",
    certificationDate: "2025-08-04",
    affiliate: true,
    classCount: 3,
    venue: "King West Training Space, 500 King St W",
    profile: {
      displayName: "Meghan",
      showFullName: true,
      phone: "(416) 555-0118",
      publicBio:
        "Toronto instructor bringing Soul Punch to Canada. I teach corporate teams, teen groups and " +
        "women-only classes, with an emphasis on transit safety, boundary setting and confident escapes.",
      ...social("meghansinclair", { youtube: "https://www.youtube.com/@soulpunchdemo_meghan" }),
      specializations: ["Women's Self-Defense", "Teen Safety", "Workplace Violence Prevention"],
      classTypes: ["Women's Self Defense", "Teen Defense", "Corporate Training"],
      yearsExperience: 4,
      experienceLevel: "Veteran (3-5 years)",
      experienceDescription: "Veteran Trainer · Transit safety",
      availabilityDescription: "Evenings & Weekends",
      displayLocation: "Toronto, ON",
      showEmail: true,
      ...INSURED("2027-08-04"),
      ...MATERIALS_ALL,
    },
  },
  {
    email: "jessica.hurst@example.com",
    name: "Jessica Hurst",
    status: "certified",
    city: "Calgary",
    state: "AB",
    postalCode: "T2P 1J9",
    latitude: 51.0447,
    longitude: -114.0719,
    trainingDate: "2025-07-14",
    certificationDate: "2025-08-11",
    classCount: 2,
    profile: {
      displayName: "Jess",
      phone: "(403) 555-0119",
      publicBio:
        "Calgary trainer teaching women, seniors and rural community groups. My classes are practical, " +
        "adapted to every body and age, and always end with a plan you can use the same day.",
      ...social("jessicahurst"),
      specializations: ["Women's Self-Defense", "Personal Safety"],
      classTypes: ["Women's Self Defense", "Senior Safety"],
      yearsExperience: 1,
      experienceLevel: "New Trainer (1 year)",
      experienceDescription: "Certified Trainer",
      availabilityDescription: "Contact for Schedule",
      displayLocation: "Calgary, AB",
      ...INSURED("2027-08-10"),
    },
  },

  // --- Partial profiles -----------------------------------------------------------------------
  {
    email: "lauren.pike@example.com",
    name: "Lauren Pike",
    status: "certified",
    city: "Buffalo",
    state: "NY",
    postalCode: "14202",
    latitude: 42.8864,
    longitude: -78.8784,
    trainingDate: "2025-10-06",
    certificationDate: "2025-11-03",
    classCount: 1,
    profile: {
      publicBio:
        "Buffalo instructor teaching beginner self-defense classes for women. Come as you are, no " +
        "experience needed, and leave with skills and confidence you can use every day.",
      specializations: ["Women's Self-Defense"],
      classTypes: ["Women's Self Defense"],
      availabilityDescription: "Weekends",
    },
  },
  {
    email: "hailey.stroud@example.com",
    name: "Hailey Stroud",
    status: "certified",
    city: "Orlando",
    state: "FL",
    postalCode: "32801",
    latitude: 28.5383,
    longitude: -81.3792,
    trainingDate: "2025-11-10",
    certificationDate: "2025-12-08",
    classCount: 2,
    profile: {
      phone: "(407) 555-0121",
      instagram: "https://www.instagram.com/soulpunchdemo_haileystroud",
      classTypes: ["Women's Self Defense", "Teen Defense"],
      availabilityDescription: "Available for new students",
    },
  },
  {
    email: "rachel.dunmore@example.com",
    name: "Rachel Dunmore",
    status: "certified",
    city: "Pittsburgh",
    state: "PA",
    postalCode: "15222",
    latitude: 40.4406,
    longitude: -79.9959,
    publiclyListed: false,
    trainingDate: "2024-12-02",
    certificationDate: "2025-01-06",
    classCount: 1,
    profile: {
      phone: "(412) 555-0122",
      bio: "Private lessons only while I finish my corporate contract; not listed publicly for now.",
      classTypes: ["Private Lessons"],
      availabilityDescription: "Contact for Schedule",
    },
  },
  {
    email: "whitney.carver@example.com",
    name: "Whitney Carver",
    status: "in_training",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    latitude: 30.2672,
    longitude: -97.7431,
    trainingDate: "2026-10-12",
    classCount: 0,
    profile: {
      phone: "(512) 555-0123",
      publicBio:
        "Austin trainer in the Soul Punch certification program. I will be teaching women's self-defense " +
        "and teen safety classes around Austin soon; follow along for my first class dates.",
      classTypes: ["Women's Self Defense", "Teen Defense"],
      availabilityDescription: "In training — building my schedule",
    },
  },
  {
    email: "megan.orourke@example.com",
    name: "Megan O'Rourke",
    status: "certified",
    city: "Portland",
    state: "OR",
    postalCode: "97204",
    latitude: 45.5152,
    longitude: -122.6784,
    trainingDate: "2025-05-05",
    certificationDate: "2025-06-09",
    classCount: 2,
    profile: {
      publicBio:
        "Portland instructor focused on personal safety for women who bike, walk and take transit. Small " +
        "classes, real practice, and a lot of encouragement from your first drill to your last.",
      facebook: "https://www.facebook.com/soulpunchdemo.meganorourke",
      specializations: ["Personal Safety"],
      availabilityDescription: "Evenings",
    },
  },
  {
    email: "erin.mcallister@example.com",
    name: "Erin McAllister",
    status: "certified",
    city: "Charlotte",
    state: "NC",
    postalCode: "28202",
    latitude: 35.2271,
    longitude: -80.8431,
    trainingDate: "2025-08-18",
    certificationDate: "2025-09-15",
    classCount: 2,
    profile: {
      phone: "(704) 555-0125",
      classTypes: ["Women's Self Defense", "Corporate Training"],
      experienceDescription: "Certified Trainer · HR professional",
      availabilityDescription: "Taking new students",
      showEmail: true,
    },
  },
  {
    email: "danielle.fox@example.com",
    name: "Danielle Fox",
    status: "certified",
    city: "Kansas City",
    state: "MO",
    postalCode: "64105",
    latitude: 39.0997,
    longitude: -94.5786,
    trainingDate: "2026-01-12",
    certificationDate: "2026-02-09",
    classCount: 1,
    profile: {
      publicBio:
        "Kansas City trainer teaching senior women and their caregivers simple, seated and standing " +
        "techniques for staying safe at home, in parking lots and in public places.",
      classTypes: ["Senior Safety"],
      specializations: ["Personal Safety"],
    },
  },
  {
    email: "rosa.jimenez@example.com",
    name: "Rosa Jimenez",
    status: "certified",
    city: "Albuquerque",
    state: "NM",
    postalCode: "87102",
    latitude: 35.0844,
    longitude: -106.6504,
    trainingDate: "2026-02-09",
    certificationDate: "2026-03-09",
    classCount: 2,
    profile: {
      phone: "(505) 555-0127",
      instagram: "https://www.instagram.com/soulpunchdemo_rosajimenez",
      classTypes: ["Women's Self Defense", "Teen Defense"],
      availabilityDescription: "Weekends",
    },
  },
  {
    email: "jasmine.cole@example.com",
    name: "Jasmine Cole",
    status: "suspended",
    city: "Detroit",
    state: "MI",
    postalCode: "48226",
    latitude: 42.3314,
    longitude: -83.0458,
    trainingDate: "2024-02-12",
    certificationDate: "2024-03-04",
    classCount: 0,
    profile: {
      phone: "(313) 555-0128",
      publicBio:
        "Detroit instructor teaching women's self-defense and workplace safety for retail and healthcare " +
        "teams across Metro Detroit, with a focus on de-escalation and safe exits.",
      classTypes: ["Women's Self Defense", "Corporate Training"],
      availabilityDescription: "Contact for Schedule",
    },
  },
  {
    email: "nia.thompson.md@example.com",
    name: "Nia Thompson",
    status: "certified",
    city: "Baltimore",
    state: "MD",
    postalCode: "21202",
    latitude: 39.2904,
    longitude: -76.6122,
    trainingDate: "2026-03-09",
    certificationDate: "2026-04-06",
    classCount: 1,
    profile: {
      publicBio:
        "Baltimore trainer (not to be confused with our Chicago Nia!) teaching beginner women's " +
        "self-defense at community centers and libraries around the city.",
      classTypes: ["Women's Self Defense"],
      availabilityDescription: "Available for new students",
    },
  },
  {
    email: "kristen.larocque@example.com",
    name: "Kristen Larocque",
    status: "certified",
    city: "Ottawa",
    state: "ON",
    postalCode: "K1P 1J1",
    latitude: 45.4215,
    longitude: -75.6972,
    trainingDate: "2026-04-13",
    certificationDate: "2026-05-11",
    classCount: 1,
    profile: {
      phone: "(613) 555-0130",
      specializations: ["Women's Self-Defense", "Travel Safety"],
      availabilityDescription: "Flexible",
    },
  },

  // --- Nearly empty: name, city and state only ------------------------------------------------
  {
    email: "gretchen.albers@example.com",
    name: "Gretchen Albers",
    status: "certified",
    city: "Springfield",
    state: "IL",
    postalCode: "62701",
    latitude: 39.7817,
    longitude: -89.6501,
    publiclyListed: false,
    trainingDate: "2026-05-04",
    certificationDate: "2026-06-01",
    classCount: 0,
  },
  {
    email: "beth.lindqvist@example.com",
    name: "Beth Lindqvist",
    status: "certified",
    city: "Minneapolis",
    state: "MN",
    postalCode: "55401",
    latitude: 44.9778,
    longitude: -93.265,
    classCount: 0,
  },
  {
    email: "kelsey.warren@example.com",
    name: "Kelsey Warren",
    status: "certified",
    city: "Salt Lake City",
    state: "UT",
    postalCode: "84111",
    latitude: 40.7608,
    longitude: -111.891,
    trainingDate: "2026-06-08",
    certificationDate: "2026-07-06",
    classCount: 0,
  },
  {
    email: "amber.lutz@example.com",
    name: "Amber Lutz",
    status: "in_training",
    city: "Wichita",
    state: "KS",
    postalCode: "67202",
    latitude: 37.6872,
    longitude: -97.3301,
    trainingDate: "2026-11-02",
    classCount: 0,
  },
  {
    email: "vanessa.kerr@example.com",
    name: "Vanessa Kerr",
    status: "certified",
    city: "Vancouver",
    state: "BC",
    postalCode: "V6B 1A1",
    latitude: 49.2827,
    longitude: -123.1207,
    classCount: 0,
  },
];

/**
 * Each demo trainer's generated portrait (docs/design.md "Images"), by e-mail. The file is named by the
 * slug the trainer gets when the demo is seeded into an empty database; scripts/demo-portraits.mjs writes
 * the files from this same list, so the two cannot drift. Keyed by e-mail rather than the seeded slug: a
 * slug shifted by a trainer who was there first still finds its file.
 */
export function demoPortraits(): Map<string, string> {
  const taken = new Set<string>();
  const portraits = new Map<string, string>();
  for (const demo of DEMO_TRAINERS) {
    const slug = uniqueSlug(slugBase(splitName(demo.name)), (candidate) => taken.has(candidate));
    taken.add(slug);
    portraits.set(demo.email, `/demo/avatars/${slug}.webp`);
  }
  return portraits;
}
