import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of a BatchData-style skip-trace API over real HTTP (tests only).
 * Owners named "Unknown …" are not found; "Broken …" gets a 500; a wrong key 401.
 */
export interface FakeSkipTrace {
  url: string;
  key: string;
  calls: { street: string; name: string }[];
  close(): Promise<void>;
}

export async function startFakeSkipTrace(key = "fake-skip-key"): Promise<FakeSkipTrace> {
  const calls: FakeSkipTrace["calls"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/api/v1/property/skip-trace") return send(404, { status: { code: 404, message: "Not found" } });
      if (req.headers.authorization !== `Bearer ${key}`) return send(401, { status: { code: 401, message: "Invalid API key" } });
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { requests: { propertyAddress: { street: string }; name: { full: string } }[] };
      const r = body.requests[0];
      calls.push({ street: r.propertyAddress.street, name: r.name.full });
      if (r.name.full.startsWith("Broken")) return send(500, { status: { code: 500, message: "Upstream failure" } });
      if (r.name.full.startsWith("Unknown")) return send(200, { status: { code: 200 }, results: { persons: [] } });
      const slug = r.name.full.toLowerCase().replace(/[^a-z]+/g, ".");
      send(200, {
        status: { code: 200 },
        results: {
          persons: [
            {
              emails: [{ email: `${slug}@example.com` }],
              phoneNumbers: [
                { number: "+17135550101", score: 64 },
                { number: "+17135550188", score: 92 },
              ],
            },
          ],
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    key,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
