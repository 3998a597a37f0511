import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskListSchema } from "@contract/tasks";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getAgentTasks = endpoint("GET", "/api/agents/:id/tasks", taskListSchema);

export const agentTasksQueryOptions = (agentId: number) => queryOptions(endpointQuery(getAgentTasks, { params: { id: agentId } }));

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
