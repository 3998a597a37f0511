import { signedInScreens } from "./every-screen";
import { ADMIN, expect, showSidebar, test } from "./fixtures";

/**
 * Issue 19, item 13: spec 01's sidebar. The sections "AI Agents", "Company Admin" and "Menu", and
 * a footer with the user's first and last name, the role label ("Administrator") and Logout, in
 * view without opening anything else (in the drawer on a phone), in English and Spanish; Logout
 * signs out.
 */
const LABELS = {
  en: {
    sections: ["AI Agents", "Company Admin", "Menu"],
    admins: ["RoofStrike admin", "DealEngineAI admin"],
    titles: ["Admin / Storm Damage Claims Platform", "Admin / Real Estate Platform"],
    role: "Administrator",
    logout: "Logout",
    loggedOut: "Logged out successfully",
  },
  es: {
    sections: ["Agentes de IA", "Administración de empresas", "Menú"],
    admins: ["Administrar RoofStrike", "Administrar DealEngineAI"],
    titles: ["Administración / Plataforma de reclamaciones por daños de tormenta", "Administración / Plataforma inmobiliaria"],
    role: "Administrador",
    logout: "Cerrar sesión",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`the sidebar has the spec's sections and footer (${lang})`, { tag: "@phone" }, async ({ signedInPage: page, isMobile }) => {
    const labels = LABELS[lang];
    await page.addInitScript((l) => localStorage.setItem("aoh.language", l), lang);
    await page.goto("/dashboard");
    await expect(page.getByTestId("app-frame")).toBeVisible();
    await showSidebar(page, isMobile);
    const sidebar = page.getByTestId("sidebar");

    await expect(sidebar.locator('[data-testid^="nav-section-"] > h2')).toHaveText([...labels.sections]);
    // AI Agents: one entry per agent (the dashboard's own list) and the agents' pages.
    const agents = page.getByTestId("nav-section-agents");
    await expect(agents.locator('[data-testid^="agent-item-"]').first()).toBeVisible();
    await expect(agents.getByTestId("nav-operations")).toBeVisible();
    // Company Admin: the two platforms' admin pages.
    const companies = page.getByTestId("nav-section-companyAdmin");
    await expect(companies.getByTestId("nav-roofstrike")).toHaveAttribute("href", "/roofstrike");
    await expect(companies.getByTestId("nav-dealengineai")).toHaveAttribute("href", "/dealengineai");
    // Each entry on one line, whole (the full title "Administración / Plataforma de…" ran to four
    // lines in a 16 rem sidebar): the short label, and the page's title on hover.
    for (const [i, name] of ["nav-roofstrike", "nav-dealengineai"].entries()) {
      const entry = companies.getByTestId(name);
      await expect(entry).toHaveText(labels.admins[i]!);
      await expect(entry).toHaveAttribute("title", labels.titles[i]!);
      const box = await entry.locator("span").evaluate((el) => ({ lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)), clipped: el.scrollWidth > el.clientWidth }));
      expect(box, name).toEqual({ lines: 1, clipped: false });
    }
    await expect(page.getByTestId("nav-section-menu").getByTestId("nav-leads")).toBeVisible();

    // The footer: name, role and Logout, in view at once.
    const footer = page.getByTestId("sidebar-footer");
    await expect(footer).toBeInViewport();
    await expect(footer.getByTestId("user-name")).toHaveText(`${ADMIN.firstName} ${ADMIN.lastName}`);
    await expect(footer.getByTestId("user-role")).toHaveText(labels.role);
    await expect(footer.getByTestId("logout")).toHaveText(labels.logout);
    await expect(footer.getByTestId("logout")).toBeInViewport();

    await footer.getByTestId("logout").click();
    if ("loggedOut" in labels) await expect(page.getByTestId("toast").filter({ hasText: labels.loggedOut })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page.getByTestId("login-screen")).toBeVisible();
  });
}

test("a lead's page shows the whole trail back", { tag: "@phone" }, async ({ signedInPage: page, isMobile }) => {
  const lead = (await signedInScreens(page)).find((p) => p.startsWith("/leads/"))!;
  const id = lead.split("/").at(-1);
  await page.goto(lead);
  const crumbs = page.getByTestId("breadcrumbs");
  await expect(crumbs.getByTestId("breadcrumb-list")).toHaveText("Leads");
  await expect(crumbs.getByTestId("breadcrumb-list").getByRole("link")).toHaveAttribute("href", "/leads");
  if (!isMobile) await expect(crumbs).toHaveText(new RegExp(`Home.*Leads and storms.*Leads.*Lead #${id}`));
  await crumbs.getByTestId("breadcrumb-list").getByRole("link").click();
  await expect(page).toHaveURL(/\/leads$/);
});
