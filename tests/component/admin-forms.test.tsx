/**
 * The admin console's forms: what each says for empty or bad values, under which field, with nothing
 * sent. The cards read their records first (stubbed by path, so the console's own api.ts may change).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnnouncementsCard } from "../../app/features/admin-console/announcements-card";
import { ContentTab } from "../../app/features/admin-console/content-tab";
import { CurriculumCard } from "../../app/features/admin-console/curriculum-card";
import { DocumentsCard } from "../../app/features/admin-console/documents-card";
import { NewTrainerDialog } from "../../app/features/admin-console/new-trainer-dialog";
import { SiteLinksCard } from "../../app/features/admin-console/site-links-card";
import { TrainerDetail } from "../../app/features/admin-console/trainer-detail";
import * as F from "./admin-fixtures";
import { alerts, fieldError, fill, json, renderApp, stubFetch } from "./support";

const READS: Record<string, unknown> = {
  "/api/admin/announcements": F.ANNOUNCEMENTS_ADMIN,
  "/api/admin/site-links": F.SITE_LINKS,
  "/api/admin/site-content": F.SITE_CONTENT,
  "/api/admin/assessments": F.ASSESSMENTS,
  "/api/admin/modules": F.MODULES,
  "/api/admin/documents": F.DOCUMENTS,
  ...F.TRAINER_PAGE_READS,
};

function stubConsole() {
  return stubFetch((url, init) =>
    (init.method ?? "GET") === "GET" && url.pathname in READS
      ? json(READS[url.pathname])
      : json({ message: `Not expected: ${init.method} ${url.pathname}` }, 500),
  );
}
const writes = (fetch: ReturnType<typeof stubConsole>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
const form = (name: string) => screen.findByRole("form", { name });
const WEB_ADDRESS = "Please enter a full web address (https://...)";

describe("Announcements (console)", () => {
  it("the trainer-lead form refuses a malformed e-mail", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<AnnouncementsCard />);
    const lead = await form("Move the trainer-lead role");
    fill(within(lead).getByLabelText("Trainer lead's e-mail"), "lee@");
    await user.click(within(lead).getByRole("button", { name: "Make trainer lead" }));
    await waitFor(() =>
      expect(fieldError("Trainer lead's e-mail")).toBe("Please enter a valid email address"),
    );
    expect(writes(fetch)).toEqual([]);
  });

  it("the new-announcement form refuses an empty message", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<AnnouncementsCard />);
    const post = await form("Post an announcement");
    fill(within(post).getByLabelText("Message"), "   ");
    await user.click(within(post).getByRole("button", { name: "Post announcement" }));
    await waitFor(() => expect(fieldError("Message")).toBe("Write the announcement first."));
    expect(writes(fetch)).toEqual([]);
  });
});

describe("Site links and contact", () => {
  it("refuses bad e-mails, a missing phone and an address that is not a web address", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<SiteLinksCard />);
    await form("Site links and contact");
    fill("Support e-mail", "support");
    fill("Info e-mail", "");
    fill("Support phone", "");
    fill("Media kit", "example.com/media");
    await user.click(screen.getByRole("button", { name: "Save links" }));
    await waitFor(() => expect(fieldError("Support e-mail")).toBe("Please enter a valid email address"));
    expect(fieldError("Info e-mail")).toBe("Please enter a valid email address");
    expect(fieldError("Support phone")).toBe("Please enter a phone number");
    expect(fieldError("Media kit")).toBe(WEB_ADDRESS);
    expect(fieldError("Shared drive")).toBeNull();
    expect(writes(fetch)).toEqual([]);
  });
});

describe("Site content (banner and impact figure)", () => {
  it("a banner needs its title, dates, location and end date; its link is a full address or a path", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<ContentTab />);
    const site = await form("Site content");
    const field = (label: string) => within(site).getByLabelText(label);
    fill(field("Title"), "");
    fill(field("Dates"), "");
    fill(field("Location"), "");
    fill(field("End date"), "");
    fill(field("Button link (optional)"), "enroll now");
    await user.click(within(site).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(fieldError(field("Title"))).toBe("Required for the banner."));
    expect(fieldError(field("Dates"))).toBe("Required for the banner.");
    expect(fieldError(field("Location"))).toBe("Required for the banner.");
    expect(fieldError(field("End date"))).toBe("Please enter a date as YYYY-MM-DD");
    expect(fieldError(field("Button link (optional)"))).toBe(
      "Use a full address (https://...) or a path on this site (/enroll).",
    );
    expect(writes(fetch)).toEqual([]);
  });

  it("an assessment question needs its text, its options and an explanation", async () => {
    const fetch = stubConsole();
    // The Content tab's Assessments sub-tab, opened by its address.
    const { user } = renderApp(<ContentTab />, { path: "/content?section=assessments" });
    await user.click(await screen.findByRole("button", { name: /Class 1 Assessment/ }));
    await user.click(screen.getByRole("button", { name: "Edit question 1" }));
    const edit = await form("Edit question 1");
    fill(within(edit).getByLabelText("Question text"), "");
    fill(within(edit).getByLabelText("Option 2"), " ");
    fill(within(edit).getByLabelText("Explanation"), "");
    await user.click(within(edit).getByRole("button", { name: "Save question" }));
    await waitFor(() =>
      expect(fieldError(within(edit).getByLabelText("Question text"))).toBe("Write the question."),
    );
    expect(fieldError(within(edit).getByLabelText("Option 2"))).toBe("Write the option or remove it.");
    expect(fieldError(within(edit).getByLabelText("Option 1"))).toBeNull();
    expect(
      within(edit)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toContain("Write the explanation.");
    expect(writes(fetch)).toEqual([]);
  });
});

describe("Curriculum", () => {
  it("a module needs a title and a description; a resource a name and a web address", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<CurriculumCard />);
    await user.click(await screen.findByRole("button", { name: /Week 1: Awareness/ }));
    const module = await form("Week 1 module");
    fill(within(module).getByLabelText("Title"), "");
    fill(within(module).getByLabelText("Description"), "");
    await user.click(within(module).getByRole("button", { name: "Save module" }));
    await waitFor(() =>
      expect(fieldError(within(module).getByLabelText("Title"))).toBe("Please enter a title"),
    );
    expect(fieldError(within(module).getByLabelText("Description"))).toBe("Please enter a description");

    const resource = await form("Add a resource to week 1");
    fill(within(resource).getByLabelText("Link"), "slides.example.com");
    await user.click(within(resource).getByRole("button", { name: "Add resource" }));
    await waitFor(() =>
      expect(fieldError(within(resource).getByLabelText("Name"))).toBe("Please enter a name"),
    );
    expect(fieldError(within(resource).getByLabelText("Link"))).toBe(WEB_ADDRESS);
    expect(writes(fetch)).toEqual([]);
  });
});

describe("Documents", () => {
  it("a new version needs a title and its text", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<DocumentsCard />);
    await user.click(await screen.findByRole("button", { name: /Code of Conduct \(version 1\)/ }));
    const edit = await form("Edit the Code of Conduct");
    fill(within(edit).getByLabelText("Title"), " ");
    fill(within(edit).getByLabelText("Text"), "");
    await user.click(within(edit).getByRole("button", { name: "Publish new version" }));
    await waitFor(() =>
      expect(fieldError(within(edit).getByLabelText("Title"))).toBe("Please enter a title"),
    );
    expect(fieldError(within(edit).getByLabelText("Text"))).toBe("Please enter the document's text");
    expect(writes(fetch)).toEqual([]);
  });
});

describe("New trainer", () => {
  it("needs a name of two letters or more and a valid e-mail", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<NewTrainerDialog />);
    await user.click(screen.getByRole("button", { name: "New trainer" }));
    const dialog = await form("New trainer");
    fill(within(dialog).getByLabelText("Name"), "D");
    fill(within(dialog).getByLabelText("Email"), "dana.example.com");
    await user.click(within(dialog).getByRole("button", { name: "Create trainer" }));
    await waitFor(() => expect(fieldError("Name")).toBe("Name must be at least 2 characters"));
    expect(fieldError("Email")).toBe("Please enter a valid email");
    expect(writes(fetch)).toEqual([]);
  });
});

describe("A trainer's owner-only fields", () => {
  it("refuses a bad login e-mail, a one-letter slug and a map point off the globe", async () => {
    const fetch = stubConsole();
    const { user } = renderApp(<TrainerDetail />, { path: "/trainers/7", route: "/trainers/:id" });
    await form("Owner-only fields");
    fill("Login e-mail", "dana");
    fill("Custom URL slug", "x");
    fill("Map point latitude", "91");
    fill("Map point longitude", "-181");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fieldError("Login e-mail")).toBe("Please enter a valid email"));
    expect(fieldError("Custom URL slug")).toBe(
      "Use lowercase letters, digits and dashes (not digits only, and not a page of the site such as find-trainer).",
    );
    expect(fieldError("Map point latitude")).toBe("Between -90 and 90");
    expect(fieldError("Map point longitude")).toBe("Between -180 and 180");
    expect(alerts()).toHaveLength(4);
    expect(writes(fetch)).toEqual([]);
  });
});
