/**
 * The reserve form's schema and the attendee message form's: copies of contracts/reservations.ts
 * reserveBody and attendeeMessage, which the server checks
 * with (tests/unit/reservation-schemas.test.ts holds the two alike). A copy, not an import either way:
 * whenever the contract module and this schema were linked, the bundler put the schema, and zod (24 KB
 * gzip), into the chunk the class page and the reservation pages load first (checked with `npm run
 * build`; the message schema's link put 24 KB back on the class page). The reserve form loads this module
 * on demand; the message form is in the portal, which loads zod anyway.
 */
import { z } from "zod";
import { MAX_PARTY } from "../reservation-rules";

/** The form's words, RESERVATION_TEXT's (reservation-texts.ts): importing them linked the modules too. */
const TEXT = {
  nameRequired: "Please enter your name",
  nameTooLong: "Name is at most 100 characters",
  emailInvalid: "Please enter a valid e-mail address",
  // Not `${MAX_PARTY}`: a template over an imported value counts as a side effect to the bundler, which
  // then keeps this module (and zod) wherever it is imported. The unit test holds it to MAX_PARTY.
  partySize: "Choose 1 to 4 people",
  subjectRequired: "Please enter a subject",
  subjectTooLong: "Subject is at most 150 characters",
  messageRequired: "Please write a message",
  messageTooLong: "Message is at most 5,000 characters",
} as const;

export const reserveForm = z.object({
  name: z.string().trim().min(1, TEXT.nameRequired).max(100, TEXT.nameTooLong),
  email: z.string().trim().max(254, TEXT.emailInvalid).email(TEXT.emailInvalid),
  partySize: z
    .number(TEXT.partySize)
    .int(TEXT.partySize)
    .min(1, TEXT.partySize)
    .max(MAX_PARTY, TEXT.partySize),
});
export type ReserveFormInput = z.infer<typeof reserveForm>;

/** The trainer's message to a class's attendees: the contract's attendeeMessage, copied. */
export const attendeeMessageForm = z.object({
  subject: z.string(TEXT.subjectRequired).trim().min(1, TEXT.subjectRequired).max(150, TEXT.subjectTooLong),
  body: z.string(TEXT.messageRequired).trim().min(1, TEXT.messageRequired).max(5000, TEXT.messageTooLong),
});
