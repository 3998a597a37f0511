import { expect, passGate, signIn, test } from "./fixtures";
import { PHONE, PUBLIC_SCREENS, settle, signedInScreens, widerThanPhone } from "./every-screen";

/**
 * Issue 19, item 14: no page is wider than a 390 px phone, in English and Spanish: the document
 * never scrolls sideways. The navigation journey (navigation.spec.ts) measures every page of the
 * sidebar at this size in both languages as it walks them; this one measures the rest: the public
 * pages, a record of each kind, and any page of the registry the sidebar does not link.
 */
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
      const w = await widerThanPhone(page);
      if (w) wide.push(`${path}: ${w}`);
    }

    await passGate(page);
    await signIn(page);
    await page.goto("/agents");
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    const linked = new Set(
      await page.getByTestId("sidebar").locator('a[data-testid^="nav-"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!)),
    );
    expect(linked.size, "the sidebar's links (measured by the navigation journey)").toBeGreaterThanOrEqual(14);
    const rest = (await signedInScreens(page)).filter((path) => !linked.has(path));
    expect(rest.some((path) => path.startsWith("/leads/")), "a lead's page").toBe(true);
    for (const path of rest) {
      await page.goto(path);
      await expect(page.getByTestId("page-title")).not.toBeEmpty();
      await settle(page);
      const w = await widerThanPhone(page);
      if (w) wide.push(`${path}: ${w}`);
    }
    expect(wide, "pages wider than the phone").toEqual([]);
  });
}
