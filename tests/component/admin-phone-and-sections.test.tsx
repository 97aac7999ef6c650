/**
 * The console fit for a phone and for long pages (issue 31 part 4; docs/decisions/0041): every console
 * table is a ResponsiveTable whose cells name their columns (a card per row below 640 px), the trainers
 * are sorted on a phone by "Sort by" (the headers are hidden there), and the Content tab's sub-tabs keep
 * the open section in the address and move with the arrow keys.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditTab } from "../../app/features/admin-console/audit-tab";
import { ContentTab } from "../../app/features/admin-console/content-tab";
import { OnboardingTab } from "../../app/features/admin-console/onboarding-tab";
import { RenewalsTab } from "../../app/features/admin-console/renewals-tab";
import { TrainersTab } from "../../app/features/admin-console/trainers-tab";
import { VersionsTable } from "../../app/features/admin-console/versions-table";
import type { ApplicantRow, AuditEntry, TrainerRow } from "../../src/shared/contracts/admin";
import * as F from "./admin-fixtures";
import { json, renderApp, stubFetch } from "./support";
import { expectCardLabels } from "./table-cards";

const ROW: TrainerRow = {
  id: 7,
  name: "Dana Trainer",
  email: "dana@example.com",
  status: "certified",
  slug: "dana-trainer",
  city: "Tulsa",
  state: "OK",
  featured: true,
  publiclyListed: true,
  unsignedDocuments: 2,
  certificationDate: "2024-03-01",
  renewalDate: "2027-03-01",
  createdAt: "2024-01-01T00:00:00.000Z",
};

const ENTRY: AuditEntry = {
  id: 9,
  at: "2026-03-02T15:04:00.000Z",
  actorId: 1,
  actorName: "Ada Admin",
  actorEmail: "admin@example.com",
  action: "trainer.update",
  targetType: "trainer",
  targetId: "7",
  targetName: "Dana Trainer",
  before: { city: "Tulsa" },
  after: { city: "Austin" },
};

const APPLICANT: ApplicantRow = {
  id: 1,
  fullName: "Maria Lopez",
  email: "maria@example.com",
  phone: "918-555-0100",
  city: "Tulsa",
  state: "OK",
  paymentStatus: "pending",
  paymentClaimedAt: null,
  paymentVerifiedAt: null,
  paymentVerifiedBy: null,
  signedCount: 1,
  requiredCount: 3,
  trainerId: null,
  orderEmail: null,
  unmatchedOrder: false,
  createdAt: "2026-03-01T09:00:00.000Z",
};

const READS: Record<string, unknown> = {
  "/api/admin/trainers": { rows: [ROW], total: 1, page: 1, pageSize: 25 },
  "/api/admin/audit": {
    entries: [ENTRY],
    total: 1,
    page: 1,
    pageSize: 50,
    actions: ["trainer.update"],
    targetTypes: ["trainer"],
  },
  "/api/admin/applicants": [APPLICANT],
  "/api/admin/renewals": [
    {
      id: 7,
      name: "Dana Trainer",
      email: "dana@example.com",
      renewalDate: "2026-04-01",
      daysLeft: 20,
      remindedAt: null,
      remindedBy: null,
    },
  ],
  "/api/admin/renewals/undated": [],
  "/api/admin/site-content": F.SITE_CONTENT,
  "/api/admin/site-links": F.SITE_LINKS,
  "/api/admin/announcements": F.ANNOUNCEMENTS_ADMIN,
  "/api/admin/modules": F.MODULES,
  "/api/admin/assessments": F.ASSESSMENTS,
  "/api/admin/documents": F.DOCUMENTS,
  "/api/admin/knowledge-articles": [],
};

function stubConsole() {
  return stubFetch((url) =>
    url.pathname in READS
      ? json(READS[url.pathname])
      : json({ message: `Not expected: ${url.pathname}` }, 500),
  );
}

const onlyTable = () => screen.getByRole("table") as HTMLTableElement;

describe("the console's tables on a phone", () => {
  it("trainers: each cell names its column; the name is the card's title", async () => {
    stubConsole();
    renderApp(<TrainersTab />, { path: "/trainers" });
    await screen.findByRole("link", { name: "Dana Trainer" });
    expectCardLabels(onlyTable(), ["Name"]);
    const cell = screen.getByText("dana@example.com").closest("td")!;
    expect(cell.getAttribute("data-label")).toBe("Email");
  });

  it("trainers: Sort by asks the server for the chosen sort, as the headers do", async () => {
    const fetch = stubConsole();
    const { router } = renderApp(<TrainersTab />, { path: "/trainers" });
    await screen.findByRole("link", { name: "Dana Trainer" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "renewalDate:asc" } });
    await waitFor(() => expect(router.state.location.search).toContain("sort=renewalDate"));
    expect(router.state.location.search).toContain("dir=asc");
    // The read for the new sort follows the address (a render later on a loaded machine).
    await waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), "http://localhost");
      expect(last.searchParams.get("sort")).toBe("renewalDate");
    });
  });

  it("the audit log, the onboarding, renewals and a document's versions: each cell names its column", async () => {
    stubConsole();
    const audit = renderApp(<AuditTab />, { path: "/audit" });
    await screen.findByRole("link", { name: "Dana Trainer" });
    expectCardLabels(onlyTable());
    audit.unmount();

    const onboarding = renderApp(<OnboardingTab />, { path: "/onboarding" });
    await screen.findByText("Maria Lopez");
    expectCardLabels(onlyTable(), ["Name"]);
    onboarding.unmount();

    const renewals = renderApp(<RenewalsTab />, { path: "/renewals" });
    await screen.findByRole("button", { name: /Send reminder to Dana Trainer/ });
    expectCardLabels(onlyTable(), ["Trainer"]);
    renewals.unmount();

    renderApp(<VersionsTable document={F.DOCUMENTS[0]!} />);
    expectCardLabels(onlyTable());
  });
});

describe("the Content tab's sub-tabs", () => {
  it("opens the first section, switches on a click and keeps the section in the address", async () => {
    stubConsole();
    const { user, router } = renderApp(<ContentTab />, { path: "/content" });
    const tabs = within(screen.getByRole("tablist", { name: "Content sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Site content",
      "Links and contact",
      "Announcements",
      "Curriculum",
      "Knowledge articles",
      "Assessments",
      "Documents",
    ]);
    expect(await screen.findByRole("region", { name: "Site content" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Curriculum" })).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Curriculum" }));
    expect(await screen.findByRole("region", { name: "Curriculum" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Site content" })).toBeNull();
    expect(router.state.location.search).toBe("?section=curriculum");

    // Back to the first: the address drops the parameter.
    await user.click(screen.getByRole("tab", { name: "Site content" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("opens the section its address names, and the first for an unknown one", async () => {
    stubConsole();
    const documents = renderApp(<ContentTab />, { path: "/content?section=documents" });
    expect(screen.getByRole("tab", { name: "Documents" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("region", { name: "Documents" })).toBeTruthy();
    documents.unmount();

    renderApp(<ContentTab />, { path: "/content?section=nonsense" });
    expect(screen.getByRole("tab", { name: "Site content" }).getAttribute("aria-selected")).toBe("true");
  });

  it("moves between sections with the arrow keys", async () => {
    stubConsole();
    const { user, router } = renderApp(<ContentTab />, { path: "/content?section=announcements" });
    screen.getByRole("tab", { name: "Announcements" }).focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(router.state.location.search).toBe("?section=curriculum"));
    // The address moves first; the tab list follows on the next render (slow on a loaded machine).
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Curriculum" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(document.activeElement?.textContent).toBe("Curriculum");
  });
});
