import { Activity, CloudLightning, Code2, Target } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Progress } from "@web/components/ui/progress";
import { Figure, StatusPanel } from "@web/components/status-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { formatRelativeTime } from "@web/lib/format";
import { useActivity, useDeveloperTasks, useLeadGen, useObjectives } from "../api/operations";

/** Spec 02 §2.7: the live activity feed, real events from the activity log, every 4 s, at most 8. */
export function ActivityFeed() {
  const { t, i18n } = useTranslation();
  const q = useActivity();
  return (
    <StatusPanel title={t("operations.activity.title")} icon={Activity} testId="activity-feed" query={q}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="activity-empty">{t("operations.activity.empty")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-live="polite">
          {q.data?.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-2" data-testid="activity-entry">
              <span className="min-w-0">
                <Badge variant={a.status === "active" ? "default" : "success"} className="mr-2">{t(`operations.activity.${a.status}`)}</Badge>
                {a.message}
              </span>
              <span className="shrink-0 text-xs text-slate-500">{formatRelativeTime(a.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}

/** The Operations tab: the stored strategic objectives with progress and their planned agent actions. */
export function ObjectivesPanel() {
  const { t } = useTranslation();
  const q = useObjectives();
  return (
    <StatusPanel title={t("operations.objectives.title")} icon={Target} testId="objectives-panel" query={q}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="objectives-empty">{t("operations.objectives.empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {q.data?.map((o) => (
            <li key={o.id} className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{o.title}</span>
                <Badge variant="secondary">{o.priority}</Badge>
              </div>
              <p className="text-sm text-slate-600">{o.description}</p>
              {o.progress != null ? <Progress value={o.progress} aria-label={o.title} /> : <p className="text-xs text-slate-500">{t("operations.objectives.noProgress")}</p>}
              {o.actions.length > 0 && (
                <ul className="pl-4 text-sm text-slate-600">
                  {o.actions.map((a) => (
                    <li key={a.id}>
                      {a.agentRole.toUpperCase()}: {a.title} ({a.status})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}

/** Spec 02 §2.9: the strikecloser panel; its chat tab is the agent engine's chat, passed in by the page. */
export function LeadGenPanel({ chat }: { chat: ReactNode }) {
  const { t } = useTranslation();
  const q = useLeadGen();
  const [tab, setTab] = useState("overview");
  const d = q.data;
  const allSample = !!d && d.storms.length > 0 && d.storms.every((s) => s.isSample);
  return (
    <StatusPanel title={t("operations.leadGen.title")} icon={CloudLightning} testId="lead-gen-panel" query={q} sample={allSample}>
      {d && (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            {["overview", "storms", "leads", "chat"].map((v) => (
              <TabsTrigger key={v} value={v} data-testid={`leadgen-tab-${v}`}>{t(`operations.leadGen.tabs.${v}`)}</TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Figure label={t("operations.leadGen.totalLeads")} value={d.stats.totalLeads} />
              <Figure label={t("operations.leadGen.qualified")} value={d.stats.qualifiedLeads} />
              <Figure label={t("operations.leadGen.conversion")} value={d.stats.conversionRate == null ? t("operations.notTracked") : `${d.stats.conversionRate}%`} />
              <Figure label={t("operations.leadGen.activeStorms")} value={d.stats.activeStorms} />
              <Figure label={t("operations.leadGen.hotZips")} value={d.stats.hotZipCodes.join(", ") || t("operations.notTracked")} />
            </div>
          </TabsContent>
          <TabsContent value="storms">
            <ul className="grid gap-2 text-sm">
              {d.storms.map((s) => (
                <li key={s.id} className="rounded border border-slate-200 p-2">
                  <div className="font-medium">{s.location}</div>
                  <div className="text-xs text-slate-500">
                    {new Date(s.date).toLocaleDateString()} · {t("operations.leadGen.severity", { value: s.severity })} · {t("operations.leadGen.affected", { count: s.affectedProperties })} · ${s.averageClaimValue.toLocaleString("en-US")}
                  </div>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="leads">
            {d.leads.length === 0 ? (
              <p className="text-sm text-slate-500">{t("operations.leadGen.noLeads")}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {d.leads.map((l) => (
                  <li key={l.id} className="rounded border border-slate-200 p-2">
                    {l.propertyAddress} · {l.ownerName}
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="chat">{chat}</TabsContent>
        </Tabs>
      )}
    </StatusPanel>
  );
}

/** Spec 02 §2.13: the developer agent's tasks (seeded sample rows, badged). */
export function DeveloperPanel() {
  const { t } = useTranslation();
  const q = useDeveloperTasks();
  const sample = !!q.data?.length && q.data.every((x) => x.isSample);
  return (
    <StatusPanel title={t("operations.developer.title")} icon={Code2} testId="developer-panel" query={q} sample={sample}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500">{t("operations.developer.empty")}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {q.data?.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2">
              <span className="min-w-0">
                <Badge variant="secondary" className="mr-2">{d.type}</Badge>
                {d.description}
              </span>
              <span className="text-xs text-slate-500">
                {d.priority} · {d.status}
                {d.estimatedTime ? ` · ${d.estimatedTime}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
