import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  countByState,
  filterTrainers,
  optionCounts,
  soonestClasses,
  specialtyOptions,
} from "../../../shared/directory-rules";
import { defaultMeta } from "../../../shared/meta";
import { PublicLayout } from "../../components/layout/public-layout";
import { usePublicTrainers } from "../../lib/public-trainers";
import { site } from "../../lib/site-config";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { usePageMeta } from "../../lib/use-page-meta";
import { usePublicSiteContent } from "./api";
import { ApplyBanner, ImpactBanner, TrainingBannerStrip } from "./banners";
import { ContactUs } from "./contact-us";
import { FilterBar } from "./filter-bar";
import { FiltersShortcut } from "./filters-shortcut";
import { StateTiles } from "./state-tiles";
import { TrainerMapSection } from "./trainer-map-section";
import { CardSkeletons, LoadError, TrainerResults } from "./trainer-results";
import { UpcomingClasses } from "./upcoming-classes";
import { useDirectoryFilters } from "./use-directory-filters";

/**
 * The landing page's Popular Locations arrive as ?location={city}: 50 miles around it (docs/product.md
 * "Routes").
 */
const LOCATION_DISTANCE = "50";
const CARDS_ID = "trainer-cards";

/** /find-trainer and /public/find-trainer: the public directory (spec public-site 2.3, 4, 5). */
export default function FindTrainerScreen() {
  const meta = defaultMeta(site.brandName);
  usePageMeta(meta.title, meta.description);
  const [params] = useSearchParams();
  const [fromUrl] = useState(() => params.get("location")?.trim() || null);
  const { filters, update, clearAll, resetFilters, ruleFilters } = useDirectoryFilters(
    fromUrl ? { locationText: fromUrl, distance: LOCATION_DISTANCE } : {},
  );

  const phone = useMediaQuery(PHONE_QUERY);
  const filterBar = useRef<HTMLDivElement>(null);
  const trainers = usePublicTrainers();
  const content = usePublicSiteContent();
  // The list arrives as one big answer: rendering it is a background (time-sliced) render, so the
  // page never blocks input while the cards, tiles and classes are built.
  const all = useDeferredValue(trainers.data);

  const shown = useMemo(() => (all ? filterTrainers(all, ruleFilters) : []), [all, ruleFilters]);
  // The map re-clusters in the background; typing stays on the cards' clock.
  const mapTrainers = useDeferredValue(shown);
  const states = useMemo(() => countByState(all ?? []), [all]);
  const stateCodes = useMemo(() => [...states.keys()], [states]);
  const specialties = useMemo(() => specialtyOptions(all ?? []), [all]);
  // Each option's count (issue 16), computed in the background like the map: typing stays quick.
  const counts = useDeferredValue(
    useMemo(
      () => (all ? optionCounts(all, ruleFilters, specialties) : null),
      [all, ruleFilters, specialties],
    ),
  );
  // Upcoming Classes follows the visitor's search, filters and distance (docs/product.md "Defects we do
  // not copy"), like the cards.
  const soonest = useMemo(() => soonestClasses(shown), [shown]);

  // The scroll to the cards waits for the filtered render: Upcoming Classes above them changes height.
  const scrollToCards = useRef(false);
  const selectState = useCallback(
    (code: string) => {
      scrollToCards.current = true;
      update({ state: code });
    },
    [update],
  );
  useEffect(() => {
    if (!scrollToCards.current || !shown) return;
    scrollToCards.current = false;
    document.getElementById(CARDS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [shown]);

  const countText = all ? `Showing ${shown.length} of ${all.length} trainers` : null;
  const impact = content.data?.impactStats && <ImpactBanner stats={content.data.impactStats} />;
  const tiles = all && (
    <StateTiles counts={states} selected={filters.state} onSelect={selectState} collapsed={phone} />
  );
  const upcoming = all && <UpcomingClasses items={soonest} />;
  const map = all && <TrainerMapSection all={all} shown={mapTrainers} onDemand={phone} />;
  const cards = (
    <section id={CARDS_ID} aria-labelledby="cards-heading" className="mt-10 scroll-mt-16">
      <h2 id="cards-heading" className="mb-4 text-2xl">
        Certified Trainers
      </h2>
      {all ? <TrainerResults trainers={shown} onReset={resetFilters} /> : <CardSkeletons />}
    </section>
  );

  return (
    <PublicLayout>
      <ApplyBanner />
      {content.data?.trainingBanner && <TrainingBannerStrip banner={content.data.trainingBanner} />}

      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:pt-8">
        <h1 className="text-3xl sm:text-4xl">Find a Certified Trainer</h1>
        <p className="mt-2 text-slate-700 sm:text-lg">
          Self-defense classes for women, taught by certified {site.brandName} trainers near you.
        </p>

        <div ref={filterBar} className="mt-5 scroll-mt-4 sm:mt-6">
          <FilterBar
            filters={filters}
            update={update}
            clearAll={clearAll}
            stateCodes={stateCodes}
            specialties={specialties}
            counts={counts}
            autoSearchLocation={fromUrl !== null}
          />
        </div>
        {countText && <FiltersShortcut target={filterBar} summary={countText} />}

        <p data-testid="results-count" aria-live="polite" className="mt-4 font-medium text-slate-800">
          {countText ?? "\u00a0"}
        </p>

        {trainers.isError ? (
          <>
            {impact}
            <div className="mt-8">
              <LoadError />
            </div>
          </>
        ) : phone ? (
          // Results first on a phone (issue 16): the tiles and the map wait behind their disclosures,
          // the impact figure and the soonest classes follow the cards.
          <>
            {tiles && <div className="mt-4">{tiles}</div>}
            {map}
            {cards}
            {upcoming}
            {impact}
          </>
        ) : (
          <>
            {impact}
            {tiles}
            {upcoming}
            {map}
            {cards}
          </>
        )}

        <ContactUs />
      </div>
    </PublicLayout>
  );
}
