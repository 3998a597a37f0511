import { describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { PAGE_ROUTES } from "./page-routes";
import { NAV_GROUPS, NAV_PAGES, pageOf, visiblePages } from "./pages";

describe("the page registry", () => {
  it("names every page and group in both languages, once", () => {
    for (const catalog of [en, es] as Record<string, any>[]) {
      for (const page of NAV_PAGES) expect(catalog.pages[page.name], page.name).toEqual(expect.any(String));
      for (const group of NAV_GROUPS) expect(catalog.nav.group[group], group).toEqual(expect.any(String));
      const names = NAV_PAGES.map((p) => catalog.pages[p.name]);
      expect(new Set(names).size, "one name per page").toBe(names.length);
    }
    expect(new Set(NAV_PAGES.map((p) => p.path)).size).toBe(NAV_PAGES.length);
  });

  it("gives every entry a route or a parent/outside page, and hides admin pages from others", () => {
    for (const p of NAV_PAGES) expect(!!PAGE_ROUTES[p.path] || !!p.parent || !!p.outsideFrame, p.path).toBe(true);
    for (const path of Object.keys(PAGE_ROUTES)) expect(pageOf(path), `${path} is a page of pages.ts`).toBeDefined();
    expect(visiblePages(false).some((p) => p.adminOnly)).toBe(false);
    expect(visiblePages(true).length).toBe(NAV_PAGES.length);
    expect(pageOf("/agents/dashboard/")?.name).toBe("operations");
    expect(pageOf("/nowhere")).toBeUndefined();
  });
});
