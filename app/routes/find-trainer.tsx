/**
 * /find-trainer, /public/find-trainer and each state's page under them (issue 18, 29): the server renders
 * the directory with the first results for the page's filters (a state page: its state) and, on a state
 * page, every listed trainer of the state as links; meta gives the title, description, canonical address,
 * Open Graph and JSON-LD. A slug that names no region, or a region without listed trainers, is a 404.
 * In the browser a move between the directory's pages (a state chosen) asks the server nothing: the
 * screen filters its own list.
 */
import {
  type ClientLoaderFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { defaultMeta, directoryMeta, stateMeta } from "../../src/shared/meta";
import type { PageContext } from "../../src/shared/page-context";
import type { ListedTrainer } from "../../src/shared/page-reads/directory";
import type { PublicSiteConfig } from "../../src/shared/site-config";
import { type StatePage, stateOfSlug } from "../../src/shared/state-pages";
import { SITE_CONTENT_KEY } from "../features/directory/api";
import { cardKey, resultsKey } from "../features/directory/directory-data";
import FindTrainerScreen from "../features/directory/find-trainer-screen";
import { directoryHeadTags } from "../features/directory/page-meta";
import { openingFilters, ruleFiltersOf } from "../features/directory/use-directory-filters";
import { orAskInBrowser, Seeded, seedState } from "../lib/seed";

type PageData = {
  state: StatePage | null;
  /** The server's answer on the first load; a move in the browser has none (the screen asks). */
  served: {
    publicUrl: string;
    /** Listed trainers: every one, or the state's. */
    total: number;
    /** The directory's first page, or every trainer of the state. */
    listed: ListedTrainer[];
    seed: ReturnType<typeof seedState>;
  } | null;
};

/** The state the path names; a slug that names none is not found. */
function stateOf(slug: string | undefined): StatePage | null {
  if (slug === undefined) return null;
  const state = stateOfSlug(slug);
  if (!state) throw data(null, { status: 404 });
  return state;
}

export async function loader({ context, params }: LoaderFunctionArgs<PageContext>): Promise<PageData> {
  const state = stateOf(params.state);
  const filters = ruleFiltersOf(openingFilters(state?.code));
  const reads = context.reads.directory;
  const [results, inState, content] = await Promise.all([
    orAskInBrowser(context, reads.results(filters)),
    state ? orAskInBrowser(context, reads.stateTrainers(state.code)) : null,
    orAskInBrowser(context, reads.siteContent()),
  ]);
  if (inState?.length === 0) throw data(null, { status: 404 });
  // A read failed: the screen asks in the browser and shows its error state (the page answers 503).
  if (!results || inState === undefined) return { state, served: null };
  const byId = new Map(results.cards.map((c) => [c.id, c]));
  const firstPage = results.page.flatMap((id) => {
    const t = byId.get(id);
    return t ? [{ slug: t.customUrlSlug, name: t.displayName, place: t.displayLocation.trim() }] : [];
  });
  // The cards go in once, under their own keys (the screen reads every card there).
  const seed = seedState([
    [resultsKey(filters), { ...results, cards: [] }],
    [SITE_CONTENT_KEY, content],
    ...results.cards.map((c) => [cardKey(c.id), c] as const),
  ]);
  return {
    state,
    served: {
      publicUrl: reads.publicUrl(),
      total: inState ? inState.length : results.total,
      listed: inState ?? firstPage,
      seed,
    },
  };
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs): Promise<PageData> {
  return { state: stateOf(params.state), served: null };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { site: PublicSiteConfig } | undefined;
  const brandName = root?.site.brandName ?? "";
  if (!page) return [{ title: "404 Page Not Found" }];
  const { state, served } = page;
  if (!served) {
    const { title, description } = state ? stateMeta(brandName, state.name) : defaultMeta(brandName);
    return [{ title }, { name: "description", content: description }];
  }
  const texts = state
    ? stateMeta(brandName, state.name, served.total)
    : directoryMeta(brandName, served.total);
  return directoryHeadTags({ ...texts, ...served, brandName, state });
};

export default function FindTrainerRoute() {
  const { state, served } = useLoaderData<typeof loader>();
  const statePage = state && served ? { code: state.code, name: state.name, trainers: served.listed } : null;
  return (
    <Seeded state={served?.seed}>
      <FindTrainerScreen statePage={statePage} />
    </Seeded>
  );
}
