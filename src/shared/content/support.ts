/**
 * Support page content (public site spec, section 2.8): FAQs and the four support blocks.
 * Brand name and e-mail addresses come from SiteConfig. Template text for a fictional brand.
 */
import type { PublicSiteConfig } from "../site-config";

export type Faq = { question: string; answer: string };

export type SupportBlocks = {
  email: { heading: string; text: string };
  live: { heading: string; text: string; buttonLabel: string };
  community: { heading: string; text: string };
  becomeTrainer: { heading: string; text: string; buttonLabel: string };
};

export function faqs(site: PublicSiteConfig): Faq[] {
  const brand = site.brandName;
  return [
    {
      question: "How do I log in to the trainer portal?",
      answer:
        "Go to the Trainer Portal login page and enter the e-mail address you used when you enrolled. We will e-mail you a secure login link; open it and you will be taken straight to your dashboard. There is no password to remember.",
    },
    {
      question: "The login e-mail didn't arrive. What should I do?",
      answer: `Login and confirmation e-mails usually arrive within a few minutes. If nothing has arrived within 10 minutes, check your spam or junk folder, then use "Send Another Link" to request a new one. Make sure you are using the same e-mail address you enrolled with. Still stuck? E-mail ${site.supportEmail}.`,
    },
    {
      question: "How do I update my public profile?",
      answer: `From your dashboard, choose Edit Profile. There you can change your profile picture, your bio (up to 350 characters) and your social media links; once saved, the changes go live on the Find a Trainer page. To change your display name, location or certification status, e-mail ${site.supportEmail}.`,
    },
    {
      question: "How do I add classes?",
      answer:
        "From your dashboard, choose Manage Classes and click Add Class. Enter the class title, date, start time, location and a payment link where students can register; the end time is set 2 hours after the start. Saved classes appear on your public profile and in the class listings, and you can edit or delete them at any time.",
    },
    {
      question: "How does certification renewal work?",
      answer: `Your ${brand} certification is valid for 2 years from the date it is issued. Before it expires you will need to renew it to keep teaching under the brand and stay listed in the trainer directory. Your renewal date is shown in your trainer profile; contact ${site.supportEmail} if you have questions about renewing.`,
    },
    {
      question: "When are the live Zoom sessions?",
      answer:
        "Active trainers can join two live Zoom trainings each week: Thursdays at 7:00 PM CST (1 hour) and Sundays at 12:00 PM CST. The links are on your dashboard and on this page. Bring your questions and practice moves with the team.",
    },
    {
      question: "How do I find a trainer near me?",
      answer:
        "Open the Find a Trainer page and search by city or state, or let the page use your current location. You can narrow the results by distance (25, 50, 100 or 250 miles), specialty and availability, then open a trainer's profile to see their upcoming classes and contact details.",
    },
    {
      question: "Can I get a refund?",
      answer:
        "Because the program gives you immediate access to the portal, curriculum and community, refunds are not given once access is granted. This applies both to the paid-in-full option and to the monthly flex plan.",
    },
    {
      question: "When will my equipment arrive?",
      answer:
        "Your free self-defense device and instructor shirt ship after enrollment and usually arrive within 5-7 business days. If they have not arrived after that, e-mail us with your name and shipping address.",
    },
    {
      question: "How does my affiliate code work?",
      answer:
        "Every certified trainer gets an affiliate revenue code. Register through the affiliate link in your onboarding welcome portal, then add your affiliate link in the Business section of your trainer profile. The device purchase button on your public profile will then use your link, so you earn from sales you refer.",
    },
    {
      question: "How do I contact support?",
      answer: `E-mail ${site.supportEmail} with your name and a short description of the issue. We answer within 24-48 hours. Active trainers can also bring questions to the Thursday or Sunday live Zoom sessions.`,
    },
  ];
}

export function supportBlocks(site: PublicSiteConfig): SupportBlocks {
  const brand = site.brandName;
  return {
    email: {
      heading: "Email Support",
      text: `Send your questions to ${site.supportEmail}. Our team answers within 24 to 48 hours.`,
    },
    live: {
      heading: "Live Support",
      text: "Active trainers can join our trainer Zoom sessions every Thursday (7:00 PM CST) and Sunday (12:00 PM CST) for live training, answers and practice.",
      buttonLabel: "Join Live Zoom Session",
    },
    community: {
      heading: "Trainer Community",
      text: `Connect with fellow ${brand} trainers in our WhatsApp group and private Facebook community, with 2,000+ members sharing tips, wins and support.`,
    },
    becomeTrainer: {
      heading: "Become a Trainer",
      text: `Want to teach women to protect themselves? Book a call with our team to learn about the ${brand} Trainer Certification Program: 6 weeks online plus 3 days of in-person training.`,
      buttonLabel: "Book a Call",
    },
  };
}
