import { queryOptions, useQuery } from "@tanstack/react-query";
import { objectiveListSchema } from "@contract/objectives";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getObjectives = endpoint("GET", "/api/objectives", objectiveListSchema);

/** Every 60 s. */
export const objectivesQueryOptions = () => queryOptions({ ...endpointQuery(getObjectives), refetchInterval: 60_000 });
export const useObjectives = () => useQuery(objectivesQueryOptions());
