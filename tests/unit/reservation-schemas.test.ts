/**
 * The reserve form's schema is a copy of the contract's (see contracts/reservation-schemas.ts why): both
 * take and refuse the same bodies with the same words.
 */
import { describe, expect, it } from "vitest";
import { attendeeMessageForm, reserveForm } from "../../src/shared/contracts/reservation-schemas";
import { attendeeMessage, RESERVATION_TEXT, reserveBody } from "../../src/shared/contracts/reservations";

const answer = (schema: typeof reserveBody | typeof attendeeMessage, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? parsed.data
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const BODIES: unknown[] = [
  { name: " Ana ", email: " ana@example.com ", partySize: 4 },
  { name: " ", email: "nope", partySize: 5 },
  { name: "x".repeat(101), email: `${"a".repeat(250)}@b.co`, partySize: 0 },
  { name: "Ben", email: "ben@example.com", partySize: 1.5 },
  { name: "Ben", email: "ben@example.com", partySize: "2" },
  {},
];

describe("the reserve form's schema", () => {
  it("answers every body as the contract's does", () => {
    for (const body of BODIES) expect(answer(reserveForm, body)).toEqual(answer(reserveBody, body));
  });

  it("refuses with the reservation texts", () => {
    expect(answer(reserveForm, BODIES[1])).toEqual({
      name: RESERVATION_TEXT.nameRequired,
      email: RESERVATION_TEXT.emailInvalid,
      partySize: RESERVATION_TEXT.partySize,
    });
    expect(answer(reserveForm, BODIES[0])).toEqual({ name: "Ana", email: "ana@example.com", partySize: 4 });
  });
});

describe("the attendee message form's schema", () => {
  const MESSAGES: unknown[] = [
    { subject: " Parking ", body: " Use the back lot. " },
    { subject: " ", body: "" },
    { subject: "x".repeat(151), body: "y".repeat(5001) },
    { subject: 5, body: null },
    {},
  ];
  it("answers every message as the contract's does, with the reservation texts", () => {
    for (const body of MESSAGES)
      expect(answer(attendeeMessageForm, body)).toEqual(answer(attendeeMessage, body));
    expect(answer(attendeeMessageForm, MESSAGES[1])).toEqual({
      subject: RESERVATION_TEXT.subjectRequired,
      body: RESERVATION_TEXT.messageRequired,
    });
    expect(answer(attendeeMessageForm, MESSAGES[2])).toEqual({
      subject: RESERVATION_TEXT.subjectTooLong,
      body: RESERVATION_TEXT.messageTooLong,
    });
  });
});
