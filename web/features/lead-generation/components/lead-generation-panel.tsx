import { CloudLightning } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Figure, StatusPanel, useFigureFormat } from "@web/components/status-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useLeadGenerationOverview } from "../api/get-lead-generation-overview";
import { formatMoney, intlLocale } from "@web/lib/format";

/**
 * Spec 02 §2.9: the strikecloser panel; its chat tab is the agent engine's chat, passed in by the page.
 * Samples apart (decision 113): the figures are real rows only; sample rows are counted on their own
 * under their badge, and each sample storm or lead carries its badge (its date reads as a sample's).
 */
export function LeadGenerationPanel({ chat }: { chat: ReactNode }) {
  const { t, i18n } = useTranslation();
  const q = useLeadGenerationOverview();
  const fmt = useFigureFormat();
  const [tab, setTab] = useState("overview");
  const d = q.data;
  const hasSamples = !!d && (d.samples.leads > 0 || d.samples.activeStorms > 0);
  return (
    <StatusPanel title={t("operations.leadGen.title")} icon={CloudLightning} testId="lead-gen-panel" query={q}>
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
              <Figure label={t("operations.leadGen.conversion")} value={fmt(d.stats.conversionRate, "%")} />
              <Figure label={t("operations.leadGen.activeStorms")} value={d.stats.activeStorms} />
              <Figure label={t("operations.leadGen.hotZips")} value={d.stats.hotZipCodes.join(", ") || t("operations.notTracked")} />
            </div>
            {hasSamples && (
              <div className="mt-3 rounded-md border border-dashed border-amber-300 bg-amber-50/50 p-2" data-testid="leadgen-samples">
                <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <SampleDataBadge />
                  <span>{t("operations.leadGen.samplesApart")}</span>
                </div>
                <div className="grid grid-cols-2 gap-2">
                  {/* A kind whose samples stepped aside (real rows exist) shows no sample figure. */}
                  {d.samples.leads > 0 && <Figure label={t("operations.leadGen.sampleLeads")} value={d.samples.leads} testId="leadgen-sample-leads" />}
                  {d.samples.activeStorms > 0 && <Figure label={t("operations.leadGen.sampleStorms")} value={d.samples.activeStorms} testId="leadgen-sample-storms" />}
                </div>
              </div>
            )}
          </TabsContent>
          <TabsContent value="storms">
            <ul className="grid gap-2 text-sm">
              {d.storms.length === 0 && <li className="text-slate-500">{t("operations.leadGen.noStorms")}</li>}
              {d.storms.map((s) => (
                <li key={s.id} className="rounded border border-slate-200 p-2" data-testid="leadgen-storm" data-sample={s.isSample}>
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium">{s.location}</span>
                    {s.isSample && <SampleDataBadge />}
                  </div>
                  <div className="text-xs text-slate-500">
                    {s.isSample
                      ? t("operations.leadGen.sampleDate", { date: new Date(s.date).toLocaleDateString(intlLocale(i18n.language)) })
                      : new Date(s.date).toLocaleDateString(intlLocale(i18n.language))}{" "}· {t("operations.leadGen.severity", { value: s.severity })} · {t("operations.leadGen.affected", { count: s.affectedProperties })} · {formatMoney(s.averageClaimValue, i18n.language)}
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
                  <li key={l.id} className="flex items-start justify-between gap-2 rounded border border-slate-200 p-2" data-testid="leadgen-lead" data-sample={l.isSample}>
                    <span>{l.propertyAddress} · {l.ownerName}</span>
                    {l.isSample && <SampleDataBadge />}
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
