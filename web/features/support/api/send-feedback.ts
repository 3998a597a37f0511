import { useMutation } from "@tanstack/react-query";
import { feedbackSchema, type CreateFeedbackRequest } from "@contract/support";
import { callEndpoint, endpoint } from "@web/lib/api";

/** The signed-in user's e-mail is taken from the session. */
export const sendFeedback = endpoint("POST", "/api/feedback", feedbackSchema);

export function useSendFeedback() {
  return useMutation({ mutationFn: (body: CreateFeedbackRequest) => callEndpoint(sendFeedback, { body }) });
}
