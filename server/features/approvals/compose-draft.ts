import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { composeDraftSchema } from "../../../contract/outbox";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { draftOutbound } from "../../domain/outbound";
import { leads } from "../../db/schema";
import { mapIntegrationErrors } from "../../integrations/status";
import { fillTemplate, listApprovedTemplates, WHATSAPP_TEMPLATES_NOT_CONFIGURED, whatsappConfigured } from "../../integrations/whatsapp/client";
import { HttpError, notFound } from "../../lib/http-error";
import type { OutboxService } from "../../plugins/outbox";
import { getApproval } from "./get-approval";

/**
 * An operator's own WhatsApp draft: into the queue like every other (it still needs an approval).
 * Free text is refused outside the 24-hour window; a template must be one of the account's
 * approved templates, with as many variables as it has placeholders.
 */
export async function composeDraft({ db, outbox, config }: { db: Db; outbox: Pick<OutboxService, "queue">; config: Config }, input: z.output<typeof composeDraftSchema>, userId: number) {
  let template: { name: string; language: string; variables: string[]; body: string } | null = null;
  if (input.kind === "whatsapp_template") {
    if (!whatsappConfigured(config) || !config.whatsapp.businessAccountId) throw new HttpError(503, WHATSAPP_TEMPLATES_NOT_CONFIGURED, "NOT_CONFIGURED");
    const templates = await mapIntegrationErrors(() => listApprovedTemplates(config));
    const found = templates.find((t) => t.name === input.templateName && t.language === input.templateLanguage);
    if (!found) throw new HttpError(400, `templateName: ${input.templateName} (${input.templateLanguage}) is not an approved template of this WhatsApp account`);
    if (found.variables !== input.templateVariables.length) throw new HttpError(400, `templateVariables: ${found.name} takes ${found.variables} variable(s)`);
    template = { name: found.name, language: found.language, variables: input.templateVariables, body: fillTemplate(found.body, input.templateVariables) };
  }
  const row = await db.transaction(async (tx) => {
    let recipientName: string | null = null;
    if (input.leadId) {
      const [lead] = await tx.select({ id: leads.id, ownerName: leads.ownerName }).from(leads).where(eq(leads.id, input.leadId));
      if (!lead) throw notFound(`Lead ${input.leadId} not found`);
      recipientName = lead.ownerName;
    }
    const row = await draftOutbound(tx, {
      kind: input.kind,
      channel: "whatsapp",
      recipient: input.recipient,
      recipientName,
      leadId: input.leadId ?? null,
      body: template ? template.body : input.kind === "whatsapp_text" ? input.body : "",
      template: template ? { name: template.name, language: template.language, variables: template.variables } : null,
      reason: "Written by an operator in the approval queue",
      reasonCode: "OUTBOX_REASON_OPERATOR",
      draftedBy: "user",
      userId,
    });
    if (!row) throw new HttpError(409, "This draft already exists");
    return getApproval(tx, row.id);
  });
  if (row.status === "approved") await outbox.queue([row.id]);
  return row;
}
