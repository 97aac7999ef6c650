/**
 * The directory's compact index (contracts/public-directory.ts) and the first-results rule, for the
 * server (GET /api/public-trainers/index and /results) and the browser (filtering once the index is
 * in). Both run the same rules of directory-rules.ts over trainers or over the index's rows, so the two
 * paths give the same results (e2e/directory-scale.spec.ts checks it at 10,000 trainers).
 */
import type { DirectoryIndex } from "./contracts/public-directory";
import {
  countByState,
  type DirectoryFilters,
  type DirectoryTrainer,
  filterTrainers,
  optionCounts,
  soonestClasses,
  specialtyOptions,
} from "./directory-rules";

/** A class as the index carries it: its position in the card's upcomingClasses names it. */
export type IndexClass = { date: string; startTime: string; position: number };

/** One trainer of the index: what the filters, counts, tiles, soonest classes and the map read. */
export type DirectoryRow = Omit<DirectoryTrainer, "upcomingClasses"> & {
  id: number;
  customUrlSlug: string;
  upcomingClasses: readonly IndexClass[];
};

/** What encodeIndex reads of a public trainer. */
export type IndexSource = Omit<DirectoryTrainer, "upcomingClasses"> & {
  id: number;
  customUrlSlug: string;
  upcomingClasses: readonly { date: string; startTime: string }[];
};

export function encodeIndex(trainers: readonly IndexSource[]): DirectoryIndex {
  const strings: string[] = [];
  const at = new Map<string, number>();
  const ref = (text: string) => {
    let i = at.get(text);
    if (i === undefined) {
      i = strings.length;
      strings.push(text);
      at.set(text, i);
    }
    return i;
  };
  const index: DirectoryIndex = {
    strings,
    id: [],
    name: [],
    first: [],
    loc: [],
    city: [],
    state: [],
    lat: [],
    lng: [],
    bio: [],
    avail: [],
    types: [],
    classes: [],
    slug: [],
  };
  for (const t of trainers) {
    index.id.push(t.id);
    index.name.push(t.displayName);
    index.first.push(ref(t.firstName));
    index.loc.push(ref(t.displayLocation));
    index.city.push(ref(t.city));
    index.state.push(ref(t.state));
    index.lat.push(t.lat);
    index.lng.push(t.lng);
    index.bio.push(ref(t.publicBio));
    index.avail.push(ref(t.availabilityDescription));
    index.types.push(t.classTypes.map(ref));
    index.classes.push(t.upcomingClasses.flatMap((c) => [ref(c.date), ref(c.startTime)]));
    index.slug.push(t.customUrlSlug);
  }
  return index;
}

/** The index's rows, one object per trainer (the search keeps each row's searchable text). */
export function decodeIndex(index: DirectoryIndex): DirectoryRow[] {
  const s = index.strings;
  const text = (i: number | undefined) => (i === undefined ? "" : (s[i] ?? ""));
  const rows: DirectoryRow[] = new Array(index.id.length);
  for (let i = 0; i < index.id.length; i++) {
    const pairs = index.classes[i] ?? [];
    const upcomingClasses: IndexClass[] = [];
    for (let k = 0; k + 1 < pairs.length; k += 2)
      upcomingClasses.push({ date: text(pairs[k]), startTime: text(pairs[k + 1]), position: k / 2 });
    rows[i] = {
      id: index.id[i]!,
      displayName: index.name[i] ?? "",
      firstName: text(index.first[i]),
      displayLocation: text(index.loc[i]),
      city: text(index.city[i]),
      state: text(index.state[i]),
      lat: index.lat[i] ?? null,
      lng: index.lng[i] ?? null,
      publicBio: text(index.bio[i]),
      availabilityDescription: text(index.avail[i]),
      classTypes: (index.types[i] ?? []).map(text),
      upcomingClasses,
      customUrlSlug: index.slug[i] ?? "",
    };
  }
  return rows;
}

type ClassTime = { date: string; startTime: string };
type WithClasses<C extends ClassTime> = Omit<DirectoryTrainer, "upcomingClasses"> & {
  id: number;
  upcomingClasses: readonly C[];
};

/** The first screen for a filter set (GET /api/public-trainers/results), before cards are attached. */
export type FirstResults<T, C> = {
  total: number;
  matched: number;
  page: number[];
  soonest: { trainer: T; class: C }[];
  counts: {
    state: Record<string, number>;
    specialty: Record<string, number>;
    availability: Record<string, number>;
  };
  states: Record<string, number>;
  specialties: string[];
};

/** The directory's first screen over the whole list: the screen computes the same from the index. */
export function firstResults<T extends WithClasses<ClassTime>>(
  trainers: readonly T[],
  filters: DirectoryFilters,
  pageSize: number,
): FirstResults<T, T["upcomingClasses"][number]> {
  const shown = filterTrainers(trainers, filters);
  const specialties = specialtyOptions(trainers);
  const counts = optionCounts(trainers, filters, specialties);
  return {
    total: trainers.length,
    matched: shown.length,
    page: shown.slice(0, pageSize).map((t) => t.id),
    soonest: soonestClasses(shown),
    counts: {
      state: Object.fromEntries(counts.state),
      specialty: Object.fromEntries(counts.specialty),
      availability: Object.fromEntries(counts.availability),
    },
    states: Object.fromEntries(countByState(trainers)),
    specialties,
  };
}
