import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema, type CtoTaskRequest } from "@contract/marketing";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshMarketing } from "./refresh-marketing";

/** Hands a marketing request to the CTO agent as a queued task. */
export const createCtoTask = endpoint("POST", "/api/marketing/cto-task", messageResponseSchema);

export function useCreateCtoTask() {
  const refresh = useRefreshMarketing();
  return useMutation({ mutationFn: (body: CtoTaskRequest) => callEndpoint(createCtoTask, { body }), onSuccess: refresh });
}
