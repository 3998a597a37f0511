import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { FakeStripe, type FakeCharge } from "../../test/fakes/stripe";

const KEY = "sk_test_fake_123";
const WHSEC = "whsec_test_secret";
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

let fake: FakeStripe;
beforeAll(async () => {
  fake = await new FakeStripe(KEY).start();
  const charges: FakeCharge[] = [];
  // Last 30 days: 120 succeeded charges of $50 (one refunded $20), 3 failed; the 30 before: 100 of $50.
  for (let i = 0; i < 120; i++) charges.push({ id: `ch_cur_${i}`, amount: 5000, amount_refunded: i === 0 ? 2000 : 0, currency: "usd", status: "succeeded", paid: true, created: now - DAY - i * 600 });
  for (let i = 0; i < 3; i++) charges.push({ id: `ch_fail_${i}`, amount: 5000, amount_refunded: 0, currency: "usd", status: "failed", paid: false, created: now - 2 * DAY - i });
  for (let i = 0; i < 100; i++) charges.push({ id: `ch_prev_${i}`, amount: 5000, amount_refunded: 0, currency: "usd", status: "succeeded", paid: true, created: now - 40 * DAY - i * 600 });
  charges.push({ id: "ch_old", amount: 999999, amount_refunded: 0, currency: "usd", status: "succeeded", paid: true, created: now - 90 * DAY });
  fake.charges = charges;
  fake.activeSubscriptions = 7;
});
afterAll(async () => fake?.stop());
const t = useTestApp(() => ({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_URL: fake.url, STRIPE_TIMEOUT_MS: "3000" }));

describe("Stripe status and metrics through the SDK", () => {
  it("reports connected", async () => {
    const res = await t.app.inject({ url: "/api/stripe/status", headers: { cookie: t.cookie } });
    expect(res.json()).toEqual({ status: { connected: true, state: "connected", message: "Connected to Stripe (test mode)." } });
    expect(fake.requests).toContain("GET /v1/balance");
  });

  it("computes the last 30 days against the 30 before, paging through every charge", async () => {
    const res = await t.app.inject({ url: "/api/stripe/metrics", headers: { cookie: t.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const revenueCents = 120 * 5000 - 2000;
    expect(res.json().metrics).toEqual({
      revenue: revenueCents / 100,
      transactions: 120,
      revenueGrowth: Math.round(((revenueCents - 500000) / 500000) * 1000) / 10,
      averageOrderValue: Math.round(revenueCents / 120) / 100,
      subscriptions: 7,
      failedPayments: 3,
    });
  });

  it("needs a signed-in user", async () => {
    const gateOnly = await t.app.inject({ url: "/api/stripe/metrics" });
    expect(gateOnly.statusCode).toBe(403);
  });

  it("says 'failing' with the reason when Stripe errors, and 'not configured' without a key", async () => {
    fake.failWith = 500;
    const status = (await t.app.inject({ url: "/api/stripe/status", headers: { cookie: t.cookie } })).json();
    expect(status.status).toMatchObject({ connected: false, state: "failing" });
    expect(status.status.message).toMatch(/^Stripe answered: Something went wrong/);
    const metrics = await t.app.inject({ url: "/api/stripe/metrics", headers: { cookie: t.cookie } });
    expect(metrics.statusCode).toBe(502);
    fake.failWith = null;

    const bare = await buildTestApp();
    try {
      const c = await signIn(bare.app);
      expect((await bare.app.inject({ url: "/api/stripe/status", headers: { cookie: c } })).json().status).toEqual({
        connected: false, state: "not_configured", message: "Not configured: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for payment webhooks).", code: "STRIPE_NOT_CONFIGURED",
      });
      const m = await bare.app.inject({ url: "/api/stripe/metrics", headers: { cookie: c } });
      expect(m.statusCode).toBe(503);
      const hook = await bare.app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" }, payload: "{}" });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe("Stripe webhook", () => {
  const event = (id: string) =>
    JSON.stringify({
      id, object: "event", type: "charge.succeeded", created: now, livemode: false, api_version: "2024-06-20", pending_webhooks: 1, request: { id: null, idempotency_key: null },
      data: { object: { id: "ch_hook_1", object: "charge", amount: 4200, currency: "usd", status: "succeeded", customer: "cus_1" } },
    });
  const post = (payload: string, signature: string) =>
    t.app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json", "stripe-signature": signature }, payload });

  it("verifies the signature over the raw body and records the payment once", async () => {
    const payload = event("evt_1");
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    const first = await post(payload, header);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, result: "recorded" });
    expect((await post(payload, header)).json()).toEqual({ received: true, result: "duplicate" });
    const rows = await t.database.execute<{ amount: string; status: string; object_id: string }>("select amount::text, status, object_id from stripe_payments");
    expect(rows).toEqual([{ amount: "4200", status: "succeeded", object_id: "ch_hook_1" }]);
  });

  it("a payment with a lead in its metadata books the lead's revenue and converts it, once", async () => {
    const { createOrUpdateLead } = await import("../../domain/leads");
    const { lead } = await t.db.transaction((tx) => createOrUpdateLead(tx, { platform: "roofstrike", source: "manual", propertyAddress: "5 Paid St, Houston, TX 77002", ownerName: "Payer" }));
    const payload = JSON.stringify({
      id: "evt_lead_1", object: "event", type: "payment_intent.succeeded", created: now, livemode: false, api_version: "2024-06-20", pending_webhooks: 1, request: { id: null, idempotency_key: null },
      data: { object: { id: "pi_lead_1", object: "payment_intent", amount: 1250000, amount_received: 1250000, currency: "usd", status: "succeeded", metadata: { lead_id: String(lead.id) } } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect((await post(payload, header)).json()).toEqual({ received: true, result: "recorded" });
    expect((await post(payload, header)).json()).toEqual({ received: true, result: "duplicate" });
    const detail = (await t.app.inject({ url: `/api/leads/${lead.id}`, headers: { cookie: t.cookie } })).json();
    expect(detail.lead).toMatchObject({ status: "converted", revenue: 12500 });
    expect(detail.events.map((e: { type: string }) => e.type).sort()).toEqual(["converted", "created", "payment"]);
    const kpis = (await t.app.inject({ url: "/api/dashboard/kpis", headers: { cookie: t.cookie } })).json();
    expect(kpis.roofStrike.metrics.revenue).toBe(12500);
  });

  it("refuses a forged signature, a re-serialised body and a missing header", async () => {
    const payload = event("evt_2");
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_attacker" });
    const res = await post(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid Stripe signature");
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await post(reserialised, good)).statusCode).toBe(400);
    const none = await t.app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json" }, payload });
    expect(none.statusCode).toBe(400);
    const [{ n }] = await t.database.execute<{ n: number }>("select count(*)::int as n from stripe_payments where event_id = 'evt_2'");
    expect(n).toBe(0);
  });
});
