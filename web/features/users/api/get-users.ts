import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListSchema } from "@contract/users";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins: every user with their live sessions and open invitation. */
export const getUsers = endpoint("GET", "/api/users", userListSchema);

export const usersQueryOptions = () => queryOptions(endpointQuery(getUsers));
export const useUsers = () => useQuery(usersQueryOptions());
