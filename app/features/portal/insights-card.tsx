import { BarChart3 } from "lucide-react";
import type { TrainerInsights } from "../../../src/shared/contracts/insights";
import { QueryState } from "../../components/query-state";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useInsights } from "./api";
import { InsightsChart } from "./insights-chart";

/** The totals' labels, in the card's order. */
const TOTALS: [keyof TrainerInsights["totals"], string][] = [
  ["profile_view", "Profile views"],
  ["card_impression", "Seen in the directory"],
  ["register_click", "Register clicks"],
  ["contact_click", "Contact clicks"],
  ["ics_download", "Calendar downloads"],
];

/**
 * "Your public page" (issue 32 part 3, decision 0046): the last 30 days of the trainer's views and
 * clicks as a small chart, the totals and the class people clicked Register on most. Counted without
 * cookies; the card says so and links the privacy page.
 */
export function InsightsCard() {
  const insights = useInsights();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="insights-heading">
        <h2 id="insights-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BarChart3 aria-hidden className="size-5 text-brand-700" />
          Your public page, last 30 days
        </h2>
        <QueryState
          query={insights}
          loading={<Skeleton className="mt-3 h-32 w-full" />}
          error={{ title: "We couldn't load your page's figures" }}
        >
          {(data) => <InsightsBody data={data} />}
        </QueryState>
      </section>
    </Card>
  );
}

function InsightsBody({ data }: { data: TrainerInsights }) {
  const nothing = Object.values(data.totals).every((n) => n === 0);
  return (
    <>
      {nothing ? (
        <p className="mt-3 text-slate-700">
          No visits counted yet. Views of your profile and clicks on your classes will show here.
        </p>
      ) : (
        <InsightsChart days={data.days} />
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        {TOTALS.map(([kind, label]) => (
          <div key={kind}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900" data-testid={`insights-${kind}`}>
              {data.totals[kind]}
            </dd>
          </div>
        ))}
      </dl>
      {data.bestClass && (
        <p className="mt-3 text-slate-700" data-testid="insights-best-class">
          Most Register clicks: <span className="font-medium text-slate-900">{data.bestClass.title}</span> (
          {data.bestClass.registerClicks})
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Counted without cookies or any record of who visited.{" "}
        <a href="/privacy#insights" className="font-medium text-brand-700 underline">
          What we count
        </a>
      </p>
    </>
  );
}
