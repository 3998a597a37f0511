import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendMessageResponseSchema } from "@contract/conversations";
import { apiJson } from "@web/lib/api";
import { messagesQueryOptions } from "./get-messages";

export const NO_ACTIVE_CONVERSATION = "No active conversation";

/** POST /api/conversations/:id/messages { role: "user", content } → { message, reply }. */
export function sendMessage(conversationId: number | null, content: string) {
  if (conversationId === null) throw new Error(NO_ACTIVE_CONVERSATION);
  return apiJson("POST", `/api/conversations/${conversationId}/messages`, sendMessageResponseSchema, {
    role: "user",
    content,
  });
}

/**
 * The user's message is stored even when the reply fails, so the list is
 * refetched either way (and the send stays pending until it is).
 */
export function useSendMessage(conversationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => sendMessage(conversationId, content),
    onSettled: () =>
      conversationId === null
        ? undefined
        : queryClient.invalidateQueries({ queryKey: messagesQueryOptions(conversationId).queryKey }),
  });
}
