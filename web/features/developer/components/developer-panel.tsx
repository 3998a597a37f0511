import { Code2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { StatusPanel } from "@web/components/status-panel";
import { enumLabel } from "@web/lib/enum-label";
import { sampleText } from "@web/lib/sample-text";
import { useDeveloperTasks } from "../api/get-developer-tasks";

/** Spec 02 §2.13: the developer agent's tasks (seeded sample rows, badged). */
export function DeveloperPanel() {
  const { t } = useTranslation();
  const q = useDeveloperTasks();
  const sample = !!q.data?.length && q.data.every((x) => x.isSample);
  return (
    <StatusPanel title={t("operations.developer.title")} icon={Code2} testId="developer-panel" query={q} sample={sample}>
      {q.data?.length === 0 ? (
        <p className="text-sm text-slate-500">{t("operations.developer.empty")}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {q.data?.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2">
              <span className="min-w-0">
                <Badge variant="secondary" className="mr-2">{enumLabel(t, "developerTaskType", d.type)}</Badge>
                {sampleText(t, "developerTask", d, d.description)}
              </span>
              <span className="text-xs text-slate-500">
                {enumLabel(t, "priority", d.priority)} · {enumLabel(t, "taskStatus", d.status)}
                {d.estimatedTime ? ` · ${d.estimatedTime}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
