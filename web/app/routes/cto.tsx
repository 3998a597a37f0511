import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConnectionCard } from "@web/components/connection-card";
import { Alert, AlertDescription, AlertTitle } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { actionItemsQueryOptions } from "@web/features/health/api/get-action-items";
import { systemHealthQueryOptions } from "@web/features/health/api/get-system-health";
import { ActionItemsCard } from "@web/features/health/components/action-items-card";
import { LiveHealthPanel } from "@web/features/health/components/live-health-panel";
import { IngestTokensCard } from "@web/features/ingest/components/ingest-tokens-card";
import { skipTraceMetricsQueryOptions } from "@web/features/skip-trace/api/get-skip-trace-metrics";
import { SkipTraceCard } from "@web/features/skip-trace/components/skip-trace-card";
import { slackStatusQueryOptions, useSlackStatus } from "@web/features/standup/api/get-slack-status";
import { slackStateWords } from "@web/features/standup/components/slack-panel";
import { stripeMetricsQueryOptions } from "@web/features/stripe/api/get-stripe-metrics";
import { stripeStatusQueryOptions, useStripeStatus } from "@web/features/stripe/api/get-stripe-status";
import { RevenueCards } from "@web/features/stripe/components/revenue-cards";
import { useWhatsappStatus, whatsappStatusQueryOptions } from "@web/features/whatsapp/api/get-whatsapp-status";
import { whatsappStateWords } from "@web/features/whatsapp/components/whatsapp-panel";
import { SignedInLayout, signedInOnly } from "../signed-in-layout";

/** What "Refresh all" reads again. */
const CTO_QUERIES = [systemHealthQueryOptions, actionItemsQueryOptions, stripeStatusQueryOptions, stripeMetricsQueryOptions, slackStatusQueryOptions, whatsappStatusQueryOptions, skipTraceMetricsQueryOptions];

/** /cto: the CTO System Dashboard (spec 03 §2.5). */
export default signedInOnly(CtoRoute);

function CtoRoute() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refreshAll = () => Promise.all(CTO_QUERIES.map((options) => qc.invalidateQueries({ queryKey: options().queryKey })));
  // Spec 03 §7: the statuses are polled every 30 s here.
  const stripe = useStripeStatus();
  const slack = useSlackStatus(30_000);
  const whatsapp = useWhatsappStatus(30_000);
  const auth = useAuthStatus();
  return (
    <SignedInLayout
      actions={
        <Button type="button" variant="outline" size="sm" onClick={refreshAll}>
          <RefreshCw className="size-4" aria-hidden="true" /> {t("cto.refreshAll")}
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-4">
        <Alert variant="info" role="note" data-testid="integrity-notice">
          <AlertTitle className="flex items-center gap-2">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t("cto.integrityTitle")}
          </AlertTitle>
          <AlertDescription>{t("cto.integrityBody")}</AlertDescription>
        </Alert>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <ConnectionCard title={t("cto.stripe")} query={stripe} testId="status-stripe" words={{ connected: t("cto.connected") }} />
          <ConnectionCard title={t("cto.slack")} query={slack} testId="status-slack" words={slackStateWords(t)} />
          <ConnectionCard title={t("cto.whatsapp")} query={whatsapp} testId="status-whatsapp" words={whatsappStateWords(t)} />
        </div>
        <section aria-labelledby="revenue-title">
          <h2 id="revenue-title" className="mb-2 text-lg font-semibold">{t("cto.revenueTitle")}</h2>
          <RevenueCards />
        </section>
        {/* The one list of integrations (issue 19); every other page links here. */}
        <LiveHealthPanel canCheck={auth.user?.role === "admin"} listIntegrations />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SkipTraceCard />
          <ActionItemsCard />
        </div>
        <IngestTokensCard isAdmin={auth.user?.role === "admin"} />
      </div>
    </SignedInLayout>
  );
}
