import { useTranslation } from "react-i18next";
import { localizeServerText } from "@web/lib/server-text";
import type { IntegrationState, IntegrationStatus } from "@contract/common";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Badge } from "@web/components/ui/badge";
import { errorMessage } from "@web/lib/api";

/** What the card needs of an integration's status query (Stripe, Slack, WhatsApp …). */
export interface IntegrationStatusQuery {
  data?: { status: IntegrationStatus };
  isError: boolean;
  error: unknown;
}

/** Connected / Disconnected with the server's message; 'Checking connection...' until data arrives. */
export function ConnectionCard({ title, query, testId }: { title: string; query: IntegrationStatusQuery; testId: string }) {
  const { t } = useTranslation();
  const status = query.data?.status;
  const unavailable = query.isError;
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {status ? (
          <Badge variant={stateVariant(status.state)} data-state={status.state}>{status.connected ? t("cto.connected") : t("cto.disconnected")}</Badge>
        ) : unavailable ? (
          <Badge variant="destructive">{t("cto.disconnected")}</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="text-sm text-slate-600">
        {status
          ? localizeServerText(status)
          : unavailable
            ? t("cto.statusUnavailable", { reason: errorMessage(query.error) })
            : t("cto.checking")}
      </CardContent>
    </Card>
  );
}

const stateVariant = (state: IntegrationState) => (state === "connected" ? "success" : state === "failing" ? "destructive" : "secondary");

/**
 * The state badge of a panel that shows an integration in full (Slack, WhatsApp): green, red when
 * failing (saying so, when a `failing` label is given), grey when not configured (`otherwise`).
 */
export function IntegrationStateBadge({ status, connected, otherwise, failing, testId }: { status: IntegrationStatus; connected: string; otherwise: string; failing?: string; testId: string }) {
  return (
    <Badge variant={stateVariant(status.state)} data-testid={testId} data-state={status.state}>
      {status.connected ? connected : status.state === "failing" && failing ? failing : otherwise}
    </Badge>
  );
}
