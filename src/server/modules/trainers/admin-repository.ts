/**
 * The console's reads of trainers (docs/decisions/0015; SQL only): the table (search, filters, sort,
 * paging, and every matching row for the CSV) and one trainer with every profile field. Reads only:
 * changes go through the console's service (admin-service.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { trainerSearch } from "../../../shared/console-search";
import type { AdminTrainer, TrainerQuery, TrainerRow } from "../../../shared/contracts/admin";
import type { Database, Db } from "../../db/client";
import { slugHistory, trainerProfiles, trainers } from "../../db/schema";

/** Required documents the trainer has not signed at their current version (theirs or a linked applicant's). */
const unsigned = sql<number>`(
  select count(*)::int from documents d
  where d.required and not exists (
    select 1 from signatures s
    where s.document_id = d.id and s.document_version = d.version
      and (s.trainer_id = ${trainers.id}
        or s.applicant_id in (select a.id from applicants a where a.trainer_id = ${trainers.id}))
  )
)`;

const columns = {
  id: trainers.id,
  name: trainers.name,
  email: trainers.email,
  status: trainers.status,
  slug: trainers.slug,
  city: trainerProfiles.city,
  state: trainerProfiles.state,
  featured: trainerProfiles.featuredTrainer,
  publiclyListed: trainerProfiles.publiclyListed,
  unsignedDocuments: unsigned,
  certificationDate: trainerProfiles.certificationDate,
  renewalDate: trainerProfiles.renewalDate,
  createdAt: trainers.createdAt,
};

const SORTS = {
  name: trainers.name,
  email: trainers.email,
  status: trainers.status,
  state: trainerProfiles.state,
  createdAt: trainers.createdAt,
  renewalDate: trainerProfiles.renewalDate,
} as const;

export type Query = Required<Pick<TrainerQuery, "sort" | "dir">> & Omit<TrainerQuery, "sort" | "dir">;

function where(q: Query): SQL | undefined {
  const conditions: SQL[] = [];
  // The rule (which state a text names) is src/shared/console-search.ts's; this is its SQL.
  const search = trainerSearch(q.search);
  if (search) {
    const like = `%${search.contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = [
      ilike(trainers.name, like),
      ilike(trainers.email, like),
      ilike(trainers.slug, like),
      ilike(trainerProfiles.city, like),
      ilike(trainerProfiles.state, like),
    ];
    if (search.stateValues.length > 0)
      matches.push(inArray(sql`upper(trim(${trainerProfiles.state}))`, search.stateValues));
    conditions.push(or(...matches)!);
  }
  if (q.status) conditions.push(eq(trainers.status, q.status));
  if (q.onboarding === "documents_pending") conditions.push(sql`${unsigned} > 0`);
  if (q.onboarding === "complete") conditions.push(sql`${unsigned} = 0`);
  return conditions.length ? and(...conditions) : undefined;
}

function toRow(r: Awaited<ReturnType<typeof select>>[number]): TrainerRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

function select(db: Db, q: Query) {
  const order = q.dir === "desc" ? desc(SORTS[q.sort]) : asc(SORTS[q.sort]);
  return db
    .select(columns)
    .from(trainers)
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(where(q))
    .orderBy(order, asc(trainers.id));
}

export type TableQuery = Query & { page: number; pageSize: number };

export class AdminTrainerRepository {
  constructor(private readonly database: Database) {}

  async table(q: TableQuery): Promise<{ rows: TrainerRow[]; total: number }> {
    const db = this.database.db;
    const [rows, [total]] = await Promise.all([
      select(db, q)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db
        .select({ n: count() })
        .from(trainers)
        .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
        .where(where(q)),
    ]);
    return { rows: rows.map(toRow), total: total?.n ?? 0 };
  }

  async allMatching(q: Query): Promise<TrainerRow[]> {
    return (await select(this.database.db, q)).map(toRow);
  }

  async byId(id: number): Promise<AdminTrainer | undefined> {
    const db = this.database.db;
    const [row] = await db
      .select({ row: columns, account: trainers, profile: trainerProfiles })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(trainers.id, id));
    if (!row) return undefined;
    const old = await db
      .select({ slug: slugHistory.slug })
      .from(slugHistory)
      .where(eq(slugHistory.trainerId, id));
    const { trainerId: _t, updatedAt, ...profile } = row.profile;
    return {
      ...toRow(row.row),
      displayName: row.profile.displayName,
      displayLocation: row.profile.displayLocation,
      trainingDate: row.profile.trainingDate,
      affiliateCode: row.account.affiliateCode,
      latitude: row.profile.latitude,
      longitude: row.profile.longitude,
      locationIsDefault: row.profile.locationDefaulted,
      oldSlugs: old.map((o) => o.slug),
      profile: { ...profile, updatedAt: updatedAt.toISOString() },
    };
  }
}
