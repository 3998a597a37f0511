/**
 * Outbound messages, one module (decisions 072, 080): every path that drafts, approves or
 * sends a message goes through here, and the checks with legal weight (consent, opt-out,
 * WhatsApp's 24-hour window) live in contact.ts only. Code outside this folder imports this
 * file, never the files behind it (tests/boundaries.test.ts).
 *
 * - draft.ts    draftOutbound(): the one writer of drafts (checked, or stored approved by the rule)
 * - contact.ts  a WhatsApp contact's opt-out, consent and window; whatsappRefusal(); STOP/BAJA
 * - approve.ts  a person's yes (checked again) or no
 * - send.ts     sendOutbound() over injected channels (server/plugins/outbox.ts wires the clients),
 *               the operators' own test sends, queueSends() (job OUTBOX_SEND_JOB, server/domain/jobs.ts)
 */
export { draftOutbound, autoApprovedKinds, type DraftInput, type OutboundRow } from "./draft";
export {
  isOptOutMessage,
  markOutboundReplied,
  OPT_OUT_KEYWORDS,
  OutboxRefusal,
  phoneDigits,
  recordContactOptOut,
  WHATSAPP_WINDOW_HOURS,
  whatsappContactState,
  whatsappRefusal,
  type ContactState,
} from "./contact";
export { RECIPIENT_NAMES, recipientNameCode } from "./recipient-names";
export { approveOutbound, describeKind, rejectOutbound } from "./approve";
export { approvedUnsent, queueSends, RetryLater, sendOperatorTest, sendOutbound, type OutboundChannels } from "./send";
