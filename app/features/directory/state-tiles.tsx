import { ChevronDown } from "lucide-react";
import { type MouseEvent, memo } from "react";
import { compareRegionsByName, countryOf, regionName } from "../../../src/shared/regions";
import { type DirectoryPath, statePagePath } from "../../../src/shared/state-pages";

/** A click that asks for a new tab or window keeps the link's own behaviour. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Trainers per state or province (spec 2.3), in two groups: USA and International (CAN) (every
 * Canadian province and territory, docs/product.md "Defects we do not copy"). A tile is a link to its
 * state's page (crawlers and visitors without JavaScript reach every state page from the directory);
 * in the browser it sets the state filter and scrolls to the cards, and the address follows. On a phone
 * the tiles wait in a closed "Browse by state" disclosure, so the cards come first (issue 16).
 */
export const StateTiles = memo(function StateTiles({
  counts,
  selected,
  onSelect,
  collapsed,
  base,
}: {
  counts: Map<string, number>;
  selected: string;
  onSelect: (code: string) => void;
  collapsed: boolean;
  /** The directory path the visitor came by: /public/find-trainer's tiles stay under it. */
  base: DirectoryPath;
}) {
  const codes = [...counts.keys()].sort(compareRegionsByName);
  const groups = [
    { label: "USA", codes: codes.filter((c) => countryOf(c) === "United States") },
    { label: "International (CAN)", codes: codes.filter((c) => countryOf(c) === "Canada") },
  ].filter((g) => g.codes.length > 0);
  if (groups.length === 0) return null;

  const tiles = groups.map((group) => (
    <div key={group.label} className="mt-4">
      <h3 className="text-lg text-slate-800">{group.label}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {group.codes.map((code) => (
          <li key={code}>
            <a
              href={statePagePath(code, base)}
              aria-current={selected === code ? "page" : undefined}
              onClick={(e) => {
                if (opensElsewhere(e)) return;
                e.preventDefault();
                onSelect(code);
              }}
              className="flex min-h-tap w-full items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-left no-underline hover:border-brand-500 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
            >
              <span className="truncate text-slate-900">{regionName(code) ?? code}</span>
              <span className="rounded-full bg-brand-700 px-2 text-sm font-semibold text-white">
                {counts.get(code)}
                <span className="sr-only"> trainers</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));

  if (collapsed)
    return (
      <details className="group rounded-lg border border-slate-200 bg-white px-4 shadow-raised">
        <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
          Browse by state
          <ChevronDown aria-hidden className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pb-4">{tiles}</div>
      </details>
    );

  return (
    <section
      aria-labelledby="by-state"
      className="mt-10 [contain-intrinsic-size:auto_400px] [content-visibility:auto]"
    >
      <h2 id="by-state" className="text-2xl">
        Trainers by State and Province
      </h2>
      {tiles}
    </section>
  );
});
