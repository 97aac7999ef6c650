/**
 * Issue 31 part 5, sessions that explain themselves: the login page says once why a session ended and
 * keeps an e-mail handed to it; "Request a New Link" from an expired link hands it over; a portal save
 * the ended session refused offers "Sign in again" and keeps the draft, which comes back after.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiForm } from "../../app/components/ui/api-form";
import { TextField } from "../../app/components/ui/text-field";
import LoginScreen from "../../app/features/login/login-screen";
import MagicLinkScreen from "../../app/features/login/magic-link-screen";
import { ApiError } from "../../app/lib/api";
import { keepDraft, takeDraft } from "../../app/lib/draft";
import { PortalSession } from "../../app/lib/session";
import { useApiForm } from "../../app/lib/use-api-form";
import { json, renderApp, stubFetch } from "./support";

afterEach(() => localStorage.clear());

describe("the login page", () => {
  it("says once that the account was suspended, and drops the reason from the address", async () => {
    stubFetch(() => json({ message: "Please sign in to continue." }, 401));
    const { router } = renderApp(<LoginScreen />, {
      path: "/trainer-portal/login?next=%2Ftrainer-portal%2Fprofile&ended=suspended",
      seed: [[["me"], null]],
    });
    expect(screen.getByRole("alert").textContent).toContain("Your account was suspended");
    await waitFor(() => expect(router.state.location.search).toBe("?next=%2Ftrainer-portal%2Fprofile"));
    expect(screen.getByRole("alert").textContent).toContain("Your account was suspended");
  });

  it("says nothing for a reason it does not know", () => {
    stubFetch();
    renderApp(<LoginScreen />, { path: "/trainer-portal/login?ended=whatever", seed: [[["me"], null]] });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("fills in the e-mail it is handed", () => {
    stubFetch();
    renderApp(<LoginScreen />, {
      path: "/trainer-portal/login?email=dana%40example.com",
      seed: [[["me"], null]],
    });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("dana@example.com");
  });
});

describe("an expired sign-in link", () => {
  it("asks for a new link with the e-mail it was sent to", async () => {
    stubFetch(() => json({ state: "expired" }));
    renderApp(<MagicLinkScreen />, {
      path: "/trainer-portal/magic-link?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&email=dana%40example.com&next=%2Ftrainer-portal%2Fcalendar",
    });
    const link = await screen.findByRole("link", { name: "Request a New Link" });
    expect(link.getAttribute("href")).toBe(
      "/trainer-portal/login?next=%2Ftrainer-portal%2Fcalendar&email=dana%40example.com",
    );
  });
});

const schema = z.object({ bio: z.string().max(100) });

function BioForm() {
  const form = useApiForm({
    schema,
    defaultValues: { bio: "Saved bio" },
    submit: async (values) => {
      const res = await fetch("/api/bio", { method: "PUT", body: JSON.stringify(values) });
      if (!res.ok) throw new ApiError(res.status, await res.text(), "");
    },
  });
  return (
    <ApiForm form={form} label="About you" submitLabel="Save" busyLabel="Saving...">
      <TextField id="bio" label="Bio" {...form.field("bio")} />
    </ApiForm>
  );
}

const inPortal = (
  <PortalSession.Provider value={7}>
    <BioForm />
  </PortalSession.Provider>
);

describe("a portal save after the session ended", () => {
  it("offers Sign in again back to this screen, and the draft comes back after", async () => {
    stubFetch(() => json({ error: "Unauthorized", message: "Please sign in to continue." }, 401));
    const first = renderApp(inPortal, { path: "/trainer-portal/profile?tab=public" });
    await first.user.clear(screen.getByLabelText("Bio"));
    await first.user.type(screen.getByLabelText("Bio"), "My new bio");
    await first.user.click(screen.getByRole("button", { name: "Save" }));
    const again = await screen.findByRole("link", { name: "Sign in again" });
    expect(again.getAttribute("href")).toBe(
      "/trainer-portal/login?next=%2Ftrainer-portal%2Fprofile%3Ftab%3Dpublic",
    );
    expect(screen.getByText("Your session has ended")).toBeTruthy();
    first.unmount();

    // Signed in again, the same screen: the draft, not the saved value, once.
    const second = renderApp(inPortal, { path: "/trainer-portal/profile?tab=public" });
    await waitFor(() => expect((screen.getByLabelText("Bio") as HTMLInputElement).value).toBe("My new bio"));
    second.unmount();
    renderApp(inPortal, { path: "/trainer-portal/profile?tab=public" });
    expect((screen.getByLabelText("Bio") as HTMLInputElement).value).toBe("Saved bio");
  });

  it("never hands a draft to another trainer, nor one older than an hour", async () => {
    keepDraft(7, "/trainer-portal/profile:bio", { bio: "Someone else's words" });
    renderApp(
      <PortalSession.Provider value={8}>
        <BioForm />
      </PortalSession.Provider>,
      { path: "/trainer-portal/profile" },
    );
    expect((screen.getByLabelText("Bio") as HTMLInputElement).value).toBe("Saved bio");
    expect(Object.keys(localStorage)).toEqual([]);

    vi.useFakeTimers({ toFake: ["Date"] });
    keepDraft(7, "/trainer-portal/profile:bio", { bio: "Old words" });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect(takeDraft(7, "/trainer-portal/profile:bio")).toBeUndefined();
    vi.useRealTimers();
  });

  it("outside the portal a 401 is the form's plain message (onboarding has its own session)", async () => {
    stubFetch(() => json({ error: "Unauthorized", message: "Please sign in to continue." }, 401));
    const { user } = renderApp(<BioForm />, { path: "/onboarding/confirmation" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(/Please sign in to continue\./);
    expect(screen.queryByRole("link", { name: "Sign in again" })).toBeNull();
  });
});
