import { CheckCircle2, Loader2, Send, Terminal, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { COMMAND_ASSIGNMENTS, type ExecuteCommandResponse } from "@contract/command-center";
import { TASK_PRIORITIES, type TaskPriority } from "@contract/tasks";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { Input } from "@web/components/ui/input";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { MarkdownMessage } from "@web/components/markdown-message";
import { agentName } from "@web/lib/agent-name";
import { useExecuteCommand } from "../api/execute-command";
import { useCommandTasks } from "../api/get-command-tasks";

/** Highest first in the picker. */
const PRIORITIES = [...TASK_PRIORITIES].reverse();
const BANNER_MS = 30_000;

/**
 * Unified AI Command Center (spec 02 §2.12): an instruction, a priority and an
 * assignment become tasks for the right agents; the task list refreshes every
 * 5 s and shows each task's progress and result as the worker goes.
 */
export function CommandCenter() {
  const { t } = useTranslation();
  const [instruction, setInstruction] = useState("");
  const [expectedOutcome, setExpectedOutcome] = useState("");
  const [priority, setPriority] = useState<TaskPriority>("medium");
  const [assignTo, setAssignTo] = useState<(typeof COMMAND_ASSIGNMENTS)[number]>("auto");
  const [banner, setBanner] = useState<ExecuteCommandResponse | null>(null);
  const execute = useExecuteCommand();
  const tasks = useCommandTasks();

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const blank = instruction.trim() === "";

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || execute.isPending) return;
    execute.mutate(
      { instruction: instruction.trim(), priority, expectedOutcome: expectedOutcome.trim() || null, assignTo },
      {
        onSuccess: (result) => {
          toast({ title: t("commandCenter.dispatched"), description: t("commandCenter.dispatchedDetail", { count: result.tasks.length }) });
          setBanner(result);
          setInstruction("");
          setExpectedOutcome("");
        },
        onError: (error) => toastFailure(t("commandCenter.failed"), error),
      },
    );
  }

  return (
    <Card data-testid="command-center">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Terminal className="size-5 text-blue-600" aria-hidden="true" />
          {t("commandCenter.title")}
        </CardTitle>
        <CardDescription>{t("commandCenter.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={handleSubmit} className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor="command-instruction">{t("commandCenter.instruction")}</Label>
            <Textarea
              id="command-instruction"
              value={instruction}
              onChange={(e) => setInstruction(e.target.value)}
              placeholder={t("commandCenter.instructionPlaceholder")}
              rows={3}
              maxLength={4000}
              data-testid="command-instruction"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="command-outcome">{t("commandCenter.expectedOutcome")}</Label>
            <Input
              id="command-outcome"
              value={expectedOutcome}
              onChange={(e) => setExpectedOutcome(e.target.value)}
              placeholder={t("commandCenter.expectedOutcomePlaceholder")}
              maxLength={2000}
              data-testid="command-outcome"
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <Label htmlFor="command-priority">{t("commandCenter.priority")}</Label>
              <Select value={priority} onValueChange={(v) => setPriority(v as typeof priority)}>
                <SelectTrigger id="command-priority" className="w-36" data-testid="command-priority">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PRIORITIES.map((p) => (
                    <SelectItem key={p} value={p} data-testid={`command-priority-${p}`}>
                      {t(`commandCenter.priorities.${p}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="command-assign">{t("commandCenter.assign")}</Label>
              <Select value={assignTo} onValueChange={(v) => setAssignTo(v as typeof assignTo)}>
                <SelectTrigger id="command-assign" className="w-40" data-testid="command-assign">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COMMAND_ASSIGNMENTS.map((a) => (
                    <SelectItem key={a} value={a} data-testid={`command-assign-${a}`}>
                      {t(`commandCenter.assignments.${a}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button type="submit" disabled={blank || execute.isPending} data-testid="command-execute">
              {execute.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {execute.isPending ? t("commandCenter.executing") : t("commandCenter.execute")}
            </Button>
          </div>
        </form>

        {banner && (
          <Alert className="border-green-300 bg-green-50" data-testid="command-banner">
            <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
            <AlertDescription className="flex items-start justify-between gap-2">
              <span>
                {t("commandCenter.bannerText", {
                  count: banner.tasks.length,
                  agents: banner.assignedAgents.map((a) => a.name).join(", "),
                })}{" "}
                {banner.planner === "keywords" && <span className="text-slate-600">{t("commandCenter.keywordPlanner")}</span>}
              </span>
              <button type="button" onClick={() => setBanner(null)} aria-label={t("commandCenter.dismiss")} data-testid="command-banner-dismiss">
                <X className="size-4" aria-hidden="true" />
              </button>
            </AlertDescription>
          </Alert>
        )}

        <section className="grid gap-2" aria-labelledby="command-tasks-title">
          <h3 id="command-tasks-title" className="font-medium">
            {t("commandCenter.tasksTitle")}
          </h3>
          {tasks.isPending ? (
            <p className="text-sm text-slate-500">{t("commandCenter.loading")}</p>
          ) : tasks.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{t("commandCenter.loadFailed")}</AlertDescription>
            </Alert>
          ) : tasks.data.length === 0 ? (
            <p className="text-sm text-slate-500" data-testid="command-tasks-empty">
              {t("commandCenter.empty")}
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="command-tasks">
              {tasks.data.map((task) => (
                <li key={task.id} className="grid gap-1 rounded-md border border-slate-200 p-3" data-testid="command-task" data-status={task.status}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-medium">{task.title}</p>
                    <div className="flex flex-wrap gap-1">
                      <Badge variant="secondary">{agentName(t, { name: task.agentName })}</Badge>
                      <Badge variant="outline" data-testid="command-task-status">
                        {t(`tasks.status.${task.status}`)}
                        {task.status === "in_progress" ? ` ${task.progress}%` : ""}
                      </Badge>
                      <Badge variant="outline">{t(`commandCenter.priorities.${task.priority}`)}</Badge>
                      {task.status === "pending" && task.metadata?.needsModel === true && (
                        <Badge variant="outline" data-testid="command-task-needs-model">
                          {t("agentChat.needsModel")}
                        </Badge>
                      )}
                    </div>
                  </div>
                  {task.command && task.command !== task.title && <p className="text-xs text-slate-500">{task.command}</p>}
                  {task.status === "failed" && typeof task.metadata?.error === "string" && (
                    <p className="text-sm text-red-700">{t("agentChat.taskError", { reason: task.metadata.error })}</p>
                  )}
                  {task.status === "completed" && typeof task.metadata?.result === "string" && (
                    <details className="rounded-md bg-slate-50 p-2" data-testid="command-task-result">
                      <summary className="cursor-pointer text-sm font-medium">{t("agentChat.taskResult")}</summary>
                      <MarkdownMessage content={task.metadata.result} />
                    </details>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
