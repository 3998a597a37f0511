import { Hash } from "lucide-react";
import { localizeServerText } from "@web/lib/server-text";
import { useTranslation } from "react-i18next";
import { IntegrationStateBadge, type StateWords } from "@web/components/connection-card";
import { Button } from "@web/components/ui/button";
import { StatusPanel } from "@web/components/status-panel";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { useSlackStatus } from "../api/get-slack-status";
import { useSendSlackTest } from "../api/send-slack-test";

/** Spec 02 §4's words for Slack, each only in the state it describes: "Connected" (auth.test answered), "Ready to Connect" (configured, not proved yet). */
export const slackStateWords = (t: (key: string) => string): StateWords => ({ connected: t("operations.slack.connected"), unverified: t("operations.slack.ready") });

/** The Slack connection: its state, the features it drives, and the two test messages. */
export function SlackPanel() {
  const { t } = useTranslation();
  const q = useSlackStatus(60_000);
  const standup = useSendSlackTest("standup");
  const kpi = useSendSlackTest("kpi");
  const d = q.data;
  const run = (m: typeof standup) =>
    m.mutate(undefined, {
      onSuccess: (r) => toast({ title: r.message }),
      onError: (e) => toastFailure(t("operations.slack.testFailed"), e),
    });
  return (
    <StatusPanel
      title={t("operations.slack.title")}
      icon={Hash}
      testId="slack-panel"
      query={q}
      badge={d && <IntegrationStateBadge status={d.status} words={slackStateWords(t)} testId="slack-state" />}
    >
      {d && (
        <div className="grid gap-3 text-sm">
          <p className={d.status.state === "failing" ? "text-red-700" : "text-slate-600"} data-testid="slack-message">{localizeServerText(d.status)}</p>
          <p className="text-xs text-slate-500">
            {t("operations.slack.secrets")}: {d.requiredSecrets.map((s) => `${s.name} ${s.set ? "✓" : "✗"}`).join(", ")} · {t("operations.slack.scopes")}: {d.scopes.join(", ")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!d.status.connected || standup.isPending} onClick={() => run(standup)} data-testid="slack-test-standup">
              {t("operations.slack.testStandup")}
            </Button>
            <Button variant="outline" disabled={!d.status.connected || kpi.isPending} onClick={() => run(kpi)} data-testid="slack-test-kpi">
              {t("operations.slack.testKpi")}
            </Button>
          </div>
        </div>
      )}
    </StatusPanel>
  );
}
