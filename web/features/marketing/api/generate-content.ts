import { useMutation } from "@tanstack/react-query";
import { generateResponseSchema } from "@contract/marketing";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshMarketing } from "./refresh-marketing";

/** Generates and stores new marketing content with the model. */
export const generateContent = endpoint("POST", "/api/marketing/generate", generateResponseSchema);

export function useGenerateContent() {
  const refresh = useRefreshMarketing();
  return useMutation({ mutationFn: () => callEndpoint(generateContent), onSuccess: refresh });
}
