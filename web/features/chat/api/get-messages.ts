import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { messageSchema } from "@contract/conversations";
import { fetchParsed } from "@web/lib/api";

export function messagesQueryKey(conversationId: number | null) {
  return ["/api/conversations", conversationId, "messages"] as const;
}

/** GET /api/conversations/:id/messages, enabled only once a conversation exists. */
export function messagesQueryOptions(conversationId: number | null) {
  return queryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(messageSchema), signal),
    enabled: conversationId !== null,
  });
}

export function useMessages(conversationId: number | null) {
  return useQuery(messagesQueryOptions(conversationId));
}
