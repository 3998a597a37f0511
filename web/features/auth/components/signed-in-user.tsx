import { KeyRound, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { useAuthStatus } from "../api/get-auth-status";
import { useLogout } from "../api/logout";
import { userRoleLabel } from "../lib/role-label";
import { ChangePasswordDialog } from "./change-password-dialog";

export const AFTER_LOGOUT_PATH = "/login";

/** Sidebar footer: the user's name and role, change password, and Logout. */
export function SignedInUser() {
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

  return (
    <div className="grid gap-3" data-testid="signed-in-user">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900" data-testid="user-name">
          {user ? `${user.firstName} ${user.lastName}` : t("common.loading")}
        </p>
        <p className="truncate text-xs text-slate-500" data-testid="user-role">
          {userRoleLabel(t, user?.role)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ChangePasswordDialog
          trigger={
            <Button variant="outline" size="sm" data-testid="change-password">
              <KeyRound aria-hidden="true" />
              {t("changePassword.open")}
            </Button>
          }
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="logout"
        >
          <LogOut aria-hidden="true" />
          {t("logout.button")}
        </Button>
      </div>
    </div>
  );
}
