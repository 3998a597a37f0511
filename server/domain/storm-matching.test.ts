import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app";
import { waitFor } from "../test/wait-for";
import { activityLog, hailReports, leadEvents, leads, stormHits } from "../db/schema";
import { campaignLeadIds, idRanges, STORM_CAMPAIGN_JOB, type Job, type JobSender } from "./jobs";
import { failureReason } from "./hail/import-hail-reports";
import { matchStormReports } from "./storm-matching";

const t = useTestApp({}, { workers: true });

const PROPERTIES = [
  "address,city,zip,latitude,longitude,owner,company,property_type,roof_size_sqft",
  "1200 Main St,Houston,77002,29.7530,-95.3650,Ana Ruiz,,Commercial,24000",
  "800 Travis St,Houston,77002,29.7600,-95.3700,,Travis Towers LLC,Office,52000",
  "100 Congress Ave,Austin,78701,30.2672,-97.7431,,Capitol Roofs,Retail,8000",
].join("\n");
const SPC_HEADER = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";
const spcRow = (om: number, date: string, mag: number, lat: number, lon: number) => {
  const [y, m, d] = date.split("-");
  return `${om},${y},${m},${d},${date},16:10:00,3,TX,48,0,${mag.toFixed(2)},0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,201,0,0,0`;
};
const STORM_FILE = [SPC_HEADER, spcRow(990001, "2026-05-10", 1.75, 29.756, -95.366), spcRow(990002, "2026-05-10", 1.0, 29.7565, -95.3665), spcRow(990003, "2026-05-10", 0.75, 29.754, -95.365), spcRow(990004, "2026-05-10", 2.5, 33.0, -97.0)].join("\n");

const post = (url: string, payload: string) => t.app.inject({ method: "POST", url, headers: { cookie: t.cookie, "content-type": "text/csv" }, payload });
/** The admin's upload: answered at once (202), matched by its job; returns the import once its job is done. */
async function upload(fileName: string, text: string) {
  const res = await post(`/api/hail-reports/import?fileName=${fileName}`, text);
  expect(res.statusCode, res.body).toBe(202);
  const { importId } = res.json() as { importId: number };
  return waitFor(
    async () => (await t.app.inject({ url: `/api/hail-reports/imports/${importId}`, headers: { cookie: t.cookie } })).json(),
    (s) => s.status !== "matching",
    `hail import ${importId} matched`,
  );
}
/** The storm leads in their properties' order (on PostgreSQL lanes of cells create them side by side, decision 143). */
const stormLeads = () => t.db.select().from(leads).where(eq(leads.source, "storm_match")).orderBy(leads.propertyId, leads.id);

describe("storm matching", () => {
  it("an imported hail file makes one storm-hit lead per property under the storm, with evidence, events and a feed entry", async () => {
    expect((await post("/api/properties/import", PROPERTIES)).json()).toMatchObject({ imported: 3 });
    const res = await upload("storm.csv", STORM_FILE);
    expect(res).toMatchObject({ status: "done", error: null, progress: { hits: 2, leadsCreated: 2, leadsUpdated: 0 } });
    expect(res.stormMatch).toEqual({ hits: 2, leadsCreated: 2, leadsUpdated: 0, stormDays: ["2026-05-10"] });

    const rows = await stormLeads();
    expect(rows.map((l) => l.propertyAddress)).toEqual(["1200 Main St, Houston, TX 77002", "800 Travis St, Houston, TX 77002"]);
    for (const l of rows) {
      expect(l).toMatchObject({ platform: "roofstrike", status: "new", priority: "medium", isSample: false });
      expect(l.evidence.stormHits).toHaveLength(1);
      // the largest report of the day decides; the 0.75 in report does not count
      expect(l.evidence.stormHits![0]).toMatchObject({ stormDay: "2026-05-10", sizeInches: 1.75, source: "NOAA SPC", sourceId: expect.stringContaining("990001") });
      expect(l.evidence.stormHits![0].distanceMiles).toBeLessThan(3);
      const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, l.id));
      expect(events.map((e) => e.type).sort()).toEqual(["created", "storm_hit"]);
    }
    expect(rows[1].companyName).toBe("Travis Towers LLC");
    const feed = await t.db.select().from(activityLog);
    expect(feed.some((a) => a.type === "storm_match" && a.message.startsWith("Storm 2026-05-10: 2 properties hit"))).toBe(true);
    expect(feed.filter((a) => a.type === "lead_added")).toHaveLength(2);
    // the storm day's campaign job ran (the workers are on): its feed entry
    await waitFor(async () => (await t.db.select().from(activityLog)).some((a) => a.type === "campaign_drafted" && a.message.startsWith("Storm 2026-05-10")), "the storm campaign drafted");

    const detail = (await t.app.inject({ url: `/api/properties/${rows[0].propertyId}`, headers: { cookie: t.cookie } })).json();
    // every report of the hit day near the property is marked (1.75, 1.00 and the 0.75 that alone would not count)
    expect(detail.stormHistory.filter((h: { hit: boolean }) => h.hit)).toHaveLength(3);
    expect(detail.leads).toEqual([{ id: rows[0].id, platform: "roofstrike", status: "new", source: "storm_match" }]);
  });

  it("a duplicate import changes nothing", async () => {
    const before = { leads: await stormLeads(), hits: await t.db.select().from(stormHits), feed: (await t.db.select().from(activityLog)).length, events: (await t.db.select().from(leadEvents)).length };
    const again = await upload("storm-again.csv", STORM_FILE);
    expect(again).toMatchObject({ imported: 0, stormMatch: { hits: 0, leadsCreated: 0, leadsUpdated: 0 } });
    expect(await stormLeads()).toEqual(before.leads);
    expect(await t.db.select().from(stormHits)).toEqual(before.hits);
    expect((await t.db.select().from(activityLog)).length).toBe(before.feed);
    expect((await t.db.select().from(leadEvents)).length).toBe(before.events);
  });

  it("a later storm day updates the existing lead with its evidence", async () => {
    const res = await upload("day2.csv", [SPC_HEADER, spcRow(990010, "2026-05-12", 2.25, 29.7531, -95.3651)].join("\n"));
    expect(res.stormMatch).toEqual({ hits: 2, leadsCreated: 0, leadsUpdated: 2, stormDays: ["2026-05-12"] });
    const [main] = await stormLeads();
    expect(main.evidence.stormHits!.map((h) => h.stormDay)).toEqual(["2026-05-12", "2026-05-10"]);
    expect(main.priority).toBe("medium"); // an operator's priority is not overwritten
    expect(main.stormDate?.toISOString().slice(0, 10)).toBe("2026-05-12");
  });

  it("two instances matching the same reports make no duplicate leads or hits, and the campaign job is queued once per storm day", async () => {
    const reports = await t.db
      .insert(hailReports)
      .values([
        { source: "spc", sourceId: "spc:test:race1", eventDate: "2026-06-01", lat: 29.755, lon: -95.366, sizeInches: 1.5 },
        { source: "spc", sourceId: "spc:test:race2", eventDate: "2026-06-01", lat: 29.759, lon: -95.369, sizeInches: 1.25 },
      ])
      .returning({ id: hailReports.id });
    const ids = reports.map((r) => r.id);
    const sent: [Job, object][] = [];
    const jobs: JobSender = { has: (j) => j === STORM_CAMPAIGN_JOB, send: async (j, d) => void sent.push([j, d]) };
    const rule = { radiusMiles: 3, minSizeInches: 1 };
    const results = await Promise.all([matchStormReports(t.db, ids, rule, jobs), matchStormReports(t.db, ids, rule, jobs)]);
    expect(results.map((r) => r.hits).sort()).toEqual([0, 2]);
    const hits = await t.db.select().from(stormHits).where(eq(stormHits.stormDay, "2026-06-01"));
    expect(hits).toHaveLength(2);
    expect(await stormLeads()).toHaveLength(2);
    expect(sent.map(([j, d]) => [j, { ...d, leadIds: campaignLeadIds(d) }])).toEqual([[STORM_CAMPAIGN_JOB, { stormDay: "2026-06-01", leadIdRanges: expect.any(Array), leadIds: hits.map((h) => h.leadId!).sort((a, b) => a - b) }]]);
    // without a defined worker nothing is queued and nothing fails
    await expect(matchStormReports(t.db, ids, rule, { has: () => false, send: async () => { throw new Error("not defined"); } })).resolves.toMatchObject({ hits: 0 });
  });

  it("a run again after a failure part way queues the storm day's campaign with every hit lead, the failed run's too", async () => {
    const reports = await t.db
      .insert(hailReports)
      .values([{ source: "spc", sourceId: "spc:test:resume1", eventDate: "2026-06-02", lat: 29.757, lon: -95.367, sizeInches: 1.5 }])
      .returning({ id: hailReports.id });
    const ids = reports.map((r) => r.id);
    const rule = { radiusMiles: 3, minSizeInches: 1, chunkProperties: 1 };
    const stopped = matchStormReports(t.db, ids, rule, undefined, (p) => {
      if (p.propertiesChecked > 0) throw new Error("stopped part way");
    });
    await expect(stopped).rejects.toThrow("stopped part way");
    expect(await t.db.select().from(stormHits).where(eq(stormHits.stormDay, "2026-06-02"))).toHaveLength(1);
    const sent: [Job, object][] = [];
    const jobs: JobSender = { has: (j) => j === STORM_CAMPAIGN_JOB, send: async (j, d) => void sent.push([j, d]) };
    expect(await matchStormReports(t.db, ids, rule, jobs)).toMatchObject({ hits: 1 });
    const hits = (await t.db.select().from(stormHits).where(eq(stormHits.stormDay, "2026-06-02"))).sort((a, b) => a.propertyId - b.propertyId);
    expect(hits).toHaveLength(2);
    expect(sent.map(([j, d]) => [j, { ...d, leadIds: campaignLeadIds(d) }])).toEqual([[STORM_CAMPAIGN_JOB, { stormDay: "2026-06-02", leadIdRanges: expect.any(Array), leadIds: hits.map((h) => h.leadId!).sort((a, b) => a - b) }]]);
  });

  it("sends a storm day's leads as runs of consecutive ids, and reads them back the same", () => {
    expect(idRanges([7, 3, 4, 5, 9, 10, 4, 12])).toEqual([[3, 5], [7, 7], [9, 10], [12, 12]]);
    expect(idRanges([])).toEqual([]);
    expect(campaignLeadIds({ leadIdRanges: idRanges([7, 3, 4, 5, 9, 10, 12]) })).toEqual([3, 4, 5, 7, 9, 10, 12]);
    expect(campaignLeadIds({ leadIds: [2, 3], leadIdRanges: [[3, 4]] })).toEqual([2, 3, 4]);
    expect(STORM_CAMPAIGN_JOB.payload.safeParse({ stormDay: "2026-06-02", leadIdRanges: [[5, 4]] }).success).toBe(false);
    expect(STORM_CAMPAIGN_JOB.payload.safeParse({ stormDay: "2026-06-02", leadIds: [1], leadIdRanges: [[1, 100_000]] }).success).toBe(true);
    // a range is expanded in memory: one that names more ids than a storm could is refused
    expect(STORM_CAMPAIGN_JOB.payload.safeParse({ stormDay: "2026-06-02", leadIdRanges: [[1, 2_000_000_000]] }).success).toBe(false);
  });

  it("a failure keeps the database's reason, never the statement or its values", () => {
    const query = `select * from leads where id in (${Array.from({ length: 5000 }, (_, i) => `$${i + 1}`).join(", ")})`;
    const err = new Error(`Failed query: ${query}\nparams: 1,2,3`, { cause: new Error("bind message has 34465 parameter formats but 0 parameters") });
    expect(failureReason(err)).toBe("bind message has 34465 parameter formats but 0 parameters");
    expect(failureReason(new Error(`Failed query: ${query}`))).toBe("unknown error");
    expect(failureReason(new Error("connection refused\nmore"))).toBe("connection refused");
  });
});
