import { queryOptions, useQuery } from "@tanstack/react-query";
import { ingestTokenListSchema } from "@contract/ingest";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins: the ingest tokens (never the tokens themselves). */
export const getIngestTokens = endpoint("GET", "/api/ingest-tokens", ingestTokenListSchema);

export const ingestTokensQueryOptions = () => queryOptions(endpointQuery(getIngestTokens));
export const useIngestTokens = (enabled: boolean) => useQuery({ ...ingestTokensQueryOptions(), enabled });
