import { queryOptions, useQuery } from "@tanstack/react-query";
import { launchStatusSchema } from "@contract/launch";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getLaunchStatus = endpoint("GET", "/api/launch/status", launchStatusSchema);

/** Spec 02 §7: every 5 s. */
export const launchStatusQueryOptions = () => queryOptions({ ...endpointQuery(getLaunchStatus), refetchInterval: 5_000 });
export const useLaunchStatus = () => useQuery(launchStatusQueryOptions());
