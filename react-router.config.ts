import type { Config } from "@react-router/dev/config";

/**
 * React Router in framework mode (docs/decisions/0034-one-page-pipeline.md): the web app in app/, its
 * route table generated from src/shared/routes.ts (app/routes.ts), rendered on the server by Fastify's page
 * handler (src/server/plugins/pages.ts) from the server build, then hydrated.
 */
export default {
  appDirectory: "app",
  buildDirectory: "dist/web",
  ssr: true,
} satisfies Config;
