import type { OutboundMessage } from "../../../contract/outbox";
import { recipientNameCode, type OutboundRow } from "../../domain/outbound";

const withNameCode = (coded: ReturnType<typeof recipientNameCode>) => ({ recipientNameCode: coded?.code ?? null, recipientNameParams: coded?.params ?? null });

export type ApprovalRow = OutboundRow & {
  campaignName: string | null;
  /** The lead's property (its hail history can go with the draft). */
  propertyId?: number | null;
  approverName: string | null;
  rejecterName: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One queue item as the API answers it (who approved or rejected it, by name). */
export function presentApproval(r: ApprovalRow): OutboundMessage {
  return {
    id: r.id,
    kind: r.kind as OutboundMessage["kind"],
    channel: r.channel as OutboundMessage["channel"],
    recipient: r.recipient,
    recipientName: r.recipientName,
    ...withNameCode(recipientNameCode(r.channel, r.recipientName)),
    leadId: r.leadId,
    propertyId: r.propertyId ?? null,
    campaignId: r.campaignId,
    campaignName: r.campaignName,
    body: r.body,
    template: r.templateName ? { name: r.templateName, language: r.templateLanguage ?? "", variables: r.templateVariables ?? [] } : null,
    reason: r.reason,
    reasonCode: r.reasonCode ?? null,
    reasonParams: r.reasonParams ?? null,
    draftedBy: r.draftedBy as OutboundMessage["draftedBy"],
    agentRole: r.agentRole,
    status: r.status as OutboundMessage["status"],
    approvedBy: r.approvedBy != null ? { id: r.approvedBy, name: r.approverName ?? `User ${r.approvedBy}` } : null,
    approvedVia: (r.approvedVia as OutboundMessage["approvedVia"]) ?? null,
    approvedAt: iso(r.approvedAt),
    rejectedBy: r.rejectedBy != null ? { id: r.rejectedBy, name: r.rejecterName ?? `User ${r.rejectedBy}` } : null,
    rejectedAt: iso(r.rejectedAt),
    rejectReason: r.rejectReason,
    attempts: r.attempts,
    lastError: r.lastError,
    sentAt: iso(r.sentAt),
    providerMessageId: r.providerMessageId,
    repliedAt: iso(r.repliedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
