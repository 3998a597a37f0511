import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api";
import { formatRelativeTime } from "@web/lib/format";
import { useGenerateWeeklyReport } from "../api/generate-weekly-report";
import { useWeeklyReports } from "../api/get-weekly-reports";

/** The weekly reports under the data sources (decision 052): schedule, the latest stored report, Slack delivery (through the approval queue), its text. */
export function WeeklyReports({ canGenerate = false }: { canGenerate?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "en";
  const reports = useWeeklyReports();
  const generate = useGenerateWeeklyReport();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="mt-5 border-t border-slate-200 pt-4" aria-labelledby="weekly-reports-heading">
      <h3 id="weekly-reports-heading" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarClock className="size-4 text-blue-600" aria-hidden="true" />
        {t("liveHub.reports.title")}
      </h3>
      {generate.isError && <p className="mb-2 text-xs text-red-700">{errorMessage(generate.error)}</p>}
      <ul className="grid gap-3 text-sm" data-testid="weekly-reports">
        {reports.data?.reports.map((r) => (
          <li key={r.kind} className="grid gap-1" data-testid={`weekly-report-${r.kind}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-800">{t(`liveHub.reports.kind.${r.kind}`)}</span>
              <span className="whitespace-nowrap text-xs text-slate-500">
                {t(`liveHub.reports.when.${r.kind}`)} ({reports.data.timeZone})
              </span>
            </div>
            {r.latest ? (
              <>
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span>{t("liveHub.reports.generated", { when: formatRelativeTime(r.latest.generatedAt, lang) ?? r.latest.generatedAt })}</span>
                  <Badge variant="outline">{r.latest.engine === "plain" ? t("liveHub.reports.engine.plain") : t("liveHub.reports.engine.model")}</Badge>
                  {r.latest.slackPostedAt ? (
                    <Badge variant="success">{t("liveHub.reports.slackPosted")}</Badge>
                  ) : r.latest.slackError ? (
                    <Badge variant="destructive" title={r.latest.slackError}>{t("liveHub.reports.slackFailed", { reason: r.latest.slackError })}</Badge>
                  ) : r.latest.slackDraft?.status === "rejected" ? (
                    <Badge variant="secondary">{t("liveHub.reports.slackRejected")}</Badge>
                  ) : r.latest.slackDraft ? (
                    <Badge variant="outline">{t("liveHub.reports.slackWaiting")}</Badge>
                  ) : (
                    <Badge variant="secondary">{t("liveHub.reports.slackNotConfigured")}</Badge>
                  )}
                  <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(open === r.latest!.id ? null : r.latest!.id)} aria-expanded={open === r.latest.id}>
                    {open === r.latest.id ? t("liveHub.reports.hide") : t("liveHub.reports.read")}
                  </Button>
                </div>
                {open === r.latest.id && (
                  <pre className="max-h-72 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs text-slate-700" data-testid="weekly-report-body">{r.latest.body}</pre>
                )}
              </>
            ) : (
              <span className="text-xs text-slate-500">{t("liveHub.reports.none")}</span>
            )}
            {canGenerate && (
              <div>
                <Button type="button" size="sm" variant="outline" disabled={generate.isPending} onClick={() => generate.mutate(r.kind)} data-testid={`weekly-report-generate-${r.kind}`}>
                  {t("liveHub.reports.generateNow")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
