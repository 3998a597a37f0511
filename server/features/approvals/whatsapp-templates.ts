import type { WhatsappTemplateList } from "../../../contract/outbox";
import type { Config } from "../../config";
import { listApprovedTemplates, WHATSAPP_TEMPLATES_NOT_CONFIGURED, whatsappConfigured } from "../../integrations/whatsapp/client";

/** The account's approved templates, live from the Cloud API; when it cannot be asked, why. */
export async function getWhatsappTemplates(config: Config): Promise<WhatsappTemplateList> {
  if (!whatsappConfigured(config) || !config.whatsapp.businessAccountId) return { available: false, message: WHATSAPP_TEMPLATES_NOT_CONFIGURED, templates: [] };
  try {
    const templates = await listApprovedTemplates(config);
    return { available: true, message: templates.length ? null : "The WhatsApp account has no approved templates yet.", templates: templates.map(({ status: _s, ...t }) => t) };
  } catch (err) {
    return { available: false, message: (err as Error).message, templates: [] };
  }
}
