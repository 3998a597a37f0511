import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { waitFor } from "../../test/wait-for";

/**
 * Issue 18 (decision 092) at a small size: a storm over 2,000 stored properties uploaded as an
 * admin through the HTTP API is answered at once (202 and the import's id), matched by its job in
 * chunks, and meanwhile the app keeps answering: every /api/health probe sent while the job runs
 * gets its 200. Afterwards every property has its storm hit and lead, and the storm day's campaign
 * drafts exist. (The full size, 100,000 properties, is bench/storm.ts.)
 */
const N = 2_000;
const t = useTestApp({ STORM_MATCH_CHUNK_PROPERTIES: "100" }, { workers: true });
const csv = { "content-type": "text/csv" };
const STORM_DAY = "2026-04-28";

/** N properties within about 1.5 miles of Dallas/Fort Worth's (32.80, -97.00), on a fixed spiral. */
function propertyFile() {
  const rows = ["address,city,zip,latitude,longitude,owner"];
  for (let i = 0; i < N; i++) {
    const r = 0.02 * Math.sqrt(i / N);
    const a = i * 2.399963;
    rows.push(`${100 + i} Storm Test Way,Arlington,76011,${(32.8 + r * Math.cos(a)).toFixed(6)},${(-97 + r * Math.sin(a)).toFixed(6)},Owner ${i}`);
  }
  return rows.join("\n");
}
/** One SPC day: 1.75 in hail at the centre and around it. */
function hailFile() {
  const header = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";
  const rows = [header];
  for (let i = 0; i < 12; i++) {
    const lat = (32.8 + 0.01 * Math.cos(i)).toFixed(4);
    const lon = (-97 + 0.01 * Math.sin(i)).toFixed(4);
    rows.push(`${770100 + i},2026,04,28,${STORM_DAY},18:${String(10 + i).padStart(2, "0")}:00,3,TX,48,0,${i % 3 === 0 ? "2.00" : "1.75"},0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,439,0,0,0`);
  }
  return rows.join("\n");
}

describe("a storm over 2,000 properties uploaded through the API", () => {
  it("is answered at once, matched by its job while /api/health keeps answering, and ends with every lead and the campaign drafts", async () => {
    const props = await t.app.inject({ method: "POST", url: "/api/properties/import?fileName=dfw.csv", headers: { cookie: t.cookie, ...csv }, payload: propertyFile() });
    expect(props.json()).toMatchObject({ imported: N });

    const res = await t.app.inject({ method: "POST", url: "/api/hail-reports/import?fileName=dfw-storm.csv", headers: { cookie: t.cookie, ...csv }, payload: hailFile() });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ imported: 12, status: "matching", importId: expect.any(Number) });
    const importId = res.json().importId as number;

    // Probe health until the job is done; each probe must be answered with 200.
    const probes: { status: number; during: boolean }[] = [];
    let state: { status: string; progress: { propertiesChecked: number; propertiesToCheck: number; hits: number } | null };
    const seen = new Set<number>();
    const deadline = Date.now() + 45_000; // only so that a job that never ends fails the test (as waitFor does)
    do {
      if (Date.now() > deadline) throw new Error(`the import was still matching after ${probes.length} probes: ${JSON.stringify(state!)}`);
      const health = await t.app.inject({ url: "/api/health" });
      state = (await t.app.inject({ url: `/api/hail-reports/imports/${importId}`, headers: { cookie: t.cookie } })).json();
      const running = state.status === "matching" && (state.progress?.propertiesChecked ?? 0) > 0;
      probes.push({ status: health.statusCode, during: running });
      if (state.progress) seen.add(state.progress.propertiesChecked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (state.status === "matching");
    expect(state).toMatchObject({ status: "done", error: null, progress: { propertiesToCheck: N, propertiesChecked: N, hits: N, leadsCreated: N, leadsUpdated: 0 } });
    expect(probes.every((p) => p.status === 200)).toBe(true);
    expect(probes.filter((p) => p.during).length).toBeGreaterThan(0); // health was answered while chunks were being matched
    expect(seen.size).toBeGreaterThan(2); // the progress moved chunk by chunk

    const [counts] = (await t.db.execute(sql`
      select (select count(*) from storm_hits where storm_day = ${STORM_DAY})::int as hits,
             (select count(*) from leads where source = 'storm_match' and lower(property_address) like '%storm test way%')::int as leads,
             (select count(*) from lead_events where type = 'storm_hit')::int as events`)).rows as { hits: number; leads: number; events: number }[];
    expect(counts).toEqual({ hits: N, leads: N, events: N });

    // The storm day's campaign (campaign.storm): the social post drafted into the approval queue
    // (the properties have no phone numbers, so no WhatsApp drafts), with the job's figures.
    const campaign = await waitFor(
      async () => (await t.db.execute(sql`select c.id, (select count(*) from outbound_messages o where o.campaign_id = c.id and o.kind = 'social_post')::int as posts from campaigns c where c.kind = 'storm' and c.storm_day = ${STORM_DAY}`)).rows[0] as { id: number; posts: number } | undefined,
      "the storm day's campaign",
    );
    expect(Number(campaign.posts)).toBe(1);
    const status = (await t.app.inject({ url: "/api/hail-reports/status", headers: { cookie: t.cookie } })).json();
    expect(status.lastImports[0]).toMatchObject({ id: importId, status: "done", summary: { stormMatch: { hits: N, leadsCreated: N, stormDays: [STORM_DAY] } } });
  });
});
