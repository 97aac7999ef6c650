import { CalendarX } from "lucide-react";
import { memo, useState } from "react";
import { Link } from "react-router";
import type { PublicClass, PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { trainerPath } from "../../../src/shared/directory-rules";
import { type Notice, NoticeDialog } from "../../components/notice-dialog";
import { ClassAction } from "./trainer-card";

/** The top Upcoming Classes section (spec 2.3): at most 6, gathered across all trainers. */
export const UpcomingClasses = memo(function UpcomingClasses({
  items,
}: {
  items: readonly { trainer: PublicTrainer; class: PublicClass }[];
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    // No content-visibility here: six rows cost little, and on a phone they sit below the cards, where
    // skipped rendering would hide them from measuring (axe) until scrolled to.
    <section aria-labelledby="upcoming-classes" className="mt-10">
      <h2 id="upcoming-classes" className="text-2xl">
        Upcoming Classes
      </h2>
      {items.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          <CalendarX aria-hidden className="mx-auto size-8 text-slate-500" />
          <p className="mt-2 font-medium text-slate-900">No upcoming classes scheduled</p>
          <p className="mt-1 text-slate-700">
            Contact trainers directly to schedule classes or check back later.
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {items.map(({ trainer, class: c }) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-raised">
              <p className="text-sm text-slate-700">
                with{" "}
                <Link
                  className="inline-flex min-h-tap min-w-tap items-center font-medium text-brand-700 underline"
                  to={trainerPath(trainer)}
                >
                  {trainer.displayName}
                </Link>
              </p>
              <ul className="@container">
                <ClassAction trainer={trainer} item={c} onNotice={setNotice} />
              </ul>
            </li>
          ))}
        </ul>
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
});
