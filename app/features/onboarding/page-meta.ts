/**
 * The titles and descriptions of the onboarding, sign-in and development pages, word for word as the
 * screens set them before issue 29; the route modules' `meta` gives them to the server's HTML and to
 * React Router in the browser.
 */
import type { MetaDescriptor } from "react-router";
import { PROGRAM } from "../../../src/shared/contracts/onboarding-text";
import { defaultMeta } from "../../../src/shared/meta";
import { brandOfMatches } from "../../lib/route-meta";

type Text = { title: string; description?: string };
type Match = { id: string; loaderData?: unknown } | undefined;

export const ONBOARDING_TEXTS = {
  enroll: (brand: string): Text => ({
    title: `Trainer Certification Enrollment | ${brand}`,
    description: `Become a certified ${brand} women's self-defense trainer: ${PROGRAM.price} for live workshops, in-person training, your trainer portal and lifetime business support.`,
  }),
  checkout: (brand: string): Text => ({
    title: `Trainer Certification Checkout | ${brand}`,
    description: `Enroll in the ${brand} trainer certification: your details and your payment option.`,
  }),
  paymentConfirmation: (brand: string): Text => ({
    title: `Complete Your Payment | ${brand}`,
    description: `Confirm your ${brand} trainer certification payment and continue to your documents.`,
  }),
  confirmation: (brand: string): Text => ({
    title: `Trainer Information | ${brand}`,
    description: `Your ${brand} trainer certification payment is complete: tell us about yourself to receive your documents.`,
  }),
  documents: (brand: string): Text => ({
    title: `Document Signing | ${brand}`,
    description: "Read and sign your trainer documents.",
  }),
  status: (brand: string): Text => ({
    title: `Your Enrollment Status | ${brand}`,
    description: "Your payment, your trainer account and what comes next.",
  }),
  welcome: (brand: string): Text => ({
    title: `Welcome | ${brand} Trainer Onboarding`,
    description: `Your ${brand} trainer access portal: curriculum, community, training and support.`,
  }),
  shopifySuccess: (brand: string): Text => ({
    title: `Payment Successful | ${brand}`,
    description: `Your ${brand} trainer certification payment went through: your account is on its way and your documents arrive by e-mail.`,
  }),
  testMode: (brand: string): Text => ({
    title: `Test Mode | ${brand}`,
    description: "Access any stage of the onboarding process for testing.",
  }),
  login: (brand: string): Text => ({
    title: `Trainer Portal Login | ${brand}`,
    description: `Sign in to the ${brand} Trainer Portal for your curriculum, classes, assessments and trainer resources.`,
  }),
  magicLink: (brand: string): Text => ({ title: `Sign In | ${brand} Trainer Portal` }),
  devMailbox: (): Text => ({ title: "Development mailbox" }),
} satisfies Record<string, (brand: string) => Text>;

export type OnboardingTextName = keyof typeof ONBOARDING_TEXTS;

/** A title and a description as React Router's tags; no description of its own gives the directory's. */
export function metaOf(text: Text, brand: string): MetaDescriptor[] {
  return [
    { title: text.title },
    { name: "description", content: text.description ?? defaultMeta(brand).description },
  ];
}

/** A route's `meta` that gives one of the texts above. */
export const onboardingMeta =
  (name: OnboardingTextName) =>
  ({ matches }: { matches: readonly Match[] }): MetaDescriptor[] => {
    const brand = brandOfMatches(matches);
    return metaOf(ONBOARDING_TEXTS[name](brand), brand);
  };

/** A signing page's title: the document's own once it is known (spec: "{title} | Document Signing"). */
export function signMeta(brand: string, documentTitle: string | undefined): MetaDescriptor[] {
  return metaOf(
    {
      title: documentTitle ? `${documentTitle} | Document Signing | ${brand}` : `Sign a Document | ${brand}`,
    },
    brand,
  );
}
