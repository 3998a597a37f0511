import { CloudLightning } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Figure, StatusPanel } from "@web/components/status-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useLeadGenerationOverview } from "../api/get-lead-generation-overview";
import { intlLocale } from "@web/lib/format";

/** Spec 02 §2.9: the strikecloser panel; its chat tab is the agent engine's chat, passed in by the page. */
export function LeadGenerationPanel({ chat }: { chat: ReactNode }) {
  const { t, i18n } = useTranslation();
  const q = useLeadGenerationOverview();
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
                    {new Date(s.date).toLocaleDateString(intlLocale(i18n.language))} · {t("operations.leadGen.severity", { value: s.severity })} · {t("operations.leadGen.affected", { count: s.affectedProperties })} · ${s.averageClaimValue.toLocaleString("en-US")}
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
