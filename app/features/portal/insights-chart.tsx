import { format, parseISO } from "date-fns";
import type { DayCounts } from "../../../src/shared/insights";

const WIDTH = 300;
const HEIGHT = 96;

/** "Nov 28" for a YYYY-MM-DD day. */
export const shortDay = (day: string) => format(parseISO(day), "MMM d");

/**
 * The last 30 days as bars (issue 32 part 3): profile views, and clicks in front of them. The SVG is a
 * picture for the eye; the table under it says the same to a screen reader (and to a test).
 */
export function InsightsChart({ days }: { days: readonly DayCounts[] }) {
  const top = Math.max(1, ...days.map((d) => Math.max(d.views, d.clicks)));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const height = (n: number) => (n === 0 ? 0 : Math.max(2, (n / top) * (HEIGHT - 4)));
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-24 w-full"
        preserveAspectRatio="none"
        aria-hidden
        data-testid="insights-chart"
      >
        {days.map((d, i) => (
          <g key={d.day}>
            <rect
              x={i * slot}
              y={HEIGHT - height(d.views)}
              width={bar}
              height={height(d.views)}
              className="fill-brand-200"
            />
            <rect
              x={i * slot + bar * 0.25}
              y={HEIGHT - height(d.clicks)}
              width={bar * 0.5}
              height={height(d.clicks)}
              className="fill-brand-700"
            />
          </g>
        ))}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
      </svg>
      {first && last && (
        <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{shortDay(first.day)}</span>
          <span className="flex gap-3">
            <span className="flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-sm bg-brand-200" />
              Profile views
            </span>
            <span className="flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-sm bg-brand-700" />
              Clicks
            </span>
          </span>
          <span>Today</span>
        </figcaption>
      )}
      <table className="sr-only" data-testid="insights-table">
        <caption>Profile views and clicks per day, the last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Profile views</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((d) => d.views > 0 || d.clicks > 0)
            .map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{shortDay(d.day)}</th>
                <td>{d.views}</td>
                <td>{d.clicks}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
