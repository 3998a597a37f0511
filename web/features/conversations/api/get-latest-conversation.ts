import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { latestConversationSchema } from "@contract/conversations";
import { endpoint, endpointKey, endpointQuery } from "@web/lib/api";

export const getLatestConversation = endpoint("GET", "/api/conversations/latest", latestConversationSchema);

/** GET /api/conversations/latest?agentId=: the conversation the chat panel reopens (decision 110). */
export const latestConversationQueryOptions = (agentId: number) => queryOptions(endpointQuery(getLatestConversation, { query: { agentId } }));
export const useLatestConversation = (agentId: number) => useQuery(latestConversationQueryOptions(agentId));

/** After a conversation is created, written in or archived: every agent's latest is read again when next shown. */
export function useRefreshLatestConversations() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: endpointKey(getLatestConversation) });
}
