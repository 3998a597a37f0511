import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";
import { connected, failing, fetchWithTimeout, IntegrationError, notConfigured, type IntegrationStatus } from "../status";

/**
 * The WhatsApp Cloud API (Graph API): WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_APP_SECRET (webhook signatures), WHATSAPP_VERIFY_TOKEN (webhook
 * handshake); WHATSAPP_API_URL points it at a local fake in tests.
 */
export const WHATSAPP_NOT_CONFIGURED =
  "Pending Approval: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (and WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN for the webhook) once Meta approves the number.";

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
    throw new IntegrationError("whatsapp", `Cloud API answered ${res.status}${err.message ? `: ${err.message}` : ""}`, res.status);
  }
  return body ?? {};
}

export async function whatsappStatus(config: Config): Promise<IntegrationStatus> {
  if (!whatsappConfigured(config)) return notConfigured(WHATSAPP_NOT_CONFIGURED, "WHATSAPP_NOT_CONFIGURED");
  try {
    const info = (await graph(config, `${config.whatsapp.phoneNumberId}?fields=display_phone_number,verified_name`)) as {
      display_phone_number?: string;
      verified_name?: string;
    };
    return connected(`Connected: ${info.verified_name ?? "business number"} ${info.display_phone_number ?? ""}`.trim());
  } catch (err) {
    return failing(`${(err as Error).message}. Check WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.`);
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

/** X-Hub-Signature-256: "sha256=" + HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(appSecret: string, rawBody: Buffer, header: string | undefined) {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", appSecret).update(rawBody).digest("hex"), "utf8");
  const given = Buffer.from(header.slice("sha256=".length), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
