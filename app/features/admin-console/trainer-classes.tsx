import { format, isValid, parseISO } from "date-fns";
import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import {
  type TrainerClasses as Classes,
  trainerRecordAdminEndpoints,
} from "../../../src/shared/contracts/admin-trainer-record";
import { ResponsiveTable } from "../../components/responsive-table";
import { useAdminResource } from "./api";
import { relative } from "./format";
import { td, th } from "./parts";
import { SectionRead, TrainerSection } from "./trainer-section";

type Class = Classes["upcoming"][number];

/** "Thu, Mar 5, 2026". */
function classDay(date: string) {
  const d = parseISO(date);
  return isValid(d) ? format(d, "EEE, MMM d, yyyy") : date;
}

function spots(c: Class) {
  return c.capacity === null ? "Not given" : `${c.capacity} places`;
}

/** The classes as a table (a card each on a phone). */
function ClassTable({ list, caption, now }: { list: Class[]; caption: string; now: Date }) {
  return (
    <ResponsiveTable className="sm:min-w-[40rem]">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          {["Class", "Date", "Time", "Where", "Price", "Places"].map((h) => (
            <th key={h} scope="col" className={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {list.map((c) => (
          <tr key={c.id}>
            <td className={`${td} font-semibold text-slate-900`}>{c.title}</td>
            <td className={td} data-label="Date">
              <span className="whitespace-nowrap">{classDay(c.date)}</span>
              <span className="block text-slate-600">{relative(c.date, now)}</span>
            </td>
            <td className={`${td} whitespace-nowrap`} data-label="Time">
              {c.time}
            </td>
            <td className={td} data-label="Where">
              {c.location}
              {c.address && <span className="block text-slate-600">{c.address}</span>}
            </td>
            <td className={td} data-label="Price">
              {c.price}
            </td>
            <td className={td} data-label="Places">
              {spots(c)}
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

/** "Classes": the trainer's upcoming classes and the latest past ones, in the trainer's time zone. */
export function TrainerClasses({ trainer }: { trainer: AdminTrainer }) {
  const query = useAdminResource(trainerRecordAdminEndpoints.classes, { params: { id: trainer.id } });
  const now = new Date();
  return (
    <TrainerSection id="trainer-classes">
      <SectionRead query={query} what="the classes">
        {(data) => (
          <>
            <p className="text-sm text-slate-600">Times are in the trainer's time zone ({data.timeZone}).</p>
            <section aria-labelledby="trainer-upcoming-title" className="flex flex-col gap-2">
              <h4 id="trainer-upcoming-title" className="font-semibold text-slate-900">
                Upcoming ({data.upcoming.length})
              </h4>
              {data.upcoming.length === 0 ? (
                <p className="text-sm text-slate-700">
                  No upcoming class. The trainer adds classes in their class calendar.
                </p>
              ) : (
                <ClassTable list={data.upcoming} caption="Upcoming classes, soonest first" now={now} />
              )}
            </section>
            {data.pastCount > 0 && (
              <details className="group flex flex-col gap-2">
                <summary className="flex min-h-tap cursor-pointer items-center font-semibold text-slate-900">
                  Past classes ({data.pastCount})
                  {data.pastCount > data.past.length && (
                    <span className="ml-1 font-normal text-slate-600">, the latest {data.past.length}</span>
                  )}
                </summary>
                <ClassTable list={data.past} caption="Past classes, newest first" now={now} />
              </details>
            )}
          </>
        )}
      </SectionRead>
    </TrainerSection>
  );
}
