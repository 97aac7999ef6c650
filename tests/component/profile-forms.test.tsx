import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import EditProfileScreen from "../../app/features/profile/edit-profile-screen";
import ProfileScreen from "../../app/features/profile/profile-screen";
import { EDIT_VIEW, OWNER_PROFILE, TRAINER } from "./profile-fixtures";
import { alerts, fieldError, fill, json, renderApp, stubFetch } from "./support";

/** The reads the screens make on mount answer with the seeded records; writes are recorded. */
function stubReads() {
  return stubFetch((url, init) => {
    if ((init.method ?? "GET") !== "GET") return json({ message: "Not expected" }, 500);
    if (url.pathname === "/api/me") return json(TRAINER);
    if (url.pathname === "/api/trainer-profile/7") return json(OWNER_PROFILE);
    if (url.pathname === "/api/trainer-profile-edit") return json(EDIT_VIEW);
    return json({ message: `No stub for ${url.pathname}` }, 500);
  });
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const writes = (fetch: ReturnType<typeof stubReads>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

describe("the Trainer Profile form", () => {
  function renderProfileFirst() {
    return renderApp(<ProfileScreen />, {
      seed: [
        [["me"], TRAINER],
        [["trainer-profile", 7], OWNER_PROFILE],
      ],
    });
  }
  /** The form once every tab's panel is mounted (they follow the open one, one per task). */
  async function renderProfile() {
    const rendered = renderProfileFirst();
    // Community is the last of the seven.
    await waitFor(() => expect(byId("profile-communityNotes")).not.toBeNull());
    return rendered;
  }

  it("shows the open tab at once and mounts the other six right after", async () => {
    stubReads();
    renderProfileFirst();
    expect(screen.getByLabelText("Full name *")).toBeTruthy();
    expect(byId("profile-publicEmail")).toBeNull();
    expect(byId("profile-facebook")).toBeNull();
    await waitFor(() => expect(byId("profile-publicEmail")).not.toBeNull());
    expect(byId("profile-facebook")).not.toBeNull();
  });

  it("has the seven tabs, Personal first", () => {
    stubReads();
    renderProfileFirst();
    const tabs = within(screen.getByRole("tablist", { name: "Profile sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Personal",
      "Social",
      "Certification",
      "Business",
      "Materials",
      "Public Profile",
      "Community",
    ]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
  });

  it("refuses a short name, bad URLs, a long handle, the years and a bad public e-mail", async () => {
    const fetch = stubReads();
    const { user } = await renderProfile();
    fill("Full name *", "D");
    fill(byId("profile-website"), "yourwebsite");
    fill(byId("profile-facebook"), "f".repeat(501));
    fill(byId("profile-yearsExperience"), "81");
    fill(byId("profile-publicEmail"), "dana@");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(fieldError("Full name *")).toBe("Name must be at least 2 characters"));
    const badUrl = "Please enter a valid URL (starting with http:// or https://)";
    // The website is one value shown on two tabs: both fields say so.
    expect(fieldError(byId("profile-website"))).toBe(badUrl);
    expect(fieldError(byId("profile-social-website"))).toBe(badUrl);
    expect(fieldError(byId("profile-facebook"))).toBe("Must be 500 characters or fewer.");
    expect(fieldError(byId("profile-yearsExperience"))).toBe(
      "Years of experience must be a whole number from 0 to 80",
    );
    expect(fieldError(byId("profile-publicEmail"))).toBe("Please enter a valid email");
    expect(writes(fetch)).toEqual([]);
  });

  it("a refused field on a hidden tab brings its tab forward", async () => {
    stubReads();
    const { user } = await renderProfile();
    fill(byId("profile-yearsExperience"), "-1");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Public Profile" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(alerts()).toEqual(["Years of experience must be a whole number from 0 to 80"]);
  });
});

describe("the Edit Profile form", () => {
  it("refuses a bio over 350 characters and a website without http(s)", async () => {
    const fetch = stubReads();
    const { user } = renderApp(<EditProfileScreen />, {
      seed: [
        [["me"], TRAINER],
        [["trainer-profile-edit", "dana@example.com"], EDIT_VIEW],
      ],
    });
    fill("Bio", "b".repeat(351));
    fill("Website", "example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(fieldError("Bio")).toBe("Bio must be 350 characters or fewer."));
    expect(fieldError("Website")).toBe("Please enter a valid URL (starting with http:// or https://)");
    expect(fieldError("Instagram")).toBeNull();
    expect(writes(fetch)).toEqual([]);
  });
});
