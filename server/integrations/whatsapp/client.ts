import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";
import { CHECK_TEXTS } from "../../domain/integration-checks";
import { connected, failing, fetchWithTimeout, IntegrationError, notConfigured, unverified, type IntegrationStatus } from "../status";

/**
 * The WhatsApp Cloud API (Graph API): WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_APP_SECRET (webhook signatures), WHATSAPP_VERIFY_TOKEN (webhook
 * handshake); WHATSAPP_API_URL points it at a local fake in tests.
 */
export const WHATSAPP_NOT_CONFIGURED =
  "Not configured: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (and WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN for the webhook).";

/** Meta's review states of a number's display name that mean a submission is waiting (Graph API `name_status`). */
const NAME_PENDING = ["PENDING_REVIEW", "PENDING"];

export const whatsappConfigured = (config: Config) => !!(config.whatsapp.token && config.whatsapp.phoneNumberId);

async function graph(config: Config, path: string, init: RequestInit = {}) {
  const res = await fetchWithTimeout(
    "whatsapp",
    `${config.whatsapp.apiUrl}/${path}`,
    { ...init, headers: { authorization: `Bearer ${config.whatsapp.token}`, "content-type": "application/json", ...(init.headers ?? {}) } },
    config.integrationTimeoutMs,
  );
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const err = (body?.error ?? {}) as { message?: string; code?: number };
    throw new WhatsappApiError(res.status, err.code ?? null, err.message ?? null);
  }
  return body ?? {};
}

/**
 * Cloud API error codes in words an operator can act on (Meta's "Error codes" page).
 * `permanent`: sending the same message again cannot succeed, so it is not retried.
 */
export const WHATSAPP_ERROR_WORDS: Record<number, { words: string; permanent: boolean }> = {
  0: { words: "WhatsApp could not authenticate the app; check WHATSAPP_TOKEN", permanent: true },
  4: { words: "Too many API calls for this app; try again later", permanent: false },
  100: { words: "A parameter of the message is invalid", permanent: true },
  190: { words: "The access token is invalid or expired; renew WHATSAPP_TOKEN", permanent: true },
  368: { words: "The business account is temporarily blocked for policy violations", permanent: true },
  130429: { words: "The phone number's sending rate limit was reached; it is retried", permanent: false },
  131000: { words: "WhatsApp failed to send the message for an unknown reason; it is retried", permanent: false },
  131005: { words: "The app lacks permission to send messages (whatsapp_business_messaging)", permanent: true },
  131008: { words: "A required parameter is missing", permanent: true },
  131009: { words: "A parameter value is not valid", permanent: true },
  131016: { words: "WhatsApp is temporarily unavailable; it is retried", permanent: false },
  131021: { words: "The recipient is our own business number", permanent: true },
  131026: { words: "The message cannot be delivered: the number is not on WhatsApp or cannot receive it", permanent: true },
  131030: { words: "The recipient is not on the test number's allowed list", permanent: true },
  131031: { words: "The business account is locked", permanent: true },
  131042: { words: "A payment problem on the business account", permanent: true },
  131045: { words: "The sending number is not registered", permanent: true },
  131047: { words: "More than 24 hours have passed since the contact last wrote: only an approved template may be sent", permanent: true },
  131048: { words: "Sending is limited because too many recipients marked our messages as spam", permanent: false },
  131049: { words: "Meta chose not to deliver this marketing message to keep engagement healthy", permanent: true },
  131050: { words: "The contact has chosen to stop receiving marketing messages", permanent: true },
  131051: { words: "This message type is not supported", permanent: true },
  131052: { words: "The contact's media could not be downloaded", permanent: true },
  131053: { words: "The media could not be uploaded", permanent: true },
  131056: { words: "Too many messages to this number in a short time; it is retried", permanent: false },
  132000: { words: "The template's variables do not match its placeholders", permanent: true },
  132001: { words: "The template does not exist in this language or is not approved", permanent: true },
  132005: { words: "The template text with its variables is too long", permanent: true },
  132007: { words: "The template's content breaks WhatsApp's policy", permanent: true },
  132012: { words: "The template's variable values are not in the expected format", permanent: true },
  132015: { words: "The template is paused for low quality", permanent: true },
  132016: { words: "The template is disabled for low quality", permanent: true },
  133010: { words: "The sending number is not registered with the Cloud API", permanent: true },
};

/** A Cloud API refusal: the HTTP status, Meta's error code and its words. */
export class WhatsappApiError extends IntegrationError {
  readonly code: number | null;
  readonly permanent: boolean;
  constructor(status: number, code: number | null, apiMessage: string | null) {
    const known = code != null ? WHATSAPP_ERROR_WORDS[code] : undefined;
    const detail = `Cloud API answered ${status}${code != null ? `, code ${code}` : ""}${apiMessage ? `: ${apiMessage}` : ""}`;
    super("whatsapp", known ? `${known.words} (${detail})` : detail, status);
    this.code = code;
    this.permanent = known ? known.permanent : status >= 400 && status < 500 && status !== 429;
  }
}

export async function whatsappStatus(config: Config): Promise<IntegrationStatus> {
  if (!whatsappConfigured(config)) return notConfigured(WHATSAPP_NOT_CONFIGURED, "WHATSAPP_NOT_CONFIGURED");
  try {
    const info = (await graph(config, `${config.whatsapp.phoneNumberId}?fields=display_phone_number,verified_name,name_status`)) as {
      display_phone_number?: string;
      verified_name?: string;
      name_status?: string;
    };
    // "Pending Approval" only when Meta says a submission is waiting (issue 19): the number's display name under review.
    if (info.name_status && NAME_PENDING.includes(info.name_status)) {
      const number = info.display_phone_number ?? "";
      return unverified(CHECK_TEXTS.write("WHATSAPP_PENDING_APPROVAL", { number: number || "the business number" }), "WHATSAPP_PENDING_APPROVAL", { number });
    }
    const who = [info.verified_name, info.display_phone_number].filter(Boolean).join(" ");
    if (!who) return connected(CHECK_TEXTS.write("CHECK_WHATSAPP_OK_UNNAMED"), "CHECK_WHATSAPP_OK_UNNAMED");
    return connected(CHECK_TEXTS.write("CHECK_WHATSAPP_OK", { who }), "CHECK_WHATSAPP_OK", { who });
  } catch (err) {
    const params = { error: (err as Error).message };
    return failing(CHECK_TEXTS.write("CHECK_WHATSAPP_FAILED", params), "CHECK_WHATSAPP_FAILED", params);
  }
}

export async function sendTemplate(
  config: Config,
  input: { to: string; template: string; language: string; parameters: string[] },
): Promise<{ messageId: string }> {
  if (!whatsappConfigured(config)) throw new IntegrationError("whatsapp", WHATSAPP_NOT_CONFIGURED);
  const body = (await graph(config, `${config.whatsapp.phoneNumberId}/messages`, {
    method: "POST",
    body: JSON.stringify({
      messaging_product: "whatsapp",
      to: input.to,
      type: "template",
      template: {
        name: input.template,
        language: { code: input.language },
        components: input.parameters.length ? [{ type: "body", parameters: input.parameters.map((text) => ({ type: "text", text })) }] : [],
      },
    }),
  })) as { messages?: { id: string }[] };
  const id = body.messages?.[0]?.id;
  if (!id) throw new IntegrationError("whatsapp", "the Cloud API accepted the message but returned no id");
  return { messageId: id };
}

/** Free text: only inside the 24-hour customer-service window (the caller checks it first). */
export async function sendText(config: Config, input: { to: string; body: string }): Promise<{ messageId: string }> {
  if (!whatsappConfigured(config)) throw new IntegrationError("whatsapp", WHATSAPP_NOT_CONFIGURED);
  const body = (await graph(config, `${config.whatsapp.phoneNumberId}/messages`, {
    method: "POST",
    body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to: input.to, type: "text", text: { preview_url: false, body: input.body } }),
  })) as { messages?: { id: string }[] };
  const id = body.messages?.[0]?.id;
  if (!id) throw new IntegrationError("whatsapp", "the Cloud API accepted the message but returned no id");
  return { messageId: id };
}

export const WHATSAPP_TEMPLATES_NOT_CONFIGURED = "Set WHATSAPP_BUSINESS_ACCOUNT_ID (with WHATSAPP_TOKEN) to list the account's approved message templates.";

export interface WhatsappTemplate {
  name: string;
  language: string;
  category: string;
  status: string;
  /** The BODY component's text with its {{1}}, {{2}} … placeholders. */
  body: string;
  variables: number;
}

/** The account's message templates (GET /{WABA_ID}/message_templates), only the APPROVED ones, every page. */
export async function listApprovedTemplates(config: Config): Promise<WhatsappTemplate[]> {
  if (!whatsappConfigured(config) || !config.whatsapp.businessAccountId) throw new IntegrationError("whatsapp", WHATSAPP_TEMPLATES_NOT_CONFIGURED);
  const out: WhatsappTemplate[] = [];
  let path: string | null = `${config.whatsapp.businessAccountId}/message_templates?fields=name,language,status,category,components&limit=100`;
  for (let page = 0; path && page < 20; page++) {
    const res = (await graph(config, path)) as {
      data?: { name: string; language: string; status: string; category?: string; components?: { type: string; text?: string }[] }[];
      paging?: { cursors?: { after?: string }; next?: string };
    };
    for (const t of res.data ?? []) {
      if (t.status !== "APPROVED") continue;
      const body = t.components?.find((c) => c.type === "BODY")?.text ?? "";
      const variables = new Set(body.match(/\{\{\s*\d+\s*\}\}/g) ?? []).size;
      out.push({ name: t.name, language: t.language, category: t.category ?? "", status: t.status, body, variables });
    }
    const after = res.paging?.next ? res.paging.cursors?.after : undefined;
    path = after ? `${config.whatsapp.businessAccountId}/message_templates?fields=name,language,status,category,components&limit=100&after=${encodeURIComponent(after)}` : null;
  }
  return out;
}

/** A template's body with its variables filled ({{1}} → the first value …), what the contact reads. */
export function fillTemplate(body: string, variables: string[]) {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (m, n) => variables[Number(n) - 1] ?? m);
}

/** X-Hub-Signature-256: "sha256=" + HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(appSecret: string, rawBody: Buffer, header: string | undefined) {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", appSecret).update(rawBody).digest("hex"), "utf8");
  const given = Buffer.from(header.slice("sha256=".length), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
