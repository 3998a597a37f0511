import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskSchema, type CreateTaskRequest } from "@contract/tasks";
import { apiJson } from "@web/lib/api";
import { agentTasksQueryOptions } from "./get-agent-tasks";

/** Spec 01 §9: new tasks are pending, progress 0, priority medium. */
export const NEW_TASK_DEFAULTS = { status: "pending", progress: 0, priority: "medium" } as const;

export function newTaskBody(agentId: number, title: string, description: string): CreateTaskRequest {
  return { agentId, title: title.trim(), description: description.trim(), ...NEW_TASK_DEFAULTS };
}

/** POST /api/tasks → 201 Task (400 { message, issues } on bad input). */
export function createTask(body: CreateTaskRequest) {
  return apiJson("POST", "/api/tasks", taskSchema, body);
}

export function useCreateTask(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description }: { title: string; description: string }) =>
      createTask(newTaskBody(agentId, title, description)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentTasksQueryOptions(agentId).queryKey }),
  });
}
