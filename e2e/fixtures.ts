import { randomBytes } from "node:crypto";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { trackRequests } from "./requests-in-flight";

/**
 * The demo-mode secrets the e2e server runs with (playwright.config.ts forces demo
 * mode). They are the server's documented demo defaults, not real credentials.
 */
export const GATE_PASSWORD = "ops-gate-demo";
export const ADMIN = {
  email: "admin@aiopshub.demo",
  password: "demo-admin-123",
  firstName: "Admin",
  lastName: "Operator",
} as const;

/** A name no other test (or earlier run against the same server) has used. */
export function uniqueName(testInfo: TestInfo, prefix: string): string {
  return `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
}

/** Passes the site gate through the API, with the page's own cookie jar. */
export async function passGate(page: Page): Promise<void> {
  const res = await page.request.post("/api/auth/gate", { data: { password: GATE_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in as the demo admin through the API (the gate must be passed first). */
export async function signIn(page: Page): Promise<void> {
  const res = await page.request.post("/api/auth/login", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * On a phone the sidebar is a drawer: opens it when it is closed. On the desktop
 * the sidebar is always shown and this only checks that.
 */
export async function showSidebar(page: Page, isMobile: boolean): Promise<void> {
  const sidebar = page.getByTestId("sidebar");
  if (isMobile) {
    await expect(sidebar).toBeHidden();
    await page.getByTestId("menu-button").click();
  }
  await expect(sidebar).toBeVisible();
}

/**
 * The dashboard chat reopens the agent's latest conversation (decision 110): a journey that
 * needs an empty chat presses "New chat" when an earlier one left a conversation behind.
 */
export async function startNewChat(page: Page): Promise<void> {
  // Enabled once the latest conversation has been looked up: "New chat" is shown by then if there is one.
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  if (await page.getByTestId("chat-new").isVisible()) await page.getByTestId("chat-new").click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
}

type Fixtures = {
  /** A fresh page that has passed the site gate but is signed out. */
  gatedPage: Page;
  /** A fresh page past the gate and signed in as the demo admin. */
  signedInPage: Page;
};

/** Every test gets its own browser context (Playwright's default), so no cookies leak between tests. */
export const test = base.extend<Fixtures>({
  // Its requests followed from the start, so settle() (every-screen.ts) knows when they are done.
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  gatedPage: async ({ page }, use) => {
    await passGate(page);
    await use(page);
  },
  signedInPage: async ({ page }, use) => {
    await passGate(page);
    await signIn(page);
    await use(page);
  },
});

export { expect };
