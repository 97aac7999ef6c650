import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MagicLinkForm } from "../../app/features/login/magic-link-form";
import { PasswordForm } from "../../app/features/login/password-form";
import { PasswordCard } from "../../app/features/portal/password-card";
import type { Me } from "../../src/shared/contracts/auth";
import { alerts, callsTo, fieldError, json, renderApp, stubFetch } from "./support";

describe("the magic-link form", () => {
  it("refuses an empty or malformed e-mail under the field, and sends nothing", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<MagicLinkForm email="" onEmailChange={() => {}} onSent={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email address"));
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email address"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a valid e-mail, trimmed and lower-cased", async () => {
    const fetch = stubFetch(() => json({ ok: true }));
    const onSent = vi.fn();
    const { user } = renderApp(<MagicLinkForm email="" onEmailChange={() => {}} onSent={onSent} />);
    await user.type(screen.getByLabelText("Email"), "  Dana@Example.COM ");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(callsTo(fetch, "/api/magic-login")[0]?.body).toEqual({ email: "dana@example.com" });
    expect(fieldError("Email")).toBeNull();
  });
});

describe("the password form", () => {
  it("refuses a bad e-mail and a short password, each under its field", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<PasswordForm email="" onEmailChange={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email address"));
    expect(fieldError("Password")).toBe("Password must be at least 6 characters");
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fieldError("Email")).toBeNull());
    expect(fieldError("Password")).toBe("Password must be at least 6 characters");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the form", async () => {
    stubFetch(() =>
      json({ message: "That email and password don't match. Try again, or use an email link." }, 401),
    );
    const { user } = renderApp(<PasswordForm email="dana@example.com" onEmailChange={() => {}} />);
    await user.type(screen.getByLabelText("Password"), "123456");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() =>
      expect(alerts()).toEqual(["That email and password don't match. Try again, or use an email link."]),
    );
  });
});

const ME: Me = {
  id: 1,
  email: "dana@example.com",
  name: "Dana Trainer",
  status: "certified",
  roles: [],
  isAdmin: false,
  isAnnouncementAuthor: false,
  hasPassword: true,
  unsignedDocuments: 0,
};

describe("the portal's password card", () => {
  it("with a password: asks for the current one and a new one of 6 characters or more", async () => {
    const fetch = stubFetch();
    const { user } = renderApp(<PasswordCard me={ME} />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(fieldError("Current password")).toBe("Please enter your current password"));
    expect(fieldError("New password")).toBe("Password must be at least 6 characters");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("without a password: only the new one, no current-password field", async () => {
    stubFetch();
    const { user } = renderApp(<PasswordCard me={{ ...ME, hasPassword: false }} />);
    expect(screen.queryByLabelText("Current password")).toBeNull();
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await waitFor(() => expect(fieldError("New password")).toBe("Password must be at least 6 characters"));
    expect(alerts()).toEqual(["Password must be at least 6 characters"]);
  });
});
