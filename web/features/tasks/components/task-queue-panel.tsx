import { ListTodo } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { sampleScope } from "@web/lib/sample-data";
import { useAgentTasks } from "../api/get-agent-tasks";
import { CreateTaskForm } from "./create-task-form";
import { TaskItem } from "./task-item";
import { agentName } from "@web/lib/agent-name";

/**
 * The active agent's tasks and the form to queue a new one. `company`: a venture's page shows only
 * the tasks about that venture (`metadata.company`) and those about none (issue 19).
 */
export function TaskQueuePanel({ agent, company }: { agent: { id: number; name: string }; company?: string }) {
  const { t } = useTranslation();
  const query = useAgentTasks(agent.id);
  const tasks = { ...query, data: query.data?.filter((task) => !company || !task.metadata?.company || task.metadata.company === company) };
  const scope = sampleScope(tasks.data ?? []);

  return (
    <Card data-testid="task-queue-panel">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <ListTodo className="size-5 text-blue-600" aria-hidden="true" />
          {t("tasks.title")}
        </CardTitle>
        {scope === "all" && <SampleDataBadge />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {tasks.isPending ? (
          <Spinner />
        ) : tasks.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t("tasks.loadFailed")}</AlertDescription>
          </Alert>
        ) : !tasks.data || tasks.data.length === 0 ? (
          <div className="py-4 text-center" data-testid="task-empty">
            <p className="text-sm font-medium text-slate-700">{t("tasks.empty", { name: agentName(t, agent) })}</p>
            <p className="text-sm text-slate-500">{t("tasks.emptyHint")}</p>
          </div>
        ) : (
          // Focusable so the keyboard can scroll a long queue (axe scrollable-region-focusable).
          <ul className="grid max-h-96 gap-2 overflow-y-auto" tabIndex={0} aria-label={t("tasks.listLabel", { name: agentName(t, agent) })}>
            {tasks.data.map((task) => (
              <TaskItem key={task.id} task={task} badgeSample={scope === "some" && task.isSample} />
            ))}
          </ul>
        )}
        <CreateTaskForm agentId={agent.id} />
      </CardContent>
    </Card>
  );
}
