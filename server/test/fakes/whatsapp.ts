import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

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
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      const path = (req.url ?? "").split("?")[0];
      if (req.method === "GET" && path === `/v21.0/${phoneNumberId}`)
        return send(200, { display_phone_number: "+1 713-555-0100", verified_name: "RoofStrike", id: phoneNumberId });
      if (req.method === "POST" && path === `/v21.0/${phoneNumberId}/messages`) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        if (!/^\+?\d{8,15}$/.test(body.to)) return send(400, { error: { message: "(#131030) Recipient phone number not in allowed list", code: 131030 } });
        sent.push({ to: body.to, template: body.template });
        return send(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to.replace("+", "") }], messages: [{ id: `wamid.fake${++n}` }] });
      }
      send(404, { error: { message: "Unknown path", code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v21.0`, token, phoneNumberId, sent, close: () => new Promise((r) => server.close(() => r())) };
}

/** Signs a webhook body as Meta does. */
export function signWebhook(appSecret: string, body: string) {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}
