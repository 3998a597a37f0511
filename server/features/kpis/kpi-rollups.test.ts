import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { hailReports, leads } from "../../db/schema";
import { recountLeadFigures, recountTrendDays, rollupDifferences } from "../../domain/kpi-recount";
import { computeDashboardKpis, KPI_PERIOD_DAYS } from "../../domain/kpis";
import { createOrUpdateLead, recordLeadEvent } from "../../domain/leads";
import { matchStormReports } from "../../domain/storm-matching";
import { useTestApp } from "../../test/use-test-app";
import { waitFor } from "../../test/wait-for";
import { getKpiTrends } from "./get-kpi-trends";

/**
 * The KPI rollups (decision 090) against a direct recount of the leads, after random writes
 * through the product's paths: new leads (sample and real, both platforms, every source), first
 * contacts (later and earlier ones), status changes, conversions, Stripe payments on converted
 * leads, skip-trace results, storm imports, the sample data removed, a lead deleted.
 */
const WHSEC = "whsec_rollups";
const t = useTestApp({ STRIPE_WEBHOOK_SECRET: WHSEC }, { workers: true });
const DAY = 86_400_000;
const metrics = { snapshot: () => ({ uptimeSeconds: 1, averageResponseMs: 1, errorRate: 0 }) };

let seed = 20261127;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
const SOURCES = ["landing", "storm_match", "skip_trace", "whatsapp", "aria", "manual"] as const;
const ZIPS = ["77002", "77019", "77494", "75001", null] as const;

const start = Date.now();
/** A time in the last 75 days, often within hours of the KPI period's two edges (30 and 60 days back). */
function someTime() {
  const r = rnd();
  if (r < 0.25) return new Date(start - 30 * DAY + (rnd() - 0.5) * 20 * 3_600_000);
  if (r < 0.45) return new Date(start - 60 * DAY + (rnd() - 0.5) * 20 * 3_600_000);
  return new Date(start - rnd() * 75 * DAY);
}

let made = 0;
async function newLead(isSample: boolean) {
  const k = ++made;
  const platform = rnd() < 0.35 ? "dealengineai" : "roofstrike";
  const createdAt = someTime();
  return t.db.transaction(async (tx) => {
    const { lead } = await createOrUpdateLead(tx, {
      platform,
      source: pick(SOURCES),
      propertyAddress: `${k} Rollup St, Houston, TX`,
      ownerName: `Owner ${k}`,
      zipCode: pick(ZIPS),
      isSample,
    });
    // The one fixture shortcut (as server/test/leads.ts): the clock. A moved lead moves its rollups.
    await tx.update(leads).set({ createdAt }).where(eq(leads.id, lead.id));
    return { id: lead.id, createdAt };
  });
}

const api = (method: "POST" | "PATCH", url: string, payload: unknown) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload: payload as object });

async function pay(leadId: number, cents: number, at: Date) {
  const payload = JSON.stringify({
    id: `evt_${leadId}_${cents}_${made++}`, object: "event", type: "payment_intent.succeeded", created: Math.floor(at.getTime() / 1000), livemode: false, api_version: "2024-06-20", pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: `pi_${made}`, object: "payment_intent", amount: cents, amount_received: cents, currency: "usd", status: "succeeded", metadata: { lead_id: String(leadId) } } },
  });
  const res = await t.app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }) }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** The KPIs and trends from the rollups equal the recount, at several instants (the edges fall at other hours of the day). */
async function expectRollupsTrue(instants: Date[]) {
  expect(await rollupDifferences(t.db)).toEqual([]);
  for (const now of instants) {
    const rolled = await computeDashboardKpis({ db: t.db, metrics, now });
    const recounted = await computeDashboardKpis({ db: t.db, metrics, now, figures: recountLeadFigures });
    // systemHealth (uptime, the stored integration checks) is read the same way by both and may change
    // between the two calls (a probe finishing); the lead figures are what the rollups answer for.
    expect({ ...rolled, systemHealth: null }, `KPIs at ${now.toISOString()}`).toEqual({ ...recounted, systemHealth: null });
    expect(await getKpiTrends({ db: t.db }, now), `trends at ${now.toISOString()}`).toEqual(await getKpiTrends({ db: t.db }, now, recountTrendDays));
  }
}

const stored = async () => t.db.select({ id: leads.id, createdAt: leads.createdAt, convertedAt: leads.convertedAt, status: leads.status }).from(leads);
/** Now, a few hours either side, and instants that put an edge exactly on a stored lead's creation or conversion. */
async function instants() {
  const rows = await stored();
  const exact = rows.slice(0, 3).flatMap((r) => [new Date(r.createdAt.getTime() + KPI_PERIOD_DAYS * DAY), new Date(r.createdAt.getTime() + 2 * KPI_PERIOD_DAYS * DAY)]);
  const conv = rows.filter((r) => r.convertedAt).slice(0, 2).map((r) => new Date(r.convertedAt!.getTime() + KPI_PERIOD_DAYS * DAY));
  return [new Date(), new Date(Date.now() - 7 * 3_600_000), new Date(Date.now() + 9 * 3_600_000), new Date(Date.now() - 3 * DAY), ...exact, ...conv];
}

const PROPERTIES = (n: number, lat: number, lon: number) =>
  ["address,city,zip,latitude,longitude,owner", ...Array.from({ length: n }, (_, i) => `${i + 1} Hail Rd ${lat},Houston,77002,${(lat + (i % 5) * 0.002).toFixed(4)},${(lon + Math.floor(i / 5) * 0.002).toFixed(4)},Owner ${i}`)].join("\n");
const SPC_HEADER = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";
const spcDay = (om: number, date: string, lat: number, lon: number) => {
  const [y, m, d] = date.split("-");
  return [SPC_HEADER, `${om},${y},${m},${d},${date},16:10:00,3,TX,48,0,1.75,0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,201,0,0,0`].join("\n");
};
const csv = (url: string, payload: string) => t.app.inject({ method: "POST", url, headers: { cookie: t.cookie, "content-type": "text/csv" }, payload });

describe("KPI rollups kept on write", () => {
  it("equal the recount while only sample leads exist, and after real ones arrive", async () => {
    for (let i = 0; i < 12; i++) await newLead(true);
    await expectRollupsTrue(await instants());
    for (let i = 0; i < 40; i++) await newLead(false);
    await expectRollupsTrue(await instants());
  });

  it("equal the recount after random contacts, status changes, conversions, payments and skip traces", async () => {
    for (let round = 0; round < 3; round++) {
      const rows = await stored();
      for (let i = 0; i < 40; i++) {
        const lead = pick(rows);
        const r = rnd();
        if (r < 0.3) {
          // a first contact, sometimes before one already stored (the earliest counts)
          const at = new Date(lead.createdAt.getTime() + Math.floor(rnd() * 600) * 60_000);
          await t.db.transaction((tx) => recordLeadEvent(tx, lead.id, "contacted", {}, { actor: "agent", actorId: "strikecloser" }, { channel: "whatsapp", occurredAt: at }));
        } else if (r < 0.45) {
          const status = pick(["contacted", "qualified", "lost"] as const);
          const res = await api("PATCH", `/api/leads/${lead.id}`, { status, ...(status === "lost" ? { lostReason: "Went elsewhere" } : {}) });
          expect([200, 409]).toContain(res.statusCode);
        } else if (r < 0.65) {
          const at = new Date(Math.min(Date.now(), lead.createdAt.getTime() + rnd() * 40 * DAY));
          const res = await api("POST", `/api/leads/${lead.id}/convert`, { value: Math.floor(rnd() * 20_000), convertedAt: at.toISOString() });
          expect([200, 409]).toContain(res.statusCode);
        } else if (r < 0.8) {
          // a Stripe payment: adds revenue to a converted lead, or converts the lead on the payment's day
          await pay(lead.id, 100 * Math.floor(1 + rnd() * 5_000), someTime());
        } else {
          // a skip-trace answer, as runTrace stores it
          const found = rnd() < 0.8;
          await t.db
            .update(leads)
            .set({ traceStatus: found ? "traced" : "failed", confidenceScore: found ? Math.floor(rnd() * 101) : null, tracedAt: found ? new Date() : null, updatedAt: new Date() })
            .where(eq(leads.id, lead.id));
        }
      }
      await expectRollupsTrue(await instants());
    }
  });

  it("equal the recount after storm imports (one storm-hit lead per property, in one statement's transaction)", async () => {
    expect((await csv("/api/properties/import", PROPERTIES(40, 29.75, -95.36))).json()).toMatchObject({ imported: 40 });
    // An upload is answered at once (202) and matched by its job (decision 092): wait for the job.
    const matched = async (res: Awaited<ReturnType<typeof csv>>) => {
      expect(res.statusCode, res.body).toBe(202);
      const { importId } = res.json() as { importId: number };
      return waitFor(
        async () => (await t.app.inject({ url: `/api/hail-reports/imports/${importId}`, headers: { cookie: t.cookie } })).json(),
        (s) => s.status !== "matching",
        `hail import ${importId} matched`,
      );
    };
    const first = await matched(await csv("/api/hail-reports/import?fileName=storm-1.csv", spcDay(880001, "2026-05-10", 29.754, -95.356)));
    expect(first.stormMatch.leadsCreated).toBeGreaterThan(0);
    await expectRollupsTrue(await instants());
    // a second storm day over the same roofs updates their leads (evidence), adds none
    const second = await matched(await csv("/api/hail-reports/import?fileName=storm-2.csv", spcDay(880002, "2026-05-20", 29.754, -95.356)));
    expect(second.stormMatch).toMatchObject({ leadsCreated: 0 });
    await expectRollupsTrue(await instants());
  });

  it("transactions writing many leads at once take turns instead of deadlocking on the rollup rows (decision 126)", async () => {
    // Four writers, each a few transactions of leads of every platform and source, each writer in
    // another order: on PostgreSQL (a pool of connections) these upserted the same rollup rows in
    // different orders and one was aborted with "deadlock detected" before the lock.
    const writer = async (w: number) => {
      for (let txn = 0; txn < 3; txn++) {
        await t.db.transaction(async (tx) => {
          for (let i = 0; i < 24; i++) {
            const k = (i + w * 5) % 24;
            await createOrUpdateLead(tx, {
              platform: k % 2 === 0 ? "roofstrike" : "dealengineai",
              source: SOURCES[(k >> 1) % SOURCES.length]!,
              propertyAddress: `${w}-${txn}-${i} Turn St, Houston, TX`,
              ownerName: `Writer ${w}`,
              zipCode: ZIPS[k % ZIPS.length] ?? null,
            });
          }
        });
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    await expectRollupsTrue(await instants());
  });

  it("storm-matching chunks in flight at once, beside other lead writers, keep the rollups true (decision 143)", async () => {
    // 150 roofs across several grid cells, one storm over them, matched in chunks of 10, three lanes
    // at once (side by side on PostgreSQL), while two writers add and change leads of every kind.
    expect((await csv("/api/properties/import?fileName=lanes.csv", PROPERTIES(150, 29.70, -95.50))).json()).toMatchObject({ imported: 150 });
    const [report] = await t.db.insert(hailReports).values({ source: "spc", sourceId: "spc:test:lanes", eventDate: "2026-05-30", lat: 29.708, lon: -95.43, sizeInches: 2 }).returning({ id: hailReports.id });
    const writer = async (w: number) => {
      for (let i = 0; i < 12; i++) {
        await t.db.transaction(async (tx) => {
          const lead = await createOrUpdateLead(tx, { platform: i % 2 ? "roofstrike" : "dealengineai", source: SOURCES[i % SOURCES.length]!, propertyAddress: `${w}-${i} Lane St, Houston, TX`, ownerName: `Lane ${w}`, zipCode: ZIPS[i % ZIPS.length] ?? null });
          await tx.update(leads).set({ status: "qualified", convertedAt: i % 3 === 0 ? new Date() : null, revenue: i % 3 === 0 ? 1200 : null }).where(eq(leads.id, lead.lead.id));
        });
      }
    };
    const [result] = await Promise.all([matchStormReports(t.db, [report!.id], { radiusMiles: 5, minSizeInches: 1, chunkProperties: 10, parallelChunks: 3 }), writer(0), writer(1)]);
    expect(result.leadsCreated).toBe(150);
    await expectRollupsTrue(await instants());
  });

  it("equal the recount after the sample data is removed, a lead deleted and a bulk statement", async () => {
    expect(await t.db.$count(leads, eq(leads.isSample, true))).toBeGreaterThan(0);
    const removed = await api("POST", "/api/admin/sample-data/remove", {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().removed.leads).toBeGreaterThan(0);
    await expectRollupsTrue(await instants());
    // No screen deletes a real lead; the rollups follow any delete all the same (its events go with it).
    const [victim] = await t.db.select({ id: leads.id }).from(leads).where(sql`first_contacted_at is not null and converted_at is not null`).limit(1);
    if (victim) await t.db.delete(leads).where(eq(leads.id, victim.id));
    // A set-based statement over many leads at once (as the storm matcher's): one trigger run.
    await t.db.execute(sql`update leads set is_sample = (id % 3 = 0), zip_code = case when id % 2 = 0 then '77005' else zip_code end where id % 4 <> 1`);
    await t.db.execute(sql`delete from lead_events where type = 'contacted' and id % 2 = 0`);
    await expectRollupsTrue(await instants());
  });
});
