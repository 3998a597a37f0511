import { Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Progress } from "@web/components/ui/progress";
import { StatusPanel } from "@web/components/status-panel";
import { useObjectives } from "../api/get-objectives";

/** The Operations tab: the stored strategic objectives with progress and their planned agent actions. */
export function ObjectivesPanel() {
  const { t } = useTranslation();
  const q = useObjectives();
  return (
    <StatusPanel title={t("operations.objectives.title")} icon={Target} testId="objectives-panel" query={q}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="objectives-empty">{t("operations.objectives.empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {q.data?.map((o) => (
            <li key={o.id} className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{o.title}</span>
                <Badge variant="secondary">{o.priority}</Badge>
              </div>
              <p className="text-sm text-slate-600">{o.description}</p>
              {o.progress != null ? <Progress value={o.progress} aria-label={o.title} /> : <p className="text-xs text-slate-500">{t("operations.objectives.noProgress")}</p>}
              {o.actions.length > 0 && (
                <ul className="pl-4 text-sm text-slate-600">
                  {o.actions.map((a) => (
                    <li key={a.id}>
                      {a.agentRole.toUpperCase()}: {a.title} ({a.status})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
