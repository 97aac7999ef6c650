import { Download } from "lucide-react";
import { classAlertAdminEndpoints, type DemandRow } from "../../../src/shared/contracts/class-alerts";
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { useAdminResource } from "./api";
import { Empty, TableScroll, TableSkeleton, td, th } from "./parts";

/**
 * Where demand is (issue 32 part 2, decision 0042): confirmed class alert subscriptions per region and
 * per city, beside the listed trainers and their upcoming classes there; places where people ask and no
 * class is scheduled come first. The CSV holds both tables.
 */
export function DemandTab() {
  const demand = useAdminResource(classAlertAdminEndpoints.demand);
  return (
    <section aria-labelledby="demand-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="demand-heading" className="text-xl">
            Demand
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            Visitors who confirmed a class alert, by the place they asked about, beside the trainers and
            upcoming classes there. Places with demand and no class scheduled come first.
          </p>
        </div>
        <Button asChild variant="secondary">
          <a href={endpointUrl(classAlertAdminEndpoints.demandCsv)} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>
      <QueryState
        query={demand}
        loading={<TableSkeleton label="Loading the demand" rows={4} />}
        error={{ title: "We couldn't load the demand" }}
        isEmpty={(data) => data.total === 0}
        empty={<Empty>No visitor has confirmed a class alert yet.</Empty>}
      >
        {(data) => (
          <>
            <p className="text-slate-700" data-testid="demand-total">
              {data.total} confirmed {data.total === 1 ? "subscription" : "subscriptions"}
            </p>
            <DemandTable title="By region" rows={data.regions} />
            <DemandTable title="By city" rows={data.cities} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function DemandTable({ title, rows }: { title: string; rows: DemandRow[] }) {
  const cities = rows.some((r) => r.city !== null);
  return (
    <div>
      <h3 className="mb-2 text-lg">{title}</h3>
      <TableScroll label={`Demand ${title.toLowerCase()}`}>
        <ResponsiveTable className="sm:min-w-[36rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {cities ? "City" : "Region"}
              </th>
              <th scope="col" className={th}>
                Subscriptions
              </th>
              <th scope="col" className={th}>
                Trainers
              </th>
              <th scope="col" className={th}>
                Upcoming classes
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.region}|${r.city ?? ""}`} className="border-t border-slate-200">
                <td className={`${td} font-medium`}>
                  {r.city ? `${r.city}, ${r.region}` : `${r.regionName} (${r.region})`}
                </td>
                <td className={td} data-label="Subscriptions">
                  {r.subscriptions}
                </td>
                <td className={td} data-label="Trainers">
                  {r.trainers}
                </td>
                <td className={td} data-label="Upcoming classes">
                  {r.upcomingClasses}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </TableScroll>
    </div>
  );
}
