/**
 * The trainer's attendee list (issue 33): each reservation's details, the paid toggle sending PATCH, the
 * attended toggle only after the class started, and the CSV link.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AttendeeList } from "../../app/features/manage-classes/attendee-list";
import type { AttendeeList as List } from "../../src/shared/contracts/reservations";
import { renderApp } from "./support";

const LIST: List = {
  class: { id: "c-9", title: "Evening Basics", date: "2030-05-04", startTime: "18:30" },
  spots: { classId: "c-9", capacity: 10, reserved: 3, spotsLeft: 7, waitlist: 1, closed: false },
  reservations: [
    {
      id: "r-1",
      name: "Ana Diaz",
      email: "ana@example.com",
      partySize: 2,
      status: "held",
      reservedAt: "2030-05-01T15:05:00Z",
      paid: false,
      attended: null,
      position: null,
    },
    {
      id: "r-2",
      name: "Ben Ode",
      email: "ben@example.com",
      partySize: 1,
      status: "waitlisted",
      reservedAt: "2030-05-01T16:00:00Z",
      paid: false,
      attended: null,
      position: 1,
    },
  ],
};

describe("the attendee list", () => {
  it("lists each reservation with its party, e-mail, status and the counts", () => {
    renderApp(<AttendeeList list={LIST} timeZone="America/Chicago" started={false} mark={vi.fn()} />);
    expect(screen.getByTestId("attendee-counts").textContent).toContain("3 reserved of 10, 1 waiting");
    const rows = within(screen.getByRole("table", { name: "Attendees" })).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Ana Diaz");
    expect(rows[1]?.textContent).toContain("ana@example.com");
    expect(rows[1]?.textContent).toContain("Confirmed");
    expect(rows[1]?.textContent).toContain("May 1, 10:05 AM");
    expect(rows[2]?.textContent).toContain("Waitlist #1");
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/trainer-classes/c-9/reservations.csv",
    );
  });

  it("marks paid through the call, and offers attended only after the start", async () => {
    const mark = vi.fn(() => Promise.resolve());
    const { user, unmount } = renderApp(
      <AttendeeList list={LIST} timeZone="America/Chicago" started={false} mark={mark} />,
    );
    expect(screen.queryByRole("checkbox", { name: "Attended: Ana Diaz" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Paid: Ana Diaz" }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith("r-1", { paid: true }));
    unmount();
    renderApp(<AttendeeList list={LIST} timeZone="America/Chicago" started mark={mark} />);
    await user.click(screen.getByRole("checkbox", { name: "Attended: Ben Ode" }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith("r-2", { attended: true }));
  });

  it("shows a failed mark's message on its row", async () => {
    const mark = vi.fn(() => Promise.reject(new Error("x")));
    const { user } = renderApp(<AttendeeList list={LIST} timeZone="America/Chicago" started mark={mark} />);
    await user.click(screen.getByRole("checkbox", { name: "Paid: Ana Diaz" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Something went wrong/);
  });
});
