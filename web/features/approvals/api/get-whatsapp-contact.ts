import { queryOptions, useQuery } from "@tanstack/react-query";
import { whatsappContactSchema } from "@contract/outbox";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getWhatsappContact = endpoint("GET", "/api/approvals/whatsapp/contact", whatsappContactSchema);
export const whatsappContactQueryOptions = (phone: string) => queryOptions({ ...endpointQuery(getWhatsappContact, { query: { phone } }), staleTime: 0 });
/** What may be sent to this number now (opt-out, consent, the 24-hour window). */
export const useWhatsappContact = (phone: string | null) => useQuery({ ...whatsappContactQueryOptions(phone ?? ""), enabled: !!phone });
