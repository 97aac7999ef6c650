/**
 * What a page hands the browser to hydrate with: React Router writes the loaders' data into the HTML as
 * turbo-stream text (`window.__reactRouterContext.streamController.enqueue("…")`). The tests read it here
 * rather than importing react-router's decoder: importing React Router in the test process would load
 * React's development build beside the page handler's production one (src/server/pages/page-handler.ts).
 * Plain values only (objects, arrays, strings, numbers, booleans, null, undefined, dates) and a route's
 * error response: what our loaders return or throw.
 */

export type HydrationData = {
  loaderData: Record<string, unknown>;
  actionData?: unknown;
  errors?: unknown;
};

/** turbo-stream's special indices (react-router's bundled turbo-stream). */
const SPECIAL: Record<number, unknown> = {
  [-1]: undefined, // a hole in an array
  [-2]: Number.NaN,
  [-3]: Number.NEGATIVE_INFINITY,
  [-4]: -0,
  [-5]: null,
  [-6]: Number.POSITIVE_INFINITY,
  [-7]: undefined,
};

/** The page's hydration data, or undefined when the HTML carries none (not a React Router page). */
export function hydrationData(html: string): HydrationData | undefined {
  const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html);
  if (!chunk) return undefined;
  const text = JSON.parse(chunk[1]!) as string;
  const values = JSON.parse(text.split("\n", 1)[0]!) as unknown[];
  return decodeAt(values, 0) as HydrationData;
}

/** Every string anywhere in the page's hydration data, keys included. */
export function hydrationStrings(html: string): string[] {
  const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html);
  if (!chunk) return [];
  const values = JSON.parse((JSON.parse(chunk[1]!) as string).split("\n", 1)[0]!) as unknown[];
  return values.filter((v): v is string => typeof v === "string");
}

function decodeAt(values: unknown[], index: number): unknown {
  if (index < 0) return SPECIAL[index];
  const value = values[index];
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    if (typeof value[0] === "string") {
      const [type, ...rest] = value as [string, ...number[]];
      if (type === "D") return new Date(rest[0]!);
      // React Router's own types (a loader's thrown 404: its data, status and status text).
      if (type === "ErrorResponse") {
        const [data, status, statusText] = rest.map((i) => decodeAt(values, i));
        return { errorResponse: true, data, status, statusText };
      }
      throw new Error(`hydration data: the value type ${type} is not read by this helper`);
    }
    return value.map((i) => decodeAt(values, i as number));
  }
  const out: Record<string, unknown> = {};
  for (const [key, at] of Object.entries(value as Record<string, number>)) {
    const name = values[Number(key.slice(1))] as string;
    out[name] = decodeAt(values, at);
  }
  return out;
}
