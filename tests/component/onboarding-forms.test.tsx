import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import CheckoutScreen from "../../app/features/onboarding/checkout-screen";
import ConfirmationScreen from "../../app/features/onboarding/confirmation-screen";
import { EmailLinkCard } from "../../app/features/onboarding/documents-parts";
import EnrollScreen from "../../app/features/onboarding/enroll-screen";
import SignScreen from "../../app/features/onboarding/sign-screen";
import { alerts, callsTo, fieldError, json, renderApp, stubFetch } from "./support";

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("checkout (Trainer Certification Checkout)", () => {
  it("empty: each required field's message, the terms, and the spec's summary", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<CheckoutScreen />);
    await user.click(screen.getByRole("button", { name: "Complete Checkout" }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        "Full name is required",
        "Valid email is required",
        "Phone number is required",
        "Please agree to the terms.",
        "Please fill all required fields and agree to the terms.",
      ]),
    );
    expect(fieldError("Full Name")).toBe("Full name is required");
    expect(fieldError("Email")).toBe("Valid email is required");
    expect(fieldError("Phone")).toBe("Phone number is required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a malformed e-mail, everything else given: the contract's e-mail message only", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<CheckoutScreen />);
    await user.type(screen.getByLabelText("Full Name"), "Dana Trainer");
    await user.type(screen.getByLabelText("Email"), "dana-at-example");
    await user.type(screen.getByLabelText("Phone"), "5550100100");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Complete Checkout" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email"));
    expect(alerts()).toEqual(["Please enter a valid email"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("confirmation (Trainer Information)", () => {
  it("missing details: the spec's one summary message", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<ConfirmationScreen />);
    await user.click(screen.getByRole("button", { name: "Continue to Documents" }));
    await waitFor(() => expect(alerts()).toEqual(["Please fill in all required fields."]));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a malformed e-mail: its message under the field", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<ConfirmationScreen />);
    await user.type(screen.getByLabelText("Full Name"), "Dana Trainer");
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.type(screen.getByLabelText("Phone"), "5550100100");
    await user.click(screen.getByRole("button", { name: "Continue to Documents" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email"));
    expect(alerts()).toEqual(["Please enter a valid email"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("enroll (Complete Your Enrollment)", () => {
  beforeEach(() => {
    // The screen brings the opened form into view; happy-dom has no layout to scroll.
    Element.prototype.scrollIntoView = () => {};
  });

  it("empty: the order form's six messages", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<EnrollScreen />, { path: "/enroll?complete=1" });
    await user.click(screen.getByRole("button", { name: "Complete Enrollment & Send Documents" }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        "Full name is required",
        "Valid email is required",
        "Phone number is required",
        "Address is required",
        "Shirt size is required",
        "Device color is required",
      ]),
    );
    expect(fieldError("Shipping Address")).toBe("Address is required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a short phone number and a malformed e-mail keep their messages", async () => {
    stubFetch();
    const { user } = renderApp(<EnrollScreen />, { path: "/enroll?complete=1" });
    await user.type(screen.getByLabelText("Full Name"), "Dana Trainer");
    await user.type(screen.getByLabelText("Email"), "dana@");
    await user.type(screen.getByLabelText("Phone"), "555");
    await user.click(screen.getByRole("button", { name: "Complete Enrollment & Send Documents" }));
    await waitFor(() => expect(fieldError("Phone")).toBe("Phone number is required"));
    expect(fieldError("Email")).toBe("Valid email is required");
    expect(fieldError("Full Name")).toBeNull();
  });
});

describe("e-mail the documents link again", () => {
  it("refuses a malformed e-mail, then sends a good one and says so", async () => {
    const fetch = stubFetch(() => json({ message: "" }));
    const { user } = renderApp(<EmailLinkCard />);
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email"));
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(
      await screen.findByText(
        "If we have your details, a new link is on its way. Check your inbox and spam folder.",
      ),
    ).toBeTruthy();
    expect(callsTo(fetch, "/api/onboarding/documents-link")[0]?.body).toEqual({ email: "dana@example.com" });
  });
});

describe("signing a document", () => {
  const DOC = {
    id: "code-of-conduct",
    title: "Code of Conduct",
    version: "3",
    body: "1. CONDUCT\nBe kind.",
    sha256: "ab",
    signerName: "Dana Trainer",
    signed: false,
  };

  it("asks for the typed name and the agreement, and sends nothing without them", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<SignScreen />, {
      path: "/onboarding/documents/code-of-conduct",
      route: "/onboarding/documents/:id",
      seed: [
        [["onboarding-document", DOC.id], DOC],
        [
          ["onboarding-session"],
          {
            signer: "applicant",
            applicantId: 1,
            fullName: "Dana Trainer",
            email: "d@e.f",
            paymentStatus: "completed",
            accountReady: false,
            welcomeVisited: [],
          },
        ],
      ],
    });
    await user.click(screen.getByRole("button", { name: "Sign" }));
    await waitFor(() =>
      expect(fieldError("Type your full name to sign")).toBe("Type your full name to sign."),
    );
    expect(fieldError(/I agree: I have read the Code of Conduct/)).toBe('Check "I agree" to sign.');
    expect(callsTo(fetch, "/api/onboarding/documents/code-of-conduct/sign")).toEqual([]);
  });
});
