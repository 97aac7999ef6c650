import { LOGIN_TEXT } from "../src/shared/contracts/auth";
import { expect, expectAccessible, login, newestLoginLink, seedTrainer, test } from "./support/fixtures";

/*
 * Login rate limits are per IP (30 a quarter hour over magic-login, link status, consume and password
 * login) and per e-mail (5): these tests stay well below both. The expired-link and mail-failure cases
 * need a specially configured server and live with the server's tests.
 */

const PORTAL_NAV = ["Dashboard", "Profile", "Edit Profile", "Classes", "Assessments", "Help"];

test("a trainer requests a link, opens it from the mailbox, continues to the dashboard and logs out", async ({
  page,
  visit,
}) => {
  await visit("/trainer-portal/login");
  await expect(page).toHaveTitle("Trainer Portal Login | Soul Punch");
  await expect(page.getByRole("heading", { level: 1, name: "Trainer Portal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter Your Email" })).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("placeholder", "you@example.com");

  await email.fill("trainer@example.com");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  await expect(page.getByText("Don't see it? Check your spam folder or request a new link.")).toBeVisible();
  await expect(page.getByText("Magic Link Sent", { exact: true })).toBeVisible();
  await expect(page.getByText("Check your email for a secure login link")).toBeVisible();
  await expectAccessible(page);

  // "Send Another Link" returns to the form.
  await page.getByRole("button", { name: "Send Another Link" }).click();
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();

  // Opening the link changes nothing; only Continue signs in.
  const link = await newestLoginLink(page, "trainer@example.com");
  await visit(link);
  await expect(page.getByRole("heading", { level: 1, name: "Continue to the Trainer Portal" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to the Trainer Portal" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(page).toHaveTitle("Trainer Dashboard | Soul Punch");
  await expectAccessible(page);

  const nav = page.getByRole("navigation", { name: "Trainer Portal" });
  for (const label of PORTAL_NAV)
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("href", "/support");

  // Signed in already: the login page goes straight to the dashboard.
  await page.goto("/trainer-portal/login");
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/login$/);
  await expect(page.getByText("Logging out", { exact: true })).toBeVisible();
  await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter Your Email" })).toBeVisible();

  // The session is gone on the server: the dashboard sends to the login page, which comes back after.
  await page.goto("/trainer-portal/dashboard");
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=%2Ftrainer-portal%2Fdashboard$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test("an unregistered e-mail gets the destructive 'not registered' toast", async ({ page, visit }) => {
  await visit("/login");
  await page.getByLabel("Email", { exact: true }).fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText(LOGIN_TEXT.notRegistered)).toBeVisible();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toHaveCount(0);
  await expectAccessible(page);
});

test("the admin and a suspended trainer see the same sent screen; the e-mail says why", async ({
  page,
  visit,
}) => {
  const suspended = await seedTrainer(page, { status: "suspended" });
  for (const address of ["admin@example.com", suspended.email]) {
    await visit("/login");
    await page.getByLabel("Email", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
    await expect(page.getByText("Magic Link Sent", { exact: true })).toBeVisible();
    await expect(page.getByText("Admin Magic Link")).toHaveCount(0);
  }
  const [mail] = await (
    await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(suspended.email)}&limit=1`)
  ).json();
  expect(mail.text).toContain("Your trainer account is suspended, so it can't sign in.");
});

test("an unknown or garbled link shows 'This link isn't valid' with Request a New Link", async ({
  page,
  visit,
}) => {
  await visit(`/trainer-portal/magic-link?token=${"x".repeat(43)}&email=trainer@example.com`);
  await expect(page.getByRole("heading", { level: 1, name: "This link isn't valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to the Trainer Portal" })).toHaveCount(0);

  // A link cut short in the mail client: no token at all.
  await visit("/trainer-portal/magic-link?email=trainer@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "This link isn't valid" })).toBeVisible();
  await page.getByRole("link", { name: "Request a New Link" }).click();
  // The e-mail the link named is filled in for the new one (issue 31 part 5).
  await expect(page).toHaveURL(/\/trainer-portal\/login\?email=trainer%40example\.com$/);
  await expect(page.getByRole("heading", { name: "Enter Your Email" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("trainer@example.com");
});

test("a link works once: opened again after logging in and out it says it has been used", async ({
  page,
  visit,
}) => {
  const link = await login(page, "trainer@example.com");
  await page
    .getByRole("navigation", { name: "Trainer Portal" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL(/\/trainer-portal\/login$/);

  await visit(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link has already been used" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to the Trainer Portal" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a New Link" })).toHaveAttribute(
    "href",
    "/trainer-portal/login?email=trainer%40example.com",
  );
});

test("the password variant checks the e-mail and the password length", async ({ page, visit }) => {
  await visit("/trainer-portal/login");
  await page.getByRole("button", { name: "Sign in with a password instead" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText(LOGIN_TEXT.invalidEmail)).toBeVisible();
  await expect(page.getByText(LOGIN_TEXT.shortPassword)).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Email", { exact: true }).fill("lead@example.com");
  await page.getByLabel("Password", { exact: true }).fill("123456");
  await expect(page.getByText(LOGIN_TEXT.invalidEmail)).toHaveCount(0);
  await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("lead@example.com");
});

test("a trainer sets a password on the dashboard, logs out and signs in with it", async ({ page }) => {
  const password = "self-defense-2025";
  await login(page, "lead@example.com");
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();

  // The portal menu on a phone-sized window.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Assessments" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Assessments" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 720 });

  const card = page.getByRole("form", { name: "Sign-in password" });
  await card.getByLabel("New password").fill("short");
  await card.getByRole("button", { name: "Save password" }).click();
  await expect(card.getByText(LOGIN_TEXT.shortPassword)).toBeVisible();
  await card.getByLabel("New password").fill(password);
  await card.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Password saved", { exact: true })).toBeVisible();
  await expect(page.getByText("You can now sign in with your email and password.")).toBeVisible();
  // Now it has a password: changing it asks for the current one.
  await expect(card.getByLabel("Current password")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/login$/);

  // A portal page sends to the login page with `next`; the password login returns there.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=%2Fdashboard$/);
  await page.getByRole("button", { name: "Sign in with a password instead" }).click();
  await page.getByLabel("Email", { exact: true }).fill("lead@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: LOGIN_TEXT.wrongPassword })).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
});

test("a next that would leave the site lands on the dashboard instead (tab, backslash, other origin)", async ({
  page,
  baseURL,
}) => {
  const trainer = await seedTrainer(page);
  // Through the e-mailed link: the login page passes no hostile next on, and the server drops it too.
  await page.goto(`/trainer-portal/login?next=${encodeURIComponent("/\t/evil.example")}`);
  await page.getByLabel("Email", { exact: true }).fill(trainer.email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  const link = await newestLoginLink(page, trainer.email);
  expect(link).not.toContain("next=");
  await page.goto(`${link}&next=${encodeURIComponent("/\\evil.example/x")}`);
  await page.getByRole("button", { name: "Continue to the Trainer Portal" }).click();
  await page.waitForURL(/\/trainer-portal\/dashboard$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  // Signed in already: the login page sends each variant to the dashboard, on this site.
  for (const next of [
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ]) {
    await page.goto(`/trainer-portal/login?next=${encodeURIComponent(next)}`);
    await page.waitForURL(/\/trainer-portal\/dashboard$/);
    expect(new URL(page.url()).origin, next).toBe(new URL(baseURL!).origin);
  }
});

test("the login screen fits a phone with 44 px tap targets @phone", async ({ page, visit }) => {
  for (const variant of ["link", "password"] as const) {
    if (variant === "link") await visit("/trainer-portal/login");
    else {
      await page.getByRole("button", { name: "Sign in with a password instead" }).click();
      await expectAccessible(page);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, variant).toBeLessThanOrEqual(0);
    const targets = [
      page.getByLabel("Email", { exact: true }),
      page.getByRole("button", { name: "Login", exact: true }),
      page.getByRole("button", { name: /instead$/ }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0, variant).toBeGreaterThanOrEqual(44);
    }
  }
});
