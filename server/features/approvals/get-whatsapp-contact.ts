import type { WhatsappContact } from "../../../contract/outbox";
import type { Db } from "../../db/client";
import { phoneDigits, WHATSAPP_WINDOW_HOURS, whatsappContactState, whatsappRefusal } from "../../domain/outbound";

/** What may be sent to a WhatsApp contact now: free text only inside the 24-hour window. */
export async function getWhatsappContact(db: Db, phone: string, leadId?: number): Promise<WhatsappContact> {
  const digits = phoneDigits(phone);
  const state = await whatsappContactState(db, digits, leadId);
  const text = whatsappRefusal("whatsapp_text", state);
  const template = whatsappRefusal("whatsapp_template", state);
  const allowedKinds = [...(template ? [] : (["whatsapp_template"] as const)), ...(text ? [] : (["whatsapp_text"] as const))];
  return {
    phone: digits,
    optedOut: !!state.optedOut,
    optedOutAt: state.optedOut?.at.toISOString() ?? null,
    lastInboundAt: state.lastInboundAt?.toISOString() ?? null,
    windowOpen: state.windowOpen,
    windowClosesAt: state.windowOpen && state.lastInboundAt ? new Date(state.lastInboundAt.getTime() + WHATSAPP_WINDOW_HOURS * 3600_000).toISOString() : null,
    consent: state.consent?.source ?? null,
    allowedKinds,
    message: template?.message ?? text?.message ?? null,
  };
}
