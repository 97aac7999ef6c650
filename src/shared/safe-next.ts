/**
 * Where a user may land after signing in (`next` on the login page, in the e-mailed link and in the
 * sign-in calls). One rule for the server and the browser, so neither can be talked into sending a
 * signed-in person to another site: `/<TAB>/evil.example` once passed both, because browsers drop tabs
 * and newlines from URLs and read a backslash as a slash.
 */
import { isReservedSegment, screenFor } from "./routes";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
/** Any origin: only its equality with the resolved URL's origin matters. */
const BASE = "https://site.invalid";

/**
 * The path (with query and hash) to land on, or undefined when `next` is not a path of this site's route
 * table: anything with control characters or backslashes, an absolute or protocol-relative URL to
 * another origin, a `javascript:` URL, or a path no screen renders.
 */
export function safeNext(next: string | null | undefined, origin: string = BASE): string | undefined {
  if (!next || next.length > 500 || UNSAFE.test(next) || !next.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const screen = screenFor(url.pathname);
  if (screen === "not-found") return undefined;
  // "/:trainerName" matches any one segment: the API, assets and files are still no screen.
  if (screen === "trainer-profile-by-slug" && isReservedSegment(url.pathname.split("/")[1] ?? ""))
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
