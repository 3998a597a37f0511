import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskSchema, type CreateTaskRequest } from "@contract/tasks";
import { callEndpoint, endpoint } from "@web/lib/api";
import { agentTasksQueryOptions } from "./get-agent-tasks";

/** → 201 Task (400 { message, issues } on bad input). */
export const createTask = endpoint("POST", "/api/tasks", taskSchema);

/** Spec 01 §9: new tasks are pending, progress 0, priority medium. */
export const NEW_TASK_DEFAULTS = { status: "pending", progress: 0, priority: "medium" } as const;

export function newTaskBody(agentId: number, title: string, description: string): CreateTaskRequest {
  return { agentId, title: title.trim(), description: description.trim(), ...NEW_TASK_DEFAULTS };
}

export function useCreateTask(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description }: { title: string; description: string }) =>
      callEndpoint(createTask, { body: newTaskBody(agentId, title, description) }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentTasksQueryOptions(agentId).queryKey }),
  });
}
