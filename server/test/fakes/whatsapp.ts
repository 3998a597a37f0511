import { createHmac } from "node:crypto";
import { startFakeServer } from "./fake-server";

/**
 * A local fake of the WhatsApp Cloud API (Graph) over real HTTP (tests only):
 * the phone-number lookup and /messages, with Graph's error envelope for a bad
 * token (401) and an invalid recipient (400).
 */
export interface FakeWhatsApp {
  url: string;
  token: string;
  phoneNumberId: string;
  sent: { to: string; template: { name: string; language: { code: string }; components: unknown[] } }[];
  close(): Promise<void>;
}

export async function startFakeWhatsApp(token = "EAAG-fake", phoneNumberId = "1098765"): Promise<FakeWhatsApp> {
  const sent: FakeWhatsApp["sent"] = [];
  let n = 0;
  const server = await startFakeServer((req, reply) => {
    if (req.bearer !== token) return reply.json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    if (req.method === "GET" && req.path === `/v21.0/${phoneNumberId}`)
      return reply.json(200, { display_phone_number: "+1 713-555-0100", verified_name: "RoofStrike", id: phoneNumberId });
    if (req.method === "POST" && req.path === `/v21.0/${phoneNumberId}/messages`) {
      const body = req.body as { to: string; template: FakeWhatsApp["sent"][number]["template"] };
      if (!/^\+?\d{8,15}$/.test(body.to)) return reply.json(400, { error: { message: "(#131030) Recipient phone number not in allowed list", code: 131030 } });
      sent.push({ to: body.to, template: body.template });
      return reply.json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to.replace("+", "") }], messages: [{ id: `wamid.fake${++n}` }] });
    }
    reply.json(404, { error: { message: "Unknown path", code: 100 } });
  });
  return { url: `${server.origin}/v21.0`, token, phoneNumberId, sent, close: server.stop };
}

/** Signs a webhook body as Meta does. */
export function signWebhook(appSecret: string, body: string) {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}
