import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { taskSchema } from "@contract/tasks";
import { fetchParsed } from "@web/lib/api";

export function agentTasksQueryKey(agentId: number) {
  return ["/api/agents", agentId, "tasks"] as const;
}

/** GET /api/agents/:id/tasks → Task[]. */
export function agentTasksQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: agentTasksQueryKey(agentId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(taskSchema), signal),
  });
}

/** Polls every 3 s while a task is being worked (or queued for a model), so progress and results show. */
export function useAgentTasks(agentId: number) {
  return useQuery({
    ...agentTasksQueryOptions(agentId),
    refetchInterval: (query) =>
      query.state.data?.some((t) => t.status === "in_progress" || (t.status === "pending" && !t.isSample && !t.metadata?.needsModel))
        ? 3000
        : false,
  });
}
