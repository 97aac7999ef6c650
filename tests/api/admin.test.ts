/**
 * The admin console's calls (src/shared/contracts/admin.ts): the trainers table and its CSV, creating an
 * account, status changes (suspension ends sessions and hides the trainer at once; certifying sets the
 * dates), owner-only fields, slug and e-mail rules, payments confirmed by hand, signature records,
 * content edits that reach the public and the trainers, and the audit log of each change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TEXT,
  type AdminTrainer,
  type AuditEntry,
  type TrainerPage,
} from "../../src/shared/contracts/admin";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { todayIn } from "../../src/shared/time-zones";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
const table = async (query: string) =>
  (await as(admin, "GET", `/api/admin/trainers?${query}`)).json() as TrainerPage;
const publicList = async () => (await as(undefined, "GET", "/api/public-trainers")).json() as PublicTrainer[];
const audit = async () => (await as(admin, "GET", "/api/admin/audit")).json().entries as AuditEntry[];

async function seed(name: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await as(undefined, "POST", "/api/dev/trainers", {
    name,
    email,
    city: "Boise",
    state: "ID",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

describe("the trainers table", () => {
  it("searches, filters, sorts and pages", async () => {
    const all = await table("pageSize=5");
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBeGreaterThan(30);
    const names = all.rows.map((r) => r.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const second = await table("pageSize=5&page=2");
    expect(second.rows.map((r) => r.id)).not.toEqual(all.rows.map((r) => r.id));

    expect((await table("search=trainer%40example")).rows.map((r) => r.email)).toEqual([
      "trainer@example.com",
    ]);
    expect((await table("search=%25")).total).toBe(0);
    const hq = await table("status=hq");
    expect(hq.rows.every((r) => r.status === "hq")).toBe(true);
    const desc = await table("sort=email&dir=desc&pageSize=5");
    expect(desc.rows[0]!.email.localeCompare(desc.rows[1]!.email)).toBeGreaterThanOrEqual(0);
    expect((await as(admin, "GET", "/api/admin/trainers?sort=password")).statusCode).toBe(400);
  });

  it("filters by onboarding: documents pending", async () => {
    const fresh = await seed("Unsigned Person", "unsigned.person@example.com");
    const pending = await table("onboarding=documents_pending&pageSize=200");
    expect(pending.rows.map((r) => r.id)).toContain(fresh.id);
    expect(pending.rows.find((r) => r.id === fresh.id)!.unsignedDocuments).toBe(3);
    const complete = await table("onboarding=complete&pageSize=200");
    expect(complete.rows.map((r) => r.id)).not.toContain(fresh.id);
  });

  it("exports every matching row as CSV, formulas neutralised", async () => {
    await seed("=HYPERLINK Trick", "csv.trick@example.com");
    const res = await as(admin, "GET", "/api/admin/trainers.csv?search=csv.trick");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="trainers-/);
    const [header, row, ...rest] = res.body.trim().split("\r\n");
    expect(header).toBe(
      "id,name,email,status,slug,city,state,featured,publiclyListed,unsignedDocuments,certificationDate,renewalDate,createdAt",
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`"'=HYPERLINK Trick"`);
    expect(row).toContain("csv.trick@example.com");
  });
});

describe("creating an account", () => {
  it("makes the account, e-mails its sign-in link and records it; a taken e-mail is 409", async () => {
    const res = await as(admin, "POST", "/api/admin/trainers", {
      name: "Console Made",
      email: "console.made@example.com",
      status: "certified",
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as AdminTrainer;
    expect(made).toMatchObject({ status: "certified", city: "Tulsa", state: "OK", locationIsDefault: true });
    expect(made.affiliateCode).toMatch(/^CONSOLEMADE/);
    const mail = await as(undefined, "GET", "/api/dev/mailbox?to=console.made@example.com");
    expect(mail.json()[0].subject).toContain("sign-in link");
    expect((await audit())[0]).toMatchObject({ action: "trainer.create", targetId: String(made.id) });
    const again = await as(admin, "POST", "/api/admin/trainers", {
      name: "Again",
      email: "Console.Made@example.com",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_TEXT.emailTaken);
  });
});

describe("changing an account", () => {
  it("suspending ends the trainer's sessions and hides them at once; restoring lists them again", async () => {
    const wren = await seed("Wren Console", "wren.console@example.com");
    const session = await loginAs(t.app, "wren.console@example.com");
    expect((await as(session, "GET", "/api/me")).statusCode).toBe(200);
    expect((await publicList()).map((x) => x.id)).toContain(wren.id);

    const res = await as(admin, "PATCH", `/api/admin/trainers/${wren.id}`, { status: "suspended" });
    expect(res.statusCode, res.body).toBe(200);
    // The session ended with the suspension; its next request is told why, once (issue 31 part 5).
    const refused = await as(session, "GET", "/api/me");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: "Your account was suspended", ended: "suspended" });
    expect((await as(session, "GET", "/api/me")).json().ended).toBeUndefined();
    expect((await publicList()).map((x) => x.id)).not.toContain(wren.id);
    // Answered like a sent link; the e-mail says the account is suspended (docs/decisions/0026).
    expect(
      (await as(undefined, "POST", "/api/magic-login", { email: "wren.console@example.com" })).json(),
    ).toEqual({ sent: true });
    const [refusal] = (
      await as(undefined, "GET", "/api/dev/mailbox?to=wren.console@example.com&limit=1")
    ).json();
    expect(refusal.text).toContain("Your trainer account is suspended");
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: "trainer.status.suspended",
      before: { status: "certified" },
      after: { status: "suspended" },
      actorEmail: "admin@example.com",
    });

    await as(admin, "PATCH", `/api/admin/trainers/${wren.id}`, { status: "certified" });
    expect((await publicList()).map((x) => x.id)).toContain(wren.id);
    // Restoring the account brings no ended session back.
    expect((await as(session, "GET", "/api/me")).statusCode).toBe(401);
  });

  it("certifying sets the certification date to today and the renewal two years on", async () => {
    const res = await as(admin, "POST", "/api/admin/trainers", {
      name: "Cert Later",
      email: "cert.later@example.com",
    });
    const id = res.json().id as number;
    expect(res.json()).toMatchObject({ status: "in_training", certificationDate: null });
    const certified = (await as(admin, "PATCH", `/api/admin/trainers/${id}`, { status: "certified" })).json();
    const today = todayIn();
    expect(certified.certificationDate).toBe(today);
    expect(certified.renewalDate).toBe(`${Number(today.slice(0, 4)) + 2}${today.slice(4)}`);
  });

  it("sets the owner-only fields, the map point and featured; the public sees them", async () => {
    const ivy = await seed("Ivy Owner", "ivy.owner@example.com");
    const res = await as(admin, "PATCH", `/api/admin/trainers/${ivy.id}`, {
      displayName: "Coach Ivy",
      city: "Calgary",
      state: "AB",
      featured: true,
      latitude: 51.1,
      longitude: -114.1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: "Coach Ivy",
      city: "Calgary",
      featured: true,
      latitude: 51.1,
    });
    const listed = (await publicList()).find((x) => x.id === ivy.id)!;
    expect(listed).toMatchObject({ displayName: "Coach Ivy", featuredTrainer: true, lat: 51.1, lng: -114.1 });
    const half = await as(admin, "PATCH", `/api/admin/trainers/${ivy.id}`, { latitude: null });
    expect(half.statusCode).toBe(400);
    const bad = await as(admin, "PATCH", `/api/admin/trainers/${ivy.id}`, {
      certificationDate: "2026-13-45",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("changes the slug: the old one answers 301; digits only, routes and taken slugs are refused", async () => {
    const sage = await seed("Sage Slug", "sage.slug@example.com");
    const res = await as(admin, "PATCH", `/api/admin/trainers/${sage.id}`, { slug: "coach-sage" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().oldSlugs).toEqual([sage.slug]);
    const old = await as(undefined, "GET", `/api/trainer-profile/${sage.slug}`);
    expect([301, 404]).toContain(old.statusCode);
    expect(old.json().movedTo ?? old.headers.location).toContain("coach-sage");
    for (const slug of ["12345", "find-trainer", "Has Spaces"]) {
      const refused = await as(admin, "PATCH", `/api/admin/trainers/${sage.id}`, { slug });
      expect(refused.statusCode, slug).toBe(400);
    }
    const taken = await as(admin, "PATCH", `/api/admin/trainers/${sage.id}`, { slug: "dana-whitfield" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_TEXT.slugTaken);
    const email = await as(admin, "PATCH", `/api/admin/trainers/${sage.id}`, {
      email: "trainer@example.com",
    });
    expect(email.statusCode).toBe(409);
  });
});

describe("onboarding", () => {
  it("confirms a payment by hand: one account, and again changes nothing", async () => {
    const start = await as(undefined, "POST", "/api/onboarding/checkout", {
      fullName: "Paid ByHand",
      email: "paid.byhand@example.com",
      phone: "918-555-0101",
      agreeTerms: true,
      paymentPlan: "full",
    });
    const id = start.json().applicantId as number;
    const list = (await as(admin, "GET", "/api/admin/applicants")).json() as {
      id: number;
      paymentStatus: string;
    }[];
    expect(list.find((a) => a.id === id)).toMatchObject({ paymentStatus: "pending" });
    const first = await as(admin, "POST", `/api/admin/applicants/${id}/confirm-payment`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toBe(true);
    const second = await as(admin, "POST", `/api/admin/applicants/${id}/confirm-payment`);
    expect(second.json()).toEqual({ trainerId: first.json().trainerId, created: false });
    const account = await t.app.services.trainers.accountByEmail("paid.byhand@example.com");
    expect(account).toMatchObject({ status: "in_training" });
    expect((await audit())[0]).toMatchObject({
      action: "applicant.confirm-payment",
      after: { accountCreated: false },
    });
  });

  it("shows each signature with the exact text signed", async () => {
    const start = await as(undefined, "POST", "/api/onboarding/details", {
      fullName: "Sigrid Signs",
      email: "sigrid.signs@example.com",
      phone: "918-555-0102",
    });
    const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    await as(cookie, "POST", "/api/onboarding/documents/waiver/sign", {
      fullName: "Sigrid Signs",
      agree: true,
      version: "1.0",
    });
    const res = await as(admin, "GET", `/api/admin/applicants/${start.json().applicantId}/signatures`);
    expect(res.statusCode).toBe(200);
    const [record] = res.json();
    expect(record).toMatchObject({ documentId: "waiver", signerName: "Sigrid Signs", textMatches: true });
    expect(record.text.length).toBeGreaterThan(500);
  });
});

describe("content", () => {
  it("a banner saved in the console is on the public read at once, and audited", async () => {
    const before = (await as(admin, "GET", "/api/admin/site-content")).json();
    await as(undefined, "GET", "/api/site-content/public");
    const banner = {
      title: "Spring Certification Weekend",
      dates: "May 1-3",
      location: "Denver, CO",
      endDate: "2099-05-03",
    };
    const res = await as(admin, "PUT", "/api/admin/site-content", { ...before, trainingBanner: banner });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(undefined, "GET", "/api/site-content/public")).json().trainingBanner).toMatchObject(
      banner,
    );
    expect((await audit())[0]).toMatchObject({
      action: "site-content.update",
      after: { trainingBanner: banner },
    });
  });

  it("a question edited in the console is what the trainers' runner shows", async () => {
    const [first] = (await as(admin, "GET", "/api/admin/assessments")).json();
    const q = first.questions[0];
    const edit = { ...q, question: "Which structure separates personal and business liability?" };
    const { id: _id, position: _p, ...body } = edit;
    const bad = await as(admin, "PUT", `/api/admin/assessments/${first.id}/questions/${q.id}`, {
      ...body,
      correctAnswer: 9,
    });
    expect(bad.statusCode).toBe(400);
    const res = await as(admin, "PUT", `/api/admin/assessments/${first.id}/questions/${q.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const trainer = await loginAs(t.app, "trainer@example.com");
    const data = (await as(trainer, "GET", "/api/trainer-portal-data")).json();
    expect(data.assessments[0].questions[0].question).toBe(edit.question);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "assessment.question.update", before: { question: q.question } });
  });
});

describe("renewals", () => {
  const soon = (days: number) => {
    const d = new Date(`${todayIn()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it("lists certifications ending within 60 days; the admin's reminder is sent, recorded and audited", async () => {
    const near = await seed("Near Renewal", "near.renewal@example.com");
    const far = await seed("Far Renewal", "far.renewal@example.com");
    await as(admin, "PATCH", `/api/admin/trainers/${near.id}`, { renewalDate: soon(20) });
    await as(admin, "PATCH", `/api/admin/trainers/${far.id}`, { renewalDate: soon(90) });
    const list = (await as(admin, "GET", "/api/admin/renewals")).json() as { id: number; daysLeft: number }[];
    expect(list.find((r) => r.id === near.id)).toMatchObject({ daysLeft: 20, remindedAt: null });
    expect(list.map((r) => r.id)).not.toContain(far.id);
    expect((await as(admin, "POST", `/api/admin/renewals/${far.id}/remind`)).statusCode).toBe(404);

    const sent = await as(admin, "POST", `/api/admin/renewals/${near.id}/remind`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await as(undefined, "GET", "/api/dev/mailbox?to=near.renewal@example.com")).json();
    expect(mail[0].subject).toMatch(/certification renews on/);
    const after = (await as(admin, "GET", "/api/admin/renewals")).json() as {
      id: number;
      remindedBy: string;
    }[];
    expect(after.find((r) => r.id === near.id)!.remindedBy).toMatch(/^admin:/);
    expect((await audit())[0]).toMatchObject({ action: "renewal.remind", targetId: String(near.id) });
  });

  it("the daily job sends each reminder once", async () => {
    const { runRenewalJob } = await import("../../src/server/modules/renewals/job");
    const due = await seed("Job Reminded", "job.reminded@example.com");
    await as(admin, "PATCH", `/api/admin/trainers/${due.id}`, { renewalDate: soon(30) });
    const today = todayIn();
    // Two runs at once (the day's slot is claimed by the job runner: tests/api/jobs.test.ts): each
    // reminder is claimed by one of them.
    const [a, b] = await Promise.all([runRenewalJob(t.app, today), runRenewalJob(t.app, today)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    // Tomorrow the job runs again, but this reminder was sent: not again.
    await runRenewalJob(t.app, soon(1));
    const mails = (await as(undefined, "GET", "/api/dev/mailbox?to=job.reminded@example.com")).json();
    expect(mails.filter((m: { subject: string }) => /renews on/.test(m.subject))).toHaveLength(1);
  });
});
