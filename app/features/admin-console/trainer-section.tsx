/**
 * The pieces of a trainer's page in the console (docs/decisions/0041): a titled section (a card with an
 * h3, reachable by its anchor from the page's "On this page" links), a list of labelled values where an
 * empty one says "Not given", and a section's own read with its skeleton and error in place.
 */
import type { ReactNode } from "react";
import { type QueryLike, QueryState } from "../../components/query-state";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { BlockSkeleton } from "./parts";

export const NOT_GIVEN = "Not given";

/** The page's sections in order: each one's anchor and title. */
export const TRAINER_SECTIONS = [
  { id: "trainer-identity", title: "Identity and status" },
  { id: "trainer-profile", title: "Public profile" },
  { id: "trainer-certification", title: "Certification and renewal" },
  { id: "trainer-onboarding", title: "Onboarding and payment" },
  { id: "trainer-classes", title: "Classes" },
  { id: "trainer-attempts", title: "Assessment attempts" },
  { id: "trainer-signatures", title: "Signatures" },
  { id: "trainer-sessions", title: "Active sessions" },
  { id: "trainer-owner-fields", title: "Owner-only fields" },
] as const;

export type SectionId = (typeof TRAINER_SECTIONS)[number]["id"];

const titleOf = (id: SectionId) => TRAINER_SECTIONS.find((s) => s.id === id)!.title;

/** One section of the page: a card titled by its h3, named by it as a region. */
export function TrainerSection({
  id,
  description,
  children,
}: {
  id: SectionId;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-4">
      <Card>
        <CardHeader>
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {titleOf(id)}
          </h3>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * Links to each section, for a page nine cards long: wrapped from 640 px; on a phone one row that
 * scrolls sideways by itself (the page does not), so the first section starts on the first screen.
 */
export function TrainerPageNav() {
  return (
    <nav aria-label="Sections of this page">
      <ul className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap">
        {TRAINER_SECTIONS.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              className="inline-flex min-h-tap items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:border-brand-500 hover:text-brand-700"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type Detail = { label: string; value: ReactNode };

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Labelled values, each label beside its value (as the console's cards on a phone); empty ones say so. */
export function DetailList({ items, className }: { items: Detail[]; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[minmax(9rem,auto)_minmax(0,1fr)] sm:gap-x-4 ${className ?? ""}`}
    >
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-sm font-medium text-slate-800">{item.label}</dt>
          <dd className="min-w-0 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
            {isEmpty(item.value) ? <span className="text-slate-600">{NOT_GIVEN}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section's own read: its skeleton while it loads, the failure with Try again, else its content. */
export function SectionRead<T>({
  query,
  what,
  children,
}: {
  query: QueryLike<T>;
  /** "the classes": "We couldn't load the classes". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={<BlockSkeleton label={`Loading ${what}`} count={3} block="h-10" />}
      error={{ title: `We couldn't load ${what}`, look: "inline", as: "p" }}
    >
      {children}
    </QueryState>
  );
}
