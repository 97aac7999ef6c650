/**
 * The reservation notices (issue 33 §3, §4): the reminder a day before, the class cancelled by its
 * trainer, a reservation cancelled, and a confirmation or offer that lapsed. Same frame as emails.ts.
 */
import type { SiteConfig } from "../../../shared/site-config";
import { type Mail, mail, people, whenAndWhere } from "./emails";
import type { ReservableClass } from "./repository";

/** No class field says what to bring; every class asks the same (decision 0044). */
export const WHAT_TO_BRING =
  "What to bring: comfortable clothes you can move in, athletic shoes or bare feet, and water.";

type Person = { name: string; partySize: number };

export function reminderEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: Person & { paid: boolean },
  links: { ics: string; unsubscribe?: string },
): Mail {
  return mail(site, {
    name: r.name,
    subject: `Reminder: ${cls.title} tomorrow`,
    lines: [
      `See you soon! You have ${people(r.partySize)} reserved for ${whenAndWhere(cls)}.`,
      WHAT_TO_BRING,
    ],
    after: [
      // The trainer's payment link only while the trainer has not marked the reservation paid.
      ...(!r.paid && cls.paymentLink
        ? [`Complete your payment with ${cls.trainerName}: ${cls.paymentLink}`]
        : []),
      `Add the class to your calendar: ${links.ics}`,
      ...(links.unsubscribe ? [`Stop reminder e-mails: ${links.unsubscribe}`] : []),
    ],
  });
}

export function classCancelledEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: Person & { waiting: boolean },
  findClasses: string,
): Mail {
  return mail(site, {
    name: r.name,
    subject: `Cancelled: ${cls.title} on ${cls.date}`,
    lines: [
      `${cls.trainerName} has cancelled ${whenAndWhere(cls)}.`,
      r.waiting
        ? "You were on the waitlist; nothing more is needed from you."
        : `Your reservation for ${people(r.partySize)} is cancelled. If you paid ${cls.trainerName}, they will sort out the refund with you.`,
    ],
    after: [`Find another class: ${findClasses}`],
  });
}

export function reservationCancelledEmail(site: SiteConfig, cls: ReservableClass, r: Person): Mail {
  return mail(site, {
    name: r.name,
    subject: `Reservation cancelled: ${cls.title} on ${cls.date}`,
    lines: [`Your reservation for ${people(r.partySize)} at ${whenAndWhere(cls)} is cancelled.`],
    after: ["If you didn't cancel it, reply to this e-mail or write to us."],
  });
}

export function lapsedEmail(site: SiteConfig, cls: ReservableClass, r: Person & { offer: boolean }): Mail {
  return mail(site, {
    name: r.name,
    subject: r.offer
      ? `The offered spot has gone: ${cls.title} on ${cls.date}`
      : `Reservation not confirmed: ${cls.title} on ${cls.date}`,
    lines: [
      r.offer
        ? `The spot offered to you at ${whenAndWhere(cls)} was not claimed in time, so it went to the next person on the waitlist.`
        : `Your reservation at ${whenAndWhere(cls)} was not confirmed within the time given, so the spot went back to the class.`,
      "You're welcome to reserve again from the class page if there is room.",
    ],
    after: [],
  });
}

/** The trainer's own words to everyone reserved or waiting, each line a paragraph (escaped by `mail`). */
export function trainerMessageEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: { name: string },
  message: { subject: string; body: string },
): Mail {
  return mail(site, {
    name: r.name,
    subject: `${message.subject} (${cls.title}, ${cls.date})`,
    lines: [
      `A message from ${cls.trainerName} about ${whenAndWhere(cls)}:`,
      ...message.body.split(/\r?\n/).filter((line) => line.trim()),
    ],
    after: ["You get this e-mail because you reserved a spot or are on the waitlist for this class."],
  });
}
