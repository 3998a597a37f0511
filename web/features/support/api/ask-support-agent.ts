import { useMutation } from "@tanstack/react-query";
import { supportResponseSchema, type SupportRequest } from "@contract/support";
import { callEndpoint, endpoint } from "@web/lib/api";

export const askSupportAgent = endpoint("POST", "/api/support-agent", supportResponseSchema);

export function useAskSupportAgent() {
  return useMutation({ mutationFn: (body: SupportRequest) => callEndpoint(askSupportAgent, { body }) });
}
