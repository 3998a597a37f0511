import { localizeServerText } from "@web/lib/server-text";
import { Activity, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useEffect } from "react";
import { INTEGRATIONS_ANCHOR, INTEGRATIONS_HREF } from "@web/lib/integrations-link";
import type { HealthSample } from "@contract/health";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api";
import { formatRelativeTime, intlLocale } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { useSystemHealth } from "../api/get-system-health";
import { useRunHealthCheck } from "../api/run-health-check";
import { megabytes, STATE_TONE, STATUS_TONE, statusStrip } from "../lib/health-view";

const STRIP_CLASS = { ok: "bg-green-500", degraded: "bg-yellow-400", failing: "bg-red-500", unknown: "bg-slate-200" } as const;

/**
 * The one system-health panel (decision 050), the same on /dashboard,
 * /agents/dashboard and /cto: every figure is a field of the stored sample. The integration list
 * lives in one place (`listIntegrations`, on /cto); elsewhere the panel counts them and links there.
 */
export function LiveHealthPanel({ canCheck = false, listIntegrations = false }: { canCheck?: boolean; listIntegrations?: boolean }) {
  const { t, i18n } = useTranslation();
  const health = useSystemHealth();
  const check = useRunHealthCheck();
  const lang = i18n.resolvedLanguage ?? "en";
  const latest = health.data?.latest ?? null;
  const when = (iso: string | null) => (iso ? (formatRelativeTime(iso, lang) ?? iso) : t("liveHub.never"));
  const hasList = listIntegrations && !!latest;
  // Opened from another page's link (/cto#integrations): show the list once it is there.
  useEffect(() => {
    if (hasList && window.location.hash === `#${INTEGRATIONS_ANCHOR}`) document.getElementById(INTEGRATIONS_ANCHOR)?.scrollIntoView();
  }, [hasList]);
  return (
    <Card data-testid="live-health-panel">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Activity className="size-5 text-blue-600" aria-hidden="true" />
          {t("liveHub.health.title")}
        </CardTitle>
        <div className="flex items-center gap-2">
          {latest && (
            <Badge variant={STATUS_TONE[latest.status]} data-testid="health-status" data-status={latest.status}>
              {t(`liveHub.health.status.${latest.status}`)}
            </Badge>
          )}
          {canCheck && (
            <Button type="button" size="sm" variant="outline" onClick={() => check.mutate()} disabled={check.isPending} data-testid="health-check-now">
              <RefreshCw className={cn("size-4", check.isPending && "animate-spin")} aria-hidden="true" />
              {t("liveHub.health.checkNow")}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {check.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(check.error)}</AlertDescription>
          </Alert>
        )}
        {health.isPending ? (
          <Spinner />
        ) : health.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t("panels.loadFailed")}</AlertDescription>
          </Alert>
        ) : !latest ? (
          <p className="text-slate-600" data-testid="health-no-sample">{t("liveHub.health.noSample")}</p>
        ) : (
          <>
            <p className="text-xs text-slate-500" data-testid="health-sampled-at">
              {t("liveHub.health.sampledAt", { when: when(latest.sampledAt) })}
            </p>
            {latest.problems.length > 0 && (
              <ul className="grid gap-1 rounded-md bg-yellow-50 p-2 text-xs text-yellow-900" data-testid="health-problems">
                {latest.problems.map((p) => <li key={p}>{p}</li>)}
              </ul>
            )}
            <HealthFigures sample={latest} />
            <section aria-label={t("liveHub.health.last24h")}>
              <h3 className="mb-1 text-xs font-medium text-slate-600">{t("liveHub.health.last24h")}</h3>
              <div className="flex h-4 gap-px" data-testid="health-strip">
                {statusStrip(health.data?.history ?? [], new Date()).map((s, i) => (
                  <span key={i} className={cn("flex-1 rounded-sm", STRIP_CLASS[s])} title={t(`liveHub.health.status.${s}`)} />
                ))}
              </div>
              <p className="mt-1 text-xs text-slate-500">{t("liveHub.health.samplesCount", { count: health.data?.history.length ?? 0 })}</p>
            </section>
            {listIntegrations ? (
              <section id={INTEGRATIONS_ANCHOR} className="scroll-mt-20">
                <h3 className="mb-1 text-xs font-medium text-slate-600">{t("liveHub.health.integrations")}</h3>
              <ul className="grid gap-2" data-testid="health-integrations">
                {latest.integrations.map((i) => (
                  <li key={i.name} className="flex items-start justify-between gap-2" data-testid={`health-integration-${i.name}`} data-state={i.state}>
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{t(`liveHub.integration.${i.name}`)}</span>
                      <span className="block break-words text-xs text-slate-500">{localizeServerText({ message: i.message ?? "", code: i.code, params: i.params })}</span>
                      {i.lastError && i.state !== "connected" && (
                        <span className="block text-xs text-slate-500">{t("liveHub.lastErrorAt", { when: when(i.lastErrorAt) })}</span>
                      )}
                    </span>
                    <Badge variant={STATE_TONE[i.state]} className="shrink-0">{t(`liveHub.state.${i.state}`)}</Badge>
                  </li>
                ))}
              </ul>
              </section>
            ) : (
              <IntegrationsSummary integrations={latest.integrations} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Elsewhere than /cto: how many integrations the checks proved, and the link to the one list. */
export function IntegrationsSummary({ integrations }: { integrations: HealthSample["integrations"] }) {
  const { t } = useTranslation();
  const connected = integrations.filter((i) => i.state === "connected").length;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="health-integrations-summary">
      <span>{t("liveHub.health.integrationsSummary", { connected, total: integrations.length })}</span>
      <Link href={INTEGRATIONS_HREF} className="text-blue-700 underline underline-offset-2" data-testid="integrations-link">
        {t("liveHub.health.seeIntegrations")}
      </Link>
    </p>
  );
}

function HealthFigures({ sample }: { sample: HealthSample }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "en";
  const dash = t("liveHub.unknown");
  // Numbers in the page's language ("9,02 ms" in Spanish), like every other figure.
  const num = (v: number) => v.toLocaleString(intlLocale(lang), { maximumFractionDigits: 2 });
  const ms = (v: number | null) => (v == null ? dash : t("liveHub.ms", { value: num(v) }));
  const n = (v: number | null) => (v == null ? dash : String(v));
  const live = sample.workers.filter((w) => !w.stale);
  const lastBeat = sample.workers[0]?.lastHeartbeatAt ?? null;
  const rows: [string, string, string][] = [
    ["db-latency", t("liveHub.health.dbLatency"), ms(sample.database.latencyMs)],
    ["db-connections", t("liveHub.health.dbConnections"), n(sample.database.connections)],
    ["db-size", t("liveHub.health.dbSize"), sample.database.sizeBytes == null ? dash : t("liveHub.megabytes", { value: num(megabytes(sample.database.sizeBytes)) })],
    ["queue-depth", t("liveHub.health.queueDepth"), n(sample.queue.depth)],
    ["queue-oldest", t("liveHub.health.queueOldest"), sample.queue.oldestWaitingSeconds == null ? t("liveHub.health.noneWaiting") : t("liveHub.seconds", { value: num(sample.queue.oldestWaitingSeconds) })],
    ["queue-failed", t("liveHub.health.queueFailed"), n(sample.queue.failed24h)],
    ["workers", t("liveHub.health.workers"), t("liveHub.health.workersValue", { live: live.length, total: sample.workers.length })],
    ["heartbeat", t("liveHub.health.lastHeartbeat"), lastBeat ? (formatRelativeTime(lastBeat, lang) ?? lastBeat) : dash],
    ["p50", t("liveHub.health.p50"), ms(sample.requests.p50Ms)],
    ["p95", t("liveHub.health.p95"), ms(sample.requests.p95Ms)],
    ["error-rate", t("liveHub.health.serverErrorRate"), sample.requests.serverErrorRate == null ? dash : t("liveHub.percent", { value: num(sample.requests.serverErrorRate) })],
    ["apart", t("liveHub.health.countedApart"), t("liveHub.health.countedApartValue", { client: sample.requests.clientErrors, notConfigured: sample.requests.notConfigured })],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
      {rows.map(([id, label, value]) => (
        <div key={id} data-testid={`health-${id}`}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
