/**
 * Class reservations' plain words (issue 33; decision 0044), a module without zod: the pages an e-mail
 * opens show them, and their first JavaScript must stay small. contracts/reservations.ts re-exports it.
 */
import { MAX_PARTY } from "./reservation-rules";

export const RESERVATION_TEXT = {
  nameRequired: "Please enter your name",
  nameTooLong: "Name is at most 100 characters",
  emailInvalid: "Please enter a valid e-mail address",
  partySize: `Choose 1 to ${MAX_PARTY} people`,
  classNotFound: "Class not found",
  closed: "Reservations for this class are closed",
  duplicate:
    "This e-mail already has a reservation for this class. Use the link in the e-mail we sent to manage it.",
  linkInvalid: "This reservation link is not valid. Please use the latest link we e-mailed you.",
  expired: "This reservation has expired",
  offerExpired: "This offer has expired, and the spot went to the next person on the waitlist",
  notPending: "This reservation is already confirmed or no longer waiting for confirmation",
  notOffered: "There is no spot on offer for this reservation",
  alreadyEnded: "This reservation is already cancelled or expired",
  reservationNotFound: "Reservation not found",
  tooMany: "Too many reservation requests. Please wait a few minutes and try again.",
  subjectRequired: "Please enter a subject",
  subjectTooLong: "Subject is at most 150 characters",
  messageRequired: "Please write a message",
  messageTooLong: "Message is at most 5,000 characters",
  noOneToMessage: "No one has reserved or is waiting for this class yet, so there is no one to message.",
  tooManyMessages:
    "You have sent 3 messages about this class today, the most we send in a day. Please try again later.",
} as const;
