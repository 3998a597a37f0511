import { Activity } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { StatusPanel } from "@web/components/status-panel";
import { formatRelativeTime } from "@web/lib/format";
import { localizeServerText } from "@web/lib/server-text";
import { useActivity } from "../api/get-activity";

/** Spec 02 §2.7: the live activity feed, real events from the activity log, every 4 s, at most 8. */
export function ActivityFeed() {
  const { t, i18n } = useTranslation();
  const q = useActivity();
  return (
    <StatusPanel title={t("operations.activity.title")} icon={Activity} testId="activity-feed" query={q}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="activity-empty">{t("operations.activity.empty")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-live="polite">
          {q.data?.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-2" data-testid="activity-entry">
              <span className="min-w-0">
                <Badge variant={a.status === "active" ? "default" : "success"} className="mr-2">{t(`operations.activity.${a.status}`)}</Badge>
                {localizeServerText(a)}
              </span>
              <span className="shrink-0 text-xs text-slate-500">{formatRelativeTime(a.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
