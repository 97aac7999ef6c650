import { Link } from "react-router";
import type { ListedTrainer } from "../../../src/shared/page-reads/directory";

const trainersText = (n: number) => `${n} ${n === 1 ? "trainer" : "trainers"}`;

/**
 * A state page's every listed trainer, a link to each one's page with the place (issue 18): the cards
 * show a page at a time, this list lets a crawler (or a visitor without JavaScript) reach them all. Drawn
 * from the route loader's answer, so the server's HTML and the first render in the browser are the same.
 */
export function StateTrainers({
  stateName,
  trainers,
}: {
  stateName: string;
  trainers: readonly ListedTrainer[];
}) {
  return (
    <section aria-labelledby="state-trainers-heading" className="mt-10">
      <h2 id="state-trainers-heading" className="text-2xl">
        Every Certified Trainer in {stateName}
      </h2>
      <p className="mt-1 text-slate-700">
        {trainersText(trainers.length)} in {stateName}
      </p>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {trainers.map((t) => (
          <li key={t.slug}>
            <Link className="font-medium text-brand-700 underline" to={`/${encodeURIComponent(t.slug)}`}>
              {t.name}
            </Link>
            {t.place ? `, ${t.place}` : ""}
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link className="font-medium text-brand-700 underline" to="/find-trainer">
          All trainers, every state and province
        </Link>
      </p>
    </section>
  );
}
