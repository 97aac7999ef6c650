import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { directoryResultsPath, directoryResultsQuery } from "../../../src/shared/contracts/public-directory";
import type { PublicClass, PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { CURRENT_LOCATION_TEXT, type OptionCounts } from "../../../src/shared/directory-rules";
import type { ListedTrainer } from "../../../src/shared/page-reads/directory";
import { directoryPageOf } from "../../../src/shared/state-pages";
import { ClassAlertPrompt } from "../../components/class-alert/class-alert-prompt";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { useSite } from "../../lib/site-config";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { usePublicSiteContent } from "./api";
import { ApplyBanner, ImpactBanner, TrainingBannerStrip } from "./banners";
import { ContactUs } from "./contact-us";
import {
  useDirectoryIndex,
  useDirectoryResults,
  useDirectoryView,
  useFirstPage,
  useIndexWhenIdle,
  useTrainerCards,
} from "./directory-data";
import { FilterBar } from "./filter-bar";
import { FiltersShortcut } from "./filters-shortcut";
import { useRouteState, useStatePageAddress } from "./state-page";
import { StateTiles } from "./state-tiles";
import { StateTrainers } from "./state-trainers";
import { TrainerMapSection } from "./trainer-map-section";
import { CardSkeletons, TrainerResults } from "./trainer-results";
import { UpcomingClasses } from "./upcoming-classes";
import { useDirectoryFilters } from "./use-directory-filters";

/**
 * The landing page's Popular Locations arrive as ?location={city}: 50 miles around it (docs/product.md
 * "Routes").
 */
const LOCATION_DISTANCE = "50";
const CARDS_ID = "trainer-cards";
const NO_SPECIALTIES: string[] = [];
const NO_SOONEST: SoonestRef[] = [];

/** A state page's every listed trainer, from the route's loader (on the server's render and hydration). */
export type StatePageList = { code: string; name: string; trainers: readonly ListedTrainer[] };

/**
 * /find-trainer and /public/find-trainer: the public directory (spec public-site 2.3, 4, 5); under each,
 * /{state} opens it with that state's filter (issue 18). The route (app/routes/find-trainer.tsx) seeds
 * the first results, so the server's HTML carries the first cards and the browser starts from them.
 */
export default function FindTrainerScreen({ statePage = null }: { statePage?: StatePageList | null }) {
  const site = useSite();
  const [params] = useSearchParams();
  const location = useLocation();
  const [fromUrl] = useState(() => params.get("location")?.trim() || null);
  const { filters, update, clearAll, resetFilters, ruleFilters } = useDirectoryFilters({
    ...useRouteState(),
    ...(fromUrl ? { locationText: fromUrl, distance: LOCATION_DISTANCE } : {}),
  });
  // A state page is this screen with its state set; the address and title follow the state filter.
  useStatePageAddress(filters.state, update);

  const pageState = directoryPageOf(location.pathname)?.state;
  const phone = useMediaQuery(PHONE_QUERY);
  const filterBar = useRef<HTMLDivElement>(null);
  const content = usePublicSiteContent();

  // The first screen comes from the results call. The compact index is asked only once the visitor
  // wants more than that screen (a filter changed, the map came near or was opened, more cards), when
  // the browser is idle; from then on the directory's worker filters it (directory-data.ts, decision
  // 0020), and the screen keeps what it shows until the worker's view arrives: typing never waits. A
  // visitor who only reads the first screen costs the phone nothing after the page is drawn.
  const [moreAsked, setMoreAsked] = useState(false);
  const askMore = useCallback(() => setMoreAsked(true), []);
  const [mapWanted, setMapWanted] = useState(false);
  const wantMap = useCallback(() => setMapWanted(true), []);
  const [openingPath] = useState(() => directoryResultsPath(ruleFilters));
  const interacted = mapWanted || directoryResultsPath(ruleFilters) !== openingPath;
  const [firstDone, setFirstDone] = useState(false);
  const index = useDirectoryIndex(useIndexWhenIdle(firstDone && interacted, moreAsked));
  const view = useDirectoryView(index.data, ruleFilters);
  const results = useDirectoryResults(ruleFilters, view === null);
  // Only after first results that arrived: a failed first call shows its error until Refresh Page.
  const firstShown = results.data !== undefined;
  useEffect(() => {
    if (firstShown) setFirstDone(true);
  }, [firstShown]);
  const all = view ? index.data : undefined;
  const first = view ? undefined : results.data;

  const shown = view?.shown;
  // The map re-clusters in the background; typing stays on the cards' clock.
  const mapTrainers = useDeferredValue(shown ?? null);
  const states = useMemo(
    () => view?.states ?? (first ? new Map(Object.entries(first.states)) : undefined),
    [view, first],
  );
  const stateCodes = useMemo(() => [...(states?.keys() ?? [])], [states]);
  const specialties = view?.specialties ?? first?.specialties ?? NO_SPECIALTIES;
  const serverCounts = useMemo(() => (first ? countsOf(first.counts) : null), [first]);
  const counts = view?.counts ?? serverCounts;

  // Upcoming Classes follows the visitor's search, filters and distance (docs/product.md "Defects we do
  // not copy"), like the cards: the soonest six by the index, their details from the trainers' cards.
  const soonestRefs: readonly SoonestRef[] = view ? view.soonest : (first?.soonest ?? NO_SOONEST);
  const soonestIds = useMemo(() => [...new Set(soonestRefs.map((s) => s.trainerId))], [soonestRefs]);
  const soonestCards = useTrainerCards(soonestIds);
  const freshSoonest = useMemo(() => soonestItems(soonestRefs, soonestCards), [soonestRefs, soonestCards]);
  const soonest = useKeptWhileLoading(freshSoonest);

  const firstPage = useFirstPage(first);
  const heads = shown ?? firstPage;
  const matched = view ? view.ids.length : first?.matched;
  const total = view ? view.total : first?.total;

  // The scroll to the cards waits for the filtered render, soonest classes included: Upcoming Classes
  // above the cards changes height when their trainers' cards arrive.
  const scrollToCards = useRef(false);
  const selectState = useCallback(
    (code: string) => {
      scrollToCards.current = true;
      update({ state: code });
    },
    [update],
  );
  // The previous filters' answer shown while the new one loads is not the filtered render.
  const previousShown = view === null && results.isPlaceholderData;
  useEffect(() => {
    if (!scrollToCards.current || !heads || !freshSoonest || previousShown) return;
    scrollToCards.current = false;
    document.getElementById(CARDS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [heads, freshSoonest, previousShown]);

  const ready = heads !== undefined && matched !== undefined && total !== undefined;
  // The class alert names the searched place (issue 32); "Your current location" is no place to e-mail about.
  const searchedPlace = filters.point?.label;
  const alertPlace = searchedPlace && searchedPlace !== CURRENT_LOCATION_TEXT ? searchedPlace : undefined;
  // A search is any filter set (a state page's state included): then the cards come first on a desktop.
  const searched = Object.keys(directoryResultsQuery(ruleFilters)).length > 0;
  const countText = ready ? `Showing ${matched} of ${total} trainers` : null;
  const impact = content.data?.impactStats && <ImpactBanner stats={content.data.impactStats} />;
  const tiles = states && (
    <StateTiles
      counts={states}
      selected={filters.state}
      onSelect={selectState}
      collapsed={phone}
      base={directoryPageOf(location.pathname)?.base ?? "/find-trainer"}
    />
  );
  const upcoming = ready && soonest && <UpcomingClasses items={soonest} />;
  const map = ready && (
    <TrainerMapSection all={all ?? null} shown={mapTrainers} onDemand={phone} onWanted={wantMap} />
  );
  const cards = (
    // data-source says which path filters (the bench and e2e/directory-scale.spec.ts wait for "index").
    <section
      id={CARDS_ID}
      aria-labelledby="cards-heading"
      data-source={view ? "index" : "results"}
      // The target of "Skip to results": focus lands here, and the next Tab is the first card.
      tabIndex={-1}
      className="mt-10 scroll-mt-16 outline-none"
    >
      <h2 id="cards-heading" className="mb-4 text-2xl">
        Certified Trainers
      </h2>
      {ready ? (
        <TrainerResults
          trainers={heads}
          matched={matched}
          pageFor={directoryResultsPath(ruleFilters)}
          onReset={resetFilters}
          onMore={askMore}
          place={alertPlace}
        />
      ) : (
        <CardSkeletons />
      )}
    </section>
  );

  return (
    <PublicLayout skipTo={{ href: `#${CARDS_ID}`, label: "Skip to results" }}>
      <ApplyBanner />
      {content.data?.trainingBanner && <TrainingBannerStrip banner={content.data.trainingBanner} />}

      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:pt-8">
        {/* A state page is about its state (issue 31): its own heading and intro, as its title says. */}
        <h1 className="text-3xl sm:text-4xl">
          {pageState ? `Self-defense trainers in ${pageState.name}` : "Find a Certified Trainer"}
        </h1>
        <p className="mt-2 text-slate-700 sm:text-lg">
          {pageState
            ? `Certified ${site.brandName} trainers teaching women's self-defense in ${pageState.name}: their classes, their specialties and how to reach them.`
            : `Self-defense classes for women, taught by certified ${site.brandName} trainers near you.`}
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

        {results.isError && !view ? (
          <>
            {impact}
            <div className="mt-8">
              {/* The directory's list is the page: its retry loads the page again (spec "Refresh Page"). */}
              <LoadError
                look="panel"
                title="Unable to load trainers"
                message="We're experiencing some technical difficulties. Please try again later."
                retryLabel="Refresh Page"
                onRetry={() => window.location.reload()}
              />
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
        ) : searched ? (
          // After a search the answer comes first (issue 31): the cards right under the count.
          <>
            {cards}
            {upcoming}
            {map}
            {impact}
            {tiles}
          </>
        ) : (
          // The state tiles (some 50 links) follow the cards: a keyboard user meets the trainers first.
          <>
            {impact}
            {upcoming}
            {map}
            {cards}
            {tiles}
          </>
        )}

        {statePage && filters.state === statePage.code && (
          <StateTrainers stateName={statePage.name} trainers={statePage.trainers} />
        )}

        {/* With no trainer found the empty state carries it (trainer-results.tsx). */}
        {ready && matched > 0 && <ClassAlertPrompt place={alertPlace} className="mt-10" />}

        <ContactUs />
      </div>
    </PublicLayout>
  );
}

function countsOf(counts: {
  state: Record<string, number>;
  specialty: Record<string, number>;
  availability: Record<string, number>;
}): OptionCounts {
  return {
    state: new Map(Object.entries(counts.state)),
    specialty: new Map(Object.entries(counts.specialty)),
    availability: new Map(Object.entries(counts.availability)),
  };
}

type SoonestRef = { trainerId: number; classId?: string; position?: number };

/** The soonest classes with their trainers' cards; undefined while a card is still on its way. */
function soonestItems(
  refs: readonly SoonestRef[],
  cards: ReadonlyMap<number, PublicTrainer | null>,
): { trainer: PublicTrainer; class: PublicClass }[] | undefined {
  const items: { trainer: PublicTrainer; class: PublicClass }[] = [];
  for (const ref of refs) {
    const card = cards.get(ref.trainerId);
    if (card === undefined) return undefined;
    // A trainer unlisted since the index was made drops out.
    const item =
      card &&
      (ref.classId !== undefined
        ? card.upcomingClasses.find((c) => c.id === ref.classId)
        : card.upcomingClasses[ref.position ?? -1]);
    if (card && item) items.push({ trainer: card, class: item });
  }
  return items;
}

/**
 * The last complete list while the next one loads, so the section does not blink on each keystroke; a
 * list of the same items as the last one is the last one, so the section is not drawn again for it.
 */
function useKeptWhileLoading<T extends object>(value: readonly T[] | undefined): readonly T[] | undefined {
  const kept = useRef<readonly T[] | undefined>(value);
  if (value !== undefined && !sameItems(value, kept.current)) kept.current = value;
  return kept.current;
}

function sameItems<T extends object>(a: readonly T[], b: readonly T[] | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  return a.every((item, i) =>
    Object.entries(item).every(([key, v]) => (b[i] as Record<string, unknown>)[key] === v),
  );
}
