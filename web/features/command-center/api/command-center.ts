import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { commandTaskSchema, executeCommandResponseSchema, type ExecuteCommandRequest } from "@contract/command-center";
import { ApiError, serverMessage } from "@web/lib/api";

export const commandTasksQueryKey = ["/api/command-center/tasks"] as const;

/** GET /api/command-center/tasks, every 5 s (spec 02 §7). */
export function useCommandTasks() {
  return useQuery({
    queryKey: commandTasksQueryKey,
    queryFn: async ({ signal }) => {
      const res = await fetch("/api/command-center/tasks", { credentials: "include", signal });
      if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
      return z.array(commandTaskSchema).parse(await res.json());
    },
    refetchInterval: 5000,
  });
}

/** POST /api/command-center/execute; a non-OK answer throws "Command failed: {text}" (spec 02 §8). */
export async function executeCommand(body: ExecuteCommandRequest) {
  const res = await fetch("/api/command-center/execute", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) {
    const text = await res.text();
    const message = serverMessage(new ApiError(res.status, res.statusText, text)) ?? (text || res.statusText);
    throw new Error(`Command failed: ${message}`);
  }
  return executeCommandResponseSchema.parse(await res.json());
}

export function useExecuteCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeCommand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandTasksQueryKey }),
  });
}
