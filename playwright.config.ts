import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/** A built server on a fresh DATA_DIR; extra environment for the special cases. */
function server(listen: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    // The server's own log goes to a file (Playwright shows none of it): scripts/test-all.sh prints
    // its end when the end-to-end tests fail.
    command: `rm -rf ${dataDir} && mkdir -p reports && node dist/server/main.js >reports/e2e-server-${listen}.log 2>&1`,
    url: `http://127.0.0.1:${listen}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(listen),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${listen}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
  };
}

/** The main server's storefront webhook secret (e2e/onboarding-journey.spec.ts signs with it). */
export const E2E_WEBHOOK_SECRET = "e2e-storefront-webhook-secret-0123";

/** Base URLs of the special-case servers, for specs that need them. */
export const SHORT_LINKS_URL = `http://127.0.0.1:${port + 1}`;
export const NO_MAIL_URL = `http://127.0.0.1:${port + 2}`;
/** The fake public geocoder (e2e/support/fake-geocoder.mjs) the main server asks. */
const FAKE_GEOCODER_URL = `http://127.0.0.1:${port + 3}`;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app on a
 * fresh DATA_DIR. `npm test` builds first; run `npm run build` before `npm run test:e2e` alone.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // The e2e suite shares two cores with the API suites (scripts/test-all.sh): long journeys pass 30 s there.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test cost a quarter of the suite's CPU (155 against 205 s for two
    // specs): CI retries a failed test once, and the retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    server(port, ".data-e2e", {
      RATE_LIMIT_LOGIN_PER_IP: "500",
      RATE_LIMIT_LOGIN_PER_EMAIL: "100",
      GEOCODER_URL: `${FAKE_GEOCODER_URL}/search`,
      // The storefront webhook's secret: the onboarding journey signs its own paid order with it.
      STOREFRONT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    }),
    // Sign-in links that expire after 2 seconds, for the expired-link page.
    server(port + 1, ".data-e2e-short-links", { MAGIC_LINK_TTL_SECONDS: "2" }),
    // SMTP pointed at a closed port, for the mail-failure message.
    server(port + 2, ".data-e2e-no-mail", { SMTP_URL: "smtp://127.0.0.1:1" }),
    {
      command: `node e2e/support/fake-geocoder.mjs ${port + 3}`,
      url: `${FAKE_GEOCODER_URL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
