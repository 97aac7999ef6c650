/**
 * A signed-in trainer's dashboard and profile form arrive drawn (src/web/first-view.tsx;
 * docs/decisions/0023-portal-first-view.md): the page asks the app's own routes what the screen would
 * ask on mount, as the visitor (their cookie), and renders the screen from those answers. The answers go
 * with the page, so the browser asks none of them again. Nothing here decides access: each call is the
 * route itself, with its own checks; any answer but a 200 leaves the page to the plain shell.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Me } from "../../shared/contracts/auth";
import type { Screen } from "../../shared/routes";
import { publicSiteOf } from "../../shared/site-config";
import type { FirstCall } from "../../web/first-view";
import { QUERY_SEED_ID } from "../../web/lib/query-seed";
import type { PreparedAnswer } from "../http/answer-cache";
import { jsonForScript } from "../http/escape";

/** React and the screens load with the first page drawn, not with the app (nor with every API test). */
const renderer = () => import("../../web/first-view");

async function answerOf(app: FastifyInstance, request: FastifyRequest, call: FirstCall) {
  const res = await app.inject({
    method: "GET",
    url: call.url,
    // The page's own Host: the host guard (plugins/host-guard.ts) refuses a request without the site's.
    headers: {
      host: request.headers.host ?? "",
      cookie: request.headers.cookie ?? "",
      accept: "application/json",
    },
  });
  return res.statusCode === 200 ? { call, data: res.json() as unknown } : undefined;
}

/** The page with its first view, or undefined when a call did not answer 200 (the plain shell then). */
export async function firstViewShell(
  app: FastifyInstance,
  request: FastifyRequest,
  screen: Screen,
  path: string,
): Promise<PreparedAnswer | undefined> {
  const { hasFirstView, firstViewCalls, renderFirstView, SESSION_CALL } = await renderer();
  if (!hasFirstView(screen)) return undefined;
  const session = await answerOf(app, request, SESSION_CALL);
  if (!session) return undefined;
  const calls = await Promise.all(
    firstViewCalls(screen, session.data as Me).map((call) => answerOf(app, request, call)),
  );
  const answers = [session, ...calls.filter((answer) => answer !== undefined)];
  if (answers.length !== calls.length + 1) return undefined;
  // The public configuration only: the members' links are asked for by the screen (GET /api/members/links).
  const { html, seed } = renderFirstView({ screen, path, config: publicSiteOf(await app.site()), answers });
  return app.prepareShell(
    {
      // Inert until the app's first render replaces it: nothing typed or pressed before then is lost.
      body: `<div inert>${html}</div>`,
      head: `<script type="application/json" id="${QUERY_SEED_ID}">${jsonForScript(seed)}</script>`,
      // The trainer's own data: no shared cache may keep it.
      cacheControl: "private, no-cache",
    },
    screen,
  );
}
