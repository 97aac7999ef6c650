/**
 * The console's card over one read (issue 30 part 4): its titled card, and inside it the read's states:
 * the card's own skeleton while it loads, "We couldn't load ..." with Try again when it fails, the empty
 * sentence when there is nothing, else the content. The card is a region named by its title.
 */
import type { ReactNode } from "react";
import { type QueryLike, QueryState } from "../../components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

export type ResourceCardProps<T> = {
  /** The title's id (the region's name comes from it). */
  id: string;
  title: string;
  description?: ReactNode;
  query: QueryLike<T>;
  /** What the read is, for its failure: "We couldn't load {what}". */
  what: string;
  loading: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

export function ResourceCard<T>({
  id,
  title,
  description,
  query,
  what,
  loading,
  isEmpty,
  empty,
  children,
}: ResourceCardProps<T>) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            loading={loading}
            error={{ title: `We couldn't load ${what}` }}
            isEmpty={isEmpty}
            empty={empty}
          >
            {children}
          </QueryState>
        </CardContent>
      </Card>
    </section>
  );
}
