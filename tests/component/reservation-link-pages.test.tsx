/**
 * The reservation e-mails' one-button pages (decision 0044): opening one sends nothing; the button does;
 * the confirmed page links to the manage page (the confirmation's answer carries its token); a link
 * that can't be used says why; the reminders page says which address is off.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ReservationClaimScreen from "../../app/features/reservations/claim-screen";
import ReservationConfirmScreen from "../../app/features/reservations/confirm-screen";
import ReservationRemindersOffScreen from "../../app/features/reservations/reminders-off-screen";
import type { ManagedReservation } from "../../src/shared/contracts/reservations";
import { callsTo, json, renderApp, stubFetch } from "./support";

const TOKEN = "t".repeat(43);

function held(over: Partial<ManagedReservation> = {}): ManagedReservation {
  return {
    id: "r-1",
    status: "held",
    name: "Dana",
    email: "dana@example.test",
    partySize: 2,
    position: null,
    expiresAt: null,
    class: {
      id: "c-1",
      title: "Evening Basics",
      date: "2026-12-10",
      startTime: "18:00",
      timeZone: "America/Chicago",
      location: "Community Center",
      address: null,
      trainerName: "Jane Trainer",
      paymentLink: "https://pay.example.test/jane",
    },
    ...over,
  };
}

describe("the reservation link pages", () => {
  it("confirms only on the button, then shows the spot, the payment link and the manage link", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/reservations/confirm"
        ? json(held({ manageToken: "m".repeat(64) }))
        : json({ message: "Not stubbed" }, 500),
    );
    const { user } = renderApp(<ReservationConfirmScreen />, { path: `/?token=${TOKEN}` });
    expect(callsTo(fetch, "/api/reservations/confirm")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Confirm my spot" }));
    expect((await screen.findByRole("status")).textContent).toContain("Your spot is confirmed");
    expect(callsTo(fetch, "/api/reservations/confirm")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Complete your payment with Jane Trainer/ })).toBeTruthy();
    const manage = screen.getByRole("link", { name: "Manage or cancel your reservation" });
    expect(manage.getAttribute("href")).toBe(`/reservations/manage?token=${"m".repeat(64)}`);
  });

  it("names the e-mail's manage link when the answer has no token (a claimed spot)", async () => {
    stubFetch(() => json(held()));
    const { user } = renderApp(<ReservationClaimScreen />, { path: `/?token=${TOKEN}` });
    await user.click(screen.getByRole("button", { name: "Claim my spot" }));
    expect((await screen.findByRole("status")).textContent).toContain("The spot is yours");
    expect(screen.queryByRole("link", { name: "Manage or cancel your reservation" })).toBeNull();
    expect(document.body.textContent).toContain("link in the e-mail we sent you");
  });

  it("says why a link can't be used", async () => {
    stubFetch(() => json({ message: "This offer has ended: the spot went to the next person." }, 410));
    const { user } = renderApp(<ReservationClaimScreen />, { path: `/?token=${TOKEN}` });
    await user.click(screen.getByRole("button", { name: "Claim my spot" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This link can't be used");
    expect(alert.textContent).toContain("This offer has ended");
    expect(screen.getByRole("link", { name: "Find classes" })).toBeTruthy();
  });

  it("without a token, the button is off and the page says the link is not valid", () => {
    renderApp(<ReservationConfirmScreen />, { path: "/" });
    expect((screen.getByRole("button", { name: "Confirm my spot" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole("alert").textContent).toContain("This reservation link is not valid");
  });

  it("turns reminders off on the button and names the address", async () => {
    const fetch = stubFetch(() => json({ email: "dana@example.test" }));
    const { user } = renderApp(<ReservationRemindersOffScreen />, { path: `/?token=${TOKEN}` });
    expect(callsTo(fetch, "/api/reservations/reminders-off")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Stop reminders" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Reminders are off");
    expect(status.textContent).toContain("dana@example.test");
  });
});
