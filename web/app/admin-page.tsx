import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { LanguageSwitch } from "@web/components/language-switch";
import { buttonVariants } from "@web/components/ui/button";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { cn } from "@web/lib/utils";
import { SignedInLayout } from "./signed-in-layout";

export const ADMIN_LINKS = [
  { href: "/admin/users", key: "users" },
  { href: "/admin/audit-log", key: "auditLog" },
] as const;

/** The user-administration pages (issue 13): signed in, admins only, with their own small tab bar. */
export function AdminPage({ children }: { children: (user: { id: number }) => ReactNode }) {
  return (
    <SignedInLayout>
      <AdminFrame>{children}</AdminFrame>
    </SignedInLayout>
  );
}

function AdminFrame({ children }: { children: (user: { id: number }) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  const [location] = useLocation();
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-24">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/dashboard" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" />
          {t("admin.backToDashboard")}
        </Link>
        <LanguageSwitch />
      </div>
      <nav aria-label={t("admin.userAdmin")} className="flex gap-1 border-b border-slate-200">
        {ADMIN_LINKS.map(({ href, key }) => (
          <Link
            key={href}
            href={href}
            aria-current={location === href ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              location === href ? "border-blue-600 text-blue-700" : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {t(`admin.link.${key}`)}
          </Link>
        ))}
      </nav>
      {user?.role === "admin" ? (
        children(user)
      ) : (
        <p className="text-sm text-slate-600" data-testid="admin-only">{t("admin.adminOnly")}</p>
      )}
    </main>
  );
}
