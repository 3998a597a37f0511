import { useState } from "react";
import { useTranslation } from "react-i18next";
import { USER_ROLES } from "@contract/auth";
import type { ManagedUser, UserRole } from "@contract/users";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "@web/lib/api";
import { useChangeRole } from "../api/change-role";
import { useChangeStatus } from "../api/change-status";
import { useUsers } from "../api/get-users";
import { useReissueInvite } from "../api/reissue-invite";
import { InviteDialog, OneTimeSecret } from "./invite-dialog";
import { SessionsDrawer } from "./sessions-drawer";
import { formatDateTime } from "@web/lib/format";

const STATUS_VARIANT = { active: "success", disabled: "destructive", invited: "warning" } as const;

/** /admin/users: every user, add one, change a role, disable or enable, see and end sessions. */
export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const { t, i18n } = useTranslation();
  const users = useUsers();
  const changeRole = useChangeRole();
  const changeStatus = useChangeStatus();
  const reissue = useReissueInvite();
  const [sessionsOf, setSessionsOf] = useState<ManagedUser | null>(null);
  const [confirmDisable, setConfirmDisable] = useState<ManagedUser | null>(null);
  const [newLink, setNewLink] = useState<string | null>(null);
  const failed = (e: unknown) => toast({ title: t("users.failed"), description: errorMessage(e), variant: "destructive" });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("users.never"));

  function setStatus(user: ManagedUser, status: "active" | "disabled") {
    changeStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () => toast({ title: t(status === "disabled" ? "users.disabledToast" : "users.enabledToast", { name: user.firstName }) }),
        onError: failed,
      },
    );
  }

  return (
    <section className="grid gap-4" aria-labelledby="users-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* The frame's h1 names the page; this heading only labels the section for screen readers. */}
          <h2 id="users-title" className="sr-only">{t("users.title")}</h2>
          <p className="text-sm text-slate-600">{t("users.subtitle")}</p>
        </div>
        <InviteDialog />
      </div>

      {users.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : users.isError ? (
        <Alert variant="destructive" data-testid="users-error">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {t("users.loadFailed")}
            <Button size="sm" variant="outline" onClick={() => void users.refetch()}>{t("users.retry")}</Button>
          </AlertDescription>
        </Alert>
      ) : users.data.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="users-empty">{t("users.empty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="users-list">
          {users.data.map((user) => {
            const self = user.id === currentUserId;
            const status = (user.status in STATUS_VARIANT ? user.status : "active") as keyof typeof STATUS_VARIANT;
            return (
              <li
                key={user.id}
                data-testid="user-row"
                data-email={user.email}
                className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{user.firstName} {user.lastName}</span>
                    <Badge variant={STATUS_VARIANT[status]} data-testid="user-status">{t(`users.status.${status}`)}</Badge>
                    {self && <Badge variant="secondary">{t("users.you")}</Badge>}
                  </div>
                  <div className="truncate text-sm text-slate-600">{user.email}</div>
                  <div className="text-xs text-slate-500">
                    {status === "invited" && user.inviteExpiresAt
                      ? t("users.inviteOpenUntil", { when: when(user.inviteExpiresAt) })
                      : t("users.lastLogin", { when: when(user.lastLogin) })}
                  </div>
                </div>
                <div className="grid gap-1">
                  <label htmlFor={`role-${user.id}`} className="text-xs font-medium text-slate-600">{t("users.field.role")}</label>
                  <select
                    id={`role-${user.id}`}
                    data-testid="user-role"
                    className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:opacity-50"
                    value={user.role}
                    disabled={self || changeRole.isPending}
                    aria-describedby={self ? `role-self-${user.id}` : undefined}
                    onChange={(e) =>
                      changeRole.mutate(
                        { id: user.id, role: e.target.value as UserRole },
                        { onSuccess: (u) => toast({ title: t("users.roleChanged", { name: u.firstName, role: t(`users.role.${u.role}`) }) }), onError: failed },
                      )
                    }
                  >
                    {USER_ROLES.map((role) => (
                      <option key={role} value={role}>{t(`users.role.${role}`)}</option>
                    ))}
                  </select>
                  {self && <p id={`role-self-${user.id}`} className="text-xs text-slate-500">{t("users.ownRole")}</p>}
                </div>
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Button variant="outline" size="sm" onClick={() => setSessionsOf(user)} data-testid="user-sessions">
                    {t("users.sessionsButton", { count: user.activeSessions })}
                  </Button>
                  {status === "invited" && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={reissue.isPending}
                      onClick={() => reissue.mutate(user.id, { onSuccess: (r) => setNewLink(r.inviteUrl), onError: failed })}
                      data-testid="user-reinvite"
                    >
                      {t("users.newLink")}
                    </Button>
                  )}
                  {status === "active" && !self && (
                    <Button variant="outline" size="sm" className="text-red-700" onClick={() => setConfirmDisable(user)} data-testid="user-disable">
                      {t("users.disable")}
                    </Button>
                  )}
                  {status === "disabled" && (
                    <Button variant="outline" size="sm" disabled={changeStatus.isPending} onClick={() => setStatus(user, "active")} data-testid="user-enable">
                      {t("users.enable")}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <SessionsDrawer user={sessionsOf} onClose={() => setSessionsOf(null)} />

      <Dialog open={confirmDisable !== null} onOpenChange={(open) => !open && setConfirmDisable(null)}>
        <DialogContent data-testid="confirm-disable">
          <DialogHeader>
            <DialogTitle>{t("users.disableTitle", { name: confirmDisable?.firstName ?? "" })}</DialogTitle>
            <DialogDescription>{t("users.disableDescription")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDisable(null)}>{t("common.cancel")}</Button>
            <Button
              variant="destructive"
              data-testid="confirm-disable-submit"
              onClick={() => {
                if (confirmDisable) setStatus(confirmDisable, "disabled");
                setConfirmDisable(null);
              }}
            >
              {t("users.disable")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={newLink !== null} onOpenChange={(open) => !open && setNewLink(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("users.newLinkTitle")}</DialogTitle>
            <DialogDescription>{t("users.inviteCreated")}</DialogDescription>
          </DialogHeader>
          {newLink && <OneTimeSecret label={t("users.inviteLink")} value={newLink} testId="reissued-link" />}
        </DialogContent>
      </Dialog>
    </section>
  );
}
