/**
 * The trainer's message to a class's attendees (issue 33 §4): checked before sending (subject and text
 * required), sent once valid, the count said after, and the server's 429 text shown as it is.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AttendeeMessage } from "../../app/features/manage-classes/attendee-message";
import { ApiError } from "../../app/lib/api";
import { RESERVATION_TEXT } from "../../src/shared/reservation-texts";
import { renderApp } from "./support";

describe("the message to attendees", () => {
  it("checks the fields, sends, and says to how many", async () => {
    const send = vi.fn().mockResolvedValue({ sent: 3 });
    renderApp(<AttendeeMessage send={send} people={3} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Message attendees" }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(RESERVATION_TEXT.subjectRequired)).toBeTruthy();
    expect(screen.getByText(RESERVATION_TEXT.messageRequired)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Subject"), "Parking");
    await user.type(screen.getByLabelText("Message"), "Use the back lot.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ subject: "Parking", body: "Use the back lot." }));
    expect((await screen.findByRole("status")).textContent).toBe("Message sent to 3 people.");
  });

  it("shows the limit's refusal as the server words it", async () => {
    const body = JSON.stringify({ error: "Too Many Requests", message: RESERVATION_TEXT.tooManyMessages });
    const send = vi.fn().mockRejectedValue(new ApiError(429, body, "Too Many Requests"));
    renderApp(<AttendeeMessage send={send} people={1} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Message attendees" }));
    await user.type(screen.getByLabelText("Subject"), "Parking");
    await user.type(screen.getByLabelText("Message"), "x");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(RESERVATION_TEXT.tooManyMessages);
  });

  it("cannot be opened with no one to tell", () => {
    renderApp(<AttendeeMessage send={vi.fn()} people={0} />);
    expect((screen.getByRole("button", { name: "Message attendees" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
