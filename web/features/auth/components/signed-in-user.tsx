import { KeyRound, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { toast } from "@web/components/ui/use-toast";
import { useAuthStatus } from "../api/get-auth-status";
import { useLogout } from "../api/logout";
import { userRoleLabel } from "../lib/role-label";
import { ChangePasswordDialog } from "./change-password-dialog";

export const AFTER_LOGOUT_PATH = "/login";

/**
 * The sidebar's footer (spec 01 §4): the user's first and last name ("Loading..." until known),
 * the role label, change password and Logout, always in view at the foot of the sidebar (the
 * drawer on a phone). `collapsed`: the desktop sidebar shrunk to icons, where the name and role
 * stay for screen readers and the buttons show their icons with their names as labels.
 */
export function SignedInUser({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useAuthStatus();
  const logout = useLogout({
    onSignedOut: (ok) => {
      navigate(AFTER_LOGOUT_PATH);
      toast(
        ok
          ? {
              title: t("logout.successTitle"),
              description: t("logout.successDescription", { product: t("app.name") }),
            }
          : {
              variant: "destructive",
              title: t("logout.failedTitle"),
              description: t("logout.failedDescription"),
            },
      );
    },
  });
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : t("common.loading");
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : "";

  return (
    <div className={cn("flex items-center gap-2", collapsed ? "lg:flex-col" : "flex-wrap")} data-testid="signed-in-user">
      <span
        className={cn("hidden size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700", collapsed && "lg:flex")}
        aria-hidden="true"
        title={name}
      >
        {initials}
      </span>
      <div className={cn("min-w-0 flex-1 basis-full", collapsed && "lg:sr-only")}>
        <p className="truncate text-sm font-medium text-slate-900" data-testid="user-name">
          {name}
        </p>
        <p className="truncate text-xs text-slate-600" data-testid="user-role">
          {userRoleLabel(t, user?.role)}
        </p>
      </div>
      <div className={cn("flex shrink-0 gap-1", collapsed && "lg:flex-col")}>
        <ChangePasswordDialog
          trigger={
            <Button variant="ghost" size="icon" title={t("changePassword.open")} aria-label={t("changePassword.open")} data-testid="change-password">
              <KeyRound aria-hidden="true" />
            </Button>
          }
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          title={collapsed ? t("logout.button") : undefined}
          className={cn(collapsed && "lg:size-9 lg:px-0")}
          data-testid="logout"
        >
          <LogOut aria-hidden="true" />
          <span className={cn(collapsed && "lg:sr-only")}>{t("logout.button")}</span>
        </Button>
      </div>
    </div>
  );
}
