import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicProfileBody } from "../../app/components/public-profile/profile-body";
import ProfileScreen from "../../app/features/profile/profile-screen";
import type { OwnerProfile } from "../../src/shared/contracts/profile";
import type { PublicProfileView } from "../../src/shared/public-profile-view";
import { OWNER_PROFILE, TRAINER } from "./profile-fixtures";
import { fill, json, renderApp, stubFetch } from "./support";

const DANA: PublicProfileView = {
  id: 7,
  displayName: "Dana",
  firstName: "Dana",
  city: "Calgary",
  state: "AB",
  country: "Canada",
  profilePicture: null,
  displayLocation: "Calgary, AB",
  publicBio: "Practical self-defense for every body.",
  experienceDescription: "Certified Trainer",
  availabilityDescription: "Evenings",
  instagram: "@dana",
  facebook: null,
  tiktok: null,
  youtube: null,
  website: "dana.example",
  affiliateLink: null,
  classTypes: ["Teen Defense", "Private Lessons"],
  customUrlSlug: "dana-whitfield",
  email: "hello@dana.example",
  upcomingClasses: [
    {
      id: "5f0c1a52-1111-4a5e-9d3e-000000000001",
      title: "Campus Safety Night",
      date: "2030-05-01",
      time: "6:00 PM - 8:00 PM",
      startTime: "18:00",
      timeZone: "America/Edmonton",
      location: "Bow Valley Hall, Calgary",
      price: "Free",
      paymentLink: "https://pay.example/c1",
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the public profile's body", () => {
  it("draws every part of the page: name, place, bio, specialties, classes, Connect, buttons", async () => {
    const { user } = renderApp(<PublicProfileBody trainer={DANA} />);
    expect(screen.getByRole("heading", { level: 1, name: "Dana" })).toBeTruthy();
    expect(screen.getByLabelText("Canada").textContent).toBe("CAN");
    expect(screen.getByText("Calgary, AB")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Dana, certified trainer" })).toBeTruthy();
    expect(screen.getByText(DANA.publicBio)).toBeTruthy();
    expect(screen.getByText("Teen Defense")).toBeTruthy();
    expect(screen.getByText("Evenings")).toBeTruthy();
    // The default experience names the brand (spec 2.7).
    expect(screen.getByText("Certified Soul Punch Trainer")).toBeTruthy();

    const classes = screen.getByRole("region", { name: "Upcoming Classes" });
    expect(within(classes).getByRole("link", { name: "Campus Safety Night" }).getAttribute("href")).toBe(
      `/public/class/${DANA.upcomingClasses[0]!.id}`,
    );
    expect(
      within(classes)
        .getByRole("link", { name: /Register for class/ })
        .getAttribute("href"),
    ).toBe("https://pay.example/c1");
    // Reserving happens on the class page, whose form #reserve opens (issue 33).
    expect(
      within(classes)
        .getAllByRole("link", { name: /Reserve a spot/ })[0]!
        .getAttribute("href"),
    ).toBe(`/public/class/${DANA.upcomingClasses[0]!.id}#reserve`);
    expect(within(classes).getByText("Free")).toBeTruthy();
    const connect = screen.getByRole("region", { name: "Connect" });
    expect(
      within(connect)
        .getByRole("link", { name: /Instagram/ })
        .getAttribute("href"),
    ).toBe("https://www.instagram.com/dana");
    expect(
      within(connect)
        .getByRole("link", { name: /Website/ })
        .getAttribute("href"),
    ).toBe("https://dana.example");
    expect(screen.getByRole("link", { name: /Get the Soul Punch Device/ }).getAttribute("href")).toBe(
      "https://example.test/affiliate",
    );
    expect(screen.getByRole("link", { name: "Subscribe to Dana's classes" }).getAttribute("href")).toBe(
      "/api/calendar/trainers/dana-whitfield.ics",
    );

    await user.click(screen.getByRole("button", { name: "Contact Dana" }));
    const dialog = await screen.findByRole("dialog", { name: "Contact Dana" });
    expect(dialog.textContent).toContain("hello@dana.example");
    expect(within(dialog).getByRole("link", { name: "Write an e-mail" }).getAttribute("href")).toBe(
      "mailto:hello@dana.example?subject=Self-Defense%20Training%20Inquiry",
    );
  });

  it("without an e-mail, classes or links: no Contact, the empty classes text, no Connect", () => {
    renderApp(
      <PublicProfileBody
        trainer={{ ...DANA, email: null, upcomingClasses: [], instagram: null, website: null }}
      />,
    );
    expect(screen.queryByRole("button", { name: /^Contact / })).toBeNull();
    expect(screen.getByText("No classes currently scheduled")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Connect" })).toBeNull();
    expect(screen.getByLabelText("Canada")).toBeTruthy();
  });

  it("drawn twice on one page, each section keeps its own heading", () => {
    renderApp(
      <>
        <PublicProfileBody trainer={DANA} />
        <PublicProfileBody trainer={{ ...DANA, displayName: "Ana" }} />
      </>,
    );
    expect(screen.getAllByRole("region", { name: "Upcoming Classes" })).toHaveLength(2);
    expect(screen.getAllByRole("region", { name: "Connect" })).toHaveLength(2);
  });
});

describe("the profile form's live preview", () => {
  function renderForm(profile: OwnerProfile = OWNER_PROFILE) {
    stubFetch((url) => {
      if (url.pathname === "/api/me") return json(TRAINER);
      if (url.pathname === "/api/trainer-profile/7") return json(profile);
      return json({ message: `No stub for ${url.pathname}` }, 500);
    });
    return renderApp(<ProfileScreen />, {
      path: "/trainer-portal/profile",
      seed: [
        [["me"], TRAINER],
        [["trainer-profile", 7], profile],
      ],
    });
  }

  it("is the public body, and follows an unsaved bio at once", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("tab", { name: "Public Profile" }));
    const preview = screen.getByTestId("profile-preview");
    const body = within(preview).getByTestId("public-profile-body");
    expect(within(body).getByRole("heading", { level: 1, name: "Dana T." })).toBeTruthy();
    expect(within(body).getByText("Teaching since 2019.")).toBeTruthy();
    expect(within(body).getByRole("button", { name: "Contact Dana" })).toBeTruthy();
    fill("Public bio", "A brand-new bio, not saved yet.");
    await waitFor(() => expect(within(body).getByText("A brand-new bio, not saved yet.")).toBeTruthy());
    await user.click(screen.getByLabelText("Show my e-mail"));
    await waitFor(() => expect(within(body).queryByRole("button", { name: /^Contact / })).toBeNull());
    expect(within(preview).getByText(/No Contact button/)).toBeTruthy();
  });

  it("opens the preview's links to the site's pages in a new tab, keeping the form", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const { user, router } = renderForm({ ...OWNER_PROFILE, upcomingClasses: DANA.upcomingClasses });
    await user.click(screen.getByRole("tab", { name: "Public Profile" }));
    const body = within(screen.getByTestId("profile-preview")).getByTestId("public-profile-body");
    await user.click(within(body).getByRole("link", { name: "Campus Safety Night" }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/public/class/${DANA.upcomingClasses[0]!.id}`,
      "_blank",
      "noopener",
    );
    expect(router.state.location.pathname).toBe("/trainer-portal/profile");
  });
});
