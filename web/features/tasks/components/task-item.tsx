import { useTranslation } from "react-i18next";
import type { Task } from "@contract/tasks";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Badge } from "@web/components/ui/badge";
import { Progress } from "@web/components/ui/progress";
import { showsProgress, taskPriorityTone, taskStatusTone } from "../lib/task-display";
import { MarkdownMessage } from "@web/components/markdown-message";
import { sampleText } from "@web/lib/sample-text";

export function TaskItem({ task, badgeSample }: { task: Task; badgeSample: boolean }) {
  const { t } = useTranslation();
  const title = sampleText(t, "taskTitle", task, task.title);
  const description = sampleText(t, "taskDescription", task, task.description);
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3" data-testid="task-item" data-status={task.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-slate-900" data-testid="task-item-title">{title}</p>
        <div className="flex flex-wrap gap-1">
          {badgeSample && <SampleDataBadge />}
          {task.status === "pending" && task.metadata?.needsModel === true && (
            <Badge variant="outline" data-testid="task-item-needs-model">
              {t("agentChat.needsModel")}
            </Badge>
          )}
          <Badge variant={taskStatusTone(task.status)} data-testid="task-item-status">
            {t(`tasks.status.${task.status}`)}
          </Badge>
          <Badge variant={taskPriorityTone(task.priority)} data-testid="task-item-priority">
            {t(`tasks.priority.${task.priority}`)}
          </Badge>
        </div>
      </div>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {showsProgress(task) && (
        <div className="flex items-center gap-2" data-testid="task-item-progress">
          <Progress value={task.progress} aria-label={t("tasks.progressLabel", { title })} />
          <span className="w-10 text-right text-xs text-slate-600">{task.progress}%</span>
        </div>
      )}
      {task.status === "pending" && typeof task.metadata?.lastError === "string" && (
        <p className="text-xs text-amber-700" data-testid="task-item-retrying">
          {t("agentChat.taskRetrying", { reason: task.metadata.lastError })}
        </p>
      )}
      {task.status === "failed" && typeof task.metadata?.error === "string" && (
        <p className="text-sm text-red-700" data-testid="task-item-error">
          {t("agentChat.taskError", { reason: task.metadata.error })}
        </p>
      )}
      {task.status === "completed" && typeof task.metadata?.result === "string" && (
        <details className="rounded-md bg-slate-50 p-2" data-testid="task-item-result" open>
          <summary className="cursor-pointer text-sm font-medium">{t("agentChat.taskResult")}</summary>
          <div className="max-h-64 overflow-y-auto">
            <MarkdownMessage content={task.metadata.result} />
          </div>
        </details>
      )}
    </li>
  );
}
