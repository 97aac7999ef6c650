/**
 * The class calendar's calls (spec portal §2 Class calendar, §7; docs/decisions/0013-class-calendar.md).
 * Registered in the portal audience: the caller is signed in before a handler runs, and every call
 * reads or changes the caller's own classes only.
 *   GET    /api/trainer-classes               the caller's upcoming classes and the list's version
 *   POST   /api/trainer-classes               adds a class
 *   PUT    /api/trainer-classes/{id}          changes one of the caller's classes
 *   DELETE /api/trainer-classes/{id}?version= deletes one
 *   POST   /api/trainer-profile               the spec's whole-list save, kept for compatibility
 * Each write carries the version it was made from; a stale one answers 409 and changes nothing.
 */
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  CLASS_TEXT,
  type ClassInput,
  classDeleted,
  classIdParams,
  classInput,
  classSaved,
  classWrite,
  deleteClassQuery,
  endTimeFor,
  type OwnClass,
  type OwnClassList,
  ownClassList,
  parsePrice,
  type WholeListSave,
  wholeListSave,
} from "../../../shared/contracts/manage-classes";
import { todayIn } from "../../../shared/time-zones";
import { type FieldIssue, HttpError, invalidInput } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { toPublicClass } from "../trainers/listed-classes";
import type { ClassFields, ClassRecord, ClassWriteOutcome, ListedClass } from "./store";

const hhmm = (time: string) => time.slice(0, 5);

export function toOwnClass(row: ClassRecord): OwnClass {
  return {
    ...toPublicClass(row),
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    notes: row.notes,
  };
}

/**
 * The stored fields of a checked class: the end is the start plus two hours. A price left out is not
 * among them: a new class gets the default (the column's), an edited one keeps its own.
 */
function toFields(input: ClassInput): ClassFields {
  const { priceCents, ...rest } = input;
  return {
    ...rest,
    ...(priceCents === undefined ? {} : { priceCents }),
    endTime: endTimeFor(input.startTime)!,
  };
}

/** The answer of a write, or the error a refused one throws. */
function settled<T>(outcome: ClassWriteOutcome<T>): { version: number; value: T } {
  if (outcome.status === "conflict") throw new HttpError(409, CLASS_TEXT.conflict);
  if (outcome.status === "not-found") throw new HttpError(404, CLASS_TEXT.notFound);
  return outcome;
}

/** The spec's class element (§3: time as "6:00 PM - 8:00pm", price as "$75") read into our body. */
function fromListed(item: WholeListSave["upcomingClasses"][number]): unknown {
  const { id: _id, time, price, startTime, ...rest } = item;
  return {
    ...rest,
    startTime: startTime ?? (time !== undefined ? startFromTimeText(time) : undefined),
    priceCents: price === undefined ? undefined : (parsePrice(price) ?? Number.NaN),
  };
}

/** "6:00 PM - 8:00pm" → "18:00"; no AM/PM counts as PM (spec §5). The text itself when unreadable. */
export function startFromTimeText(text: string): string {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i.exec(text);
  if (!m) return text;
  const hour = Number(m[1]);
  if (hour < 1 || hour > 12) return text;
  const pm = !m[3] || m[3].toLowerCase().startsWith("p");
  return `${String((hour % 12) + (pm ? 12 : 0)).padStart(2, "0")}:${m[2] ?? "00"}`;
}

/** The trainer's time zone and today there; 404 when the account is gone. */
async function listState(app: FastifyInstance, trainerId: number) {
  const state = await app.classes.listState(trainerId);
  if (!state) throw new HttpError(404, CLASS_TEXT.notFound);
  return { ...state, today: todayIn(state.timeZone, app.now()) };
}

/**
 * GET /api/trainer-classes's answer: the trainer's upcoming classes and the list's version. The
 * calendar page's loader reads it too (pages/reads-portal.ts).
 */
export async function ownClassesOf(app: FastifyInstance, trainerId: number): Promise<OwnClassList> {
  const { version, timeZone, today } = await listState(app, trainerId);
  const rows = await app.classes.ownClasses(trainerId, today);
  return { version, timeZone, today, classes: rows.map(toOwnClass) };
}

export const classPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A class is dated today or later, in the trainer's time zone. */
  function checkNotPast(date: string, today: string, field: string) {
    if (date < today) throw invalidInput([{ field, message: CLASS_TEXT.datePast }]);
  }

  app.get("/api/trainer-classes", { schema: { response: { 200: ownClassList } } }, async (request) =>
    ownClassesOf(app, request.account!.id),
  );

  app.post(
    "/api/trainer-classes",
    { schema: { body: classWrite, response: { 201: classSaved, ...errorResponses(400, 404, 409) } } },
    async (request, reply) => {
      const me = request.account!.id;
      const { today } = await listState(app, me);
      checkNotPast(request.body.class.date, today, "class.date");
      const { version, value } = settled(
        await app.classes.create(me, request.body.version, toFields(request.body.class)),
      );
      return reply.status(201).send({ version, class: toOwnClass(value) });
    },
  );

  app.put(
    "/api/trainer-classes/:id",
    {
      schema: {
        params: classIdParams,
        body: classWrite,
        response: { 200: classSaved, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const me = request.account!.id;
      const { today } = await listState(app, me);
      checkNotPast(request.body.class.date, today, "class.date");
      const { version, value } = settled(
        await app.classes.update(me, request.body.version, request.params.id, toFields(request.body.class)),
      );
      return { version, class: toOwnClass(value) };
    },
  );

  app.delete(
    "/api/trainer-classes/:id",
    {
      schema: {
        params: classIdParams,
        querystring: deleteClassQuery,
        response: { 200: classDeleted, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { version, value } = settled(
        await app.classes.remove(request.account!.id, request.query.version, request.params.id),
      );
      return { version, id: value };
    },
  );

  app.post(
    "/api/trainer-profile",
    {
      schema: { body: wholeListSave, response: { 200: ownClassList, ...errorResponses(400, 403, 404, 409) } },
    },
    async (request) => {
      const me = request.account!;
      const { trainerEmail, upcomingClasses, version } = request.body;
      if (trainerEmail !== undefined && trainerEmail.trim().toLowerCase() !== me.email.toLowerCase())
        throw new HttpError(403, NOT_ALLOWED);
      const { today } = await listState(app, me.id);
      const issues: FieldIssue[] = [];
      const list: ListedClass[] = [];
      upcomingClasses.forEach((item, i) => {
        const parsed = classInput.safeParse(fromListed(item));
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            issues.push({ field: ["upcomingClasses", i, ...issue.path].join("."), message: issue.message });
          return;
        }
        if (parsed.data.date < today)
          issues.push({ field: `upcomingClasses.${i}.date`, message: CLASS_TEXT.datePast });
        list.push({ id: item.id, fields: toFields(parsed.data) });
      });
      if (issues.length > 0) throw invalidInput(issues);
      settled(await app.classes.replaceUpcoming(me.id, version, today, list));
      return ownClassesOf(app, me.id);
    },
  );
};
