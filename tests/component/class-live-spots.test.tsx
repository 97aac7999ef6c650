/**
 * A class card's spots left (issue 33, decision 0044): the list was prepared with a count that a
 * reservation since does not change, so the Class Details dialog reads the live count when it opens,
 * and keeps the prepared one when that read fails. A class without a capacity asks nothing.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClassList } from "../../app/features/classes/class-card";
import type { ListedClass } from "../../src/shared/class-listing";
import { callsTo, json, renderApp, stubFetch } from "./support";

const CLASS: ListedClass = {
  id: "c-1",
  title: "Evening Basics",
  date: "2026-12-10",
  time: "6:00 PM - 8:00 PM",
  startTime: "18:00",
  endTime: "20:00",
  timeZone: "America/Chicago",
  location: "Community Center",
  price: "$75",
  priceCents: 7500,
  paymentLink: null,
  capacity: 12,
  spotsLeft: 12,
  type: null,
  level: null,
  tags: [],
  address: null,
  trainerId: 7,
  trainerName: "Jane Trainer",
  trainerFirstName: "Jane",
  trainerSlug: "jane-trainer",
};

async function openDetails(c: ListedClass) {
  const { user } = renderApp(<ClassList classes={[c]} emptyHint="None" />);
  await user.click(screen.getByRole("button", { name: /^Class Details/ }));
  return screen.findByRole("dialog");
}
const spotsFact = (dialog: HTMLElement) =>
  within(dialog).getByText("Spots left").nextElementSibling?.textContent;

describe("a class card's spots left", () => {
  it("reads the live count when the details open, not before", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/class-spots"
        ? json({
            spots: [{ classId: "c-1", capacity: 12, reserved: 9, spotsLeft: 3, waitlist: 0, closed: false }],
          })
        : json({ message: "Not stubbed" }, 500),
    );
    renderApp(<ClassList classes={[CLASS]} emptyHint="None" />);
    expect(callsTo(fetch, "/api/class-spots")).toHaveLength(0);
    screen.getByRole("button", { name: /^Class Details/ }).click();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("3");
    expect(spotsFact(dialog)).toBe("3");
    expect(new URL(String(fetch.mock.calls[0]![0]), "http://x").searchParams.get("ids")).toBe("c-1");
  });

  it("keeps the prepared count when the live read fails", async () => {
    const fetch = stubFetch(() => json({ message: "Down" }, 503));
    const dialog = await openDetails(CLASS);
    await waitFor(() => expect(callsTo(fetch, "/api/class-spots")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spotsFact(dialog)).toBe("12");
  });

  it("asks nothing for a class without a capacity, and shows no count", async () => {
    const fetch = stubFetch();
    const dialog = await openDetails({ ...CLASS, capacity: null, spotsLeft: null });
    expect(within(dialog).queryByText("Spots left")).toBeNull();
    expect(callsTo(fetch, "/api/class-spots")).toHaveLength(0);
  });
});
