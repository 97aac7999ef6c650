/** Loaders' `context` is the server's PageContext (src/shared/page-context.ts, src/server/pages/page-handler.ts). */
import type { PageContext } from "../src/shared/page-context";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
