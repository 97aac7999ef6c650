/**
 * React Router's request handler around the built server bundle, loaded by the app (in-process
 * rendering) or by its render worker (render-worker.ts).
 */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/**
 * React Router's request handler around the server build, with React's production build whatever NODE_ENV
 * says (a demo or a test server renders as fast as production): React chooses its build when first
 * loaded, which is here. React Router imports React, so it too is imported here and only here: a static
 * import would load React's development build at start, beside react-dom/server's production build
 * (every render then fails: "dispatcher.getOwner is not a function").
 */
export async function loadPageRenderer(file: string) {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const { createRequestHandler } = await import("react-router");
    const build = (await import(pathToFileURL(file).href)) as ServerBuild;
    return createRequestHandler(build, "production");
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}
