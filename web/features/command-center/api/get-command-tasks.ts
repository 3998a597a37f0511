import { queryOptions, useQuery } from "@tanstack/react-query";
import { commandTaskListSchema } from "@contract/command-center";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getCommandTasks = endpoint("GET", "/api/command-center/tasks", commandTaskListSchema);

/** Spec 02 §7: every 5 s. */
export const commandTasksQueryOptions = () => queryOptions({ ...endpointQuery(getCommandTasks), refetchInterval: 5_000 });
export const useCommandTasks = () => useQuery(commandTasksQueryOptions());
