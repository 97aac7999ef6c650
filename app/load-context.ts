/** Loaders' `context` is the server's PageContext (src/shared/page-context.ts, src/server/plugins/pages.ts). */
import type { PageContext } from "../src/shared/page-context";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
