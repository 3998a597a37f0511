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

/**
 * The words a card may use instead of the generic state words: by state (a spec word such as
 * "Ready to Connect" for `unverified`) or by the check's code (WhatsApp's "Pending Approval" for
 * WHATSAPP_PENDING_APPROVAL). A card shows one state, the check's (issue 19).
 */
export type StateWords = Partial<Record<IntegrationState, string>> & { byCode?: Record<string, string> };

/** The one word of a status: the code's word, else the state's word, else the generic state word. */
export function integrationStateWord(t: (key: string) => string, status: IntegrationStatus, words: StateWords = {}): string {
  return (status.code && words.byCode?.[status.code]) || words[status.state] || t(`liveHub.state.${status.state}`);
}

/** One state from the check with the server's message; 'Checking connection...' until data arrives. */
export function ConnectionCard({ title, query, testId, words }: { title: string; query: IntegrationStatusQuery; testId: string; words?: StateWords }) {
  const { t } = useTranslation();
  const status = query.data?.status;
  const unavailable = query.isError;
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {status ? (
          <Badge variant={stateVariant(status.state)} data-state={status.state} data-testid={`${testId}-state`}>{integrationStateWord(t, status, words)}</Badge>
        ) : unavailable ? (
          <Badge variant="destructive" data-testid={`${testId}-state`}>{t("cto.unknown")}</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="text-sm text-slate-600" data-testid={`${testId}-message`}>
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

/** The state badge of a panel that shows an integration in full (Slack, WhatsApp): the check's one state. */
export function IntegrationStateBadge({ status, words, testId }: { status: IntegrationStatus; words?: StateWords; testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={stateVariant(status.state)} data-testid={testId} data-state={status.state}>
      {integrationStateWord(t, status, words)}
    </Badge>
  );
}
