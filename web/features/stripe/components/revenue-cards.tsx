import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api";
import { useStripeMetrics } from "../api/get-stripe-metrics";

const dollars = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

/** Revenue metric cards: last 30 days against the 30 before, from Stripe. */
export function RevenueCards() {
  const { t } = useTranslation();
  const q = useStripeMetrics();
  if (q.isPending) return <Spinner />;
  if (q.isError)
    return (
      <Alert data-testid="revenue-unavailable">
        <AlertDescription>{t("cto.revenueUnavailable", { reason: errorMessage(q.error) })}</AlertDescription>
      </Alert>
    );
  const m = q.data.metrics;
  const cards = [
    [t("cto.revenue"), dollars(m.revenue)],
    [t("cto.transactions"), String(m.transactions)],
    [t("cto.growth"), m.revenueGrowth == null ? "—" : `${m.revenueGrowth >= 0 ? "+" : ""}${m.revenueGrowth.toFixed(1)}%`],
    [t("cto.averageOrderValue"), dollars(m.averageOrderValue)],
    [t("cto.subscriptions"), String(m.subscriptions)],
    [t("cto.failedPayments"), String(m.failedPayments)],
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
