import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_ACTIONS, type AuditEntry } from "@contract/audit-log";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuditLog } from "../api/get-audit-log";
import { intlLocale } from "@web/lib/format";

const PAGE_SIZE = 25;
const COLUMNS = "md:grid-cols-[12.5rem_minmax(0,1.2fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_7rem]";

/** The column's name before a value, on a phone only (the header row names them from md up). */
function Label({ text }: { text: string }) {
  return <span className="mr-1 text-xs text-slate-500 md:hidden">{text}:</span>;
}

/** /admin/audit-log: who did what to whom, when and from where; newest first, a page at a time. */
export function AuditLogTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, PAGE_SIZE);
  const when = (iso: string) => new Date(iso).toLocaleString(intlLocale(i18n.language), { dateStyle: "medium", timeStyle: "medium" });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;

  const actionLabel = (e: AuditEntry) => ((AUDIT_ACTIONS as readonly string[]).includes(e.action) ? t(`auditLog.action.${e.action}`) : e.action);
  const detail = (e: AuditEntry) => {
    const d = e.details ?? {};
    if (e.action === "user.role_changed") return t("auditLog.detail.role", { from: t(`users.role.${d.from}`, { defaultValue: String(d.from) }), to: t(`users.role.${d.to}`, { defaultValue: String(d.to) }) });
    if (e.action === "user.invited" || e.action === "user.created") return t("auditLog.detail.asRole", { role: t(`users.role.${d.role}`, { defaultValue: String(d.role) }) });
    if (e.action === "user.disabled") return t("auditLog.detail.sessionsEnded", { count: Number(d.sessionsEnded ?? 0) });
    if (e.action === "session.ended") return t("auditLog.detail.sessionsEnded", { count: Number(d.sessions ?? 0) });
    if (e.action === "auth.password_changed") return t("auditLog.detail.otherSessionsEnded", { count: Number(d.otherSessionsEnded ?? 0) });
    if (e.action === "auth.sign_in" && d.method) return t("auditLog.detail.method", { method: t(`auditLog.method.${d.method}`, { defaultValue: String(d.method) }) });
    return "";
  };

  return (
    <section className="grid gap-4" aria-labelledby="audit-title">
      <div>
        {/* The frame's h1 names the page; this heading only labels the section for screen readers. */}
        <h2 id="audit-title" className="sr-only">{t("auditLog.title")}</h2>
        <p className="text-sm text-slate-600">{t("auditLog.subtitle")}</p>
      </div>
      {log.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : log.isError ? (
        <Alert variant="destructive" data-testid="audit-error">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {t("auditLog.loadFailed")}
            <Button size="sm" variant="outline" onClick={() => void log.refetch()}>{t("auditLog.retry")}</Button>
          </AlertDescription>
        </Alert>
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="audit-empty">{t("auditLog.empty")}</p>
      ) : (
        <>
          {/* One list for every size: columns from md up, stacked cards on a phone. */}
          <div className="rounded-lg border border-slate-200 bg-white" data-testid="audit-table">
            <div className={`${COLUMNS} hidden gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium uppercase text-slate-600 md:grid`} aria-hidden="true">
              <span>{t("auditLog.col.when")}</span>
              <span>{t("auditLog.col.who")}</span>
              <span>{t("auditLog.col.what")}</span>
              <span>{t("auditLog.col.target")}</span>
              <span>{t("auditLog.col.from")}</span>
            </div>
            <ul>
              {log.data.entries.map((e) => (
                <li key={e.id} className={`${COLUMNS} grid gap-1 border-t border-slate-100 px-3 py-2 text-sm first:border-t-0 md:gap-3`} data-testid="audit-row" data-action={e.action}>
                  <span className="text-xs text-slate-600 md:text-sm">
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </span>
                  <span className="min-w-0 break-words">
                    <Label text={t("auditLog.col.who")} />
                    {e.actorEmail ?? t("auditLog.someone")}
                  </span>
                  <span>
                    <span className="font-medium">{actionLabel(e)}</span>
                    {detail(e) && <span className="block text-xs text-slate-600">{detail(e)}</span>}
                  </span>
                  <span className="min-w-0 break-words">
                    <Label text={t("auditLog.col.target")} />
                    {e.targetEmail ?? "—"}
                  </span>
                  <span className="text-slate-600">
                    <Label text={t("auditLog.col.from")} />
                    {e.ip ?? "—"}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <nav className="flex items-center justify-between gap-2" aria-label={t("auditLog.paging")}>
            <Button variant="outline" size="sm" disabled={page <= 1 || log.isFetching} onClick={() => setPage((p) => p - 1)} data-testid="audit-prev">
              {t("auditLog.newer")}
            </Button>
            <span className="text-sm text-slate-600" data-testid="audit-page">{t("auditLog.pageOf", { page, pages, count: log.data.total })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages || log.isFetching} onClick={() => setPage((p) => p + 1)} data-testid="audit-next">
              {t("auditLog.older")}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
