import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { settle, widerThanPhone } from "./every-screen";
import { requestsStill } from "./requests-in-flight";
import { ADMIN, expect, GATE_PASSWORD, passGate, signIn, test } from "./fixtures";

/**
 * The Done-when journey of issue 12: every screen reached from the navigation alone (one typed
 * URL, the first), at the project's size, in English and in Spanish; on every page axe finds no
 * serious or critical violation and, in Spanish, no raw enum value or English server text shows.
 * SHOTS_DIR=<dir> also saves a full-page screenshot of every page.
 */
const LANGUAGES = ["en", "es"] as const;

/** Words of a stored enum (snake_case) that reached the page instead of its label. */
const RAW_ENUM = /\b[a-z]+(?:_[a-z]+)+\b/g;
/** English sentences the server sends (they must be translated from their code on Spanish pages). */
const ENGLISH_SERVER_TEXT = [
  /\bis not configured\b/i,
  /\bNot configured\b/,
  /\bPlease try again\b/i,
  /\bNo language model is configured\b/i,
  /\bReady to Connect\b/,
  /\bInternal server error\b/i,
  /\bNot tracked\b/,
  /\bleads stored in the last\b/,
  /^(Lead added|Task created|Campaign launch started|Campaign content ready|Daily standup for)\b/,
];
/** Status words that must show as their Spanish label. */
const ENGLISH_STATUS = new Set(["active", "Active", "pending", "Pending", "running", "Running", "Degraded", "degraded", "Healthy", "healthy", "completed", "Completed", "Connected", "Disconnected", "Loading..."]);

async function checkAxe(page: Page, where: string) {
  // In the page itself (legacy mode: no second page opened to combine frames; the app has no
  // frames), and only violations in full: the passes are not read.
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(bad, `axe on ${where}`).toEqual([]);
}

async function checkSpanish(page: Page, where: string) {
  const found = await page.evaluate(
    ({ statuses }) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest("script,style,code,pre,[data-raw-text],[translate=no]")) continue;
        const style = getComputedStyle(el);
        if (style.display === "none" || style.visibility === "hidden") continue;
        const text = node.textContent?.trim() ?? "";
        if (!text) continue;
        if (statuses.includes(text)) out.push(`status word "${text}"`);
        out.push(`TEXT:${text}`);
      }
      return out;
    },
    { statuses: [...ENGLISH_STATUS] },
  );
  const problems: string[] = [];
  for (const item of found) {
    if (!item.startsWith("TEXT:")) {
      problems.push(item);
      continue;
    }
    const text = item.slice(5);
    for (const m of text.match(RAW_ENUM) ?? []) problems.push(`raw enum "${m}" in "${text.slice(0, 80)}"`);
    for (const re of ENGLISH_SERVER_TEXT) if (re.test(text)) problems.push(`English text "${text.slice(0, 100)}"`);
  }
  expect.soft([...new Set(problems)], `Spanish page ${where}`).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, lang: string, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = testInfo.project.name === "phone" ? "390x844" : "1440x900";
  await page.screenshot({ path: `${dir}/${name}-${size}-${lang}.png`, fullPage: true });
}

async function openNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
  }
}

for (const lang of LANGUAGES) {
  test(`every screen from the navigation (${lang})`, { tag: "@phone" }, async ({ page, isMobile }, testInfo) => {
    // At desktop size every screen is read in Spanish by a-spanish.spec.ts (an es-MX browser, a
    // stricter check, twice); this walk in Spanish runs on the phone (axe, width, raw enums), and on
    // desktop too when its screenshots are asked for (SHOTS_DIR). It keeps `npm test` in its time.
    test.skip(lang === "es" && testInfo.project.name === "desktop" && !process.env.SHOTS_DIR, "a-spanish.spec.ts reads every desktop screen in Spanish");
    test.setTimeout(300_000);
    if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((l) => localStorage.setItem("aoh.language", l), lang);
    await passGate(page);
    await signIn(page);
    await page.goto("/agents"); // the one typed URL
    await expect(page.getByTestId("app-frame")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);

    await openNav(page, isMobile);
    const links = await page.getByTestId("sidebar").locator('a[data-testid^="nav-"]').evaluateAll((as) =>
      as.map((a) => ({ testId: a.getAttribute("data-testid")!, href: a.getAttribute("href")! })),
    );
    expect(links.length).toBeGreaterThanOrEqual(14);
    if (isMobile) await page.getByTestId("drawer-close").click();

    for (const { testId, href } of links) {
      const where = `${href} (${lang}, ${testInfo.project.name})`;
      await openNav(page, isMobile);
      await page.getByTestId("sidebar").getByTestId(testId).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, "\\/")}$`));
      if (href === "/landing") {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        await checkAxe(page, where);
        if (lang === "es") await checkSpanish(page, where);
        await shot(page, testInfo, lang, "landing");
        await page.goBack();
        await expect(page.getByTestId("app-frame")).toBeVisible();
        continue;
      }
      await expect(page.getByTestId("page-title")).not.toBeEmpty();
      await expect(page.getByTestId("sidebar").getByTestId(testId)).toHaveAttribute("aria-current", "page");
      await settle(page);
      // axe on each layout once: desktop in English, the phone in Spanish (the same structure in the other language).
      if (isMobile === (lang === "es")) await checkAxe(page, where);
      if (lang === "es") await checkSpanish(page, where);
      // On the phone, the page fits its width (issue 19, item 14; phone-width.spec.ts measures the pages the sidebar does not link).
      if (isMobile) expect.soft(await widerThanPhone(page), `${where} is wider than the phone`).toBeNull();
      await shot(page, testInfo, lang, href.slice(1).replaceAll("/", "-"));
    }

    // The palette (Ctrl-K) reaches a page too, and the home link leaves no dead end.
    await page.keyboard.press("Control+k");
    await expect(page.getByTestId("command-palette")).toBeVisible();
    await checkAxe(page, `palette (${lang})`);
    await shot(page, testInfo, lang, "palette");
    await page.getByTestId("palette-input").fill(lang === "es" ? "Consola" : "Operations");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/agents\/dashboard$/);
    await page.getByTestId("breadcrumb-home").click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("a deep link survives the gate and the sign-in", async ({ page }) => {
  await page.goto("/dashboard?agent=2");
  await expect(page).toHaveURL(/\/gate\?next=/);
  await page.getByTestId("gate-password").fill(GATE_PASSWORD);
  await page.getByTestId("gate-submit").click();
  await expect(page.getByTestId("login-screen")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?agent=2$/);
  await page.getByTestId("login-email").fill(ADMIN.email);
  await page.getByTestId("login-password").fill(ADMIN.password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/dashboard\?agent=2$/);
  await expect(page.getByTestId("chat-panel")).toBeVisible();
});

test("/login?next= returns to the page asked for", async ({ gatedPage: page }) => {
  await page.goto("/login?next=%2Fcto");
  await page.getByTestId("login-email").fill(ADMIN.email);
  await page.getByTestId("login-password").fill(ADMIN.password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/cto$/);
  await expect(page.getByTestId("page-title")).toHaveText("CTO System Dashboard");
});

test("the 404 card leads home", async ({ gatedPage: page }, testInfo) => {
  await page.goto("/no-such-page");
  await expect(page.getByTestId("not-found")).toBeVisible();
  await checkAxe(page, "404");
  await shot(page, testInfo, "en", "not-found");
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(/\/$/);
});

test("no false zero while the hub loads", async ({ page }) => {
  await passGate(page);
  await signIn(page);
  // Hold the agents list back: the hub shows placeholders, not "0 agents" or "Chat with cto".
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/agents", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/agents");
  await expect(page.getByTestId("platform-status").getByTestId("skeleton").first()).toBeVisible();
  await expect(page.getByText(/\b0 agents\b/)).toHaveCount(0);
  await expect(page.getByText(/Chat with (cto|coo|social)\b/)).toHaveCount(0);
  release();
  await expect(page.getByTestId("platform-status")).toContainText(/\d+ agents/);
});

/** Zero-like figures: "0", "$0", "0%", "0 of 8", "(0)", "0 leads"… */
const ZERO_TEXT = /^(US)?\$?\s?0([.,]0+)?\s?%?$|^0 (de|of) \d|\(0\)|(^|\s)0 (agents?|agentes?|companies|empresas|leads?|prospectos?|tasks?|tareas?|messages?|mensajes?|sessions?|sesiones?)\b/i;

test("no page shows a zero before its data has loaded", async ({ page, isMobile }) => {
  test.setTimeout(240_000);
  await passGate(page);
  await signIn(page);
  await page.goto("/agents");
  await openNav(page, isMobile);
  await expect(page.getByTestId("sidebar").locator('a[data-testid^="nav-"]').first()).toBeVisible();
  const hrefs = await page.getByTestId("sidebar").locator('a[data-testid^="nav-"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  // From here on only the session answers: every data request is held, as on a slow network.
  await page.route("**/api/**", async (route) => {
    if (new URL(route.request().url()).pathname.startsWith("/api/auth/")) await route.continue();
  });
  // The payment calculator loads nothing: its figures (a $0.00 final balance, a $0 axis) are computed from its inputs.
  const COMPUTED_ONLY = new Set(["/aria/calculator"]);
  for (const href of hrefs.filter((h) => !COMPUTED_ONLY.has(h))) {
    await page.goto(href);
    if (href !== "/landing") await expect(page.getByTestId("page-title")).not.toBeEmpty();
    // Every data request it makes is held: it has made them all once none has started for a while.
    if (!(await requestsStill(page))) await page.waitForTimeout(500);
    const zeros = await page.evaluate((source) => {
      const re = new RegExp(source, "i");
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        if (text && re.test(text) && node.parentElement?.checkVisibility()) out.push(text);
      }
      return out;
    }, ZERO_TEXT.source);
    expect.soft(zeros, `${href} before its data loaded`).toEqual([]);
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
