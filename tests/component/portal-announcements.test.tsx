import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnnouncementsCard } from "../../app/features/portal/announcements-card";
import type { Announcement } from "../../src/shared/contracts/announcements";
import type { Me } from "../../src/shared/contracts/auth";
import { callsTo, fieldError, json, renderApp, stubFetch } from "./support";

const LEAD: Me = {
  id: 1,
  email: "lead@example.com",
  name: "Lee Lead",
  status: "certified",
  roles: ["trainer", "announcement_author"],
  isAdmin: false,
  isAnnouncementAuthor: true,
  hasPassword: false,
  unsignedDocuments: 0,
};
const KEY = ["announcements", "lead@example.com"] as const;
const LIST: Announcement[] = [
  {
    id: 9,
    message: "Zoom moves to 7pm.",
    priority: "important",
    createdAt: "2026-03-02T10:00:00Z",
    createdBy: "Lee Lead",
  },
];

describe("the dashboard's Announcements card", () => {
  it("lists the announcements (the shared list) with a Dismiss for each", () => {
    stubFetch();
    renderApp(<AnnouncementsCard me={LEAD} />, { seed: [[KEY, LIST]] });
    const item = screen.getByRole("listitem");
    expect(item.textContent).toContain("Important");
    expect(item.textContent).toContain("Zoom moves to 7pm.");
    expect(item.textContent).toContain("Posted by Lee Lead");
    expect(within(item).getByRole("button", { name: "Dismiss" })).toBeTruthy();
  });

  it("a failed read says so with Try again, which reads again", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      // The read and its one retry (lib/retry.ts) fail; Try again's read answers.
      return calls <= 2 ? json({ message: "Down" }, 503) : json(LIST);
    });
    const { user } = renderApp(<AnnouncementsCard me={LEAD} />);
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toBe("Failed to fetch announcements" + "Try again");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Zoom moves to 7pm.")).toBeTruthy();
  });

  it("New: Post stays disabled for a blank text; the server's refusal shows under the field", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/announcements"
        ? json(
            { message: "Invalid", issues: [{ field: "message", message: "Write the announcement first." }] },
            400,
          )
        : json([]),
    );
    const { user } = renderApp(<AnnouncementsCard me={LEAD} />, { seed: [[KEY, []]] });
    expect(screen.getByText("No announcements at this time.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New" }));
    const post = screen.getByRole("button", { name: "Post" }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    await user.type(screen.getByLabelText("Announcement"), "   ");
    expect(post.disabled).toBe(true);
    await user.type(screen.getByLabelText("Announcement"), "Hello");
    expect(post.disabled).toBe(false);
    await user.click(post);
    await waitFor(() => expect(fieldError("Announcement")).toBe("Write the announcement first."));
    expect(callsTo(fetch, "/api/announcements")[0]?.body).toEqual({ message: "Hello", priority: "info" });
  });
});
