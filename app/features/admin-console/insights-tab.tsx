import { type AdminInsights, insightEndpoints } from "../../../src/shared/contracts/insights";
import { regionName } from "../../../src/shared/regions";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { useAdminResource } from "./api";
import { Empty, TableScroll, TableSkeleton, td, th } from "./parts";

type Totals = AdminInsights["trainers"][number]["totals"];

const COLUMNS: [keyof Totals, string][] = [
  ["profile_view", "Profile views"],
  ["card_impression", "Seen in the directory"],
  ["register_click", "Register clicks"],
  ["contact_click", "Contact clicks"],
  ["ics_download", "Calendar downloads"],
];

/**
 * The trainers' public pages over the last 30 days (issue 32 part 3, decision 0046): totals per trainer
 * and per region, most viewed first. Counted without cookies or any record of a visitor.
 */
export function InsightsTab() {
  const insights = useAdminResource(insightEndpoints.all);
  return (
    <section aria-labelledby="insights-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="insights-heading" className="text-xl">
          Insights
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          How often the trainers' public pages were seen and used in the last 30 days. Counted per trainer and
          day without cookies; visitors with Do Not Track or Global Privacy Control and bots are not counted.
        </p>
      </div>
      <QueryState
        query={insights}
        loading={<TableSkeleton label="Loading the insights" rows={4} />}
        error={{ title: "We couldn't load the insights" }}
        isEmpty={(data) => data.trainers.length === 0}
        empty={<Empty>Nothing counted in the last 30 days yet.</Empty>}
      >
        {(data) => (
          <>
            <TotalsTable
              title="By region"
              rows={data.regions.map((r) => ({
                key: r.region,
                name: r.region ? `${regionName(r.region) ?? r.region} (${r.region})` : "No region",
                extra: String(r.trainers),
                totals: r.totals,
              }))}
              extraLabel="Trainers"
            />
            <TotalsTable
              title="By trainer"
              rows={data.trainers.map((t) => ({
                key: String(t.trainerId),
                name: t.name,
                extra: t.region || "—",
                totals: t.totals,
              }))}
              extraLabel="Region"
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

type Row = { key: string; name: string; extra: string; totals: Totals };

function TotalsTable({ title, rows, extraLabel }: { title: string; rows: Row[]; extraLabel: string }) {
  return (
    <div>
      <h3 className="mb-2 text-lg">{title}</h3>
      <TableScroll label={`Insights ${title.toLowerCase()}`}>
        <ResponsiveTable className="sm:min-w-[48rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {title === "By region" ? "Region" : "Trainer"}
              </th>
              <th scope="col" className={th}>
                {extraLabel}
              </th>
              {COLUMNS.map(([kind, label]) => (
                <th key={kind} scope="col" className={th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-slate-200">
                <td className={`${td} font-medium`}>{r.name}</td>
                <td className={td} data-label={extraLabel}>
                  {r.extra}
                </td>
                {COLUMNS.map(([kind, label]) => (
                  <td key={kind} className={td} data-label={label}>
                    {r.totals[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </TableScroll>
    </div>
  );
}
