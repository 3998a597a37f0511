import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { enhancedConversationListSchema } from "@contract/conversations";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getEnhancedConversations = endpoint("GET", "/api/conversations/enhanced", enhancedConversationListSchema);

/** Spec 02 §7: every 30 s. */
export const enhancedConversationsQueryOptions = () => queryOptions({ ...endpointQuery(getEnhancedConversations), refetchInterval: 30_000 });
export const useEnhancedConversations = () => useQuery(enhancedConversationsQueryOptions());

/** After a conversation's context, summary or status changes: the list is read again. */
export function useRefreshEnhancedConversations() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: enhancedConversationsQueryOptions().queryKey });
}
