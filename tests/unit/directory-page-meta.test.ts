import { describe, expect, it } from "vitest";
import { directoryHeadTags } from "../../app/features/directory/page-meta";

const base = {
  publicUrl: "https://trainers.example",
  brandName: "Soul Punch",
  title: "Self-Defense Trainers in Texas | Soul Punch",
  description: "Find a trainer in Texas among 2 trainers.",
};

const tag = (tags: ReturnType<typeof directoryHeadTags>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("the directory's head", () => {
  it("a state page: canonical under /find-trainer, Open Graph, and an ItemList of every trainer with the breadcrumb", () => {
    const tags = directoryHeadTags({
      ...base,
      state: { name: "Texas", slug: "texas" },
      total: 2,
      listed: [{ slug: "dana" }, { slug: 'a"b c' }],
    });
    expect(tags[0]).toEqual({ title: base.title });
    expect(tag(tags, "rel", "canonical")?.href).toBe("https://trainers.example/find-trainer/texas");
    expect(tag(tags, "property", "og:url")?.content).toBe("https://trainers.example/find-trainer/texas");
    expect(tag(tags, "property", "og:title")?.content).toBe(base.title);
    expect(tag(tags, "name", "twitter:card")?.content).toBe("summary");
    const ld = (tags.at(-1) as Record<string, unknown>)["script:ld+json"] as {
      "@graph": [
        { mainEntity: { numberOfItems: number; itemListElement: { url: string; position: number }[] } },
        { itemListElement: { item: string; name: string }[] },
      ];
    };
    const [collection, crumbs] = ld["@graph"];
    expect(collection.mainEntity.numberOfItems).toBe(2);
    expect(collection.mainEntity.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://trainers.example/dana" },
      { "@type": "ListItem", position: 2, url: "https://trainers.example/a%22b%20c" },
    ]);
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ["Find a Certified Trainer", "https://trainers.example/find-trainer"],
      ["Texas", "https://trainers.example/find-trainer/texas"],
    ]);
  });

  it("the directory: its own address, one crumb, the total beside the first page", () => {
    const tags = directoryHeadTags({ ...base, state: null, total: 40, listed: [{ slug: "dana" }] });
    expect(tag(tags, "rel", "canonical")?.href).toBe("https://trainers.example/find-trainer");
    const ld = JSON.stringify(tags.find((t) => "script:ld+json" in t));
    expect(ld).toContain('"numberOfItems":40');
    expect(ld).not.toContain("/find-trainer/");
  });
});
