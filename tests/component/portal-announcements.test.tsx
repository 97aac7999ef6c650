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

const many = (priorities: Announcement["priority"][]): Announcement[] =>
  priorities.map((priority, i) => ({
    id: 100 - i,
    message: `Message ${i + 1} (${priority})`,
    priority,
    createdAt: `2026-03-${String(20 - i).padStart(2, "0")}T10:00:00Z`,
    createdBy: "Lee Lead",
  }));

describe("the folded Announcements card (issue 31 part 1)", () => {
  it("shows the newest and every urgent one, then Show all (N) and Show fewer", async () => {
    stubFetch();
    const { user } = renderApp(<AnnouncementsCard me={LEAD} />, {
      seed: [[KEY, many(["info", "important", "info", "urgent", "info"])]],
    });
    const messages = () => screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(messages()).toHaveLength(2);
    expect(messages()[0]).toContain("Message 1 (info)");
    expect(messages()[1]).toContain("Message 4 (urgent)");
    await user.click(screen.getByRole("button", { name: "Show all (5)" }));
    expect(messages()).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Show fewer" }));
    expect(messages()).toHaveLength(2);
  });

  it("has no Show all when every announcement already shows", () => {
    stubFetch();
    renderApp(<AnnouncementsCard me={LEAD} />, { seed: [[KEY, many(["info", "urgent"])]] });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });
});

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
