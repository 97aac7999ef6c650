import type { Locator, Page } from "@playwright/test";
import { format } from "date-fns";
import { ASSESSMENTS, type AssessmentContent } from "../src/server/db/content/assessments";
import {
  ASSESSMENT_TEXT,
  passingCount,
  RETAKE_WAIT_MINUTES,
  retryIn,
  type StartedAttempt,
  scorePercent,
} from "../src/shared/contracts/assessments";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";
import { navigateInApp } from "./support/hydration";

/*
 * Assessments, "Next Train the Trainer Class" (issue 13; spec portal §2 Assessments list and Assessment
 * runner, §8; decisions.md "Assessments"): the list's cards and their badges, Previous Attempt boxes and
 * buttons; the runner's question flow over the attempt the server started (its option order; Next only
 * once an option is chosen, Previous, answers kept and changed when going back, Submit Assessment on the
 * last question); a failed result with the score and the wrong questions only, Retake refused while the
 * server paces it; a passed result with the whole review, and Review Assessment; the loading, error and
 * empty states; a failed submission that keeps the answers; the phone layout. The correct answers come from the shipped content
 * (src/server/db/content/assessments.ts); every trainer is the test's own, so the demo data stays as
 * seeded.
 */

const LIST = "/trainer-portal/next-ttt";
const PORTAL_DATA = "**/api/trainer-portal-data";
const SUBMIT = "**/api/assessments/submit";

function content(slug: string): AssessmentContent {
  const found = ASSESSMENTS.find((a) => a.slug === slug);
  if (!found) throw new Error(`no shipped assessment ${slug}`);
  return found;
}

const wrong = (a: AssessmentContent, i: number, shift = 1) => {
  const q = a.questions[i]!;
  return (q.correctAnswer + shift) % q.options.length;
};
const right = (a: AssessmentContent, i: number) => a.questions[i]!.correctAnswer;

async function signIn(page: Page) {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  return trainer;
}

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: ASSESSMENT_TEXT.screenTitle })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
}

const card = (page: Page, a: AssessmentContent) => page.getByRole("article", { name: a.title });
const radio = (page: Page, a: AssessmentContent, i: number, option: number) =>
  page.getByRole("radio", { name: a.questions[i]!.options[option]!, exact: true });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const previous = (page: Page) => page.getByRole("button", { name: "Previous", exact: true });
const submitButton = (page: Page) => page.getByRole("button", { name: ASSESSMENT_TEXT.submit });

/** The runner shows question `i` (0-based) of `a`. */
async function onQuestion(page: Page, a: AssessmentContent, i: number) {
  await expect(page.getByText(`Question ${i + 1} of ${a.questions.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: a.questions[i]!.question })).toBeVisible();
}

/** Chooses `option` on question `i` and checks that it shows as chosen. */
async function choose(page: Page, a: AssessmentContent, i: number, option: number) {
  await onQuestion(page, a, i);
  await radio(page, a, i, option).click();
  await expect(radio(page, a, i, option)).toBeChecked();
}

/** Answers questions from..end with `answers`, pressing Next between them (not Submit on the last). */
async function answerFrom(page: Page, a: AssessmentContent, from: number, answers: number[]) {
  for (let i = from; i < a.questions.length; i++) {
    await choose(page, a, i, answers[i]!);
    if (i < a.questions.length - 1) await next(page).click();
  }
}

/** Submits and answers the request body the browser sent. */
async function submit(page: Page) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/assessments/submit") && r.method() === "POST"),
    submitButton(page).click(),
  ]);
  return request.postDataJSON() as { attemptId: number; answers: number[] };
}

/** Runs `open` (a click that opens the runner) and answers the attempt the server started. */
async function started(page: Page, open: () => Promise<unknown>): Promise<StartedAttempt> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => /\/api\/assessments\/\d+\/attempts$/.test(r.url()) && r.request().method() === "POST",
    ),
    open(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as StartedAttempt;
}

async function expectReviewItem(
  list: Locator,
  a: AssessmentContent,
  i: number,
  yourAnswer: number,
  { explained }: { explained: boolean },
) {
  const q = a.questions[i]!;
  const item = list.getByRole("listitem").filter({ hasText: q.question });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Your answer:${q.options[yourAnswer]}`);
  await expect(item).toContainText(`Correct answer:${q.options[q.correctAnswer]}`);
  if (explained) await expect(item.getByText(q.explanation)).toBeVisible();
  else await expect(item.getByText(q.explanation)).toHaveCount(0);
}

async function portalAssessmentId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get("/api/trainer-portal-data");
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as { assessments: { id: number; slug: string }[] };
  const found = data.assessments.find((a) => a.slug === slug);
  expect(found, slug).toBeTruthy();
  return found!.id;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const shot = async (page: Page, name: string) => {
  if (process.env.ASSESSMENT_SHOTS)
    await page.screenshot({ path: `${process.env.ASSESSMENT_SHOTS}/${name}.png`, fullPage: true });
};

test("a trainer fails an assessment, sees the wrong questions only, and the retake waits", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = content("class-2-core-curriculum");
  const total = a.questions.length;
  const toPass = passingCount(total, a.passThreshold);
  await signIn(page);

  // The list: one card per shipped assessment, nothing attempted yet.
  await openList(page);
  await expect(page.getByRole("article")).toHaveCount(ASSESSMENTS.length);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
    "href",
    "/trainer-portal/dashboard",
  );
  const item = card(page, a);
  await expect(item.getByText(`Class ${a.classNumber}`, { exact: true })).toBeVisible();
  await expect(item.getByText(a.description)).toBeVisible();
  await expect(item.getByText(`${total} questions`, { exact: true })).toBeVisible();
  await expect(
    item.getByText(`To pass: ${toPass} of ${total} correct (${a.passThreshold}%)`, { exact: true }),
  ).toBeVisible();
  await expect(item.getByText(ASSESSMENT_TEXT.noTimeLimit, { exact: true })).toBeVisible();
  await expect(item.getByText(/^(Passed|Failed)$/)).toHaveCount(0);
  await expect(item.getByTestId("previous-attempt")).toHaveCount(0);
  await expect(item.getByRole("link", { name: ASSESSMENT_TEXT.retake })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "list-1280-new");

  // The browser's Back from the runner returns to the list.
  await item.getByRole("link", { name: ASSESSMENT_TEXT.start }).click();
  await expect(page).toHaveURL(`${LIST}?assessment=${a.slug}`);
  await onQuestion(page, a, 0);
  await page.goBack();
  await expect(page).toHaveURL(LIST);
  const attempt = await started(page, () => item.getByRole("link", { name: ASSESSMENT_TEXT.start }).click());
  // The server's option order, as the runner shows it.
  await expect(page.getByRole("radiogroup").locator("label")).toHaveText(attempt.questions[0]!.options);

  // Question 1: the class badge, the progress, the study guide; nothing chosen, Previous and Next disabled.
  await onQuestion(page, a, 0);
  await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
  await expect(page.getByText(`Class ${a.classNumber}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  const guide = page.getByRole("note", { name: ASSESSMENT_TEXT.studyGuide });
  await expect(guide).toContainText(a.questions[0]!.curriculumGuidance!);
  await expect(page.getByRole("radio")).toHaveCount(a.questions[0]!.options.length);
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(previous(page)).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await expectAccessible(page);
  await shot(page, "runner-1280");

  // The failing attempt: question 1 wrong, then enough right answers to fall one short of the pass mark.
  const failing = a.questions.map((_, i) => (i >= 1 && i < toPass ? right(a, i) : wrong(a, i)));
  await choose(page, a, 0, wrong(a, 0, 1));
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Question 2: Previous is open, Next waits for a choice; the arrow keys choose too.
  await onQuestion(page, a, 1);
  await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
    "aria-valuenow",
    "2",
  );
  await expect(previous(page)).toBeEnabled();
  await expect(next(page)).toBeDisabled();
  // The option shown just below the right one (in this attempt's order), then ArrowUp to the right one.
  const q2 = a.questions[1]!;
  const shown2 = attempt.questions[1]!.options;
  const below = shown2[(shown2.indexOf(q2.options[right(a, 1)]!) + 1) % shown2.length]!;
  await choose(page, a, 1, q2.options.indexOf(below));
  // Held briefly, as a finger does: Radix checks the radio that the arrow key focuses while the key is down.
  await page.keyboard.press("ArrowUp", { delay: 50 });
  await expect(radio(page, a, 1, right(a, 1))).toBeChecked();
  await expect(radio(page, a, 1, right(a, 1))).toBeFocused();

  // Back to question 1: its answer shows, and can be changed.
  await previous(page).click();
  await onQuestion(page, a, 0);
  await expect(radio(page, a, 0, wrong(a, 0, 1))).toBeChecked();
  await expect(previous(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();
  await choose(page, a, 0, wrong(a, 0, 2));
  await expect(radio(page, a, 0, wrong(a, 0, 1))).not.toBeChecked();
  failing[0] = wrong(a, 0, 2);
  await next(page).click();
  await onQuestion(page, a, 1);
  await expect(radio(page, a, 1, right(a, 1))).toBeChecked();
  await next(page).click();

  // The rest; question 5 has no study guide; the last question has Submit Assessment instead of Next.
  await answerFrom(page, a, 2, failing);
  await expect(next(page)).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();
  await previous(page).click();
  await onQuestion(page, a, total - 2);
  await expect(radio(page, a, total - 2, failing[total - 2]!)).toBeChecked();
  await next(page).click();
  await onQuestion(page, a, total - 1);
  await expect(radio(page, a, total - 1, failing[total - 1]!)).toBeChecked();
  const failedBody = await submit(page);
  // The attempt and the choices as shown: no time (the server measures it), no e-mail.
  expect(Object.keys(failedBody).sort()).toEqual(["answers", "attemptId"]);
  expect(failedBody.attemptId).toBe(attempt.attemptId);
  expect(failedBody.answers).toEqual(
    failing.map((o, i) => attempt.questions[i]!.options.indexOf(a.questions[i]!.options[o]!)),
  );

  // The result: score, percent, NEEDS RETAKE, and which questions were wrong; no right answer, no explanation.
  const score = toPass - 1;
  await expect(page.getByTestId("result-status")).toHaveText(ASSESSMENT_TEXT.needsRetake);
  await expect(page.getByTestId("result-score")).toHaveText(`${score} / ${total}`);
  await expect(page.getByTestId("result-percent")).toHaveText(`${scorePercent(score, total)}%`);
  await expect(page.getByRole("list", { name: "Question Review" })).toHaveCount(0);
  const toReview = page.getByRole("list", { name: ASSESSMENT_TEXT.wrongQuestionsTitle });
  const wrongNumbers = failing.flatMap((o, i) => (o === right(a, i) ? [] : [i + 1]));
  await expect(toReview.getByRole("listitem")).toHaveCount(wrongNumbers.length);
  for (const n of wrongNumbers) {
    const entry = toReview.getByRole("listitem").filter({ hasText: new RegExp(`^Question ${n}(?!\\d)`) });
    await expect(entry).toContainText(a.questions[n - 1]!.question);
    await expect(entry).toContainText(`Your answer:${a.questions[n - 1]!.options[failing[n - 1]!]}`);
  }
  await expect(page.getByText(ASSESSMENT_TEXT.reviewAfterPass)).toBeVisible();
  await expect(page.getByText("Correct answer:", { exact: true })).toHaveCount(0);
  for (const q of a.questions) await expect(page.getByText(q.explanation)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "results-1280-failed");

  // Retake: the server paces it, and says when.
  const wait = ASSESSMENT_TEXT.retakeWait(retryIn(RETAKE_WAIT_MINUTES * 60));
  await page.getByRole("button", { name: ASSESSMENT_TEXT.retake }).click();
  await expect(page.getByRole("status").filter({ hasText: wait })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText(ASSESSMENT_TEXT.submitFailedTitle, { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The list (the browser's Back): Failed, the Previous Attempt box and Retake Assessment.
  await page.goBack();
  await expect(page).toHaveURL(LIST);
  await expect(item.getByText(ASSESSMENT_TEXT.failedBadge, { exact: true })).toBeVisible();
  const before = item.getByTestId("previous-attempt");
  await expect(before.getByRole("heading", { name: ASSESSMENT_TEXT.previousAttempt })).toBeVisible();
  await expect(before).toContainText(`${score} / ${total}`);
  await expect(before).toContainText(`${scorePercent(score, total)}%`);
  await expect(before).toContainText(format(new Date(), "MMM d, yyyy"));
  await expect(item.getByRole("link", { name: ASSESSMENT_TEXT.start })).toHaveCount(0);
  await expect(item.getByRole("link", { name: ASSESSMENT_TEXT.review })).toHaveCount(0);
  await expectAccessible(page);

  // Retake from the list: the same wait.
  await item.getByRole("link", { name: ASSESSMENT_TEXT.retake }).click();
  await expect(page.getByRole("status").filter({ hasText: wait })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("a trainer passes, sees the whole review, and reviews the passed attempt", async ({ page }) => {
  test.setTimeout(90_000);
  const a = content("class-2-core-curriculum");
  const total = a.questions.length;
  await signIn(page);
  const id = await portalAssessmentId(page, a.slug);
  await openList(page);
  const item = card(page, a);

  // Every answer right but the first, a second or more on the clock (the server's).
  await started(page, () => item.getByRole("link", { name: ASSESSMENT_TEXT.start }).click());
  const passing = a.questions.map((_, i) => (i === 0 ? wrong(a, 0) : right(a, i)));
  await page.waitForTimeout(1_100);
  await answerFrom(page, a, 0, passing);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/assessments/submit")),
    submit(page),
  ]);
  expect(((await response.json()) as { timeSpent: number }).timeSpent).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("result-status")).toHaveText(ASSESSMENT_TEXT.passed);
  await expect(page.getByTestId("result-score")).toHaveText(`${total - 1} / ${total}`);
  await expect(page.getByTestId("result-percent")).toHaveText(`${scorePercent(total - 1, total)}%`);
  await expect(page.getByRole("button", { name: ASSESSMENT_TEXT.retake })).toHaveCount(0);
  // Passed: the whole review, the explanation for the wrong one.
  const review = page.getByRole("list", { name: "Question Review" });
  await expect(review.getByRole("listitem")).toHaveCount(total);
  await expectReviewItem(review, a, 0, passing[0]!, { explained: true });
  await expectReviewItem(review, a, 1, right(a, 1), { explained: false });
  await expectAccessible(page);
  await shot(page, "results-1280-passed");

  // Back to the list: Passed, the new Previous Attempt, and only Review Assessment.
  await page.getByRole("link", { name: "Back to Assessments" }).click();
  await expect(page).toHaveURL(LIST);
  await expect(item.getByText(ASSESSMENT_TEXT.passedBadge, { exact: true })).toBeVisible();
  const after = item.getByTestId("previous-attempt");
  await expect(after).toContainText(`${total - 1} / ${total}`);
  await expect(after).toContainText(format(new Date(), "MMM d, yyyy"));
  await expect(item.getByRole("link")).toHaveCount(1);
  await expect(item.getByRole("link", { name: ASSESSMENT_TEXT.review })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "list-1280-attempted");

  // Review Assessment: the stored passed attempt, read-only.
  const [reviewed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/assessments/${id}/review`)),
    item.getByRole("link", { name: ASSESSMENT_TEXT.review }).click(),
  ]);
  expect(reviewed.status()).toBe(200);
  await expect(page).toHaveURL(`${LIST}?review=${a.slug}`);
  await expect(page.getByTestId("result-status")).toHaveText(ASSESSMENT_TEXT.passed);
  await expect(page.getByTestId("result-score")).toHaveText(`${total - 1} / ${total}`);
  await expect(page.getByRole("listitem").filter({ hasText: a.questions[3]!.question })).toContainText(
    `Your answer:${a.questions[3]!.options[right(a, 3)]}`,
  );
  await expect(page.getByRole("button", { name: ASSESSMENT_TEXT.retake })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(LIST);
  await expect(item.getByRole("link", { name: ASSESSMENT_TEXT.review })).toBeVisible();
});

test("a submission that fails keeps every answer, and the trainer can submit again", async ({ page }) => {
  test.setTimeout(60_000);
  const a = content("class-1-business-setup");
  const total = a.questions.length;
  await signIn(page);
  await openList(page);
  const attempt = await started(page, () =>
    card(page, a).getByRole("link", { name: ASSESSMENT_TEXT.start }).click(),
  );
  const answers = a.questions.map((_, i) => right(a, i));
  await answerFrom(page, a, 0, answers);

  await page.route(SUBMIT, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x","message":"Down"}' }),
  );
  await submitButton(page).click();
  await expect(page.getByText(ASSESSMENT_TEXT.submitFailedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(ASSESSMENT_TEXT.submitFailed)).toBeVisible();
  await expectAccessible(page);

  // Nothing lost: still on the last question, every answer as chosen.
  await onQuestion(page, a, total - 1);
  await expect(radio(page, a, total - 1, answers[total - 1]!)).toBeChecked();
  await expect(submitButton(page)).toBeEnabled();
  await previous(page).click();
  await expect(radio(page, a, total - 2, answers[total - 2]!)).toBeChecked();
  await next(page).click();

  await page.unroute(SUBMIT);
  const body = await submit(page);
  // The same attempt, the choices as it showed them.
  expect(body.attemptId).toBe(attempt.attemptId);
  expect(body.answers).toEqual(
    answers.map((o, i) => attempt.questions[i]!.options.indexOf(a.questions[i]!.options[o]!)),
  );
  await expect(page.getByTestId("result-status")).toHaveText(ASSESSMENT_TEXT.passed);
  await expect(page.getByTestId("result-score")).toHaveText(`${total} / ${total}`);
});

test("the list's loading skeletons, the error with Try again, and the empty list", async ({ page }) => {
  await signIn(page);

  // Held, then refused: the skeletons, then the error (after the one retry of a 5xx).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PORTAL_DATA, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"x","message":"Down"}',
    });
  });
  // A move inside the app: the screen reads its list in the browser (a first load is the server's).
  await navigateInApp(page, LIST);
  await expect(page.getByRole("status", { name: "Loading assessments" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: ASSESSMENT_TEXT.screenTitle })).toBeVisible();
  release();
  const alert = page.getByRole("alert").filter({ hasText: ASSESSMENT_TEXT.loadFailedTitle });
  await expect(alert.getByRole("heading", { name: ASSESSMENT_TEXT.loadFailedTitle })).toBeVisible();
  await expect(alert.getByText(ASSESSMENT_TEXT.loadFailedText)).toBeVisible();
  await expectAccessible(page);

  await page.unroute(PORTAL_DATA);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("article")).toHaveCount(ASSESSMENTS.length);
  await expect(page.getByText(ASSESSMENT_TEXT.loadFailedTitle)).toHaveCount(0);

  // No assessments at all, on the short path too.
  await page.route(PORTAL_DATA, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"assessments":[],"attempts":[]}' }),
  );
  await page.goto("/trainer-portal/dashboard");
  await navigateInApp(page, "/next-ttt");
  await expect(page.getByRole("heading", { name: ASSESSMENT_TEXT.emptyTitle })).toBeVisible();
  await expect(page.getByText(ASSESSMENT_TEXT.emptyText)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page);
});

test("an unknown assessment, and the review of one not passed yet", async ({ page }) => {
  await signIn(page);
  await page.goto(`${LIST}?assessment=no-such-assessment`);
  await expect(page.getByRole("heading", { name: ASSESSMENT_TEXT.unknownAssessment })).toBeVisible();
  await page.getByRole("link", { name: "Back to Assessments" }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole("article")).toHaveCount(ASSESSMENTS.length);

  const a = content("class-3-instructor-resilience");
  await page.goto(`${LIST}?review=${a.slug}`);
  await expect(page.getByText(ASSESSMENT_TEXT.noPassedAttempt)).toBeVisible();
  await expectAccessible(page);
});

test("the list, the runner and the result on a phone: one column, no sideways scroll, 44 px targets @phone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const a = content("class-4-class-structure");
  await signIn(page);
  await openList(page);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const first = await page.getByRole("article").nth(0).boundingBox();
  const second = await page.getByRole("article").nth(1).boundingBox();
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  await expectAccessible(page);
  await shot(page, "list-390");

  const start = card(page, a).getByRole("link", { name: ASSESSMENT_TEXT.start });
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await start.click();
  await onQuestion(page, a, 0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await choose(page, a, 0, wrong(a, 0));
  await expectAccessible(page);
  await shot(page, "runner-390");
  const targets = [
    ...a.questions[0]!.options.map((o) => page.locator("label").filter({ hasText: o })),
    previous(page),
    next(page),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, String(target)).toBeGreaterThanOrEqual(44);
  }
  await next(page).click();
  await answerFrom(
    page,
    a,
    1,
    a.questions.map((_, i) => right(a, i)),
  );
  await submit(page);
  await expect(page.getByTestId("result-status")).toHaveText(ASSESSMENT_TEXT.passed);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await shot(page, "results-390");
  await page.getByRole("link", { name: "Back to Assessments" }).click();
  await expect(card(page, a).getByText(ASSESSMENT_TEXT.passedBadge, { exact: true })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, "list-390-attempted");
});
