/**
 * The class alert (issue 32, decision 0042): the button names the page's place and loads the form on
 * demand; the form's own checks, the server's unknown place under its field, and "Check your e-mail to
 * confirm" after it was sent.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClassAlertPrompt } from "../../app/components/class-alert/class-alert-prompt";
import { CLASS_ALERT_TEXT } from "../../src/shared/contracts/class-alerts";
import { alerts, callsTo, fieldError, json, renderApp, stubFetch } from "./support";

async function openForm(place?: string) {
  const rendered = renderApp(<ClassAlertPrompt place={place} />);
  const name = `Tell me when a class is scheduled near ${place ?? "me"}`;
  await rendered.user.click(screen.getByRole("button", { name }));
  await screen.findByRole("form", { name: "Class alerts" });
  return rendered;
}

describe("the class alert", () => {
  it("is a button until pressed, then the form, starting from the page's place", async () => {
    stubFetch();
    await openForm("Fargo, ND");
    expect(screen.getByLabelText("City, ZIP or postal code")).toHaveProperty("value", "Fargo, ND");
    expect(screen.getByLabelText("Distance")).toHaveProperty("value", "25");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
  });

  it("refuses a bad e-mail and an empty place under their fields, and sends nothing", async () => {
    const fetch = stubFetch();
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send me class alerts" }));
    await waitFor(() => expect(fieldError("Email")).toBe(CLASS_ALERT_TEXT.email));
    expect(fieldError("City, ZIP or postal code")).toBe(CLASS_ALERT_TEXT.placeRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's unknown place under the place field", async () => {
    stubFetch(() =>
      json(
        {
          error: "Bad Request",
          message: CLASS_ALERT_TEXT.unknownPlace,
          issues: [{ field: "place", message: CLASS_ALERT_TEXT.unknownPlace }],
        },
        400,
      ),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("City, ZIP or postal code"), "Qwxz");
    await user.click(screen.getByRole("button", { name: "Send me class alerts" }));
    await waitFor(() => expect(fieldError("City, ZIP or postal code")).toBe(CLASS_ALERT_TEXT.unknownPlace));
    expect(alerts()).toEqual([CLASS_ALERT_TEXT.unknownPlace]);
  });

  it("sends e-mail, place and distance, then says to check the e-mail", async () => {
    const fetch = stubFetch(() => json({ email: "ana@example.com", place: "Fargo, ND", distance: 50 }, 202));
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Email"), " Ana@Example.com ");
    await user.type(screen.getByLabelText("City, ZIP or postal code"), "fargo nd");
    await user.selectOptions(screen.getByLabelText("Distance"), "50");
    await user.click(screen.getByRole("button", { name: "Send me class alerts" }));
    await screen.findByRole("heading", { name: "Check your e-mail to confirm" });
    expect(callsTo(fetch, "/api/class-alerts")[0]?.body).toEqual({
      email: "ana@example.com",
      place: "fargo nd",
      distance: 50,
    });
    expect(screen.getByRole("status").textContent).toContain("near Fargo, ND");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Tell me when a class is scheduled near me" })).toBeTruthy();
  });
});
