import { expect, expectAccessible, test } from "./support/fixtures";

test("an unknown path of two or more segments shows the not-found screen with status 404", async ({
  page,
  visit,
}) => {
  const response = await page.request.get("/no/such/page");
  expect(response.status()).toBe(404);
  await visit("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  await expect(page).toHaveTitle("404 Page Not Found");
  // A visitor's ways on: the directory, the classes, the trainer login.
  const ways = page.getByRole("navigation", { name: "Ways on" });
  await expect(ways.getByRole("link", { name: "Find a Trainer" })).toHaveAttribute("href", "/find-trainer");
  await expect(ways.getByRole("link", { name: "Trainer Login" })).toHaveAttribute(
    "href",
    "/trainer-portal/login",
  );
  await ways.getByRole("link", { name: "Find a Class" }).click();
  await expect(page).toHaveURL(/\/public\/classes$/);
});

test("/admin and /admin/* redirect to /find-trainer", async ({ page }) => {
  const direct = await page.request.get("/admin", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe("/find-trainer");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/find-trainer$/);
  await page.goto("/admin/settings/users");
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expectAccessible(page);
});

test("/Find-Trainer redirects to /find-trainer", async ({ page }) => {
  const direct = await page.request.get("/Find-Trainer", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe("/find-trainer");
  await page.goto("/Find-Trainer");
  await expect(page).toHaveURL(/\/find-trainer$/);
});

test("/qr shows its message and a click-here link to the QR generator", async ({ page }) => {
  // Hold the external navigation so the message can be read (the network is closed here anyway).
  await page.route("https://www.qr-code-generator.com/**", (route) =>
    route.fulfill({ status: 200, body: "QR generator" }),
  );
  await page.goto("/qr", { waitUntil: "commit" });
  await expect(page.getByText("QR generator")).toBeVisible();
  await expect(page).toHaveURL("https://www.qr-code-generator.com/");
});

test("/qr page content before redirecting", async ({ page }) => {
  // A 204 answer cancels the navigation: the browser stays on /qr, so its message can be checked.
  let redirected = false;
  await page.route("https://www.qr-code-generator.com/**", (route) => {
    redirected = true;
    return route.fulfill({ status: 204 });
  });
  await page.goto("/qr");
  await expect.poll(() => redirected).toBe(true);
  await expect(page.getByRole("heading", { name: "Redirecting to QR Generator..." })).toBeVisible();
  await expect(page.getByRole("link", { name: "click here" })).toHaveAttribute(
    "href",
    "https://www.qr-code-generator.com/",
  );
  await expectAccessible(page);
});

test("/legal/terms: seven sections, version 1.0, Return to Previous Page", async ({ page, visit }) => {
  await visit("/find-trainer");
  await visit("/legal/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText("Version 1.0")).toBeVisible();
  const sections = [
    "1. Legal Agreement Recognition",
    "2. Licensing and Certification",
    "3. Access and Usage",
    "4. Refund and Enrollment Policy",
    "5. Community Conduct",
    "6. Dispute Resolution",
    "7. Brand Protection",
  ];
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(sections);
  await page.getByRole("button", { name: "Return to Previous Page" }).click();
  await expect(page).toHaveURL(/\/find-trainer$/);
});

const legalPages = [
  {
    path: "/privacy",
    heading: "Privacy Policy",
    back: "Back",
    sections: [
      "Information We Collect",
      "How We Use Your Information",
      "Class Alerts",
      "What We Count on Trainers' Pages",
      "Data Sharing",
      "Your Rights",
      "Contact Us",
    ],
  },
  {
    path: "/privacy-policy-public",
    heading: "Privacy Policy",
    back: "Return to Previous Page",
    sections: ["Information We Collect", "Contact Us"],
  },
  {
    path: "/terms-of-service",
    heading: "Terms of Service",
    back: "Back",
    sections: [
      "Overview",
      "User Responsibilities",
      "Account Access",
      "Intellectual Property",
      "Termination",
      "Support",
    ],
  },
  { path: "/terms", heading: "Terms of Service", back: "Back", sections: ["Overview", "Support"] },
  {
    path: "/terms-of-service-public",
    heading: "Terms of Service",
    back: "Return to Previous Page",
    sections: ["Overview", "Termination"],
  },
];

for (const p of legalPages) {
  test(`${p.path} shows the ${p.heading} with its sections and a ${p.back} button`, async ({
    page,
    visit,
  }) => {
    await visit(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    for (const section of p.sections)
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a Certified Trainer near you" })).toHaveAttribute(
      "href",
      "/find-trainer",
    );
    await expect(page.getByRole("button", { name: p.back, exact: true })).toBeVisible();
  });
}

test("/privacy says it is effective May 2025 and Back goes to the trainer dashboard", async ({
  page,
  visit,
}) => {
  await visit("/privacy");
  await expect(page.getByText("Effective May 2025")).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  // Signed out, the dashboard passes on to the login page, which returns there afterwards.
  await expect(page).toHaveURL(/\/trainer-portal\/(dashboard|login\?next=%2Ftrainer-portal%2Fdashboard)$/);
});

for (const path of ["/support", "/support-public"]) {
  test(`${path}: e-mail, live Zoom, community, FAQs and the booking link`, async ({ page, visit }) => {
    await visit(path);
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: "support@soulpunch.example" })).toHaveAttribute(
      "href",
      "mailto:support@soulpunch.example",
    );
    await expect(page.getByText(/24.{1,4}48 hours/).first()).toBeVisible();
    // The Zoom links are members' links, never in a page: the dashboard's Live cards give them.
    await expect(
      page.getByRole("link", { name: "Join Live Zoom Session from your dashboard" }),
    ).toHaveAttribute("href", "/trainer-portal/dashboard");
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => href?.includes("zoom.us"))).toEqual([]);
    await expect(page.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", /calendly/);
    await page.getByText("How do I add classes?").click();
    await expect(page.getByText(/choose Manage Classes/)).toBeVisible();
  });
}

test("each static page sets its title and restores the directory's on leaving", async ({ page, visit }) => {
  await visit("/privacy-policy-public");
  await expect(page).toHaveTitle("Privacy Policy | Soul Punch");
  await page.getByRole("link", { name: "Find a Certified Trainer near you" }).click();
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expect(page).toHaveTitle("Soul Punch Certified Trainers Directory");
});

test("static pages fit a phone without horizontal scrolling @phone", async ({ page, visit }) => {
  for (const path of ["/legal/terms", "/support-public", "/no/such/page"]) {
    await visit(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("hashed assets are cached for a year and served compressed; pages are revalidated", async ({ page }) => {
  const html = await page.request.get("/privacy");
  expect(html.headers()["cache-control"]).toBe("no-cache");
  // The page names its modules in the script that asks for them after the first paint.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await page.request.get(script!, { headers: { "accept-encoding": "br, gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("br");
});
