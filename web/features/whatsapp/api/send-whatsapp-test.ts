import { useMutation, useQueryClient } from "@tanstack/react-query";
import { whatsappTestResultSchema, type WhatsappTestRequest } from "@contract/whatsapp";
import { callEndpoint, endpoint } from "@web/lib/api";
import { whatsappStatusQueryOptions } from "./get-whatsapp-status";

export const sendWhatsappTest = endpoint("POST", "/api/whatsapp/test-automation", whatsappTestResultSchema);

/** Sends a template to a phone number; then the status (with its message counts) is read again. */
export function useSendWhatsappTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappTestRequest) => callEndpoint(sendWhatsappTest, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: whatsappStatusQueryOptions().queryKey }),
  });
}
