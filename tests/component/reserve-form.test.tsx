/**
 * Reserve a spot on the class page (issue 33, decision 0044): the live count, the button that loads the
 * form on demand, the form's own checks, and the two answers (check your e-mail, the waitlist position).
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReservePanel } from "../../app/features/class-detail/reserve-panel";
import { RESERVATION_TEXT } from "../../src/shared/contracts/reservations";
import { callsTo, fieldError, fill, json, renderApp, stubFetch } from "./support";

const ID = "c-1";
const SPOTS = `/api/public-classes/${ID}/spots`;
const RESERVE = `/api/public-classes/${ID}/reservations`;

function spots(over: Partial<Record<string, unknown>> = {}) {
  return { classId: ID, capacity: 10, reserved: 7, spotsLeft: 3, waitlist: 0, closed: false, ...over };
}

function api(spotsAnswer: unknown, reserveAnswer?: unknown, status = 201) {
  return stubFetch((url) => {
    if (url.pathname === SPOTS) return json(spotsAnswer);
    if (url.pathname === RESERVE) return json(reserveAnswer, status);
    return json({ message: "Not stubbed" }, 500);
  });
}

async function openForm() {
  const rendered = renderApp(<ReservePanel classId={ID} title="Evening Basics" />);
  await rendered.user.click(
    await screen.findByRole("button", { name: /^(Reserve a spot|Join the waitlist)$/ }),
  );
  await screen.findByRole("form", { name: "Reserve a spot" });
  return rendered;
}

describe("the reserve panel", () => {
  it("shows the live spots left, and a full class as the waitlist", async () => {
    api(spots());
    const { unmount } = renderApp(<ReservePanel classId={ID} title="Evening Basics" />);
    expect((await screen.findByTestId("spots-left")).textContent).toContain("3 spots left");
    unmount();
    api(spots({ reserved: 10, spotsLeft: 0, waitlist: 2 }));
    renderApp(<ReservePanel classId={ID} title="Evening Basics" />);
    expect((await screen.findByTestId("spots-left")).textContent).toContain("Full: join the waitlist");
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeTruthy();
  });

  it("shows no count for a class without a capacity, but still reserves", async () => {
    api(spots({ capacity: null, spotsLeft: null, reserved: 4 }));
    await openForm();
    expect(screen.queryByTestId("spots-left")).toBeNull();
  });

  it("refuses an empty name, a bad e-mail, and sends nothing", async () => {
    const fetch = api(spots());
    const { user } = await openForm();
    fill("Email", "not-an-address");
    await user.click(screen.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(fieldError("Name")).toBe(RESERVATION_TEXT.nameRequired));
    expect(fieldError("Email")).toBe(RESERVATION_TEXT.emailInvalid);
    expect(callsTo(fetch, RESERVE)).toEqual([]);
  });

  it("sends name, e-mail and party size, then says to check the e-mail", async () => {
    const fetch = api(spots(), {
      status: "pending",
      partySize: 2,
      expiresAt: "2030-01-01T00:30:00Z",
      position: null,
    });
    const { user } = await openForm();
    fill("Name", "Ana Diaz");
    fill("Email", "ana@example.com");
    await user.selectOptions(screen.getByLabelText("People"), "2");
    await user.click(screen.getByRole("button", { name: "Reserve" }));
    await screen.findByRole("heading", { name: "Check your e-mail to confirm your spot" });
    expect(callsTo(fetch, RESERVE)).toEqual([
      { method: "POST", body: { name: "Ana Diaz", email: "ana@example.com", partySize: 2 } },
    ]);
  });

  it("tells a party that went on the waitlist its position", async () => {
    api(spots({ reserved: 10, spotsLeft: 0 }), {
      status: "waitlisted",
      partySize: 1,
      expiresAt: null,
      position: 3,
    });
    const { user } = await openForm();
    fill("Name", "Ben");
    fill("Email", "ben@example.com");
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    await screen.findByRole("heading", { name: "You're number 3 on the waitlist" });
  });

  it("shows the server's refusal (already reserved) plainly", async () => {
    api(spots(), { error: "Conflict", message: RESERVATION_TEXT.duplicate }, 409);
    const { user } = await openForm();
    fill("Name", "Ana");
    fill("Email", "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(screen.getByText(RESERVATION_TEXT.duplicate)).toBeTruthy());
  });
});
