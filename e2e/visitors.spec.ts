import type { Page } from "@playwright/test";
import { expect, GATE_PASSWORD, test } from "./fixtures";

/**
 * Issue 19, item 12: visitors see only what is for them. On the public pages (/landing, the gate,
 * the sign-in) no variable name or word to the operators shows, in English or in Spanish; the
 * landing's venture buttons lead to the ventures' public sections, never to the password gate;
 * the ZIP checker answers a short ZIP on Enter with the spec's message and a ZIP that does not
 * exist without a failed request (decision 115).
 */
const LANGUAGES = [
  { lang: "en", invalidZip: "Please enter a valid 5-digit ZIP code", notFound: "We couldn't find ZIP code 00000. Check the number and try again." },
  { lang: "es", invalidZip: "Escriba un código postal válido de 5 dígitos", notFound: "No encontramos el código postal 00000. Revise el número e inténtelo de nuevo." },
] as const;

/** A server setting's name (LANDING_WHATSAPP_NUMBER, SITE_GATE_PASSWORD …). */
const VARIABLE_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
/** Words that speak to the operators who run the server, not to a visitor. */
const OPERATOR_TEXT = /\b(set|define|configure|configura|environment|variable|server|servidor|demo:|\.env)\b/i;

async function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility()) out.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>("[placeholder],[aria-label],[title]")) {
      for (const attr of ["placeholder", "aria-label", "title"]) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

async function expectNothingForOperators(page: Page, where: string) {
  const texts = await visibleText(page);
  expect(texts.filter((t) => VARIABLE_NAME.test(t)), `${where}: variable names`).toEqual([]);
  expect(texts.filter((t) => OPERATOR_TEXT.test(t)), `${where}: words to the operators`).toEqual([]);
}

for (const { lang, invalidZip, notFound } of LANGUAGES) {
  test(`visitors on /landing see only what is for them (${lang})`, { tag: "@phone" }, async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error") failed.push(`console: ${m.text()}`);
    });
    await page.addInitScript((l) => localStorage.setItem("aoh.language", l), lang);
    await page.goto("/landing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNothingForOperators(page, `/landing (${lang})`);

    // The venture buttons lead to the ventures' own public sections on this page.
    for (const [key, section] of [["roofstrike", "venture-roofstrike"], ["dealengine", "venture-dealengineai"]] as const) {
      const button = page.getByTestId(`venture-button-${key}`);
      await expect(button).toBeVisible();
      const href = await button.getAttribute("href");
      expect(href, "a section of the landing page").toMatch(/^#/);
      await expect(button).not.toHaveAttribute("target", "_blank");
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/landing${href}$`));
      await expect(page.getByTestId(section)).toBeInViewport();
    }
    await expect(page).not.toHaveURL(/\/gate/);

    // Four digits and Enter: the spec's message (the Check button stays disabled).
    const zip = page.locator("#hail-checker input");
    await zip.fill("7700");
    await expect(page.locator("#hail-checker").getByRole("button")).toBeDisabled();
    await zip.press("Enter");
    await expect(page.locator("#hail-checker").getByRole("alert")).toHaveText(invalidZip);

    // A ZIP that does not exist: one message, and no failed request in the visitor's console.
    await zip.fill("00000");
    await zip.press("Enter");
    const alert = page.locator("#hail-checker").getByRole("alert");
    await expect(alert).toHaveText(notFound);
    await expect(page.getByTestId("hail-result")).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test(`the gate and the sign-in speak to visitors only (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem("aoh.language", l), lang);
    await page.goto("/gate");
    await expect(page.getByTestId("gate-password")).toBeVisible();
    await expectNothingForOperators(page, `/gate (${lang})`);
    await page.getByTestId("gate-password").fill(GATE_PASSWORD);
    await page.getByTestId("gate-submit").click();
    await expect(page.getByTestId("login-screen")).toBeVisible();
    const texts = await visibleText(page);
    expect(texts.filter((t) => VARIABLE_NAME.test(t)), `/login (${lang}): variable names`).toEqual([]);
  });
}
