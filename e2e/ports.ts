/**
 * The ports of the journey servers (playwright.config.ts), from E2E_PORT (default 3107):
 * the main app, the second app with GitHub and Slack configured, the app with a language
 * model, the app with WhatsApp, the phone project's own copy of the main app, and the local fakes
 * of outside services beside them.
 */
const BASE = Number(process.env.E2E_PORT ?? 3107);

export const PORTS = {
  /** The main app: nothing configured but LinkedIn's OAuth (against the fake on `fakeOAuth`). */
  main: BASE,
  fakeOAuth: BASE + 1,
  /** The live-hub app: GitHub's webhook secret, Slack pointed at the fake on `fakeSlackControl` + 1. */
  live: BASE + 2,
  fakeSlackControl: BASE + 3,
  fakeSlackApi: BASE + 4,
  /** The app with a language model (the fake OpenAI-compatible server on `fakeAi`). */
  ai: BASE + 5,
  fakeAi: BASE + 6,
  /** The app with WhatsApp (the fake Cloud API on `fakeWhatsApp`). */
  storm: BASE + 7,
  fakeWhatsApp: BASE + 8,
  /** Answers once every server answers (scripts/e2e-servers.mjs). */
  ready: BASE + 9,
  /** The phone project's app: the main app's settings on a database of its own (its journeys run beside the desktop's). */
  phone: BASE + 10,
} as const;

export const urlOf = (port: number) => `http://127.0.0.1:${port}`;

export const FAKE_AI_URL = urlOf(PORTS.fakeAi);
export const FAKE_WHATSAPP = urlOf(PORTS.fakeWhatsApp);
export const WHATSAPP_APP_SECRET = "e2e-whatsapp-secret";
export const LIVE_GITHUB_SECRET = "e2e-github-webhook-secret";
