import { createHmac } from "node:crypto";
import { pathToFileURL } from "node:url";
import { startFakeServer } from "./fake-server";

/**
 * A local fake of the WhatsApp Cloud API (Graph) over real HTTP (tests and the e2e journey only):
 * the phone-number lookup, the account's message templates (GET /{WABA_ID}/message_templates),
 * /messages for templates and free text, with Graph's error envelope for what the real API
 * refuses (bad token 190, a recipient not allowed 131030 or not on WhatsApp 131026, free text
 * outside the 24-hour window 131047, an unknown template 132001, wrong variables 132000), and
 * inbound webhooks signed with the app secret and delivered to the app (`deliverInbound`,
 * `deliverOptOut`, or POST /_fake/inbound when it runs as a process).
 */
export interface FakeWhatsAppSent {
  to: string;
  type: "template" | "text";
  template?: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
  text?: { body: string };
}

export interface FakeTemplate {
  name: string;
  language: string;
  status: "APPROVED" | "PENDING" | "REJECTED";
  category: string;
  body: string;
}

export const FAKE_TEMPLATES: FakeTemplate[] = [
  { name: "roofstrike_storm_check", language: "en_US", status: "APPROVED", category: "MARKETING", body: "Hi {{1}}, hail of {{2}} in was reported near {{3}} on {{4}}. RoofStrike offers a free roof inspection. Reply YES to book one, or STOP to opt out." },
  { name: "roofstrike_storm_check", language: "es_MX", status: "APPROVED", category: "MARKETING", body: "Hola {{1}}, se reportó granizo de {{2}} in cerca de {{3}} el {{4}}. RoofStrike ofrece una inspección de techo gratis. Responda SÍ para agendarla, o BAJA para no recibir más mensajes." },
  { name: "roofstrike_claim", language: "en_US", status: "APPROVED", category: "UTILITY", body: "Your claim follow-up for {{1}} is ready. Reply to talk to an adjuster." },
  { name: "dealengineai_investor", language: "es_MX", status: "APPROVED", category: "MARKETING", body: "Bienvenido a DealEngineAI." },
  { name: "roofstrike_discount", language: "en_US", status: "REJECTED", category: "MARKETING", body: "50% off today only {{1}}" },
  { name: "roofstrike_followup", language: "en_US", status: "PENDING", category: "MARKETING", body: "Following up on {{1}}" },
];

export interface FakeWhatsApp {
  /** The number's display-name review state the phone-number call reports (Graph `name_status`); default APPROVED. */
  setNameStatus: (status: string) => void;
  url: string;
  origin: string;
  token: string;
  phoneNumberId: string;
  wabaId: string;
  sent: FakeWhatsAppSent[];
  /** The next send answers this Cloud API error (e.g. 131000 for a transient failure), once per entry. */
  failNext(code: number, status?: number, message?: string): void;
  /** Delivers a signed inbound text message from `from` (digits) to the app's webhook; the window opens. */
  deliverInbound(from: string, text: string, at?: Date): Promise<{ status: number; body: unknown }>;
  /** Notes an inbound message delivered some other way (a test's app.inject): the window opens. */
  noteInbound(from: string, at?: Date): void;
  /** Delivers WhatsApp's marketing opt-out signal for `from` (user_preferences: stop). */
  deliverOptOut(from: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const ERRORS: Record<number, string> = {
  131000: "Something went wrong",
  131026: "Message Undeliverable.",
  131030: "Recipient phone number not in allowed list",
  131047: "Re-engagement message",
  132000: "Number of parameters does not match the expected number of params",
  132001: "Template name does not exist in the translation",
};

export async function startFakeWhatsApp(
  options: { token?: string; phoneNumberId?: string; wabaId?: string; port?: number; appUrl?: string; appSecret?: string } = {},
): Promise<FakeWhatsApp> {
  const token = options.token ?? "EAAG-fake";
  const phoneNumberId = options.phoneNumberId ?? "1098765";
  const wabaId = options.wabaId ?? "5550001";
  let appUrl = options.appUrl;
  let nameStatus = "APPROVED";
  let appSecret = options.appSecret ?? "app-secret-123";
  const sent: FakeWhatsAppSent[] = [];
  const failures: { code: number; status: number; message: string }[] = [];
  const lastInbound = new Map<string, number>();
  let n = 0;
  let inboundN = 0;
  const graphError = (code: number, message = ERRORS[code] ?? "Error") => ({ error: { message: `(#${code}) ${message}`, type: "OAuthException", code, fbtrace_id: "fake" } });

  const deliver = async (payload: unknown) => {
    if (!appUrl) throw new Error("fake WhatsApp: no app URL to deliver webhooks to");
    const raw = JSON.stringify(payload);
    const res = await fetch(`${appUrl}/api/whatsapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(appSecret, raw) }, body: raw });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const deliverInbound = (from: string, text: string, at = new Date()) => {
    lastInbound.set(from.replace(/\D/g, ""), at.getTime());
    return deliver({
      object: "whatsapp_business_account",
      entry: [{ id: wabaId, changes: [{ field: "messages", value: { messaging_product: "whatsapp", contacts: [{ wa_id: from, profile: { name: "Contact" } }], messages: [{ id: `wamid.in${++inboundN}.${Date.now()}`, from, timestamp: String(Math.floor(at.getTime() / 1000)), type: "text", text: { body: text } }] } }] }],
    });
  };
  const deliverOptOut = (from: string) =>
    deliver({ object: "whatsapp_business_account", entry: [{ id: wabaId, changes: [{ field: "user_preferences", value: { messaging_product: "whatsapp", user_preferences: [{ wa_id: from, detail: "User requested to stop marketing messages", category: "marketing_messages", value: "stop", timestamp: Math.floor(Date.now() / 1000) }] } }] }] });

  const server = await startFakeServer(
    async (req, reply) => {
      // Control endpoints for the e2e journey (the fake as a process).
      if (req.path === "/health") return reply.json(200, { ok: true });
      if (req.method === "POST" && req.path === "/_fake/inbound") {
        const b = req.body as { from: string; text: string; appUrl?: string; appSecret?: string };
        if (b.appUrl) appUrl = b.appUrl;
        if (b.appSecret) appSecret = b.appSecret;
        return reply.json(200, await deliverInbound(b.from, b.text));
      }
      if (req.method === "GET" && req.path === "/_fake/sent") return reply.json(200, sent);

      if (req.bearer !== token) return reply.json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      if (req.method === "GET" && req.path === `/v21.0/${phoneNumberId}`)
        return reply.json(200, { display_phone_number: "+1 713-555-0100", verified_name: "RoofStrike", name_status: nameStatus, id: phoneNumberId });
      if (req.method === "GET" && req.path === `/v21.0/${wabaId}/message_templates`) {
        // Two pages, as the Graph API pages with cursors.
        const all = FAKE_TEMPLATES.map((t, i) => ({ id: String(9000 + i), name: t.name, language: t.language, status: t.status, category: t.category, components: [{ type: "BODY", text: t.body }] }));
        const after = req.url.searchParams.get("after");
        const page = after ? all.slice(3) : all.slice(0, 3);
        return reply.json(200, { data: page, paging: { cursors: { before: "b", after: "page2" }, ...(after ? {} : { next: `${req.url.origin}${req.path}?after=page2` }) } });
      }
      if (req.method === "POST" && req.path === `/v21.0/${phoneNumberId}/messages`) {
        const body = req.body as unknown as FakeWhatsAppSent & { to: string };
        const failure = failures.shift();
        if (failure) return reply.json(failure.status, graphError(failure.code, failure.message));
        if (!/^\+?\d{8,15}$/.test(body.to)) return reply.json(400, graphError(131030));
        const digits = body.to.replace(/\D/g, "");
        if (digits.endsWith("9999")) return reply.json(400, graphError(131026));
        if (body.type === "text") {
          const last = lastInbound.get(digits);
          if (!last || Date.now() - last > 24 * 3600_000) return reply.json(400, graphError(131047, "Re-engagement message: more than 24 hours have passed since the recipient last replied"));
        } else {
          const t = FAKE_TEMPLATES.find((x) => x.name === body.template?.name && x.language === body.template?.language.code && x.status === "APPROVED");
          if (!t) return reply.json(404, graphError(132001));
          const expected = new Set(t.body.match(/\{\{\d+\}\}/g) ?? []).size;
          const given = body.template?.components?.find((c) => c.type === "body")?.parameters.length ?? 0;
          if (expected !== given) return reply.json(400, graphError(132000));
        }
        sent.push({ to: body.to, type: body.type ?? "template", template: body.template, text: body.text });
        return reply.json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: digits }], messages: [{ id: `wamid.fake${++n}` }] });
      }
      reply.json(404, { error: { message: "Unknown path", code: 100 } });
    },
    { port: options.port },
  );
  return {
    setNameStatus: (status) => void (nameStatus = status),
    url: `${server.origin}/v21.0`,
    origin: server.origin,
    token,
    phoneNumberId,
    wabaId,
    sent,
    failNext: (code, status = 500, message) => void failures.push({ code, status, message: message ?? ERRORS[code] ?? "Error" }),
    deliverInbound,
    deliverOptOut,
    noteInbound: (from, at = new Date()) => void lastInbound.set(from.replace(/\D/g, ""), at.getTime()),
    close: server.stop,
  };
}

/** Signs a webhook body as Meta does. */
export function signWebhook(appSecret: string, body: string) {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

// Run alone (the e2e journey): tsx server/test/fakes/whatsapp.ts --port 3272 --app http://127.0.0.1:3270 --secret s
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await startFakeWhatsApp({ port: Number(arg("--port") ?? 0), appUrl: arg("--app"), appSecret: arg("--secret") });
  console.log(`fake WhatsApp Cloud API at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
