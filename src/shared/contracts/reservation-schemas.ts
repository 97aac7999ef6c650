/**
 * The reserve form's schema: a copy of contracts/reservations.ts reserveBody, which the server checks
 * with (tests/unit/reservation-schemas.test.ts holds the two alike). A copy, not an import either way:
 * whenever the contract module and this schema were linked, the bundler put the schema, and zod (24 KB
 * gzip), into the chunk the class page and the reservation pages load first (checked with `npm run
 * build`). The form loads this module on demand.
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
