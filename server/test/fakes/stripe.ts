import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from "./fake-server";

/**
 * A fake of the Stripe REST API over real HTTP, for the endpoints the app uses:
 * GET /v1/balance, /v1/charges (created[gte]/[lte], starting_after, limit) and
 * /v1/subscriptions (status=active). Bearer auth like Stripe: a wrong key gets
 * Stripe's 401 error body.
 */
export interface FakeCharge { id: string; amount: number; amount_refunded: number; currency: string; status: "succeeded" | "failed" | "pending"; paid: boolean; created: number }

export class FakeStripe {
  private server: FakeServer | null = null;
  url = "";
  charges: FakeCharge[] = [];
  activeSubscriptions = 0;
  requests: string[] = [];
  failWith: number | null = null;
  constructor(readonly secretKey: string) {}

  async start() {
    this.server = await startFakeServer((req, reply) => this.handle(req, reply));
    this.url = this.server.origin;
    return this;
  }
  async stop() {
    await this.server?.stop();
  }

  private send(res: FakeReply, status: number, body: unknown) {
    res.json(status, body, { "request-id": "req_fake" });
  }

  private handle(req: FakeRequest, res: FakeReply) {
    const url = req.url;
    this.requests.push(`${req.method} ${url.pathname}`);
    if (req.bearer !== this.secretKey) {
      return this.send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } });
    }
    if (this.failWith) return this.send(res, this.failWith, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    const q = url.searchParams;
    if (url.pathname === "/v1/balance") {
      return this.send(res, 200, { object: "balance", livemode: false, available: [{ amount: 0, currency: "usd" }], pending: [] });
    }
    if (url.pathname === "/v1/charges") {
      const gte = Number(q.get("created[gte]") ?? 0);
      const lte = Number(q.get("created[lte]") ?? Infinity);
      const limit = Number(q.get("limit") ?? 10);
      let list = this.charges.filter((c) => c.created >= gte && c.created <= lte).sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      const after = q.get("starting_after");
      if (after) list = list.slice(list.findIndex((c) => c.id === after) + 1);
      const page = list.slice(0, limit);
      return this.send(res, 200, { object: "list", url: "/v1/charges", has_more: list.length > limit, data: page.map((c) => ({ object: "charge", ...c })) });
    }
    if (url.pathname === "/v1/subscriptions") {
      const all = Array.from({ length: this.activeSubscriptions }, (_, i) => ({ id: `sub_${String(i).padStart(4, "0")}`, object: "subscription", status: "active" }));
      const limit = Number(q.get("limit") ?? 10);
      const after = q.get("starting_after");
      const rest = after ? all.slice(all.findIndex((s) => s.id === after) + 1) : all;
      return this.send(res, 200, { object: "list", url: "/v1/subscriptions", has_more: rest.length > limit, data: rest.slice(0, limit) });
    }
    return this.send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  }
}
