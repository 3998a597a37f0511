import { queryOptions, useQuery } from "@tanstack/react-query";
import { userSessionListSchema } from "@contract/users";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getUserSessions = endpoint("GET", "/api/users/:id/sessions", userSessionListSchema);

export const userSessionsQueryOptions = (id: number) => queryOptions({ ...endpointQuery(getUserSessions, { params: { id } }), staleTime: 0 });
export const useUserSessions = (id: number | null) => useQuery({ ...userSessionsQueryOptions(id ?? 0), enabled: id !== null });
