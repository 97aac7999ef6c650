import { describe, expect, it } from "vitest";
import { directoryBody, stateBody, trainerItems } from "../../src/server/modules/seo/directory-html";
import { firstInOrder, stateLinks } from "../../src/server/modules/seo/directory-page";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { compareTrainers } from "../../src/shared/directory-rules";

const hostile = {
  customUrlSlug: 'a"b<c>&d',
  displayName: 'Eve <script>alert(1)</script> "Q" & co',
  displayLocation: "Austin, TX <b>",
};

describe("the directory's first results in HTML", () => {
  it("escapes names and places and encodes the link, so nothing typed becomes markup", () => {
    const html = trainerItems([hostile]);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Eve &lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; co");
    expect(html).toContain(", Austin, TX &lt;b&gt;");
    expect(html).toContain(`href="/${encodeURIComponent(hostile.customUrlSlug)}"`);
    expect(html).toMatch(/^<li><a [^>]*href="[^"]*">[^<]*<\/a>[^<]*<\/li>$/);
  });

  it("lists one item per trainer, with a link to the trainer's page and the place", () => {
    const html = trainerItems([
      { customUrlSlug: "dana-whitfield", displayName: "Dana Whitfield", displayLocation: "Austin, TX" },
      { customUrlSlug: "jo", displayName: "Jo", displayLocation: " " },
    ]);
    expect(html.split("\n")).toEqual([
      '<li><a class="font-medium text-brand-700 underline" href="/dana-whitfield">Dana Whitfield</a>, Austin, TX</li>',
      '<li><a class="font-medium text-brand-700 underline" href="/jo">Jo</a></li>',
    ]);
  });

  it("a state page names its state and count, and links back to the directory; the brand is escaped", () => {
    const html = stateBody({ brandName: "Soul & Punch", stateName: "Texas", trainers: [hostile] });
    expect(html).toContain("Certified Trainers in Texas");
    expect(html).toContain("1 trainer in Texas");
    expect(html).toContain("certified Soul &amp; Punch trainers");
    expect(html).toContain('href="/find-trainer"');
  });

  it("the directory links every state page with its count", () => {
    const html = directoryBody({
      brandName: "Soul Punch",
      firstPage: [hostile],
      total: 12,
      states: [
        { slug: "texas", name: "Texas", count: 11 },
        { slug: "british-columbia", name: "British Columbia", count: 1 },
      ],
    });
    expect(html).toContain("12 trainers listed");
    expect(html).toContain('href="/find-trainer/texas">Texas</a> (11)');
    expect(html).toContain('href="/find-trainer/british-columbia">British Columbia</a> (1)');
  });
});

const trainer = (id: number, state: string, displayName: string, status = "certified") =>
  ({ id, state, displayName, status }) as unknown as PublicTrainer;

describe("the directory page's choices", () => {
  it("takes the first of the directory order, in order, whatever order it is given", () => {
    const list = [
      trainer(1, "TX", "Zoe"),
      trainer(2, "OK", "Amy"),
      trainer(3, "", "Bea"),
      trainer(4, "TX", "Ann"),
      trainer(5, "WA", "Cy", "hq"),
    ];
    const sorted = [...list].sort(compareTrainers);
    expect(firstInOrder(list, 3).map((t) => t.id)).toEqual(sorted.slice(0, 3).map((t) => t.id));
    expect(firstInOrder(sorted, 3).map((t) => t.id)).toEqual([5, 2, 4]);
    expect(firstInOrder(list, 9)).toHaveLength(5);
    expect(firstInOrder([], 9)).toEqual([]);
  });

  it("has a page for each state or province with listed trainers, and none for other codes", () => {
    expect(
      stateLinks([{ state: "TX" }, { state: "BC" }, { state: "TX" }, { state: "" }, { state: "XX" }]),
    ).toEqual([
      { slug: "texas", name: "Texas", count: 2 },
      { slug: "british-columbia", name: "British Columbia", count: 1 },
    ]);
  });
});
