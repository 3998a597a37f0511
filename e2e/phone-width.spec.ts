import { expect, passGate, signIn, test } from "./fixtures";
import { PUBLIC_SCREENS, settle, signedInScreens } from "./every-screen";

/**
 * Issue 19, item 14: no page is wider than a 390 px phone. Every signed-in screen (the registry's
 * pages and a record of each kind) and the public pages, at 390×844, in English and Spanish:
 * the document never scrolls sideways.
 */
const PHONE = { width: 390, height: 844 };

/** The document's width, and when wider than the phone the innermost elements that reach past it (to say what to fix). */
async function width(page: import("@playwright/test").Page): Promise<string | null> {
  return page.evaluate((limit) => {
    const w = document.scrollingElement!.scrollWidth;
    if (w <= limit) return null;
    const past = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => el.getBoundingClientRect().right > limit + 0.5 && el.checkVisibility());
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const name = (el: HTMLElement) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    return `${w} px (${innermost.slice(0, 4).map(name).join(", ")})`;
  }, PHONE.width);
}

for (const lang of ["en", "es"] as const) {
  test(`no screen is wider than a 390 px phone (${lang})`, { tag: "@phone" }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the phone project's size");
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await page.addInitScript((l) => localStorage.setItem("aoh.language", l), lang);
    const wide: string[] = [];

    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await settle(page);
      const w = await width(page);
      if (w) wide.push(`${path}: ${w}`);
    }

    await passGate(page);
    await signIn(page);
    for (const path of await signedInScreens(page)) {
      await page.goto(path);
      await expect(page.getByTestId("page-title")).not.toBeEmpty();
      await settle(page);
      const w = await width(page);
      if (w) wide.push(`${path}: ${w}`);
    }
    expect(wide, "pages wider than the phone").toEqual([]);
  });
}
