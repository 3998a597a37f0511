import { queryOptions, useQuery } from "@tanstack/react-query";
import { whatsappStatusSchema } from "@contract/whatsapp";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getWhatsappStatus = endpoint("GET", "/api/whatsapp/status", whatsappStatusSchema);

export const whatsappStatusQueryOptions = () => queryOptions(endpointQuery(getWhatsappStatus));

/** Polled: every 60 s in the operations console (spec 02 §7), every 30 s on /cto (spec 03 §7). */
export const useWhatsappStatus = (refetchInterval: 30_000 | 60_000) => useQuery({ ...whatsappStatusQueryOptions(), refetchInterval });
