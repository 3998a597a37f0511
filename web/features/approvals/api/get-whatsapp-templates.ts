import { queryOptions, useQuery } from "@tanstack/react-query";
import { whatsappTemplateListSchema } from "@contract/outbox";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getWhatsappTemplates = endpoint("GET", "/api/approvals/whatsapp/templates", whatsappTemplateListSchema);
export const whatsappTemplatesQueryOptions = () => queryOptions(endpointQuery(getWhatsappTemplates));
/** The account's approved templates (read live from the Cloud API by the server). */
export const useWhatsappTemplates = (enabled: boolean) => useQuery({ ...whatsappTemplatesQueryOptions(), enabled });
