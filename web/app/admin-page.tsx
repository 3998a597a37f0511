import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { SignedInLayout } from "./signed-in-layout";

/** The user-administration pages (issue 13): signed in, admins only; the frame's sidebar and breadcrumbs lead between them. */
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
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-24">
      {user?.role === "admin" ? (
        children(user)
      ) : (
        <p className="text-sm text-slate-600" data-testid="admin-only">{t("admin.adminOnly")}</p>
      )}
    </main>
  );
}
