/**
 * The code's boundaries, checked on resolved files (npm run check; docs/architecture.md cites this file
 * as the source of truth). tests/unit/boundaries.test.ts plants an import against each rule.
 */

/**
 * Which server modules (src/server/modules/<name>) each module may import; any other import between
 * modules fails. The order is a layering with no cycle: the leaves import no module; `trainers` is the
 * read model of who is listed and their classes, which everyone above it reads; `onboarding` and `auth`
 * build on it; `dashboard` composes. The console has no module of its own: each entity serves its
 * console routes (routes.admin.ts) and audits them through `audit`. Composition roots (app.ts, pages/,
 * jobs/) may import any module. A new edge is a design decision: add it here with the reason.
 */
const MODULES_MAY_IMPORT = {
  // The assistant's knowledge articles are console edits, audited (issue 31).
  assistant: ["audit"],
  // Leaves. The audit log is written by the console's changes in their own transactions.
  audit: [],
  geo: [],
  health: [],
  pictures: [],
  // The public read model: places (geo) and profile pictures; the console's changes are audited (audit).
  trainers: ["geo", "pictures", "audit"],
  // The lead's posts and the console's, audited.
  announcements: ["trainers", "audit"],
  // The console's edits of questions and of the curriculum are audited; the caller is an account.
  assessments: ["trainers", "audit"],
  curriculum: ["trainers", "audit"],
  // "Send again" and the console's saves of the banners and links are audited; the caller is an account.
  outbox: ["trainers", "audit"],
  "site-content": ["trainers", "audit"],
  // Readers of the trainers read model.
  classes: ["trainers"],
  calendar: ["trainers"],
  seo: ["trainers"],
  // Sign-in and sessions (applicants' onboarding sessions and link tokens too: issue 30, one owner).
  auth: ["trainers"],
  // An applicant's onboarding session is auth's; onboarding sets its cookie and ends it in its changes.
  // The console's onboarding (payments confirmed, orders attached, documents published) is audited.
  onboarding: ["trainers", "auth", "audit"],
  // The dashboard shows a trainer's record beside the onboarding checklist.
  dashboard: ["trainers", "onboarding"],
  // Retention prunes sessions (auth) and the geocoder's kept answers (geo).
  retention: ["auth", "geo"],
  // The reminders are the onboarding e-mails' branded kind; the admin's sends are audited.
  renewals: ["trainers", "audit", "onboarding"],
  // Class alerts (decision 0042): places by the gazetteer (geo); listed classes and the CSV field rule are
  // the trainers read model's.
  "class-alerts": ["trainers", "geo"],
  // The development routes read and seed the outbox, and create the fixtures' trainers.
  dev: ["outbox", "trainers"],
  // Reservations read the class's trainer (listed or not; the caller an account) and write the CSV as the console does.
  reservations: ["trainers"],
  // Trainer insights (decision 0046): counted for the trainers read model's listed trainers.
  insights: ["trainers"],
};

const moduleRules = Object.entries(MODULES_MAY_IMPORT).map(([name, allowed]) => ({
  name: `module-${name}`,
  comment: `The ${name} module imports only these modules: ${allowed.join(", ") || "none"} (MODULES_MAY_IMPORT).`,
  severity: "error",
  from: { path: `^src/server/modules/${name}/` },
  to: { path: "^src/server/modules/", pathNot: `^src/server/modules/(${[name, ...allowed].join("|")})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...moduleRules,
    {
      name: "schema-outside-repositories",
      comment:
        "Inside a module only repositories touch the schema's tables (SQL only, rows in and out); services hold the rules (issue 30).",
      severity: "error",
      from: { path: "^src/server/modules/", pathNot: "(^|/|-)repository\\.ts$" },
      to: { path: "^src/server/db/schema\\.ts$" },
    },
    {
      name: "domain-without-http",
      comment:
        "Services and repositories throw domain errors (platform/domain-errors.ts), never HTTP ones: the one error handler maps them.",
      severity: "error",
      from: { path: "^src/server/modules/.+(service|repository)\\.ts$" },
      to: { path: "(^src/server/http/|^node_modules/fastify/)" },
    },
    {
      name: "module-unlisted",
      comment: "Every server module has its line in MODULES_MAY_IMPORT.",
      severity: "error",
      from: {
        path: "^src/server/modules/",
        pathNot: `^src/server/modules/(${Object.keys(MODULES_MAY_IMPORT).join("|")})/`,
      },
      to: { path: "^src/server/modules/" },
    },
    {
      name: "feature-to-feature",
      comment:
        "A web feature never imports another: move what both need to app/components (UI) or app/lib (logic).",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "lib-to-components",
      comment: "app/lib holds logic the UI uses; it never imports UI from app/components.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(components|features|routes)/" },
    },
    {
      name: "web-to-server",
      comment:
        "The web app never imports the server: loaders read it through the load context (src/shared/page-context.ts).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-to-web",
      comment:
        "The server never imports the web app's source: it loads the built server bundle (pages/page-handler.ts).",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^app/" },
    },
    {
      name: "shared-to-sides",
      comment: "src/shared is used by the server and the browser alike: it imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^(src/server|app)/" },
    },
    {
      name: "infrastructure-to-modules",
      comment:
        "The server's infrastructure (plugins, http, db, metrics) serves every module and imports none; app.ts, pages/ and jobs/ compose them.",
      severity: "error",
      from: { path: "^src/server/(plugins|platform|http|db|metrics)/" },
      to: { path: "^src/server/modules/" },
    },
    {
      name: "no-cycles",
      comment: "No import cycle, type imports included: a cycle makes load order and ownership unclear.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "resolvable",
      comment:
        "Every import resolves to a file or a package: a rule cannot hold on an import it cannot follow.",
      severity: "error",
      from: { path: "^(src|app)/" },
      to: { couldNotResolve: true, pathNot: "\\?(url|raw|inline)$" },
    },
    {
      name: "source-to-tests",
      comment: "Source never imports tests or their support.",
      severity: "error",
      from: { path: "^(src|app)/" },
      to: { path: "^(tests|e2e)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
