/**
 * The class screens' public polish (issue 16): filter options that say how many classes they lead to
 * and are disabled when that is none, chips that name their class, one look for the view toggles, and
 * tap targets of 44 px on a phone. Other specs add classes while these run, so every figure is read
 * from the page itself (a label's count against the results it shows), never from global totals.
 */
import type { Locator, Page } from "@playwright/test";
import {
  byDateAndTime,
  type ListedClass,
  localToday,
  monthOf,
  regionOf,
  shiftMonth,
} from "../src/shared/class-listing";
import type { PublicClassesAnswer } from "../src/shared/contracts/public-classes";
import { expect, expectAccessible, publicClasses, test } from "./support/fixtures";
import { smallTapTargets } from "./support/tap-targets";

const NONSENSE = "zzqx no class is called this";

type Option = { value: string; label: string; count: number; disabled: boolean };

/** A dropdown's options as shown: "Tulsa (3)" read as its label and count. */
async function optionsOf(select: Locator): Promise<Option[]> {
  const options = await select
    .locator("option")
    .evaluateAll((els) =>
      (els as HTMLOptionElement[]).map((o) => ({ value: o.value, text: o.text, disabled: o.disabled })),
    );
  return options.map(({ value, text, disabled }) => {
    const match = /^(.*) \((\d+)\)$/.exec(text);
    expect(match, `"${text}" shows its count`).not.toBeNull();
    return { value, label: match![1]!, count: Number(match![2]), disabled };
  });
}

/** Waits until the counts (a background render) have caught up with the last keystroke. */
async function settled(select: Locator, allLabel: string, total: () => Promise<number>) {
  await expect(async () => {
    const all = (await optionsOf(select)).find((o) => o.value === "all")!;
    expect(all.label).toBe(allLabel);
    expect(all.count).toBe(await total());
  }).toPass();
}

/** The results a list shows: its cards plus those behind "Show more classes (N more)". */
async function listTotal(list: Locator, page: Page): Promise<number> {
  const cards = await list.locator(":scope > li").count();
  const more = page.getByRole("button", { name: /^Show more classes/ });
  if ((await more.count()) === 0) return cards;
  const text = (await more.textContent()) ?? "";
  return cards + Number(/\(([\d,]+) more\)/.exec(text)![1]!.replaceAll(",", ""));
}

/**
 * Every option: the count in its label, disabled exactly when that is 0 (unless chosen), and an enabled
 * one, once chosen, shows that many classes (at least one). Leaves the dropdown on "all".
 */
async function everyOptionLeadsSomewhere(select: Locator, shown: () => Promise<number>) {
  const options = await optionsOf(select);
  const chosen = await select.inputValue();
  for (const o of options) {
    expect(o.disabled, `${o.label} (${o.count}) disabled`).toBe(o.count === 0 && o.value !== chosen);
    if (o.disabled) continue;
    await select.selectOption(o.value);
    await expect.poll(shown, { message: `${o.label} shows its count` }).toBe(o.count);
    expect(o.count, `${o.label} leads to classes`).toBeGreaterThan(0);
  }
  await select.selectOption("all");
}

test.describe("filter options that always match", () => {
  test("/public/classes: each location shows its count; none leads nowhere; the chosen one stays", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    await visit("/public/classes");
    await page.getByRole("button", { name: "List", exact: true }).click();
    const list = page.getByRole("list", { name: "Classes" });
    const shown = () => listTotal(list, page);
    const location = page.getByLabel("Location");
    const search = page.getByLabel("Search classes");
    await settled(location, "All Locations", shown);
    await everyOptionLeadsSomewhere(location, shown);

    // A search that matches one place only: every other region leads to none and is disabled.
    const place = all.find((c) => all.filter((o) => o.location === c.location).length === 1) ?? all[0]!;
    await search.fill(place.location);
    await settled(location, "All Locations", shown);
    const options = await optionsOf(location);
    const region = options.find((o) => o.value === regionOf(place.location))!;
    expect(region.count).toBeGreaterThan(0);
    expect(region.disabled).toBe(false);
    const empty = options.filter((o) => o.count === 0);
    expect(empty.length, "regions without a class for this search").toBeGreaterThan(0);
    for (const o of empty) expect(o.disabled, o.label).toBe(true);
    await everyOptionLeadsSomewhere(location, shown);

    // The chosen region is never disabled, even when the search leaves it nothing.
    await location.selectOption(region.value);
    await search.fill(NONSENSE);
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(location.locator(`option[value="${region.value}"]`)).toHaveText(`${region.label} (0)`);
    await expect(location.locator(`option[value="${region.value}"]`)).toBeEnabled();
    await expect(location.locator('option[value="all"]')).toHaveText("All Locations (0)");
    await expect(location.locator('option[value="all"]')).toBeDisabled();
    await expect(location).toHaveValue(region.value);
    await expectAccessible(page);
  });

  test("/public/classes?trainer=: the counts follow the trainer's classes", async ({ page, visit }) => {
    const all = await publicClasses(page);
    await visit(`/public/classes?trainer=${encodeURIComponent(all[0]!.trainerSlug)}`);
    await page.getByRole("button", { name: "List", exact: true }).click();
    const list = page.getByRole("list", { name: "Classes" });
    const shown = () => listTotal(list, page);
    const location = page.getByLabel("Location");
    await settled(location, "All Locations", shown);
    // One trainer teaches in few places: the other regions lead to none of their classes.
    expect((await optionsOf(location)).some((o) => o.disabled)).toBe(true);
    await everyOptionLeadsSomewhere(location, shown);
  });

  test("/classes: each location and class type shows its count; none leads nowhere", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    await visit("/classes");
    const list = page.getByRole("tabpanel").getByRole("list", { name: "Classes" });
    const shown = async () =>
      (await page.getByRole("heading", { name: "No classes found" }).count()) > 0 ? 0 : listTotal(list, page);
    const location = page.getByLabel("Location");
    const type = page.getByLabel("Class type");
    await settled(location, "All Locations", shown);
    await settled(type, "All Types", shown);
    await everyOptionLeadsSomewhere(type, shown);

    // A search for the quietest place that has a typed class: most types lead to none there.
    const sharing = (c: ListedClass) => all.filter((o) => o.location === c.location).length;
    const typed = all.filter((c) => c.type).sort((a, b) => sharing(a) - sharing(b))[0] ?? all[0]!;
    await page.getByLabel("Search classes and workshops").fill(typed.location);
    await settled(location, "All Locations", shown);
    await settled(type, "All Types", shown);
    const types = await optionsOf(type);
    expect(types.some((o) => o.count === 0 && o.disabled)).toBe(true);
    await everyOptionLeadsSomewhere(type, shown);
    await everyOptionLeadsSomewhere(location, shown);
    await expectAccessible(page);
  });
});

/** A chip's title line: two lines at most, an ellipsis, whole words. */
async function expectClampedTitle(title: Locator) {
  const style = await title.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      clamp: s.webkitLineClamp,
      hyphens: s.hyphens,
      wrap: s.overflowWrap,
      wordBreak: s.wordBreak,
      lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(s.lineHeight)),
    };
  });
  expect(style).toMatchObject({ clamp: "2", hyphens: "none", wrap: "normal", wordBreak: "normal" });
  expect(style.lines).toBeLessThanOrEqual(2);
}

/**
 * Serves the screens' windows (GET /api/public-classes) with one more class whose title is long, on the
 * 15th of next month: this month's window comes with the page (issue 29), next month's is asked for.
 */
async function withLongTitle(page: Page, title: string) {
  const model = (await publicClasses(page))[0]!;
  const next = shiftMonth(monthOf(localToday()), 1);
  const day = `${next.year}-${String(next.month + 1).padStart(2, "0")}-15`;
  const extra = { ...model, id: `long-title-${Date.now()}`, title, date: day };
  await page.route(
    (url) => url.pathname === "/api/public-classes",
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as PublicClassesAnswer;
      const holds = answer.window && answer.window.from <= day && answer.window.to >= day;
      await route.fulfill({
        response,
        json: holds
          ? {
              ...answer,
              classes: [extra, ...answer.classes].sort(byDateAndTime),
              days: { ...answer.days, [day]: (answer.days[day] ?? 0) + 1 },
            }
          : answer,
      });
    },
  );
}

test.describe("calendar chips name their class", () => {
  const LONG = "Confident Boundaries and Everyday Awareness for Women Returning to Campus Life";

  test("/public/classes and /public-calendar: the title, clamped, with time and price", async ({
    page,
    visit,
  }) => {
    await withLongTitle(page, LONG);
    for (const path of ["/public/classes", "/public-calendar"]) {
      await visit(path);
      await page.getByRole("button", { name: "Next month" }).click();
      const chip = page.getByTestId("month-grid").locator("button[title]").filter({ hasText: LONG });
      await expect(chip).toHaveCount(1);
      await expect(chip).toContainText(LONG);
      await expect(chip).not.toContainText(/^Self-Defense/);
      await expect(chip).toHaveAttribute("title", new RegExp(`^${LONG} with `));
      // The spec's word stays in the accessible name, after the visible words.
      await expect(chip).toHaveAccessibleName(new RegExp(`^${LONG} .*\\$.*\\. Self-Defense: ${LONG} with `));
      await expectClampedTitle(chip.locator("span").first());
      const clipped = await chip
        .locator("span")
        .first()
        .evaluate((el) => el.scrollHeight > el.clientHeight);
      expect(clipped, "a long title is cut with an ellipsis").toBe(true);
    }
  });

  test("/classes: Calendar View entries likewise", async ({ page, visit }) => {
    await withLongTitle(page, LONG);
    await visit("/classes");
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    const entry = page.getByTestId("month-grid").getByRole("link").filter({ hasText: LONG });
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute("title", new RegExp(`^${LONG} with `));
    await expectClampedTitle(entry.locator("span").first());
  });
});

/** A toggle's look, to compare the three screens, once its colour transition has ended. */
async function looks(control: Locator) {
  await control.page().mouse.move(0, 0);
  await control.page().evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  return control.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      height: Math.round(el.getBoundingClientRect().height),
      radius: s.borderRadius,
      background: s.backgroundColor,
      color: s.color,
      icon: el.querySelector("svg") !== null,
    };
  });
}

test.describe("the List / Calendar toggles", () => {
  test("the spec's words, in their order, switching views, all drawn alike", async ({ page, visit }) => {
    const seen: Record<string, Awaited<ReturnType<typeof looks>>> = {};
    for (const path of ["/public/classes", "/public-calendar"]) {
      await visit(path);
      const group = page.getByRole("group", { name: "View" });
      await expect(group.getByRole("button")).toHaveText(["Calendar", "List"]);
      const calendar = group.getByRole("button", { name: "Calendar", exact: true });
      const list = group.getByRole("button", { name: "List", exact: true });
      await expect(calendar).toHaveAttribute("aria-pressed", "true");
      await list.focus();
      await page.keyboard.press("Enter");
      await expect(list).toHaveAttribute("aria-pressed", "true");
      await expect(calendar).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("list", { name: "Classes" })).toBeVisible();
      seen[`${path} chosen`] = await looks(list);
      seen[`${path} other`] = await looks(calendar);
      await calendar.click();
      await expect(page.getByTestId("month-grid")).toBeVisible();
    }

    await visit("/classes");
    const tabs = page.getByRole("tablist", { name: "View" });
    await expect(tabs.getByRole("tab")).toHaveText(["List View", "Calendar View"]);
    const listTab = tabs.getByRole("tab", { name: "List View" });
    await expect(listTab).toHaveAttribute("aria-selected", "true");
    await listTab.focus();
    await page.keyboard.press("ArrowRight");
    const calendarTab = tabs.getByRole("tab", { name: "Calendar View" });
    await expect(calendarTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("month-grid")).toBeVisible();
    seen["/classes chosen"] = await looks(calendarTab);
    seen["/classes other"] = await looks(listTab);

    const chosen = Object.entries(seen).filter(([k]) => k.endsWith("chosen"));
    const other = Object.entries(seen).filter(([k]) => k.endsWith("other"));
    for (const group of [chosen, other]) {
      for (const [name, look] of group) {
        expect(look.height, name).toBeGreaterThanOrEqual(44);
        expect(look.icon, `${name} has an icon`).toBe(true);
        expect(look, name).toEqual(group[0]![1]);
      }
    }
    expect(chosen[0]![1].background).not.toBe(other[0]![1].background);
  });
});

const PHONE = { width: 390, height: 844 };

/** Every control on the whole page (header and footer included) is at least 44 × 44 px. */
async function expectTapTargets(page: Page, where: string) {
  expect(await smallTapTargets(page), `tap targets under 44 px on ${where}`).toEqual([]);
}

test.describe("tap targets on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("/public/classes, /classes and a class page: 44 px or more", async ({ page, visit }) => {
    await visit("/public/classes");
    await expect(page.getByTestId("month-agenda")).toBeVisible();
    // An agenda chip is named by its words, the class's title first and the spec's label last.
    await expect(page.getByTestId("month-agenda").locator("button[title]").first()).toHaveAccessibleName(
      /^\S.* with .*\(Self-Defense\)$/,
    );
    await expectTapTargets(page, "/public/classes (agenda)");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("list", { name: "Classes" })).toBeVisible();
    await expectTapTargets(page, "/public/classes (list)");

    await visit("/classes");
    await expect(page.getByRole("list", { name: "Classes" })).toBeVisible();
    await expectTapTargets(page, "/classes (list)");
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await expect(page.getByTestId("month-agenda")).toBeVisible();
    await expectTapTargets(page, "/classes (calendar)");

    const first = (await publicClasses(page))[0]!;
    await visit(`/public/class/${encodeURIComponent(first.id)}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expectTapTargets(page, "a class page");
  });
});
