import { expect, publicTrainers, test } from "./support/fixtures";

/*
 * A public page's first load starts its screen's code and its API answer with the HTML (issue 16's
 * Lighthouse figures): the hints are in the page, and the browser uses the preloaded answer instead
 * of asking twice.
 */

/**
 * The app's entry script and stylesheet come before every hint: fetched in document order, they must
 * not queue behind the screen's many small chunks (plugins/web.ts). A page whose HTML already shows its
 * screen (the directory's first results, /public/classes' heading) starts the app after its first paint:
 * the entry and the hints wait in a template for run-after-paint.js (decision 0023).
 */
function expectEntryFirst(html: string, path: string) {
  if (!html.includes('<div id="root"></div>')) {
    expect(html, path).toMatch(
      /<script defer src="\/run-after-paint\.js" data-entry="\/assets\/index-[^"]+\.js">/,
    );
    expect(html, path).not.toContain('<script type="module"');
    expect(
      html.search(/<template id="after-paint-hints">/),
      `${path}: the hints wait for the paint`,
    ).toBeLessThan(html.search(/<link rel="(modulepreload|preload)"/));
    return;
  }
  const entry = html.search(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
  const stylesheet = html.search(/<link rel="stylesheet"/);
  const firstHint = html.search(/<link rel="(modulepreload|preload)"/);
  expect(entry, `${path}: the entry script`).toBeGreaterThan(0);
  expect(stylesheet, `${path}: the stylesheet`).toBeGreaterThan(0);
  expect(firstHint, `${path}: the hints follow the entry script and the stylesheet`).toBeGreaterThan(
    Math.max(entry, stylesheet),
  );
}

test("each public page names its screen's code and its data in the HTML, and the data is fetched once", async ({
  page,
}) => {
  const all = await publicTrainers(page);
  const teacher = all.find((t) => t.upcomingClasses.length > 0)!;
  const classId = teacher.upcomingClasses[0]!.id;
  const pages: [string, string][] = [
    // The directory's first results only (issue 18): the index and the cards follow.
    ["/find-trainer", "/api/public-trainers/results"],
    ["/find-trainer/texas", "/api/public-trainers/results?state=TX"],
    ["/public/classes", "/api/public-classes?month=current&perDay=4"],
    ["/public", "/api/public-classes?screen=period&month=current"],
    ["/public-calendar", "/api/public-classes?month=current&perDay=4"],
    ["/classes", "/api/public-classes?screen=workshops"],
    [`/${teacher.customUrlSlug}`, `/api/trainer-profile/${encodeURIComponent(teacher.customUrlSlug)}`],
    [`/public/trainer/${teacher.id}`, `/api/public-trainers/${teacher.id}`],
    [`/public/class/${classId}`, `/api/public-classes/${classId}`],
  ];
  for (const [path, data] of pages) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${data.replaceAll("&", "&amp;")}" />`,
    );
    expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" \/>/);
    expectEntryFirst(html, path);

    const asked: string[] = [];
    const listener = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (`${url.pathname}${url.search}` === data) asked.push(request.url());
    };
    page.on("request", listener);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(asked, `${path} asks ${data} once`).toHaveLength(1);
  }
});
