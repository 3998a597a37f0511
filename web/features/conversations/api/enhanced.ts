import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { enhancedConversationSchema, summarizeResponseSchema, type UpdateConversationContext } from "@contract/conversations";
import { apiJson } from "@web/lib/api";

export const enhancedConversationsKey = ["/api/conversations/enhanced"] as const;

/** GET /api/conversations/enhanced, every 30 s (spec 02 §7). */
export function useEnhancedConversations() {
  return useQuery({
    queryKey: enhancedConversationsKey,
    queryFn: () => apiJson("GET", "/api/conversations/enhanced", z.array(enhancedConversationSchema)),
    refetchInterval: 30_000,
  });
}

function useRefreshing<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: enhancedConversationsKey }) });
}

/** PUT /api/conversations/:id/context { context, tags?, priority? }. */
export function useUpdateContext() {
  return useRefreshing(({ id, ...body }: UpdateConversationContext & { id: number }) =>
    apiJson("PUT", `/api/conversations/${id}/context`, enhancedConversationSchema, body),
  );
}

/** POST /api/conversations/:id/summarize. */
export function useSummarize() {
  return useRefreshing((id: number) => apiJson("POST", `/api/conversations/${id}/summarize`, summarizeResponseSchema));
}

/** PUT /api/conversations/:id/status { status }. */
export function useSetStatus() {
  return useRefreshing(({ id, status }: { id: number; status: "active" | "completed" | "archived" }) =>
    apiJson("PUT", `/api/conversations/${id}/status`, enhancedConversationSchema, { status }),
  );
}
