import type { Page } from "@playwright/test";
import { CONSENT_TEXT } from "../contract/landing-rules";
import { NAV_PAGES } from "../web/app/pages";
import { expect } from "./fixtures";
import { requestsQuiet } from "./requests-in-flight";

/**
 * Every screen a signed-in person can reach: each page of the registry (web/app/pages.ts) and
 * a record page of each kind (a lead, a property), whose ids are read from the API. A lead is
 * asked for through the landing form when none is stored yet (a fresh server has none).
 */
export async function signedInScreens(page: Page): Promise<string[]> {
  const paths = NAV_PAGES.filter((p) => !p.outsideFrame).map((p) => p.path);
  let leads = (await (await page.request.get("/api/leads?pageSize=1")).json()).items as { id: number }[];
  if (leads.length === 0) {
    const res = await page.request.post("/api/assessments", {
      data: {
        name: "Ana Screens",
        phone: "713-555-0188",
        address: "88 Screen Street, Houston",
        zip: "77002",
        consent: true,
        consentText: CONSENT_TEXT.en,
        language: "en",
        elapsedMs: 5000,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    leads = (await (await page.request.get("/api/leads?pageSize=1")).json()).items;
  }
  if (leads[0]) paths.push(`/leads/${leads[0].id}`);
  const properties = (await (await page.request.get("/api/properties?pageSize=1")).json()).items as { id: number }[] | undefined;
  if (properties?.[0]) paths.push(`/properties/${properties[0].id}`);
  return paths;
}

/** The public pages (seen signed out; the gate before anything else). */
export const PUBLIC_SCREENS = ["/landing", "/gate", "/login", "/no-such-page"] as const;

/** Waits until the page's data requests have settled and no spinner or skeleton is left. */
export async function settle(page: Page) {
  if (!(await requestsQuiet(page))) await page.waitForLoadState("networkidle").catch(() => {});
  await expect(page.locator('[role="status"]:has(.animate-spin), [data-testid="skeleton"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => {});
}

/** A phone's viewport (issue 19, item 14): no page may be wider. */
export const PHONE = { width: 390, height: 844 };

/** The document's width, and when wider than the phone the innermost elements that reach past it (to say what to fix); null when it fits. */
export async function widerThanPhone(page: Page): Promise<string | null> {
  return page.evaluate((limit) => {
    const w = document.scrollingElement!.scrollWidth;
    if (w <= limit) return null;
    const past = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => el.getBoundingClientRect().right > limit + 0.5 && el.checkVisibility());
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const name = (el: HTMLElement) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    return `${w} px (${innermost.slice(0, 4).map(name).join(", ")})`;
  }, PHONE.width);
}
