import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { SampleDataBadge } from "@web/components/sample-data-badge";

/** Spec 03 §2.5/§9: the static system-health card (fixed figures, badged as such). */
export function StaticHealthCard() {
  const { t } = useTranslation();
  const rows = [
    [t("cto.avgResponse"), "145 ms"],
    [t("cto.uptime"), "99.8%"],
    [t("cto.errorRate"), "0.12%"],
  ];
  return (
    <Card data-testid="static-health-card">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{t("cto.healthTitle")}</CardTitle>
        <SampleDataBadge />
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {rows.map(([label, value]) => (
            <div key={label}><dd className="text-xl font-bold">{value}</dd><dt className="text-xs text-slate-500">{label}</dt></div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-500">{t("cto.healthStatic")}</p>
      </CardContent>
    </Card>
  );
}

/** Spec 03 §2.5: the static CTO action-items checklist. */
export function ActionItemsCard() {
  const { t } = useTranslation();
  const items: [string, boolean][] = [
    [t("cto.item.syntheticData"), true],
    [t("cto.item.revenueTracking"), true],
    [t("cto.item.webhook"), true],
    [t("cto.item.paymentKey"), false],
    [t("cto.item.slackToken"), false],
    [t("cto.item.analyticsAccount"), false],
  ];
  return (
    <Card data-testid="action-items">
      <CardHeader><CardTitle className="text-base">{t("cto.actionItems")}</CardTitle></CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {items.map(([label, done]) => (
            <li key={label} className="flex items-center gap-2" data-done={done}>
              {done ? <CheckCircle2 className="size-4 text-green-600" aria-label={t("cto.done")} /> : <Circle className="size-4 text-slate-400" aria-label={t("cto.open")} />}
              <span className={done ? "text-slate-500 line-through" : ""}>{label}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
