/**
 * The onboarding's messages (spec portal §5, §8; ours) and the program's facts, on their own so
 * contracts/admin.ts can use them while contracts/onboarding.ts imports the console's schemas from it (no
 * import cycle), and so a page's title (features/onboarding/page-meta.ts, the sign-in page's too) does not
 * load the onboarding's and the console's contracts with zod. Re-exported by onboarding.ts, where everyone
 * else reads them.
 */
export const ONBOARDING_TEXT = {
  // §5 / §8 (shown as in-page alerts, docs/product.md "Alerts")
  checkoutInvalid: "Please fill all required fields and agree to the terms.",
  detailsInvalid: "Please fill in all required fields.",
  documentsUnsigned: "Please sign all required documents to continue.",
  sessionExpired: "Session expired. Please restart the registration process.",
  confirmFailed: "There was an error processing your confirmation. Please try again.",
  // enrollment form (order form schema, §5)
  fullNameRequired: "Full name is required",
  emailRequired: "Valid email is required",
  phoneRequired: "Phone number is required",
  addressRequired: "Address is required",
  shirtSizeRequired: "Shirt size is required",
  deviceColorRequired: "Device color is required",
  enrollDoneTitle: "Enrollment Complete!",
  enrollDone: "Check your email for documents to sign",
  enrollFailedTitle: "Enrollment Failed",
  // docs/product.md "Onboarding"
  openEmailLink: "Open the link in your e-mail to sign your documents",
  paymentBeingConfirmed:
    "Your payment is being confirmed. You'll get an e-mail as soon as your trainer account is ready.",
  // ours
  invalidEmail: "Please enter a valid email",
  termsRequired: "Please agree to the terms.",
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  signNameRequired: "Type your full name to sign.",
  signNameMismatch: "Type your full name as you gave it.",
  signAgreeRequired: 'Check "I agree" to sign.',
  documentChanged: "This document was updated while you read it. Please read the new version and sign again.",
  unknownDocument: "There is no such document.",
  noApplicant: "Your onboarding session has ended. Open the link in your e-mail to continue.",
  linkInvalid: "This link has expired or was already used. We can e-mail you a new one.",
  linkSent: "If we have your details, a new link is on its way. Check your inbox and spam folder.",
  notYourApplication: "This is not your application.",
  alreadyAccount: "You already have a trainer account. Sign in to the trainer portal.",
  noSuchApplicant: "There is no such applicant.",
  // issue 27: details for an e-mail that already has an application change nothing (decisions.md)
  continueByEmail:
    "You have already started an application with this e-mail. We've sent you a link to continue it: check your inbox and spam folder.",
  nameFixedOnceSigned: "Your name can't be changed after you have signed a document.",
} as const;

/** §1, §9: the program's facts and prices. */
export const PROGRAM = {
  price: "$1,997",
  fullPrice: "$1,997",
  strikePrice: "$2,997",
  saveNote: "save 25% off monthly plan",
  flexPrice: "$499",
  flexTerm: "a month for 6 months",
  // ours (issue 27): the flex plan's total (6 × $499) and what paying in full really saves against it
  flexTotal: "$2,994",
  fullSaving: "Save $997 by paying in full",
  accountWithin: "5 minutes",
  emailWithin: "10 minutes",
  receive: [
    "6 weekly live video workshops",
    "3 days of in-person training",
    "A free self-defense device",
    "A free instructor shirt",
    "Trainer portal access with flyers, tools and scripts",
    "A listing on the official website",
    "Private social group access (2,000+ members)",
    "An affiliate revenue code",
    "Lifetime business support",
  ],
} as const;
