/**
 * The owner's and the admin's profile calls (issue 12 parts 4 and 5; spec portal §5, §7;
 * docs/decisions/0010 "/api/trainer-profile/{x}"; docs/product.md "Accounts": owner-only fields).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainerProfiles, trainers } from "../../src/server/db/schema";
import { OWNER_ONLY_FIELDS } from "../../src/server/modules/trainers/rules";
import { ownerProfile, PROFILE_TEXT, profileEditView } from "../../src/shared/contracts/profile";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, loginAs, type TestApp, testWebDir } from "../support/test-app";

const TRAINER = "trainer@example.com";
const OTHER = "lead@example.com";
const ADMIN = "admin@example.com";

let t: TestApp;
const cookie: Record<"trainer" | "other" | "admin", string> = { trainer: "", other: "", admin: "" };
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp(
    {
      PUBLIC_URL: "https://trainers.example",
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
    },
    undefined,
    {},
    (config) => {
      config.webDir = testWebDir();
    },
  );
  cookie.trainer = await loginAs(t.app, TRAINER);
  cookie.other = await loginAs(t.app, OTHER);
  cookie.admin = await loginAs(t.app, ADMIN);
  for (const email of [TRAINER, OTHER, ADMIN])
    ids[email] = (await t.app.services.trainers.accountByEmail(email))!.id;
});
afterAll(() => t.close());

type Caller = keyof typeof cookie | "anonymous";
const call = (who: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who === "anonymous" ? {} : { cookie: cookie[who] },
  });
const profileUrl = (email: string) => `/api/trainer-profile/${ids[email]}`;
const row = async (email: string) => {
  const [r] = await t.database.db
    .select()
    .from(trainerProfiles)
    .where(eq(trainerProfiles.trainerId, ids[email]!));
  return r!;
};
const account = async (email: string) => (await t.app.services.trainers.accountByEmail(email))!;

describe("who may read and save a profile by id", () => {
  it("the demo ids the authorization matrix uses", () => {
    expect(ids).toEqual({ [ADMIN]: 1, [OTHER]: 2, [TRAINER]: 3 });
  });

  it("the owner reads their full profile (200), read-only classes and owner-only fields named", async () => {
    const res = await call("trainer", "GET", profileUrl(TRAINER));
    expect(res.statusCode, res.body).toBe(200);
    const body = ownerProfile.parse(res.json());
    expect(body.email).toBe(TRAINER);
    expect(body.id).toBe(ids[TRAINER]);
    expect(body.upcomingClasses.length, "the demo trainer has classes").toBeGreaterThan(0);
    expect(body.upcomingClasses[0]!.time).toMatch(/M - \d/);
    expect(body.readOnlyFields).toEqual([...OWNER_ONLY_FIELDS]);
    expect(res.json()).not.toHaveProperty("latitude");
  });

  it("the owner saves their own (200) and gets the saved profile", async () => {
    const res = await call("trainer", "POST", profileUrl(TRAINER), {
      phone: "918-555-0101",
      availabilityDescription: "Taking new students",
      specializations: ["Teen Safety", "  ", "Teen Safety", "Travel Safety"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phone).toBe("918-555-0101");
    expect(res.json().specializations).toEqual(["Teen Safety", "Travel Safety"]);
    expect((await call("trainer", "GET", profileUrl(TRAINER))).json().availabilityDescription).toBe(
      "Taking new students",
    );
  });

  it("another trainer's profile is 403 (GET and POST), and nothing is written", async () => {
    const before = await row(OTHER);
    for (const method of ["GET", "POST"] as const) {
      const res = await call(
        "trainer",
        method,
        profileUrl(OTHER),
        method === "POST" ? { bio: "hijacked" } : undefined,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You don't have access to this.");
    }
    expect((await row(OTHER)).bio).toBe(before.bio);
  });

  it("the admin reads and saves anyone's (200), with owner-only fields except e-mail, status, slug", async () => {
    expect((await call("admin", "GET", profileUrl(OTHER))).statusCode).toBe(200);
    const res = await call("admin", "POST", profileUrl(OTHER), {
      displayName: "Coach Renee",
      certificationDate: "2025-03-01",
      featuredTrainer: true,
      email: "taken-over@example.com",
      status: "revoked",
      slug: "new-slug",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.displayName).toBe("Coach Renee");
    expect(body.certificationDate).toBe("2025-03-01");
    expect(body.featuredTrainer).toBe(true);
    expect(body.readOnlyFields).toEqual(["email", "status", "slug"]);
    const acc = await account(OTHER);
    expect(acc.email).toBe(OTHER);
    expect(acc.status).toBe("certified");
    expect(acc.slug).not.toBe("new-slug");
  });

  it("anonymous is 401 on every call; an unknown id is 404", async () => {
    expect((await call("anonymous", "GET", profileUrl(TRAINER))).statusCode).toBe(401);
    expect((await call("anonymous", "POST", profileUrl(TRAINER), { bio: "x" })).statusCode).toBe(401);
    expect((await call("anonymous", "GET", `/api/trainer-profile-edit?email=${TRAINER}`)).statusCode).toBe(
      401,
    );
    expect((await call("anonymous", "PUT", "/api/trainer-profile-edit", { publicBio: "x" })).statusCode).toBe(
      401,
    );
    expect((await call("admin", "GET", "/api/trainer-profile/999999")).statusCode).toBe(404);
    expect((await call("admin", "POST", "/api/trainer-profile/999999", { bio: "x" })).statusCode).toBe(404);
  });

  it("the public slug route still answers a slug; a numeric value anonymously is 401", async () => {
    const res = await call("anonymous", "GET", "/api/trainer-profile/dana-whitfield");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customUrlSlug).toBe("dana-whitfield");
    expect(res.json()).not.toHaveProperty("readOnlyFields");
    expect((await call("anonymous", "GET", "/api/trainer-profile/12")).statusCode).toBe(401);
  });
});

describe("what a save stores", () => {
  it("unknown fields are dropped, never stored", async () => {
    const res = await call("trainer", "POST", profileUrl(TRAINER), {
      bio: "Known field",
      isAdmin: true,
      roles: ["admin"],
      passwordHash: "x",
      latitude: 1,
      trainerId: 1,
      upcomingClasses: [{ title: "Injected" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty("isAdmin");
    const stored = await row(TRAINER);
    expect(stored.bio).toBe("Known field");
    expect(stored.trainerId).toBe(ids[TRAINER]);
    expect(stored.latitude).not.toBe(1);
    expect(JSON.stringify(stored)).not.toContain("isAdmin");
    expect((await account(TRAINER)).roles).not.toContain("admin");
    expect((await account(TRAINER)).passwordHash).not.toBe("x");
    const classes = (await call("trainer", "GET", profileUrl(TRAINER))).json().upcomingClasses;
    expect(classes.map((c: { title: string }) => c.title)).not.toContain("Injected");
  });

  it("owner-only fields a trainer sends are ignored", async () => {
    const before = await row(TRAINER);
    const res = await call("trainer", "POST", profileUrl(TRAINER), {
      displayName: "Fake Name",
      city: "Nowhere",
      state: "ZZ",
      displayLocation: "Moon",
      trainingDate: "2001-01-01",
      certificationDate: "2001-01-01",
      renewalDate: "2001-01-01",
      featuredTrainer: !before.featuredTrainer,
      email: "other@example.com",
      status: "hq",
      slug: "kayla-owner",
      notes: "kept",
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(TRAINER);
    for (const key of [
      "displayName",
      "city",
      "state",
      "displayLocation",
      "trainingDate",
      "certificationDate",
      "renewalDate",
      "featuredTrainer",
    ] as const)
      expect(after[key], key).toEqual(before[key]);
    expect(after.notes).toBe("kept");
    const acc = await account(TRAINER);
    expect([acc.email, acc.status]).toEqual([TRAINER, "certified"]);
    expect(acc.slug).not.toBe("kayla-owner");
  });

  it("the name sets the account's name and first and last name; the time zone is saved", async () => {
    const res = await call("trainer", "POST", profileUrl(TRAINER), {
      name: "Kayla Marie Brooks",
      timeZone: "America/Denver",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Kayla Marie Brooks",
      firstName: "Kayla",
      lastName: "Marie Brooks",
      timeZone: "America/Denver",
    });
    const bad = await call("trainer", "POST", profileUrl(TRAINER), { timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    await call("trainer", "POST", profileUrl(TRAINER), { name: "Kayla Brooks", timeZone: "America/Chicago" });
  });

  it("the experience level is one of the spec's four: a short form is stored as its level (issue 31)", async () => {
    const demo = (await call("trainer", "GET", profileUrl(TRAINER))).json();
    expect([
      "New Trainer (1 year)",
      "Experienced (2-3 years)",
      "Veteran (3-5 years)",
      "Master Trainer (5+ years)",
    ]).toContain(demo.experienceLevel);
    const short = await call("trainer", "POST", profileUrl(TRAINER), { experienceLevel: "veteran" });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().experienceLevel).toBe("Veteran (3-5 years)");
    const unknown = await call("trainer", "POST", profileUrl(TRAINER), { experienceLevel: "Grand master" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { field: "experienceLevel", message: "Please choose one of the experience levels" },
    ]);
    expect((await call("trainer", "GET", profileUrl(TRAINER))).json().experienceLevel).toBe(
      "Veteran (3-5 years)",
    );
  });

  it("a saved text of only spaces clears it", async () => {
    await call("trainer", "POST", profileUrl(TRAINER), { communityNotes: "something" });
    const res = await call("trainer", "POST", profileUrl(TRAINER), { communityNotes: "   " });
    expect(res.json().communityNotes).toBeNull();
  });

  it("last save wins: no version check", async () => {
    await call("trainer", "POST", profileUrl(TRAINER), { experienceDescription: "first" });
    await call("admin", "POST", profileUrl(TRAINER), { experienceDescription: "second" });
    expect((await row(TRAINER)).experienceDescription).toBe("second");
  });
});

describe("limits the server enforces", () => {
  const refused = async (payload: object, field: string, message?: string) => {
    const res = await call("trainer", "POST", profileUrl(TRAINER), payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    const issue = (res.json().issues as { field: string; message: string }[]).find((i) =>
      i.field.startsWith(field),
    );
    expect(issue, `${field} in ${res.body}`).toBeTruthy();
    if (message) expect(issue!.message).toBe(message);
  };

  it("bio and public bio: 350 characters, 351 refused with the message", async () => {
    const ok = await call("trainer", "POST", profileUrl(TRAINER), { publicBio: "a".repeat(350) });
    expect(ok.statusCode).toBe(200);
    await refused({ publicBio: "a".repeat(351) }, "publicBio", PROFILE_TEXT.bioTooLong);
    await refused({ bio: "a".repeat(351) }, "bio", PROFILE_TEXT.bioTooLong);
  });

  it("§5's messages: name at least 2 characters, a valid public e-mail", async () => {
    await refused({ name: "K" }, "name", "Name must be at least 2 characters");
    await refused({ publicEmail: "not-an-email" }, "publicEmail", "Please enter a valid email");
  });

  it("addresses must be http(s) URLs", async () => {
    for (const field of [
      "website",
      "websitePublic",
      "stripePaymentLink",
      "paypalPaymentLink",
      "affiliateLink",
    ])
      for (const bad of ["not a url", "javascript:alert(1)", "ftp://example.com/x"])
        await refused({ [field]: bad }, field, PROFILE_TEXT.invalidUrl);
    const ok = await call("trainer", "POST", profileUrl(TRAINER), {
      website: "https://kayla.example",
      affiliateLink: "",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().affiliateLink).toBeNull();
  });

  it("every string, list and number is bounded", async () => {
    await refused({ phone: "1".repeat(41) }, "phone");
    await refused({ address: "a".repeat(201) }, "address");
    await refused({ instagram: "a".repeat(501) }, "instagram");
    await refused({ communityNotes: "a".repeat(2001) }, "communityNotes");
    await refused({ notes: "a".repeat(2001) }, "notes");
    await refused({ experienceDescription: "a".repeat(501) }, "experienceDescription");
    await refused({ specializations: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "specializations");
    await refused({ classTypes: ["a".repeat(61)] }, "classTypes");
    await refused(
      { otherSocialMedia: Array.from({ length: 11 }, () => ({ platform: "X", url: "x" })) },
      "otherSocialMedia",
    );
    await refused({ yearsExperience: 500 }, "yearsExperience", PROFILE_TEXT.invalidYears);
    await refused({ yearsExperience: "lots" }, "yearsExperience");
    await refused({ insuranceProvider: "acme" }, "insuranceProvider");
    await refused({ trainingDate: "yesterday" }, "trainingDate");
    await refused({ hasStripe: "yes" }, "hasStripe");
  });
});

describe("save effects on the public reads", () => {
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const listed = async () => (await get("/api/public-trainers")).json() as PublicTrainer[];

  it("the directory, the profile page's HTML and the sitemap show the change on the next request", async () => {
    const slug = (await account(TRAINER)).slug;
    await Promise.all([listed(), get(`/${slug}`), get("/sitemap.xml"), get("/api/calendar/all.ics")]);
    const res = await call("trainer", "POST", profileUrl(TRAINER), {
      publicBio: "Fresh bio for the directory.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed()).find((x) => x.id === ids[TRAINER])!.publicBio).toBe(
      "Fresh bio for the directory.",
    );
    expect((await get(`/${slug}`)).body).toContain("Fresh bio for the directory.");
  });

  it("hiding the listing removes the trainer from the directory and the sitemap", async () => {
    const slug = (await account(TRAINER)).slug;
    await Promise.all([listed(), get("/sitemap.xml")]);
    await call("trainer", "POST", profileUrl(TRAINER), { publiclyListed: false });
    expect((await listed()).map((x) => x.id)).not.toContain(ids[TRAINER]);
    expect((await get("/sitemap.xml")).body).not.toContain(`/${slug}</loc>`);
    await call("trainer", "POST", profileUrl(TRAINER), { publiclyListed: true });
    expect((await get("/sitemap.xml")).body).toContain(`/${slug}</loc>`);
  });

  it("a trainer's postal code change recomputes the map point; an admin's city and state too", async () => {
    await call("trainer", "POST", profileUrl(TRAINER), { postalCode: "T2P 1J9" });
    let r = await row(TRAINER);
    expect(r.latitude).toBeCloseTo(51.05, 1);
    expect(r.longitude).toBeCloseTo(-114.08, 1);
    expect((await listed()).find((x) => x.id === ids[TRAINER])!.lat).toBeCloseTo(51.05, 1);

    await call("admin", "POST", profileUrl(TRAINER), { postalCode: "", city: "Boise", state: "ID" });
    r = await row(TRAINER);
    expect(r.latitude).toBeCloseTo(43.6, 1);
    expect(r.longitude).toBeCloseTo(-116.2, 1);
  });
});

describe("/api/trainer-profile-edit", () => {
  it("GET answers the caller's own fields; another's e-mail is 403, the admin may read any", async () => {
    const res = await call("trainer", "GET", `/api/trainer-profile-edit?email=${TRAINER}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(profileEditView.parse(res.json())).toMatchObject({ email: TRAINER, id: ids[TRAINER] });
    expect((await call("trainer", "GET", `/api/trainer-profile-edit?email=${OTHER}`)).statusCode).toBe(403);
    expect((await call("admin", "GET", `/api/trainer-profile-edit?email=${OTHER}`)).json().email).toBe(OTHER);
    expect(
      (await call("admin", "GET", "/api/trainer-profile-edit?email=nobody@example.com")).statusCode,
    ).toBe(404);
  });

  it("PUT saves the six social links and the bio; userEmail is ignored (the session decides)", async () => {
    const before = await row(OTHER);
    const payload = {
      userEmail: OTHER,
      publicBio: "Edited on Edit Profile.",
      instagram: "@kayla.safety",
      tiktok: "@kaylasafe",
      facebook: "kaylasafety",
      youtube: "@kaylasafety",
      twitter: "@kayla",
      website: "https://kayla.example/",
      displayName: "Sneaky",
      unknown: "dropped",
    };
    const res = await call("trainer", "PUT", "/api/trainer-profile-edit", payload);
    expect(res.statusCode, res.body).toBe(200);
    const mine = await row(TRAINER);
    expect(mine).toMatchObject({
      publicBio: "Edited on Edit Profile.",
      instagram: "@kayla.safety",
      tiktok: "@kaylasafe",
      facebook: "kaylasafety",
      youtube: "@kaylasafety",
      twitter: "@kayla",
      website: "https://kayla.example/",
    });
    expect(mine.displayName).not.toBe("Sneaky");
    expect((await row(OTHER)).publicBio).toBe(before.publicBio);
    expect(res.json().publicBio).toBe("Edited on Edit Profile.");
  });

  it("PUT enforces the limits and the e-mail rule", async () => {
    const long = await call("trainer", "PUT", "/api/trainer-profile-edit", { publicBio: "a".repeat(351) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].message).toBe(PROFILE_TEXT.bioTooLong);
    expect((await call("trainer", "PUT", "/api/trainer-profile-edit", { website: "nope" })).statusCode).toBe(
      400,
    );
    expect(
      (await call("trainer", "PUT", `/api/trainer-profile-edit?email=${OTHER}`, { publicBio: "x" }))
        .statusCode,
    ).toBe(403);
    const admin = await call("admin", "PUT", `/api/trainer-profile-edit?email=${OTHER}`, {
      publicBio: "By the admin",
    });
    expect(admin.statusCode).toBe(200);
    expect((await row(OTHER)).publicBio).toBe("By the admin");
  });
});

describe("the account row", () => {
  it("the save moves updatedAt", async () => {
    const before = (await row(TRAINER)).updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    await call("trainer", "POST", profileUrl(TRAINER), { phone: "918-555-0199" });
    expect((await row(TRAINER)).updatedAt.getTime()).toBeGreaterThan(before.getTime());
    const [acc] = await t.database.db.select().from(trainers).where(eq(trainers.email, TRAINER));
    expect(acc).toBeTruthy();
  });
});

describe("the picture in a save", () => {
  it("is never set by a typed URL; null removes it", async () => {
    const picture = "/uploads/pictures/3-00000000000000000000000000000000.webp";
    await t.app.services.trainers.setPicture(ids[TRAINER]!, picture);
    const typed = await call("trainer", "POST", profileUrl(TRAINER), {
      profilePicture: "https://elsewhere.example/me.png",
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await row(TRAINER)).profilePicture).toBe(picture);

    const removed = await call("trainer", "POST", profileUrl(TRAINER), { profilePicture: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().profilePicture).toBeNull();
    expect((await row(TRAINER)).profilePicture).toBeNull();
    const list = (
      await t.app.inject({ method: "GET", url: "/api/public-trainers" })
    ).json() as PublicTrainer[];
    expect(list.find((x) => x.id === ids[TRAINER])?.profilePicture).toBeNull();
  });
});
