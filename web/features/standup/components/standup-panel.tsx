import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { StatusPanel } from "@web/components/status-panel";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { useDailyStandup } from "../api/get-daily-standup";
import { useTriggerStandup } from "../api/trigger-standup";
import { standupText } from "../lib/standup-lines";
import { localizeServerText } from "@web/lib/server-text";

/** The daily standup: the latest stored one in the reader's language (decision 111), and "Generate standup" (POST /api/standup/trigger). */
export function StandupPanel() {
  const { t, i18n } = useTranslation();
  const q = useDailyStandup();
  const trigger = useTriggerStandup();
  const s = q.data?.standup;
  return (
    <StatusPanel title={t("operations.standup.title")} icon={CalendarClock} testId="standup-panel" query={q}>
      <div className="grid gap-3">
        <p className="text-xs text-slate-500">{t("operations.standup.schedule", { tz: q.data?.schedule.timeZone ?? "" })}</p>
        {s ? (
          <pre className="whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm text-slate-800" data-testid="standup-message">{standupText(t, i18n.language, s)}</pre>
        ) : (
          <p className="text-sm text-slate-500" data-testid="standup-empty">{t("operations.standup.none")}</p>
        )}
        <Button
          onClick={() =>
            trigger.mutate(undefined, {
              onSuccess: (r) => toast({ title: localizeServerText(r) }),
              onError: (e) => toastFailure(t("operations.standup.failed"), e),
            })
          }
          disabled={trigger.isPending}
          data-testid="standup-trigger"
        >
          {trigger.isPending ? t("operations.standup.generating") : t("operations.standup.trigger")}
        </Button>
        {trigger.data && <p className="text-sm text-green-700" data-testid="standup-result">{localizeServerText(trigger.data)}</p>}
      </div>
    </StatusPanel>
  );
}
