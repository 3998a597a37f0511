import { useMutation } from "@tanstack/react-query";
import { ariaChatResponseSchema, type AriaChatRequest } from "@contract/aria";
import { callEndpoint, endpoint } from "@web/lib/api";

export const sendAriaMessage = endpoint("POST", "/api/aria/chat", ariaChatResponseSchema);

export function useSendAriaMessage() {
  return useMutation({ mutationFn: (body: AriaChatRequest) => callEndpoint(sendAriaMessage, { body }) });
}
