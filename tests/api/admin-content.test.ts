/**
 * The console's content beyond the banner and the questions (src/shared/contracts/admin-content.ts):
 * announcements and the trainer-lead role, the curriculum's modules and resources (with the assistant's
 * index rebuilt), new versions of the documents (old signatures keep the text they signed), and the
 * site's links, support e-mail and phone (in every page and e-mail from the next request). Each change is
 * in the audit log with its before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../src/shared/contracts/admin";
import {
  type AdminDocument,
  type AdminModule,
  type AnnouncementsAdmin,
  CONTENT_TEXT,
  nextDocumentVersion,
  type SiteLinks,
} from "../../src/shared/contracts/admin-content";
import { hydrationData } from "../support/hydration-data";
import { createTestApp, loginAs, requestAs, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
let admin = "";
let trainer = "";
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    undefined,
    (config) => {
      config.webDir = testWebDir();
    },
  );
  admin = await loginAs(t.app, "admin@example.com");
  trainer = await loginAs(t.app, "trainer@example.com");
});
afterAll(() => t.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
const lastAudit = async () =>
  ((await as(admin, "GET", "/api/admin/audit")).json().entries as AuditEntry[])[0]!;

describe("announcements", () => {
  it("posts as the admin, shows the dismissals, and deletes", async () => {
    const posted = await as(admin, "POST", "/api/admin/announcements", {
      message: "Zoom moves to 7 PM this week.",
      priority: "important",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json();
    expect(await lastAudit()).toMatchObject({
      action: "announcement.create",
      after: { message: "Zoom moves to 7 PM this week.", priority: "important" },
    });
    const seen = await as(trainer, "GET", "/api/announcements/for-trainer?email=trainer@example.com");
    expect(seen.json().map((a: { id: number }) => a.id)).toContain(id);

    expect((await as(trainer, "POST", `/api/announcements/${id}/dismiss`)).statusCode).toBe(204);
    const list = (await as(admin, "GET", "/api/admin/announcements")).json() as AnnouncementsAdmin;
    expect(list.announcements.find((a) => a.id === id)).toMatchObject({
      dismissals: 1,
      createdBy: (await as(admin, "GET", "/api/me")).json().name,
    });

    expect((await as(admin, "DELETE", `/api/admin/announcements/${id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: "announcement.delete",
      before: { message: "Zoom moves to 7 PM this week." },
    });
    const again = await as(admin, "DELETE", `/api/admin/announcements/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CONTENT_TEXT.announcementNotFound);
    expect((await as(admin, "POST", "/api/admin/announcements", { message: "" })).statusCode).toBe(400);
  });
});

describe("the trainer-lead role", () => {
  it("moves to one trainer at a time, takes effect at the next request, and stays after a restart", async () => {
    const before = (await as(admin, "GET", "/api/admin/announcements")).json() as AnnouncementsAdmin;
    expect(before.lead?.email).toBe("lead@example.com");
    const lead = await loginAs(t.app, "lead@example.com");

    const moved = await as(admin, "PUT", "/api/admin/trainer-lead", { email: "Trainer@Example.com" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().email).toBe("trainer@example.com");
    expect(await lastAudit()).toMatchObject({
      action: "trainer-lead.move",
      before: { lead: "lead@example.com" },
      after: { lead: "trainer@example.com" },
    });
    expect((await as(trainer, "GET", "/api/me")).json().isAnnouncementAuthor).toBe(true);
    expect((await as(lead, "GET", "/api/me")).json().isAnnouncementAuthor).toBe(false);
    expect((await as(lead, "POST", "/api/announcements", { message: "Still me?" })).statusCode).toBe(403);
    expect(
      (await as(trainer, "POST", "/api/announcements", { message: "Hello from the new lead" })).statusCode,
    ).toBe(201);

    // Configuration names the first lead only while nobody holds the role.
    await t.app.services.trainers.applyConfiguredRoles(t.config);
    expect(
      ((await as(admin, "GET", "/api/admin/announcements")).json() as AnnouncementsAdmin).lead?.email,
    ).toBe("trainer@example.com");

    const unknown = await as(admin, "PUT", "/api/admin/trainer-lead", { email: "nobody.at.all@example.com" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CONTENT_TEXT.leadNotFound);
    const seeded = await as(undefined, "POST", "/api/dev/trainers", {
      name: "Suspended Lead",
      email: "suspended.lead@example.com",
      city: "Boise",
      state: "ID",
      status: "suspended",
    });
    expect(seeded.statusCode, seeded.body).toBe(201);
    const inactive = await as(admin, "PUT", "/api/admin/trainer-lead", {
      email: "suspended.lead@example.com",
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(CONTENT_TEXT.leadNotActive);

    expect(
      (await as(admin, "PUT", "/api/admin/trainer-lead", { email: "lead@example.com" })).statusCode,
    ).toBe(200);
    expect((await as(trainer, "GET", "/api/me")).json().isAnnouncementAuthor).toBe(false);
  });
});

describe("the curriculum", () => {
  const modules = async () => (await as(admin, "GET", "/api/admin/modules")).json() as AdminModule[];

  it("edits a module and its resources; trainers and the assistant see the change", async () => {
    const [first] = await modules();
    expect(first!.resources.length).toBeGreaterThan(1);
    const saved = await as(admin, "PUT", `/api/admin/modules/${first!.id}`, {
      title: `${first!.title} (revised)`,
      description: first!.description,
      instructorOnly: first!.instructorOnly,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "module.update",
      before: { title: first!.title },
      after: { title: `${first!.title} (revised)` },
    });

    const bad = await as(admin, "POST", `/api/admin/modules/${first!.id}/resources`, {
      name: "Zanzibar drills",
      link: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ field: "link", message: CONTENT_TEXT.linkInvalid });

    const added = await as(admin, "POST", `/api/admin/modules/${first!.id}/resources`, {
      name: "Zanzibar drills",
      link: "https://videos.example/zanzibar",
      description: "The Zanzibar palm-strike drill, step by step.",
    });
    expect(added.statusCode, added.body).toBe(201);
    const withNew = added.json() as AdminModule;
    const resource = withNew.resources.at(-1)!;
    expect(resource).toMatchObject({ name: "Zanzibar drills", position: first!.resources.length + 1 });

    const portal = await as(trainer, "GET", "/api/curriculum");
    const portalModules = portal.json().modules as {
      id: number;
      title: string;
      resources: { name: string }[];
    }[];
    const portalModule = portalModules.find((m) => m.id === first!.id)!;
    expect(portalModule.title).toBe(`${first!.title} (revised)`);
    expect(portalModule.resources.map((r) => r.name)).toContain("Zanzibar drills");

    const asked = await as(trainer, "POST", "/api/chatbot", {
      question: "Where is the Zanzibar palm-strike drill?",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(
      asked
        .json()
        .sources.map((s: { title: string }) => s.title)
        .join(" "),
    ).toContain("Zanzibar");

    const up = await as(admin, "POST", `/api/admin/modules/${first!.id}/resources/${resource.id}/move`, {
      direction: "up",
    });
    expect(up.statusCode, up.body).toBe(200);
    const names = (up.json() as AdminModule).resources.map((r) => r.name);
    expect(names.at(-2)).toBe("Zanzibar drills");
    // At the top it stays.
    const top = (await modules()).find((m) => m.id === first!.id)!;
    const firstResource = top.resources[0]!;
    const stay = await as(
      admin,
      "POST",
      `/api/admin/modules/${first!.id}/resources/${firstResource.id}/move`,
      {
        direction: "up",
      },
    );
    expect((stay.json() as AdminModule).resources[0]!.id).toBe(firstResource.id);

    const changed = await as(admin, "PUT", `/api/admin/modules/${first!.id}/resources/${resource.id}`, {
      name: "Zanzibar drills, part 1",
      link: "https://videos.example/zanzibar-1",
      description: "",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Another module's resource id is not this module's.
    const other = (await modules())[1]!;
    expect(
      (await as(admin, "DELETE", `/api/admin/modules/${other.id}/resources/${resource.id}`)).statusCode,
    ).toBe(404);
    const removed = await as(admin, "DELETE", `/api/admin/modules/${first!.id}/resources/${resource.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as AdminModule).resources.map((r) => r.name)).not.toContain(
      "Zanzibar drills, part 1",
    );
    expect(await lastAudit()).toMatchObject({
      action: "resource.delete",
      before: { name: "Zanzibar drills, part 1" },
      after: null,
    });
  });
});

describe("documents", () => {
  const documents = async () => (await as(admin, "GET", "/api/admin/documents")).json() as AdminDocument[];

  it("publishes a new version; earlier signatures keep the text they signed; everyone signs the new one", async () => {
    const nda = (await documents()).find((d) => d.id === "nda")!;
    expect(nda.versions.map((v) => v.version)).toEqual([nda.version]);
    const oldBody = nda.body;

    // The demo trainer signed the current text when they joined.
    const ndaState = async () =>
      (await as(trainer, "GET", "/api/onboarding/documents"))
        .json()
        .documents.find((d: { id: string }) => d.id === "nda");
    expect(await ndaState()).toMatchObject({ version: nda.version, signed: true });
    const me = (await as(trainer, "GET", "/api/me")).json();

    const unchanged = await as(admin, "PUT", "/api/admin/documents/nda", {
      title: nda.title,
      body: nda.body,
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(CONTENT_TEXT.documentUnchanged);

    const next = nextDocumentVersion(nda.versions.map((v) => v.version));
    const newBody = `${oldBody}\n\n12. A clause added in this version.`;
    const published = await as(admin, "PUT", "/api/admin/documents/nda", { title: nda.title, body: newBody });
    expect(published.statusCode, published.body).toBe(200);
    const doc = published.json() as AdminDocument;
    expect(doc.version).toBe(next);
    expect(doc.versions.map((v) => v.version)).toEqual([next, nda.version]);
    expect(await lastAudit()).toMatchObject({
      action: "document.publish",
      before: { version: nda.version },
      after: { version: next },
    });

    // The trainer is asked to sign the new text; the old version can no longer be signed.
    expect(await ndaState()).toMatchObject({ version: next, signed: false });
    const stale = await as(trainer, "POST", "/api/onboarding/documents/nda/sign", {
      fullName: me.name,
      agree: true,
      version: nda.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await as(admin, "PUT", "/api/admin/documents/contract", { title: "x", body: "y" })).statusCode,
    ).toBe(400);
  });

  it("shows an old signature with the text it signed, after a new version", async () => {
    const checkout = await as(undefined, "POST", "/api/onboarding/checkout", {
      fullName: "Vera Versioned",
      email: "vera.versioned@example.com",
      phone: "918-555-0101",
      city: "Tulsa",
      state: "OK",
      agreeTerms: true,
      paymentPlan: "full",
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const cookie = String(checkout.headers["set-cookie"]).split(";")[0]!;
    const applicantId = checkout.json().applicantId as number;
    const waiver = (await documents()).find((d) => d.id === "waiver")!;
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/documents/waiver/sign",
      payload: { fullName: "Vera Versioned", agree: true, version: waiver.version },
      headers: { cookie },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const published = await as(admin, "PUT", "/api/admin/documents/waiver", {
      title: waiver.title,
      body: `${waiver.body}\n\nAmended.`,
    });
    expect(published.statusCode, published.body).toBe(200);
    const records = (await as(admin, "GET", `/api/admin/applicants/${applicantId}/signatures`)).json();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      documentVersion: waiver.version,
      text: waiver.body,
      textMatches: true,
    });
    const versions = (await documents()).find((d) => d.id === "waiver")!.versions;
    expect(versions.find((v) => v.version === waiver.version)!.signatures).toBeGreaterThanOrEqual(1);
  });
});

describe("site links, support e-mail and phone", () => {
  it("starts from configuration, and a save reaches the pages and the e-mails at once", async () => {
    const current = (await as(admin, "GET", "/api/admin/site-links")).json() as SiteLinks;
    expect(current.supportEmail).toBe(t.config.site.supportEmail);
    expect(current.links.checkInUrl).toBe(t.config.site.checkInUrl);

    const bad = await as(admin, "PUT", "/api/admin/site-links", {
      ...current,
      links: { ...current.links, bookingUrl: "not a link" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ message: CONTENT_TEXT.linkInvalid });

    const next: SiteLinks = {
      ...current,
      supportEmail: "help@brand.example",
      supportPhone: "(555) 010-2030",
      links: {
        ...current.links,
        bookingUrl: "https://cal.example/become-a-trainer",
        checkInUrl: "https://cal.example/check-in",
      },
    };
    const saved = await as(admin, "PUT", "/api/admin/site-links", next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(next);
    expect(await lastAudit()).toMatchObject({
      action: "site-links.update",
      before: { supportPhone: current.supportPhone },
      after: { supportPhone: "(555) 010-2030" },
    });

    const page = await as(undefined, "GET", "/support");
    // The public configuration reaches the page in the root loader's data (app/root.tsx).
    const config = (hydrationData(page.body)?.loaderData.root as { site: unknown } | undefined)?.site;
    expect(config).toMatchObject({
      supportEmail: "help@brand.example",
      supportPhone: "(555) 010-2030",
      bookingUrl: "https://cal.example/become-a-trainer",
    });
    // The check-in is a members' link: never in a page, served to members (tests/api/members-links.test.ts).
    expect(page.body).not.toContain("https://cal.example/check-in");

    expect(
      (await as(undefined, "POST", "/api/magic-login", { email: "trainer@example.com" })).statusCode,
    ).toBe(200);
    const mail = (await as(undefined, "GET", "/api/dev/mailbox?to=trainer@example.com&limit=1")).json();
    expect(mail[0].text).toContain("help@brand.example");
  });
});
