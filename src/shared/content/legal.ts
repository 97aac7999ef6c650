/**
 * Legal page content: the certification program's Terms and Conditions (/legal/terms), the Privacy
 * Policy and the Terms of Service (public site spec, section 2.8).
 *
 * NOTE: this is template text written for a fictional self-defense training brand. It is not legal
 * advice and has not been reviewed by a lawyer; anyone running a real business should have their own
 * counsel review and adapt it before publishing. Brand name and contact e-mails come from SiteConfig.
 */
import type { PublicSiteConfig } from "../site-config";

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** The section's anchor, for links into the page ("/privacy#insights"). */
  id?: string;
};
export type LegalDoc = {
  title: string;
  subtitle?: string;
  version?: string;
  effective?: string;
  sections: LegalSection[];
};

/** Terms and Conditions of the Trainer Certification Program (/legal/terms). Version 1.0, seven sections. */
export function certificationTerms(site: PublicSiteConfig): LegalDoc {
  const brand = site.brandName;
  return {
    title: "Terms and Conditions",
    subtitle: `${brand} Trainer Certification Program`,
    version: "1.0",
    sections: [
      {
        heading: "1. Legal Agreement Recognition",
        paragraphs: [
          `These Terms and Conditions form a binding agreement between you and ${brand} for your participation in the ${brand} Trainer Certification Program. You accept them by ticking the agreement box during onboarding and submitting your payment. If you do not agree, do not tick the box and do not pay.`,
          `The program consists of a 6-week online program (weekly live video workshops, curriculum and portal resources) followed by a 3-day in-person certification. You can enroll with one of two payment options:`,
        ],
        bullets: ["Paid in full: a single payment of $1,997.", "Flex plan: $499 a month for 6 months."],
      },
      {
        heading: "2. Licensing and Certification",
        paragraphs: [
          `When you are certified, ${brand} grants you a limited, personal, non-exclusive and non-transferable license to teach the ${brand} curriculum and to use the brand's name, logos and materials to promote your own classes while your certification is active. All curriculum, videos, documents, templates and marketing materials remain the intellectual property of ${brand}; the license does not let you resell, republish or adapt them into your own program.`,
          "To become certified you must complete the 6-week online program, attend and pass the 3-day in-person certification, and sign the required onboarding documents. Certification is valid for 2 years from the date it is issued. To keep teaching under the brand after that you must renew your certification; an expired certification ends the license above until it is renewed.",
        ],
      },
      {
        heading: "3. Access and Usage",
        paragraphs: [
          "Your trainer portal account, curriculum, live sessions and community groups are for you alone. Do not share your login, forward portal materials, or record and distribute live sessions. We may update, add or remove materials at any time to keep the program current.",
          `You teach as an independent trainer, not as an employee or agent of ${brand}. You are responsible for your own classes, the safety of your participants, your business registration, taxes and insurance. ${brand} is not liable for injuries, losses or claims arising from classes you run, and to the fullest extent the law allows, its total liability to you is limited to the amount you paid for the program.`,
        ],
      },
      {
        heading: "4. Refund and Enrollment Policy",
        paragraphs: [
          "Because the program is digital and access to the portal, curriculum and community is given immediately, refunds are not given once access is granted. This applies to both payment options.",
          "If you chose the flex plan, you agree to pay all 6 monthly installments of $499, even if you stop participating. Missed payments may pause your portal access and delay your in-person certification until your account is brought up to date.",
        ],
      },
      {
        heading: "5. Community Conduct",
        paragraphs: [
          "Treat fellow trainers, staff and students with respect in every live session, community group and class. The community exists to support women's safety, and conduct that undermines it will not be tolerated.",
          `Harassment, misuse of ${brand} intellectual property, or violations of the brand's standards lead to suspension or permanent revocation of your certification and access, without refund.`,
        ],
      },
      {
        heading: "6. Dispute Resolution",
        paragraphs: [
          `If a problem arises, contact ${brand} first at ${site.supportEmail}. Both sides agree to try in good faith to resolve the matter informally within 30 days before taking any further step.`,
          "If a dispute cannot be resolved informally, it will be settled through binding arbitration or mediation rather than in court, to the extent permitted by applicable law. Each party bears its own costs unless the arbitrator decides otherwise.",
        ],
      },
      {
        heading: "7. Brand Protection",
        paragraphs: [
          `Use the ${brand} name, logo and materials only as provided to you and only while your certification is active. Do not change the logo, create competing programs from the curriculum, or present yourself as speaking for ${brand} beyond your role as a certified trainer.`,
          `When your certification expires without renewal, is suspended or is revoked, you must stop using the brand's name, marks and materials and remove them from your website, social media and promotional items. ${brand} may remove your listing from the trainer directory at that time.`,
        ],
      },
    ],
  };
}

/** Privacy Policy (public and trainer-portal variants share the text). Effective May 2025. */
export function privacyPolicy(site: PublicSiteConfig): LegalDoc {
  const brand = site.brandName;
  return {
    title: "Privacy Policy",
    effective: "May 2025",
    sections: [
      {
        heading: "Information We Collect",
        paragraphs: [
          `${brand} collects the information you give us when you enroll, complete onboarding or edit your trainer profile: for example your name, e-mail address, phone number, city and state, bio, profile picture, social media links, certification details and the classes you publish.`,
          "We also collect basic technical information when you use the site, such as the pages you visit and your browser type. Payments are handled by our payment provider; we do not store your full card details.",
        ],
      },
      {
        heading: "How We Use Your Information",
        paragraphs: ["We use your information to:"],
        bullets: [
          "create and manage your trainer account and give you access to the portal;",
          "deliver the certification program, live sessions and support;",
          "show the parts of your profile and classes you choose to make public in the trainer directory;",
          "send you login links, onboarding documents and important program updates;",
          "keep the platform secure and improve it.",
        ],
      },
      {
        heading: "Class Alerts",
        paragraphs: [
          "When you ask to be told about classes near a place, we send one e-mail with a confirmation link and store nothing else. Only when you open the link and press Confirm do we keep your alert: your e-mail address, the place and distance you chose, when you confirmed it, and when we last e-mailed you. Nothing more, and no cookie.",
          "We use it only to e-mail you, at most once a day, about new classes near that place. We keep it until you unsubscribe, with one click in any alert e-mail, which deletes it at once. Our e-mail log keeps the address and subject of each e-mail we sent for 30 days.",
        ],
      },
      {
        heading: "What We Count on Trainers' Pages",
        id: "insights",
        paragraphs: [
          "To show each trainer how her public page is doing, we count, per trainer and per day: views of her profile page, how often her card was on screen in the directory for at least a second, clicks on Register and Contact, and downloads of a class to a calendar. Each is one number added to that trainer's day, with the class for Register clicks and downloads.",
          "We do not count you. We set no cookie, store no IP address, device or browser identifier, and keep no record of a visit: nothing we keep can tell one visitor from another or follow you from page to page. We use no third-party analytics or tracking scripts. If your browser sends Do Not Track or Global Privacy Control, or is a known bot, nothing is counted.",
        ],
      },
      {
        heading: "Data Sharing",
        paragraphs: [
          "We do not sell your personal information. We share it only with service providers who help us run the platform (such as payment, e-mail, document-signing and hosting services), and only as much as they need to do that work.",
          "Profile details you mark as public, such as your display name, location, bio, specialties and upcoming classes, are visible to anyone visiting the trainer directory. We may also disclose information when the law requires it.",
        ],
      },
      {
        heading: "Your Rights",
        paragraphs: [
          "You can view and update most of your profile yourself in the trainer portal, and you can choose which details appear in the public directory.",
          "You may ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it. Some records, such as payment records, may need to be kept for legal or accounting reasons.",
        ],
      },
      {
        heading: "Contact Us",
        paragraphs: [
          `For questions about this policy or to make a privacy request, e-mail ${site.supportEmail}. We answer within 24-48 hours.`,
        ],
      },
    ],
  };
}

/** Terms of Service for the trainer platform. */
export function termsOfService(site: PublicSiteConfig): LegalDoc {
  const brand = site.brandName;
  return {
    title: "Terms of Service",
    sections: [
      {
        heading: "Overview",
        paragraphs: [
          `These Terms of Service govern your use of the ${brand} website, trainer directory and trainer portal. By using them you agree to these terms. Certified trainers are also bound by the ${brand} Trainer Certification Program Terms and Conditions they accepted at onboarding.`,
        ],
      },
      {
        heading: "User Responsibilities",
        paragraphs: [
          "Keep the information in your profile and class listings accurate and up to date, including dates, locations, prices and registration links.",
          "Use the platform lawfully and respectfully. Do not post misleading, offensive or infringing content, and do not try to interfere with the site or access accounts that are not yours.",
        ],
      },
      {
        heading: "Account Access",
        paragraphs: [
          `Portal accounts are available only to trainers who have been officially onboarded and certified by ${brand}. Each account belongs to one person and is non-transferable.`,
          "Sharing your account, login links or portal materials with anyone else is prohibited and may lead to suspension of your access.",
        ],
      },
      {
        heading: "Intellectual Property",
        paragraphs: [
          `The curriculum, videos, documents, templates, logos and other materials on the platform belong to ${brand}. Certified trainers may use them only as allowed by their certification license, and only while certified.`,
          `You keep ownership of the content you add, such as your bio and photos, and you allow ${brand} to display it on the platform and in the trainer directory.`,
        ],
      },
      {
        heading: "Termination",
        paragraphs: [
          `${brand} may suspend or end your access if you break these terms or the certification terms, or if your certification expires or is revoked. When access ends, your public listing may be removed and you must stop using brand materials.`,
        ],
      },
      {
        heading: "Support",
        paragraphs: [
          `Questions about your account or these terms? E-mail ${site.supportEmail}; we answer within 24-48 hours.`,
        ],
      },
    ],
  };
}
