import { queryOptions, useQuery } from "@tanstack/react-query";
import { developerTaskListSchema } from "@contract/developer";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getDeveloperTasks = endpoint("GET", "/api/developer/tasks", developerTaskListSchema);

/** Read once (not polled). */
export const developerTasksQueryOptions = () => queryOptions(endpointQuery(getDeveloperTasks));
export const useDeveloperTasks = () => useQuery(developerTasksQueryOptions());
