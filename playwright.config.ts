import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { FAKE_AI_URL, FAKE_WHATSAPP, LIVE_GITHUB_SECRET, PORTS, urlOf, WHATSAPP_APP_SECRET } from "./e2e/ports";

/**
 * Every journey in one run against the production build (`npm run build` first; `npm run
 * test:e2e` does both), the system's Chromium (Debian's package, never downloaded). Five app
 * servers, each on a fresh embedded database, start together with the local fakes of outside
 * services they use (e2e/ports.ts lists the ports). Two workers, one per project at a time: a
 * project's journeys run one after another on its own server (they share its database), and two
 * projects' journeys side by side (the desktop's ~7 minutes beside the others').
 *
 * - desktop: the main app (nothing configured but LinkedIn's OAuth against a fake), plus a
 *   second app with GitHub's webhook secret and Slack pointed at a fake that the live-hub
 *   journey stops and restarts.
 * - phone: the journeys tagged @phone (the ones whose subject differs on a phone), on an app
 *   of their own with the main app's settings.
 * - ai: the app with a language model, the fake OpenAI-compatible server (e2e/ai-*.spec.ts).
 * - storm: the app with WhatsApp, the fake Cloud API (e2e/storm-*.spec.ts).
 *
 * `npx playwright test --project ai` runs one project (its servers start all the same).
 */
const DATA_DIR = ".data-e2e";
/**
 * Debian's headless shell (package chromium-headless-shell: Chromium's rendering without the
 * browser's window, GPU and UI processes) when it is installed, else the full Chromium; CHROME_PATH
 * overrides both. The same journeys ran 10–30% faster in it here (decision 081).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROME_PATH = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/** The journeys of project storm (WhatsApp against its fake): storm-*.spec.ts but the storm map's, which runs on desktop and phone. */
const STORM_PROJECT = /storm-(?!map\.).*\.spec\.ts$/;
type Server = { name: string; command: string; url: string; env?: Record<string, string> };

/** A local fake of an outside service for the journeys (never part of the product), up when `url` answers. */
function fakeServer(name: string, command: string, url: string): Server {
  return { name, command, url };
}

/**
 * One built app server: a fresh, empty embedded database in `dataDir` (the server migrates and
 * seeds it), demo mode with its known gate and admin passwords whatever the shell has set (the
 * server treats an empty variable as unset), plus the server's own integrations in `env`.
 */

function appServer({ name, port, dataDir, env = {} }: { name: string; port: number; dataDir: string; env?: Record<string, string> }): Server {
  return {
    name,
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && exec node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      DEMO_MODE: "true",
      SITE_GATE_PASSWORD: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ADMIN_FIRST_NAME: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      // All tests come from one address: the per-client limits (tested by the server
      // tests) would otherwise start answering 429 as journeys are added or repeated.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      PUBLIC_RATE_LIMIT_PER_MINUTE: "10000",
      LANDING_FORM_PER_HOUR: "1000",
      // The journeys fill the assessment form faster than a person (an idle machine did it in under
      // 300 ms, and the request was dropped as a bot's); the guard has its server test.
      LANDING_FORM_MIN_FILL_MS: "0",
      LANDING_WHATSAPP_NUMBER: "",
      ...env,
    },
  };
}

/** The main app's integrations (and the phone project's app): LinkedIn's OAuth against the fake. */
const MAIN_ENV = {
  LINKEDIN_CLIENT_ID: "fake-linkedin-client",
  LINKEDIN_CLIENT_SECRET: "fake-linkedin-secret",
  LINKEDIN_AUTH_URL: `${urlOf(PORTS.fakeOAuth)}/oauth/v2`,
  LINKEDIN_API_URL: `${urlOf(PORTS.fakeOAuth)}/v2`,
};

const SERVERS: Server[] = [
  fakeServer("fake Slack", `exec npx tsx e2e/fake-slack-server.ts ${PORTS.fakeSlackControl}`, `${urlOf(PORTS.fakeSlackControl)}/health`),
  appServer({
    name: "app (live hub)",
    port: PORTS.live,
    dataDir: `${DATA_DIR}-live`,
    env: {
      GITHUB_WEBHOOK_SECRET: LIVE_GITHUB_SECRET,
      SLACK_BOT_TOKEN: "xoxb-e2e-token",
      SLACK_CHANNEL_ID: "C0E2E",
      SLACK_API_URL: `${urlOf(PORTS.fakeSlackApi)}/api/`,
      INTEGRATION_TIMEOUT_MS: "2000",
    },
  }),
  fakeServer("fake OAuth", `exec npx tsx e2e/fake-oauth-server.ts ${PORTS.fakeOAuth}`, `${urlOf(PORTS.fakeOAuth)}/health`),
  appServer({ name: "app", port: PORTS.main, dataDir: DATA_DIR, env: MAIN_ENV }),
  appServer({ name: "app (phone)", port: PORTS.phone, dataDir: `${DATA_DIR}-phone`, env: MAIN_ENV }),
  fakeServer("fake language model", `exec node --import tsx server/test/fakes/openai.ts --port ${PORTS.fakeAi} --chunk-delay 120`, `${FAKE_AI_URL}/__fake/requests`),
  appServer({
    name: "app (AI)",
    port: PORTS.ai,
    dataDir: `${DATA_DIR}-ai`,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${FAKE_AI_URL}/v1`,
      AI_MODEL: "gpt-fake",
      AI_API_KEY: "sk-e2e",
    },
  }),
  fakeServer(
    "fake WhatsApp",
    `exec node --import tsx server/test/fakes/whatsapp.ts --port ${PORTS.fakeWhatsApp} --app ${urlOf(PORTS.storm)} --secret ${WHATSAPP_APP_SECRET}`,
    `${FAKE_WHATSAPP}/health`,
  ),
  appServer({
    name: "app (storm)",
    port: PORTS.storm,
    dataDir: `${DATA_DIR}-storm`,
    env: {
      WHATSAPP_TOKEN: "EAAG-fake",
      WHATSAPP_PHONE_NUMBER_ID: "1098765",
      WHATSAPP_BUSINESS_ACCOUNT_ID: "5550001",
      WHATSAPP_API_URL: `${FAKE_WHATSAPP}/v21.0`,
      WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: "e2e-verify",
      OUTBOX_RETRY_DELAY_SECONDS: "1",
    },
  }),
];

const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: urlOf(PORTS.main),
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // As a reader who asks for less motion (web/styles.css stops animations then): a spinner or a
    // transition would otherwise keep the browser painting frames on the shared cores.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: ["ai-*.spec.ts", STORM_PROJECT],
      workers: 1,
      use: DESKTOP,
    },
    {
      // Only the journeys whose subject differs on a phone run here (tagged @phone: navigation and
      // the drawer, the dashboard's layout, the landing page, the lead screens, the core journey,
      // conversations, the hub's width); the rest open the drawer only as a step on the way.
      name: "phone",
      testIgnore: ["ai-*.spec.ts", STORM_PROJECT],
      grep: /@phone/,
      workers: 1,
      use: {
        baseURL: urlOf(PORTS.phone),
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    { name: "ai", testMatch: "ai-*.spec.ts", workers: 1, use: { ...DESKTOP, baseURL: urlOf(PORTS.ai) } },
    { name: "storm", testMatch: STORM_PROJECT, workers: 1, use: { ...DESKTOP, baseURL: urlOf(PORTS.storm) } },
  ],
  // One entry that starts every server at once (Playwright would start a list one after another).
  webServer: {
    command: `exec node scripts/e2e-servers.mjs ${PORTS.ready}`,
    url: urlOf(PORTS.ready),
    env: { E2E_SERVERS: JSON.stringify(SERVERS) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
