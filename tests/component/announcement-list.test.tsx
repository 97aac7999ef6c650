import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AnnouncementList } from "../../app/components/announcement-list";
import type { AnnouncementPriority } from "../../src/shared/contracts/announcements";

const LIST: { id: number; message: string; priority: AnnouncementPriority; by: string }[] = [
  { id: 7, message: "Class 4 moves to Thursday.", priority: "urgent", by: "Dana" },
  { id: 5, message: "New workbook\nchapter 3 is out.", priority: "info", by: "Lee" },
];

describe("AnnouncementList", () => {
  it("says the caller's sentence when there is nothing", () => {
    render(<AnnouncementList announcements={[]} empty="No announcements at this time." />);
    expect(screen.getByText("No announcements at this time.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists each announcement with its priority named, in the given order", () => {
    render(<AnnouncementList announcements={LIST} empty="None" />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Urgent");
    expect(items[0]?.textContent).toContain("Class 4 moves to Thursday.");
    expect(items[0]?.getAttribute("data-priority")).toBe("urgent");
    expect(items[1]?.textContent).toContain("Info");
    expect(items[1]?.getAttribute("data-announcement")).toBe("5");
  });

  it("shows the caller's details and action, the action described by the message", async () => {
    const onDismiss = vi.fn();
    render(
      <AnnouncementList
        announcements={LIST}
        empty="None"
        details={(a) => <p>Posted by {a.by}</p>}
        action={(a, messageId) => (
          <button
            type="button"
            aria-label="Dismiss"
            aria-describedby={messageId}
            onClick={() => onDismiss(a.id)}
          >
            x
          </button>
        )}
      />,
    );
    const first = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByText("Posted by Dana")).toBeTruthy();
    const dismiss = within(first).getByRole("button", { name: "Dismiss" });
    expect(dismiss.getAttribute("aria-describedby")).toBeTruthy();
    const described = document.getElementById(dismiss.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Class 4 moves to Thursday.");
    await userEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledWith(7);
  });

  it("outlined items (the console's) drop the priority tint but keep the badge", () => {
    render(<AnnouncementList announcements={LIST} empty="None" look="outlined" />);
    const item = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(item.className).toContain("border-slate-200");
    expect(item.className).not.toContain("bg-danger-50");
    expect(item.textContent).toContain("Urgent");
  });
});
