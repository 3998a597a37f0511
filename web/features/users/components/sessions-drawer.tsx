import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ManagedUser } from "@contract/users";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "@web/lib/api";
import { useEndSessions } from "../api/end-sessions";
import { useUserSessions } from "../api/get-user-sessions";
import { browserName } from "../lib/user-agent";
import { formatDateTime } from "@web/lib/format";

/** A side drawer (full width on a phone) with a user's signed-in sessions and "End session". */
export function SessionsDrawer({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          data-testid="sessions-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">{t("users.sessions.title")}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-slate-600">{user ? `${user.firstName} ${user.lastName} · ${user.email}` : ""}</DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="rounded-sm p-1 text-slate-500 hover:text-slate-900" aria-label={t("common.close")}>
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {user && <SessionList user={user} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SessionList({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation();
  const sessions = useUserSessions(user.id);
  const end = useEndSessions(user.id);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const run = (sessionId?: string) =>
    end.mutate(sessionId, {
      onSuccess: (r) => toast({ title: t("users.sessions.ended", { count: r.ended }) }),
      onError: (e) => toast({ title: t("users.failed"), description: errorMessage(e), variant: "destructive" }),
    });

  if (sessions.isPending) return <Spinner label={t("common.loading")} />;
  if (sessions.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("users.sessions.loadFailed")}</AlertDescription>
      </Alert>
    );
  if (sessions.data.length === 0) return <p className="text-sm text-slate-600" data-testid="sessions-empty">{t("users.sessions.empty")}</p>;
  return (
    <>
      <ul className="grid gap-3">
        {sessions.data.map((s) => (
          <li key={s.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm" data-testid="session-row">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{browserName(s.userAgent) ?? t("users.sessions.unknownBrowser")}</span>
              {s.current && <Badge variant="secondary">{t("users.sessions.current")}</Badge>}
            </div>
            <span className="text-slate-600">{t("users.sessions.from", { ip: s.ip ?? "—" })}</span>
            <span className="text-slate-600">{t("users.sessions.started", { when: when(s.createdAt) })}</span>
            <span className="text-slate-600">{t("users.sessions.expires", { when: when(s.expiresAt) })}</span>
            <Button variant="outline" size="sm" className="justify-self-start" disabled={end.isPending} onClick={() => run(s.id)} data-testid="end-session">
              {t("users.sessions.end")}
            </Button>
          </li>
        ))}
      </ul>
      {sessions.data.length > 1 && (
        <Button variant="destructive" disabled={end.isPending} onClick={() => run()} data-testid="end-all-sessions">
          {t("users.sessions.endAll")}
        </Button>
      )}
    </>
  );
}
