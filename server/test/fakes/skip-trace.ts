import { startFakeServer } from "./fake-server";

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
  const server = await startFakeServer((req, reply) => {
    if (req.method !== "POST" || req.path !== "/api/v1/property/skip-trace") return reply.json(404, { status: { code: 404, message: "Not found" } });
    if (req.bearer !== key) return reply.json(401, { status: { code: 401, message: "Invalid API key" } });
    const body = req.body as { requests: { propertyAddress: { street: string }; name: { full: string } }[] };
    const r = body.requests[0];
    calls.push({ street: r.propertyAddress.street, name: r.name.full });
    if (r.name.full.startsWith("Broken")) return reply.json(500, { status: { code: 500, message: "Upstream failure" } });
    if (r.name.full.startsWith("Unknown")) return reply.json(200, { status: { code: 200 }, results: { persons: [] } });
    const slug = r.name.full.toLowerCase().replace(/[^a-z]+/g, ".");
    reply.json(200, {
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
  return { url: `${server.origin}/api/v1`, key, calls, close: server.stop };
}
