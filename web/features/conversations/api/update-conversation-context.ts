import { useMutation } from "@tanstack/react-query";
import { enhancedConversationSchema, type UpdateConversationContext } from "@contract/conversations";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshEnhancedConversations } from "./get-enhanced-conversations";

export const updateConversationContext = endpoint("PUT", "/api/conversations/:id/context", enhancedConversationSchema);

/** { context, tags?, priority? }. */
export function useUpdateConversationContext() {
  const refresh = useRefreshEnhancedConversations();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateConversationContext & { id: number }) => callEndpoint(updateConversationContext, { params: { id }, body }),
    onSuccess: refresh,
  });
}
