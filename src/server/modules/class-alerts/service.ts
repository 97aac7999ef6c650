/**
 * Class alerts (issue 32, decision 0042): a visitor asks, the confirmation link stores the subscription,
 * the daily job e-mails each address at most once a day with the classes created near its places since
 * its last e-mail (or its confirmation), and a one-click link deletes it. A class is where its trainer
 * is: the directory's city-level point (directory-rules.ts distanceMiles). SQL is in repository.ts; the
 * links in links.ts; the demand view in demand.ts.
 */
import { type AlertCandidate, alertDue, alertSince, newClassesWithin } from "../../../shared/class-alerts";
import { classIcsUrl } from "../../../shared/contracts/calendar";
import {
  type AlertDistance,
  CLASS_ALERT_TEXT,
  type ClassAlertConfirmed,
  type ClassAlertDemand,
} from "../../../shared/contracts/class-alerts";
import type { PublicClass, PublicTrainer } from "../../../shared/contracts/public-trainers";
import type { Point } from "../../../shared/directory-rules";
import { classUrl } from "../../../shared/seo/json-ld";
import type { SiteConfig } from "../../../shared/site-config";
import { todayIn } from "../../../shared/time-zones";
import { Invalid } from "../../platform/domain-errors";
import type { Mailer } from "../../plugins/mail";
import { earliestUpcoming } from "../trainers/listed-classes";
import { demandOf } from "./demand";
import { type AlertClass, type AlertSection, alertEmail, confirmationEmail } from "./emails";
import { ALERT_MAIL_KIND, type AlertLinks, type AlertRequest, CONFIRM_MAIL_KIND } from "./links";
import type { AlertRow, ClassAlertRepository } from "./repository";

type Candidate = AlertCandidate & { alert: AlertClass };

export type ClassAlertDeps = {
  repository: ClassAlertRepository;
  links: AlertLinks;
  mailer: Pick<Mailer, "enqueue" | "deliverSoon">;
  site: () => Promise<SiteConfig>;
  publicUrl: string;
  /** The distance search's gazetteer: a typed place → its point and name (null: not found). */
  findPlace: (text: string) => Promise<(Point & { label: string }) | null>;
  /** The public read model: listed trainers with their upcoming classes, by id. */
  listing: () => Promise<{ byId: ReadonlyMap<number, PublicTrainer> }>;
  now: () => Date;
};

/** Midnight UTC of `now`'s day: an address e-mailed since then waits for tomorrow (alertDue). */
const dayStart = (now: Date) => new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);

export class ClassAlertService {
  constructor(private readonly deps: ClassAlertDeps) {}

  /**
   * A visitor's request: the place as the gazetteer names it, and the confirmation e-mail, whose link
   * carries the request. No subscription is stored before it is confirmed; an unknown place is refused
   * under its field.
   */
  async request(input: AlertRequest): Promise<AlertRequest> {
    const { links, mailer, repository } = this.deps;
    links.requireEnabled();
    const found = await this.deps.findPlace(input.place);
    if (!found)
      throw new Invalid(CLASS_ALERT_TEXT.unknownPlace, [
        { field: "place", message: CLASS_ALERT_TEXT.unknownPlace },
      ]);
    const request = { ...input, place: found.label };
    const link = links.confirmUrl(request, this.deps.now());
    const mail = confirmationEmail(await this.deps.site(), { ...request, link });
    await repository.transaction((tx) =>
      mailer.enqueue(tx, { to: request.email, kind: CONFIRM_MAIL_KIND, ...mail }),
    );
    mailer.deliverSoon();
    return request;
  }

  /** The confirm page's button: the link's request stored (the same e-mail and place: its distance). */
  async confirm(token: string): Promise<ClassAlertConfirmed> {
    const now = this.deps.now();
    const request = this.deps.links.readConfirm(token, now);
    const updated = await this.deps.repository.upsert({
      email: request.email,
      place: request.place,
      distanceMiles: request.distance,
      confirmedAt: now,
    });
    return { ...request, updated };
  }

  /** One-click unsubscribe and the page's button: every alert of the link's address is deleted. */
  async unsubscribe(token: string): Promise<{ email: string; removed: number }> {
    const email = this.deps.links.readUnsubscribe(token, this.deps.now());
    return { email, removed: await this.deps.repository.deleteByEmail(email) };
  }

  /**
   * The daily run: each address whose places have new classes nearby gets one e-mail listing them (a
   * class near two of its places once), unless it had one today. How many e-mails were queued.
   */
  async sendDue(now: Date): Promise<number> {
    const { links, repository } = this.deps;
    const subs = await repository.all();
    if (subs.length === 0 || !links.enabled) return 0;
    const earliest = new Date(Math.min(...subs.map((s) => alertSince(s).getTime())));
    const candidates = await this.candidates(earliest, now);
    if (candidates.length === 0) return 0;

    const site = await this.deps.site();
    const points = new Map<string, Promise<Point | null>>();
    const pointOf = (place: string) => {
      if (!points.has(place)) points.set(place, this.deps.findPlace(place));
      return points.get(place)!;
    };
    let sent = 0;
    for (const [email, rows] of byEmail(subs)) {
      if (!rows.every((r) => alertDue(r.lastSentAt, now))) continue;
      const sections = await sectionsOf(rows, candidates, pointOf);
      if (sections.length === 0) continue;
      const mail = alertEmail(site, { sections, unsubscribeUrl: links.unsubscribePageUrl(email) });
      const queued = await repository.sendOnce(email, dayStart(now), now, async (tx) => {
        await this.deps.mailer.enqueue(tx, { to: email, kind: ALERT_MAIL_KIND, ...mail });
      });
      if (queued) sent++;
    }
    if (sent > 0) this.deps.mailer.deliverSoon();
    return sent;
  }

  /** The console's demand view: subscriptions per region and city beside the trainers and classes there. */
  demand(): Promise<ClassAlertDemand> {
    return demandOf(this.deps.repository, todayIn(undefined, this.deps.now()));
  }

  /** Listed upcoming classes created after `since`, as the public sees them, with their trainers' points. */
  private async candidates(since: Date, now: Date): Promise<Candidate[]> {
    const rows = await this.deps.repository.newListedClasses(since, now, earliestUpcoming(now));
    if (rows.length === 0) return [];
    const { byId } = await this.deps.listing();
    const site = { publicUrl: this.deps.publicUrl, brandName: "" };
    return rows.flatMap((row) => {
      const trainer = byId.get(row.trainerId);
      // Gone from the public since (unlisted, or the class is past in its zone): not announced.
      const c = trainer?.upcomingClasses.find((u) => u.id === row.id);
      if (!trainer || !c) return [];
      const point =
        trainer.lat !== null && trainer.lng !== null ? { lat: trainer.lat, lng: trainer.lng } : null;
      return [{ id: row.id, createdAt: row.createdAt, point, alert: alertClassOf(site, trainer, c) }];
    });
  }
}

function alertClassOf(
  site: { publicUrl: string; brandName: string },
  t: PublicTrainer,
  c: PublicClass,
): AlertClass {
  return {
    title: c.title,
    date: c.date,
    time: c.time,
    startTime: c.startTime,
    timeZone: c.timeZone,
    location: c.location,
    trainerName: t.displayName,
    pageUrl: classUrl(site, c),
    icsUrl: `${site.publicUrl}${classIcsUrl(c.id)}`,
  };
}

function byEmail(rows: AlertRow[]): Map<string, AlertRow[]> {
  const map = new Map<string, AlertRow[]>();
  for (const row of rows) map.set(row.email, [...(map.get(row.email) ?? []), row]);
  return map;
}

/** Each subscription's new classes near its place, a class listed under the first place it matches. */
async function sectionsOf(
  rows: AlertRow[],
  candidates: Candidate[],
  pointOf: (place: string) => Promise<Point | null>,
): Promise<AlertSection[]> {
  const seen = new Set<string>();
  const sections: AlertSection[] = [];
  for (const row of rows) {
    const point = await pointOf(row.place);
    if (!point) continue;
    const found = newClassesWithin({ point, miles: row.distanceMiles, since: alertSince(row) }, candidates);
    const classes = found.filter((c) => !seen.has(c.id));
    for (const c of classes) seen.add(c.id);
    if (classes.length > 0)
      sections.push({
        place: row.place,
        distance: row.distanceMiles as AlertDistance,
        classes: classes.map((c) => c.alert),
      });
  }
  return sections;
}
