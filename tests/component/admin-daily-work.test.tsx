/**
 * The console fit for daily work (issue 31 part 4): the audit log names and links people and asks the
 * server with its filters; the Renewals tab flags certified trainers without a renewal date; the
 * Onboarding tab finds an applicant by name or e-mail.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditTab } from "../../app/features/admin-console/audit-tab";
import { OnboardingTab } from "../../app/features/admin-console/onboarding-tab";
import { RenewalsTab } from "../../app/features/admin-console/renewals-tab";
import type { ApplicantRow, AuditEntry } from "../../src/shared/contracts/admin";
import { json, renderApp, stubFetch } from "./support";

const ENTRY: AuditEntry = {
  id: 9,
  at: "2026-03-02T15:04:00.000Z",
  actorId: 1,
  actorName: "Ada Admin",
  actorEmail: "admin@example.com",
  action: "trainer.update",
  targetType: "trainer",
  targetId: "3",
  targetName: "Dana Whitfield",
  before: { city: "Tulsa" },
  after: { city: "Austin" },
};

function stubAudit() {
  return stubFetch((url) =>
    url.pathname === "/api/admin/audit"
      ? json({
          entries: url.searchParams.get("who") === "nobody" ? [] : [ENTRY],
          total: 1,
          page: 1,
          pageSize: 50,
          actions: ["renewal.remind", "trainer.update"],
          targetTypes: ["site-content", "trainer"],
        })
      : json({ message: "Not expected" }, 500),
  );
}

describe("the audit log", () => {
  it("names the actor and the trainer target, each linked to their page in the console", async () => {
    stubAudit();
    renderApp(<AuditTab />, { path: "/audit" });
    const target = await screen.findByRole("link", { name: "Dana Whitfield" });
    expect(target.getAttribute("href")).toBe("/trainer-portal/admin/trainers/3");
    expect(screen.getByRole("link", { name: "Ada Admin" }).getAttribute("href")).toBe(
      "/trainer-portal/admin/trainers/1",
    );
    expect(screen.queryByText(/Trainer 3/)).toBeNull();
    expect(screen.getByText("Trainer update", { selector: "td" })).toBeTruthy();
  });

  it("asks the server with the chosen action, target type and typed who, and says when nothing matches", async () => {
    const fetch = stubAudit();
    renderApp(<AuditTab />, { path: "/audit" });
    await screen.findByRole("link", { name: "Dana Whitfield" });
    const lastQuery = () => new URL(String(fetch.mock.calls.at(-1)![0]), "http://localhost").searchParams;

    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "renewal.remind" } });
    await waitFor(() => expect(lastQuery().get("action")).toBe("renewal.remind"));
    fireEvent.change(screen.getByLabelText("Target type"), { target: { value: "trainer" } });
    await waitFor(() => expect(lastQuery().get("targetType")).toBe("trainer"));
    expect(lastQuery().get("action")).toBe("renewal.remind");

    fireEvent.change(screen.getByLabelText("Who"), { target: { value: "nobody" } });
    expect(await screen.findByText(/No change matches these filters/)).toBeTruthy();
    expect(lastQuery().get("who")).toBe("nobody");
  });
});

describe("the Renewals tab", () => {
  it("flags a certified trainer without a renewal date, linked to their page", async () => {
    stubFetch((url) => {
      if (url.pathname === "/api/admin/renewals") return json([]);
      if (url.pathname === "/api/admin/renewals/undated")
        return json([{ id: 5, name: "Rae Undated", email: "rae@example.com", certificationDate: null }]);
      return json({ message: "Not expected" }, 500);
    });
    renderApp(<RenewalsTab />, { path: "/renewals" });
    const card = await screen.findByRole("region", { name: "Certified trainers without a renewal date" });
    const link = await within(card).findByRole("link", { name: "Rae Undated" });
    expect(link.getAttribute("href")).toBe("/trainer-portal/admin/trainers/5");
    expect(within(card).getByText("No renewal date set")).toBeTruthy();
    expect(within(card).getByText("No certification date")).toBeTruthy();
  });
});

const applicant = (id: number, fullName: string, email: string): ApplicantRow => ({
  id,
  fullName,
  email,
  phone: null,
  city: "Tulsa",
  state: "OK",
  paymentStatus: "pending",
  paymentClaimedAt: null,
  paymentVerifiedAt: null,
  paymentVerifiedBy: null,
  signedCount: 0,
  requiredCount: 3,
  trainerId: null,
  orderEmail: null,
  unmatchedOrder: false,
  createdAt: "2026-03-01T09:00:00.000Z",
});

describe("the Onboarding tab", () => {
  it("finds an applicant by name or e-mail, in any case", async () => {
    stubFetch((url) =>
      url.pathname === "/api/admin/applicants"
        ? json([
            applicant(1, "Maria Lopez", "maria@example.com"),
            applicant(2, "Jo Park", "jpark@example.com"),
          ])
        : json({ message: "Not expected" }, 500),
    );
    renderApp(<OnboardingTab />, { path: "/onboarding" });
    await screen.findByText("Maria Lopez");
    const search = screen.getByLabelText("Search");

    fireEvent.change(search, { target: { value: "LOPEZ" } });
    expect(screen.getByText("Maria Lopez")).toBeTruthy();
    expect(screen.queryByText("Jo Park")).toBeNull();

    fireEvent.change(search, { target: { value: "jpark@" } });
    expect(screen.getByText("Jo Park")).toBeTruthy();
    expect(screen.queryByText("Maria Lopez")).toBeNull();

    fireEvent.change(search, { target: { value: "zed" } });
    expect(screen.getByText(/No applicant's name or e-mail matches "zed"/)).toBeTruthy();
  });
});
