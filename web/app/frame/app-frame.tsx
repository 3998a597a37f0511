import { ChevronRight, ChevronsLeft, ChevronsRight, Menu, Search, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { LanguageSwitch } from "@web/components/language-switch";
import { Button } from "@web/components/ui/button";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { SupportWidget } from "@web/features/support/components/support-widget";
import { cn } from "@web/lib/utils";
import { SignedInUser } from "@web/features/auth/components/signed-in-user";
import { NAV_SECTIONS, pageOf, visiblePages, type NavPage } from "../pages";
import { CommandPalette } from "./command-palette";

const COLLAPSED_KEY = "aoh.sidebarCollapsed";

export interface FrameProps {
  /** The h1; defaults to the page's one name from the registry. */
  title?: string;
  /** Page controls shown beside the title (a company select, "Refresh all" …). */
  actions?: ReactNode;
  /** The last breadcrumb of a detail page ("/leads/12" → "Lead #12"); the page's name then links to its list. */
  crumb?: string;
  /** A page's own entries in the sidebar's "AI Agents" section (the agent list of /dashboard), above its pages. */
  sidebarSection?: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * The one frame of every signed-in page (decision 060): a sidebar reaching every page of the
 * registry, grouped (a drawer below the lg breakpoint, collapsible to icons above it); a header
 * with the breadcrumbs and the page title, the command palette (Ctrl/⌘-K), help and feedback
 * docked (never floating over content) and the language switch. The sidebar has the spec's
 * sections (AI Agents, Company Admin, Menu: NAV_SECTIONS) and its footer (name, role, Logout).
 */
export function AppFrame({ title, actions, crumb, sidebarSection, children }: FrameProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useAuthStatus();
  const current = pageOf(location);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === "1";
    } catch {
      return false;
    }
  });
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  const name = current ? t(`pages.${current.name}`) : "";
  const heading = title ?? name;
  useEffect(() => {
    document.title = heading ? `${heading} · ${t("app.name")}` : t("app.name");
  }, [heading, t]);

  useEffect(() => setDrawerOpen(false), [location]);
  // The current page's link is kept in view in the sidebar's own scroll (it sat below a page's agent
  // list, out of sight): scrolled to when the page opens and while the list above it loads, until the
  // reader scrolls the sidebar themselves. Only the sidebar scrolls; the page never does.
  useEffect(() => {
    const list = nav.current;
    if (!list) return;
    const reveal = () => {
      const link = list.querySelector<HTMLElement>('a[aria-current="page"]');
      if (!link) return;
      const top = link.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      const bottom = top + link.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = Math.max(0, top - 8);
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 8;
    };
    reveal();
    const watch = new MutationObserver(reveal);
    watch.observe(list, { childList: true, subtree: true });
    const stop = () => watch.disconnect();
    const timer = window.setTimeout(stop, 5_000);
    const byReader = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
    for (const type of byReader) list.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const type of byReader) list.removeEventListener(type, stop);
    };
  }, [location, drawerOpen]);
  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? "1" : "0");
    } catch {
      // the choice then lasts for this page only
    }
  }, [collapsed]);
  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawerOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [drawerOpen]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setPaletteOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const pages = visiblePages(user?.role === "admin");
  const parent = current?.parent ? pageOf(current.parent) : undefined;
  // A location under a page's pattern but not the page itself ("/leads/12"): a record of that page.
  const detail = current && (location.replace(/\/+$/, "") || "/") !== current.path ? (crumb ?? decodeURIComponent(location.split("/").filter(Boolean).at(-1) ?? "")) : null;

  return (
    <div className="flex min-h-screen bg-slate-50" data-testid="app-frame">
      {drawerOpen && (
        <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={() => setDrawerOpen(false)} aria-hidden="true" data-testid="drawer-backdrop" />
      )}
      <aside
        id="app-sidebar"
        aria-label={t("sidebar.label")}
        data-testid="sidebar"
        data-open={drawerOpen}
        data-collapsed={collapsed}
        className={cn(
          "fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white transition-[transform,visibility] duration-200",
          "lg:visible lg:sticky lg:top-0 lg:h-screen lg:translate-x-0",
          collapsed ? "lg:w-16" : "lg:w-64",
          drawerOpen ? "visible translate-x-0" : "invisible -translate-x-full",
        )}
      >
        <div className="flex h-14 items-center justify-between gap-2 border-b border-slate-200 px-3">
          <Link href="/" className={cn("truncate font-semibold text-slate-900", collapsed && "lg:sr-only")} data-testid="frame-home">
            {t("app.name")}
          </Link>
          <Button ref={closeButton} variant="ghost" size="icon" className="lg:hidden" onClick={() => setDrawerOpen(false)} aria-label={t("sidebar.close")} data-testid="drawer-close">
            <X aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="hidden lg:inline-flex"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
            aria-expanded={!collapsed}
            data-testid="sidebar-collapse"
          >
            {collapsed ? <ChevronsRight aria-hidden="true" /> : <ChevronsLeft aria-hidden="true" />}
          </Button>
        </div>
        <nav ref={nav} className="flex-1 overflow-y-auto p-2" aria-label={t("sidebar.navigation")} tabIndex={-1}>
          {NAV_SECTIONS.map((section) => {
            const groups = section.groups
              .map((group) => ({ group, entries: pages.filter((p) => p.group === group) }))
              .filter((g) => g.entries.length > 0);
            const pageSection = section.id === "agents" && sidebarSection ? sidebarSection(() => setDrawerOpen(false)) : null;
            if (groups.length === 0 && !pageSection) return null;
            const headed = groups.length > 1;
            return (
              <section key={section.id} aria-labelledby={`nav-section-${section.id}`} className="mb-4" data-testid={`nav-section-${section.id}`}>
                <h2 id={`nav-section-${section.id}`} className={cn("mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600", collapsed && "lg:sr-only")}>
                  {t(`sidebar.section.${section.id}`)}
                </h2>
                {pageSection && <div className={cn("mb-2", collapsed && "lg:hidden")}>{pageSection}</div>}
                {groups.map(({ group, entries }) => (
                  <div key={group} className={cn(headed && "mb-2")}>
                    {headed && (
                      <h3 id={`nav-group-${group}`} className={cn("px-3 pb-0.5 pt-1 text-xs font-medium text-slate-500", collapsed && "lg:sr-only")}>
                        {t(`nav.group.${group}`)}
                      </h3>
                    )}
                    <ul className="grid gap-0.5" aria-labelledby={headed ? `nav-group-${group}` : undefined}>
                      {entries.map((p) => (
                        <li key={p.path}>
                          <NavLink page={p} active={current?.path === p.path} collapsed={collapsed} onNavigate={() => setDrawerOpen(false)} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            );
          })}
        </nav>
        <footer className={cn("border-t border-slate-200 p-3", collapsed && "lg:px-2")} data-testid="sidebar-footer">
          <SignedInUser collapsed={collapsed} />
        </footer>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white px-3 py-2 sm:px-4">
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              onClick={() => setDrawerOpen(true)}
              aria-label={t("sidebar.open")}
              aria-expanded={drawerOpen}
              aria-controls="app-sidebar"
              data-testid="menu-button"
            >
              <Menu aria-hidden="true" />
            </Button>
            <nav aria-label={t("nav.breadcrumbs")} className="min-w-0 flex-1 overflow-hidden" data-testid="breadcrumbs">
              <ol className="flex min-w-0 items-center gap-1 whitespace-nowrap text-xs text-slate-600">
                <li>
                  <Link href="/" className="hover:underline" data-testid="breadcrumb-home">
                    {t("nav.home")}
                  </Link>
                </li>
                {/* On a phone the group is left out (the page's name is the title just below); a
                    record's trail keeps its list, so the way back is one tap. */}
                {current && (
                  <li className="hidden items-center gap-1 sm:flex">
                    <ChevronRight className="size-3" aria-hidden="true" />
                    <span>{t(`nav.group.${current.group}`)}</span>
                  </li>
                )}
                {parent && (
                  <li className="hidden min-w-0 items-center gap-1 sm:flex">
                    <ChevronRight className="size-3" aria-hidden="true" />
                    <Link href={parent.path} className="truncate hover:underline">
                      {t(`pages.${parent.name}`)}
                    </Link>
                  </li>
                )}
                {current && detail !== null && (
                  <li className="flex min-w-0 items-center gap-1" data-testid="breadcrumb-list">
                    <ChevronRight className="size-3" aria-hidden="true" />
                    <Link href={current.path} className="truncate hover:underline">
                      {name}
                    </Link>
                  </li>
                )}
                {current && (
                  <li className="hidden min-w-0 items-center gap-1 sm:flex">
                    <ChevronRight className="size-3" aria-hidden="true" />
                    <span aria-current="page" className="truncate" data-testid="breadcrumb-current">{detail ?? name}</span>
                  </li>
                )}
              </ol>
            </nav>
            <Button variant="outline" size="sm" onClick={() => setPaletteOpen(true)} title={t("palette.open")} aria-keyshortcuts="Control+K Meta+K" data-testid="palette-open">
              <Search aria-hidden="true" />
              <span className="sr-only md:not-sr-only">{t("palette.search")}</span>
              <kbd className="hidden rounded border border-slate-300 px-1 text-[10px] text-slate-600 md:inline" aria-hidden="true">Ctrl K</kbd>
            </Button>
            <div ref={setDock} className="flex items-center gap-2" data-testid="frame-dock" />
            <LanguageSwitch />
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 flex-1 text-lg font-semibold leading-tight text-slate-900 sm:truncate" data-testid="page-title">
              <span data-testid="dashboard-title">{heading}</span>
            </h1>
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
        </header>
        <main className="min-w-0 flex-1 p-3 sm:p-4 lg:p-6" id="main">
          {children}
        </main>
      </div>
      {user && <SupportWidget userEmail={user.email} companyId={user.companyId ?? null} dock={dock} />}
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} pages={pages} />
    </div>
  );
}

function NavLink({ page, active, collapsed, onNavigate }: { page: NavPage; active: boolean; collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const Icon = page.icon;
  const label = t(`pages.${page.name}`);
  // A page whose title is long (a platform's admin: "Administración / Plataforma de reclamaciones…")
  // has a short entry here (nav.short); its full title shows on hover, and as the page's heading.
  const short = t(`nav.short.${page.name}`, { defaultValue: "" });
  return (
    <Link
      href={page.path}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      title={collapsed || short ? label : undefined}
      data-testid={`nav-${page.name}`}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500",
        active ? "bg-blue-50 font-medium text-blue-900" : "text-slate-700 hover:bg-slate-100",
        page.parent && !collapsed && "pl-8",
      )}
    >
      <Icon className={cn("size-4 shrink-0", active ? "text-blue-700" : "text-slate-500")} aria-hidden="true" />
      <span className={cn("min-w-0 break-words leading-snug", collapsed && "lg:sr-only")}>{short || label}</span>
    </Link>
  );
}
