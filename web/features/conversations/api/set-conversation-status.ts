import { useMutation } from "@tanstack/react-query";
import { CONVERSATION_STATUSES, enhancedConversationSchema } from "@contract/conversations";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshEnhancedConversations } from "./get-enhanced-conversations";

export const setConversationStatus = endpoint("PUT", "/api/conversations/:id/status", enhancedConversationSchema);

export function useSetConversationStatus() {
  const refresh = useRefreshEnhancedConversations();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: (typeof CONVERSATION_STATUSES)[number] }) => callEndpoint(setConversationStatus, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}
