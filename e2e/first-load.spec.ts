import { expect, publicTrainers, test } from "./support/fixtures";

/*
 * A public page's first load starts its screen's code and its API answer with the HTML (issue 16's
 * Lighthouse figures): the hints are in the page, and the browser uses the preloaded answer instead
 * of asking twice.
 */

test("each public page names its screen's code and its data in the HTML, and the data is fetched once", async ({
  page,
}) => {
  const all = await publicTrainers(page);
  const teacher = all.find((t) => t.upcomingClasses.length > 0)!;
  const classId = teacher.upcomingClasses[0]!.id;
  const pages: [string, string][] = [
    ["/find-trainer", "/api/public-trainers"],
    ["/public/classes", "/api/public-trainers"],
    ["/classes", "/api/public-trainers"],
    [`/${teacher.customUrlSlug}`, `/api/trainer-profile/${encodeURIComponent(teacher.customUrlSlug)}`],
    [`/public/trainer/${teacher.id}`, `/api/public-trainers/${teacher.id}`],
    [`/public/class/${classId}`, `/api/public-classes/${classId}`],
  ];
  for (const [path, data] of pages) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${data}" />`,
    );
    expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" \/>/);

    const asked: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname === data) asked.push(request.url());
    };
    page.on("request", listener);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(asked, `${path} asks ${data} once`).toHaveLength(1);
  }
});
