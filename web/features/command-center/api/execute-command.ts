import { useMutation, useQueryClient } from "@tanstack/react-query";
import { executeCommandResponseSchema, type ExecuteCommandRequest } from "@contract/command-center";
import { callEndpoint, endpoint, rethrowApiError, serverMessage } from "@web/lib/api";
import { commandTasksQueryOptions } from "./get-command-tasks";

export const executeCommand = endpoint("POST", "/api/command-center/execute", executeCommandResponseSchema);

/** A failure reads "Command failed: {text}" (spec 02 §8); then the task list is read again. */
export function useExecuteCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ExecuteCommandRequest) =>
      callEndpoint(executeCommand, { body }).catch(rethrowApiError((e) => `Command failed: ${serverMessage(e) ?? (e.responseText || e.statusText)}`)),
    onSuccess: () => qc.invalidateQueries({ queryKey: commandTasksQueryOptions().queryKey }),
  });
}
