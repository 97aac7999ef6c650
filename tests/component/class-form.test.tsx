import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClassFormDialog } from "../../app/features/manage-classes/class-form-dialog";
import { alerts, fieldError, fill, renderApp, stubFetch } from "./support";

function renderAddClass() {
  return renderApp(
    <ClassFormDialog
      target={{ mode: "add" }}
      onClose={() => {}}
      onSaved={() => {}}
      today="2026-05-10"
      timeZone="America/Chicago"
      conflict="none"
      onConflict={() => {}}
      reload={() => {}}
      reloading={false}
      reloadFailed={false}
    />,
  );
}

describe("the Add Class form", () => {
  it("empty: the spec's required-field messages, each under its field", async () => {
    const fetch = stubFetch();
    const { user } = renderAddClass();
    expect(screen.getByRole("dialog", { name: "Add Class" })).toBeTruthy();
    fill("Class title *", "");
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        "Class title is required",
        "Date is required",
        "Start time is required",
        "Location is required",
        "Payment link is required",
      ]),
    );
    expect(fieldError("Class title *")).toBe("Class title is required");
    expect(fieldError("Date *")).toBe("Date is required");
    expect(fieldError("Location *")).toBe("Location is required");
    expect(fieldError("Payment link *")).toBe("Payment link is required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("bad values: a past date, a price, a payment URL and capacity", async () => {
    const fetch = stubFetch();
    const { user } = renderAddClass();
    fill("Date *", "2020-01-01");
    fill("Price", "abc");
    fill("Location *", "Riverside Community Center, Tulsa, OK");
    fill("Payment link *", "not a link");
    fill("Capacity", "0");
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    await waitFor(() => expect(fieldError("Date *")).toBe("Choose today or a later date."));
    expect(fieldError("Price")).toBe("Enter a price like $75, or 0 for a free class.");
    expect(fieldError("Payment link *")).toBe("Please enter a valid payment URL");
    expect(fieldError("Capacity")).toBe("Capacity is a whole number from 1 to 10,000.");
    expect(screen.queryByLabelText("Spots left")).toBeNull();
    expect(fieldError("Location *")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a start too late for a 2-hour class says it must end by midnight", async () => {
    stubFetch();
    const { user } = renderAddClass();
    fill("Date *", "2026-06-01");
    fill("Hour", "11");
    fill("Minute", "00");
    fill("AM or PM", "PM");
    fill("Location *", "Tulsa");
    fill("Payment link *", "https://example.com/pay");
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    await waitFor(() =>
      expect(alerts()).toContain("A class must end by midnight: choose a start time of 9:45 PM or earlier."),
    );
  });
});
