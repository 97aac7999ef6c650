/**
 * The daily class alerts (issue 32, decision 0042), run as the console's Run now runs them: nothing
 * before anything is new; then one e-mail per confirmed address with the new classes within its distance
 * (a far class and a too-far subscriber left out, nothing to an unconfirmed address), each class with
 * its page and .ics link, the e-mail with List-Unsubscribe and List-Unsubscribe-Post (sent over SMTP as
 * such); at most one a day; the one-click post to the header's address ends the alerts; and the
 * console's demand view and its CSV. Two app servers: class-alerts-two-servers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueMail } from "../../src/server/modules/outbox/job";
import { todayIn } from "../../src/shared/time-zones";
import { type Received, startSmtp } from "../support/smtp";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

const PUBLIC_URL = "https://trainers.example";
const DAY = 24 * 3_600_000;
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const cookie: Record<string, string> = {};

const NEAR = "nora.casselton@example.com"; // Casselton, ND: some 20 miles from Fargo
const FAR = "fred.denver@example.com";
const ADMIN = "admin@example.com";
const S1 = "sam.one@example.com"; // Fargo, 25 miles
const S2 = "sam.two@example.com"; // Fargo, 25 miles: unsubscribes with one click
const S10 = "sam.ten@example.com"; // Fargo, 10 miles: Casselton is too far
const MIAMI = "sam.miami@example.com"; // demo trainers there, nothing new
const UNCONFIRMED = "sam.unconfirmed@example.com";

beforeAll(async () => {
  smtp = await startSmtp(received);
  t = await createTestApp(
    {
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
    },
    undefined,
    { now },
  );
  for (const [email, city, state] of [
    [NEAR, "Casselton", "ND"],
    [FAR, "Denver", "CO"],
  ] as const) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: `Trainer ${city}`, email, city, state },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const email of [NEAR, FAR, ADMIN]) cookie[email] = await loginAs(t.app, email);
  for (const [email, place, distance] of [
    [S1, "Fargo, ND", 25],
    [S2, "Fargo ND", 25],
    [S10, "58102", 10],
    [MIAMI, "Miami, FL", 25],
  ] as const) {
    await subscribe(email, place, distance);
    const token = new URL(await linkIn(email, "/class-alerts/confirm")).searchParams.get("token")!;
    const res = await t.app.inject({ method: "POST", url: "/api/class-alerts/confirm", payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
  }
  await subscribe(UNCONFIRMED, "Fargo, ND", 25);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function subscribe(email: string, place: string, distance: number) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/class-alerts",
    payload: { email, place, distance },
  });
  expect(res.statusCode, res.body).toBe(202);
}

type Mail = { subject: string; text: string; html: string; links: string[]; headers: Record<string, string> };
async function mailbox(email: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  return res.json();
}
const alerts = async (email: string) =>
  (await mailbox(email)).filter((m) => !m.subject.startsWith("Confirm"));
async function linkIn(email: string, path: string): Promise<string> {
  const link = (await mailbox(email))[0]?.links.find((l) => l.includes(path));
  expect(link, `${path} e-mailed to ${email}`).toBeTruthy();
  return link!;
}

let day = 10;
/** A class of `trainer`'s, dated ahead; its id. */
async function addClass(trainer: string, title: string): Promise<string> {
  const as = requestAs(t.app);
  const list = await as(cookie[trainer], "GET", "/api/trainer-classes");
  const date = new Date(`${todayIn("America/Chicago")}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day++);
  const res = await as(cookie[trainer], "POST", "/api/trainer-classes", {
    version: list.json().version,
    class: {
      title,
      date: date.toISOString().slice(0, 10),
      startTime: "18:30",
      location: "Community Hall",
      paymentLink: "https://pay.example/class",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().class.id;
}

async function runJob(): Promise<string> {
  const res = await requestAs(t.app)(cookie[ADMIN], "POST", "/api/admin/jobs/class-alerts/run", {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ job: "class-alerts", ok: true });
  return res.json().outcome;
}

let classA = "";

describe("the daily class alerts", () => {
  it("send nothing while nothing is new (the demo data's classes are older than every alert)", async () => {
    expect(await runJob()).toBe("nothing new");
    for (const email of [S1, S2, S10, MIAMI, UNCONFIRMED]) expect(await alerts(email)).toEqual([]);
  });

  it("e-mail each confirmed address within the distance once, with the class, its links and the headers", async () => {
    classA = await addClass(NEAR, "Casselton Alert Class A");
    await addClass(FAR, "Denver Class Far Away");
    expect(await runJob()).toBe("2 alerts queued");

    const [mail, ...more] = await alerts(S1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("A new self-defense class near Fargo, ND");
    expect(mail!.text).toContain("Casselton Alert Class A");
    expect(mail!.text).toContain("Community Hall, with Trainer\n");
    expect(mail!.text).not.toContain("Denver");
    expect(mail!.links).toContain(`${PUBLIC_URL}/public/class/${classA}`);
    expect(mail!.links).toContain(`${PUBLIC_URL}/api/calendar/classes/${classA}.ics`);
    const visible = mail!.links.find((l) => l.startsWith(`${PUBLIC_URL}/class-alerts/unsubscribe?token=`));
    expect(visible).toBeTruthy();
    expect(mail!.html).toContain("Unsubscribe from class alerts");
    const header = /^<(https:\/\/trainers\.example\/api\/class-alerts\/unsubscribe\?token=[\w.-]+)>$/.exec(
      mail!.headers["List-Unsubscribe"] ?? "",
    );
    expect(header, JSON.stringify(mail!.headers)).toBeTruthy();
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    expect(await alerts(S2)).toHaveLength(1);
    for (const email of [S10, MIAMI, UNCONFIRMED]) expect(await alerts(email), email).toEqual([]);
    // The unconfirmed address has its confirmation and nothing else.
    expect((await mailbox(UNCONFIRMED)).map((m) => m.subject)).toEqual([
      "Confirm your class alerts near Fargo, ND",
    ]);
  });

  it("go out over SMTP with the one-click headers", async () => {
    await deliverDueMail(t.app, now());
    const sent = received.find((m) => m.to.includes(S1) && m.data.includes("Casselton Alert Class A"));
    expect(sent, "the alert as the SMTP server received it").toBeTruthy();
    // Long header lines are folded (RFC 5322): unfolded, each is one line.
    const data = sent!.data.replace(/\r?\n[ \t]+/g, " ");
    expect(data).toMatch(
      /^List-Unsubscribe: <https:\/\/trainers\.example\/api\/class-alerts\/unsubscribe\?token=/m,
    );
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("end with the one-click post to the header's address", async () => {
    const [mail] = await alerts(S2);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"]!)![1]!);
    const res = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: S2, removed: 1 });
  });

  it("send at most one e-mail a day; the next day's lists only what is new since", async () => {
    await addClass(NEAR, "Casselton Alert Class B");
    expect(await runJob()).toBe("nothing new");
    expect(await alerts(S1)).toHaveLength(1);

    offsetMs = DAY;
    expect(await runJob()).toBe("1 alert queued");
    const [latest] = await alerts(S1);
    expect(latest!.text).toContain("Casselton Alert Class B");
    expect(latest!.text).not.toContain("Casselton Alert Class A");
    // Unsubscribed: class B would have been hers too.
    expect(await alerts(S2)).toHaveLength(1);
    expect(await alerts(S10)).toEqual([]);
  });

  it("show the console where demand is, and export it as CSV", async () => {
    const as = requestAs(t.app);
    const res = await as(cookie[ADMIN], "GET", "/api/admin/class-alerts/demand");
    expect(res.statusCode, res.body).toBe(200);
    const demand = res.json();
    expect(demand.total).toBe(3);
    expect(demand.regions).toContainEqual({
      region: "ND",
      regionName: "North Dakota",
      city: null,
      subscriptions: 2,
      trainers: 1,
      upcomingClasses: 2,
    });
    const fargo = demand.cities.find((c: { city: string }) => c.city === "Fargo");
    expect(fargo).toEqual({
      region: "ND",
      regionName: "North Dakota",
      city: "Fargo",
      subscriptions: 2,
      trainers: 0,
      upcomingClasses: 0,
    });
    const miami = demand.cities.find((c: { city: string }) => c.city === "Miami");
    expect(miami.subscriptions).toBe(1);
    expect(miami.trainers).toBeGreaterThan(0);
    // Demand without supply first: Fargo (nobody teaches there) before Miami.
    expect(demand.cities.map((c: { city: string }) => c.city)).toEqual(["Fargo", "Miami"]);

    const csv = await as(cookie[ADMIN], "GET", "/api/admin/class-alerts/demand.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="class-alert-demand-/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("level,region,regionName,city,subscriptions,trainers,upcomingClasses");
    expect(lines).toContain('"city","ND","North Dakota","Fargo","2","0","0"');
    expect(lines).toContain('"region","ND","North Dakota","","2","1","2"');
  });
});
