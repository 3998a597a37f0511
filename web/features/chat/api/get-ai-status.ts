import { useQuery } from "@tanstack/react-query";
import { aiStatusSchema } from "@contract/ai";
import { apiJson } from "@web/lib/api";

/** GET /api/ai/status?agentId=: the model the agent answers with, or "Offline engine". */
export function useAiStatus(agentId: number | null) {
  return useQuery({
    queryKey: ["/api/ai/status", agentId],
    queryFn: () => apiJson("GET", `/api/ai/status${agentId ? `?agentId=${agentId}` : ""}`, aiStatusSchema),
    staleTime: 60_000,
  });
}
