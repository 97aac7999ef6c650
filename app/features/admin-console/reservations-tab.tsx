import { type ReservationSummary, reservationEndpoints } from "../../../src/shared/contracts/reservations";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { useAdminResource } from "./api";
import { Empty, TableScroll, TableSkeleton, td, th } from "./parts";

type Figures = ReservationSummary["total"];
type Line = Figures & { key: string; label: string };

/** "25%" or "–" when nothing was marked. */
export const rateText = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/**
 * Reservations (issue 33 §5, decision 0044): held reservations and people per class, trainer and region,
 * the waitlist, and the no-show rate (of held reservations of past classes the trainer marked, the share
 * marked not attended).
 */
export function ReservationsTab() {
  const summary = useAdminResource(reservationEndpoints.adminSummary);
  return (
    <section aria-labelledby="reservations-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="reservations-heading" className="text-xl">
          Reservations
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Confirmed reservations and people per class, trainer and region, the waitlists, and no-shows: of the
          past reservations a trainer marked, the share marked as not attended.
        </p>
      </div>
      <QueryState
        query={summary}
        loading={<TableSkeleton label="Loading the reservations" rows={4} />}
        error={{ title: "We couldn't load the reservations" }}
        isEmpty={(data) => data.classes.length === 0}
        empty={<Empty>No one has reserved a class yet.</Empty>}
      >
        {(data) => (
          <>
            <p className="text-slate-700" data-testid="reservations-total">
              {data.total.reservations} confirmed reservations, {data.total.people} people, no-show rate{" "}
              {rateText(data.total.noShowRate)}
            </p>
            <FiguresTable
              title="By region"
              lines={data.regions.map((r) => ({ ...r, key: r.region ?? "", label: r.region ?? "No state" }))}
            />
            <FiguresTable
              title="By trainer"
              lines={data.trainers.map((r) => ({ ...r, key: String(r.trainerId), label: r.trainerName }))}
            />
            <FiguresTable
              title="By class"
              lines={data.classes.map((c) => ({
                ...c,
                key: c.classId,
                label: `${c.title}, ${c.date} (${c.trainerName})`,
              }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function FiguresTable({ title, lines }: { title: string; lines: Line[] }) {
  const columns: [string, (l: Line) => string | number][] = [
    ["Reservations", (l) => l.reservations],
    ["People", (l) => l.people],
    ["Waiting", (l) => l.waiting],
    ["Marked", (l) => l.marked],
    ["No-show rate", (l) => rateText(l.noShowRate)],
  ];
  return (
    <div>
      <h3 className="mb-2 text-lg">{title}</h3>
      <TableScroll label={`Reservations ${title.toLowerCase()}`}>
        <ResponsiveTable className="sm:min-w-[40rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {title.replace("By ", "").replace(/^./, (c) => c.toUpperCase())}
              </th>
              {columns.map(([name]) => (
                <th key={name} scope="col" className={th}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.key} className="border-t border-slate-200">
                <td className={`${td} font-medium`}>{l.label}</td>
                {columns.map(([name, value]) => (
                  <td key={name} className={td} data-label={name}>
                    {value(l)}
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
