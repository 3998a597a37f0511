import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api";
import { SkeletonLines } from "@web/components/ui/skeleton";
import { localizeServerText } from "@web/lib/server-text";
import { useStripeMetrics } from "../api/get-stripe-metrics";
import { useStripeStatus } from "../api/get-stripe-status";
import { formatMoney, intlLocale } from "@web/lib/format";

/** Revenue metric cards: last 30 days against the 30 before, from Stripe. */
export function RevenueCards() {
  const { t, i18n } = useTranslation();
  const status = useStripeStatus();
  const connected = status.data?.status.connected === true;
  const q = useStripeMetrics(connected);
  const dollars = (n: number) => formatMoney(n, i18n.language, { cents: true });
  const count = (n: number) => new Intl.NumberFormat(intlLocale(i18n.language)).format(n);
  if (status.isPending) return <SkeletonLines lines={3} />;
  if (status.data && !connected)
    return (
      <Alert data-testid="revenue-unavailable">
        <AlertDescription>{t("cto.revenueNeedsStripe", { reason: localizeServerText(status.data.status) })}</AlertDescription>
      </Alert>
    );
  if (q.isPending) return <SkeletonLines lines={3} />;
  if (q.isError)
    return (
      <Alert data-testid="revenue-unavailable">
        <AlertDescription>{t("cto.revenueUnavailable", { reason: errorMessage(q.error) })}</AlertDescription>
      </Alert>
    );
  const m = q.data.metrics;
  const cards = [
    [t("cto.revenue"), dollars(m.revenue)],
    [t("cto.transactions"), count(m.transactions)],
    [t("cto.growth"), m.revenueGrowth == null ? "—" : new Intl.NumberFormat(intlLocale(i18n.language), { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(m.revenueGrowth / 100)],
    [t("cto.averageOrderValue"), dollars(m.averageOrderValue)],
    [t("cto.subscriptions"), count(m.subscriptions)],
    [t("cto.failedPayments"), count(m.failedPayments)],
  ];
  return (
    <div data-testid="revenue-cards" className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {cards.map(([label, value]) => (
        <Card key={label}>
          <CardContent className="pt-5">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="text-2xl font-bold">{value}</p>
          </CardContent>
        </Card>
      ))}
      <p className="col-span-full text-xs text-slate-500">{t("cto.revenuePeriod")}</p>
    </div>
  );
}
