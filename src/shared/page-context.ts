/**
 * What a page's loader may read (app/routes/*): the server hands it to React Router as the load context
 * (src/server/pages/page-handler.ts), built per request. Loaders read the server's services in-process through
 * it, never through HTTP. The web app imports only these types; the server implements them.
 */
import type { DirectoryReads } from "./page-reads/directory";
import type { PortalReads } from "./page-reads/portal";
import type { PublicReads } from "./page-reads/public";
import type { SessionReads } from "./page-reads/session";
import type { PublicSiteConfig } from "./site-config";

export type PageRequest = {
  /** The request comes from this machine (the development mailbox shows only then). */
  loopback: boolean;
};

export type PageContext = {
  /** The site's public configuration of the moment (the admin edits its links). */
  site: PublicSiteConfig;
  request: PageRequest;
  /** Render the whole page before sending (the answer cache and crawlers), not the shell first. */
  renderAll: boolean;
  /** The nonce of the page's inline scripts (a streamed page); none for a page the answer cache keeps. */
  nonce?: string;
  reads: PageReads;
  /** The text of a built stylesheet (`/assets/*.css`), written into the head; undefined if unreadable. */
  stylesheet: (href: string) => string | undefined;
  /** Logs a loader's or a render's failure with the request (entry.server.tsx handleError). */
  reportError: (err: unknown) => void;
};

/**
 * The reads the loaders use, one group per area (page-reads/*). Every method answers what the matching
 * API route would, for the request's own visitor.
 */
export type PageReads = {
  session: SessionReads;
  directory: DirectoryReads;
  public: PublicReads;
  portal: PortalReads;
};
