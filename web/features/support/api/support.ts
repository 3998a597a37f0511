import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  feedbackSchema,
  supportResponseSchema,
  type CreateFeedbackRequest,
  type SupportRequest,
} from "@contract/support";
import { apiJson } from "@web/lib/api";

/** POST /api/support-agent → { response }. */
export function useSupportAgent() {
  return useMutation({ mutationFn: (body: SupportRequest) => apiJson("POST", "/api/support-agent", supportResponseSchema, body) });
}

/** POST /api/feedback (the signed-in user's e-mail is taken from the session). */
export function useSendFeedback() {
  return useMutation({ mutationFn: (body: CreateFeedbackRequest) => apiJson("POST", "/api/feedback", feedbackSchema, body) });
}

/** GET /api/feedback (admins). */
export function useFeedbackList(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/feedback"],
    queryFn: () => apiJson("GET", "/api/feedback", z.array(feedbackSchema)),
    enabled,
  });
}
