import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { messageListSchema } from "@contract/conversations";
import { callEndpoint, endpoint, endpointKey } from "@web/lib/api";

export const getMessages = endpoint("GET", "/api/conversations/:id/messages", messageListSchema);

/** GET /api/conversations/:id/messages, enabled only once a conversation exists. */
export function messagesQueryOptions(conversationId: number | null) {
  return queryOptions({
    queryKey: endpointKey(getMessages, { id: conversationId }),
    queryFn: conversationId === null ? skipToken : ({ signal }) => callEndpoint(getMessages, { params: { id: conversationId }, signal }),
  });
}

export function useMessages(conversationId: number | null) {
  return useQuery(messagesQueryOptions(conversationId));
}
