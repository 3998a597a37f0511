import { useMutation } from "@tanstack/react-query";
import { summarizeResponseSchema } from "@contract/conversations";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshEnhancedConversations } from "./get-enhanced-conversations";

export const summarizeConversation = endpoint("POST", "/api/conversations/:id/summarize", summarizeResponseSchema);

export function useSummarizeConversation() {
  const refresh = useRefreshEnhancedConversations();
  return useMutation({ mutationFn: (id: number) => callEndpoint(summarizeConversation, { params: { id } }), onSuccess: refresh });
}
