import { Menu, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";

/**
 * The dashboard frame: a sidebar (a slide-in drawer below the lg breakpoint,
 * closed by its close button, a backdrop tap or Escape) and a header.
 */
export function DashboardLayout({
  title,
  headerActions,
  sidebar,
  sidebarFooter,
  drawerOpen,
  onDrawerOpenChange,
  children,
}: {
  title: string;
  headerActions?: ReactNode;
  sidebar: ReactNode;
  sidebarFooter?: ReactNode;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDrawerOpenChange(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [drawerOpen, onDrawerOpenChange]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      {drawerOpen && (
        <div
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={() => onDrawerOpenChange(false)}
          aria-hidden="true"
          data-testid="drawer-backdrop"
        />
      )}
      <aside
        id="dashboard-sidebar"
        aria-label={t("sidebar.label")}
        data-testid="sidebar"
        data-open={drawerOpen}
        className={cn(
          "fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white transition-[transform,visibility] duration-200",
          "lg:visible lg:sticky lg:top-0 lg:h-screen lg:translate-x-0",
          drawerOpen ? "visible translate-x-0" : "invisible -translate-x-full",
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="font-semibold text-slate-900">{t("app.name")}</span>
          <Button
            ref={closeButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            onClick={() => onDrawerOpenChange(false)}
            aria-label={t("sidebar.close")}
            data-testid="drawer-close"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <nav className="flex-1 overflow-y-auto p-3" aria-label={t("sidebar.navigation")}>
          {sidebar}
        </nav>
        {sidebarFooter && <div className="border-t border-slate-200 p-4">{sidebarFooter}</div>}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex min-h-16 flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            onClick={() => onDrawerOpenChange(true)}
            aria-label={t("sidebar.open")}
            aria-expanded={drawerOpen}
            aria-controls="dashboard-sidebar"
            data-testid="menu-button"
          >
            <Menu aria-hidden="true" />
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900" data-testid="dashboard-title">
            {title}
          </h1>
          {headerActions && (
            <div className="flex basis-full items-center justify-between gap-2 sm:basis-auto sm:justify-end">
              {headerActions}
            </div>
          )}
        </header>
        <main className="flex-1 p-4 lg:p-6">{children}</main>
      </div>
    </div>
  );
}
