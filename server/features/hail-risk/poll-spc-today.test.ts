import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, hailReports, outboundMessages, spcPolls } from "../../db/schema";
import { readChecks } from "../../domain/integration-checks";
import { SPC_DAILY_JOB, SPC_POLL_JOB } from "../../domain/jobs";
import { offSeasonMonths, pollCron } from "../../integrations/spc/client";
import { buildAnotherInstance, buildTestApp, signIn, type TestApp } from "../../test/build-test-app";
import { SPC_TODAY_HEADER, startFakeSpc, type FakeSpc } from "../../test/fakes/spc";
import { fireSchedule, storedSchedule } from "../../test/schedules";
import { waitFor } from "../../test/wait-for";
import { pollSpcToday } from "./poll-spc-today";

// Two lines near Katy (a stored property sits under the first) and one near Fort Worth.
const KATY = "1530,175,2 N Katy,Harris,TX,29.82,-95.83,(HGX)";
const KATY_SMALL = "1540,100,Katy,Harris,TX,29.80,-95.82,(HGX)";
const FORT_WORTH = "1545,100,Fort Worth,Tarrant,TX,32.75,-97.33,quarter hail (FWD)";
const file = (...lines: string[]) => [SPC_TODAY_HEADER, ...lines].join("\n") + "\n";
const PROPERTY = "address,city,zip,latitude,longitude,owner,company,property_type,roof_size_sqft\n25 Katy Fwy,Katy,77494,29.8210,-95.8310,Ana Ruiz,,Residential,3000";

/** A season that leaves out this month and the next: pg-boss's own cron never fires during the test; the test fires the schedule. */
function seasonNotNow() {
  const m = new Date().getUTCMonth() + 1;
  const from = ((m + 1) % 12) + 1;
  return `${from}-${from}`;
}

const spcReports = (t: TestApp) =>
  t.database.db.select({ sourceId: hailReports.sourceId }).from(hailReports).where(eq(hailReports.source, "spc-today")).orderBy(hailReports.sourceId);
const pollRow = async (t: TestApp, url: string) => (await t.database.db.select().from(spcPolls).where(eq(spcPolls.url, url)))[0];
const spcCheck = async (t: TestApp) => (await readChecks(t.database.db)).find((c) => c.name === "spc_daily")!;

describe("the SPC current-day poller against a fake SPC over HTTP", () => {
  let fake: FakeSpc;
  let t: TestApp;
  let cookie: string;
  const poll = () => pollSpcToday({ db: t.database.db, config: t.app.config }, { rule: t.app.config.stormMatch, jobs: t.app.jobs });

  beforeAll(async () => {
    fake = await startFakeSpc(file());
    t = await buildTestApp({ SPC_TODAY_HAIL_URL: fake.url, SPC_POLL_SEASON: seasonNotNow(), SPC_POLL_INTERVAL_MINUTES: "5" }, { workers: true });
    cookie = await signIn(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/properties/import", headers: { cookie, "content-type": "text/csv" }, payload: PROPERTY });
    expect(res.json()).toMatchObject({ imported: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it("is scheduled every 5 minutes in season and once a day outside it", async () => {
    const season = t.app.config.spc.pollSeason;
    expect(await storedSchedule(t.app.jobs.boss, SPC_POLL_JOB.name)).toMatchObject({ cron: pollCron(5, season), timezone: "America/Chicago" });
    expect((await storedSchedule(t.app.jobs.boss, SPC_DAILY_JOB.name)).cron).toBe(`30 23 * ${offSeasonMonths(season)} *`);
    expect(pollCron(5, [3, 9])).toBe("*/5 * * 3,4,5,6,7,8,9 *");
    expect(offSeasonMonths([3, 9])).toBe("1,2,10,11,12");
    expect(offSeasonMonths([11, 2])).toBe("3,4,5,6,7,8,9,10");
    expect(offSeasonMonths([1, 12])).toBeNull();
    // Off season the daily fetch runs at 23:30 in the company's time zone: a run of the suite at that
    // hour saw it poll in the middle of the next tests (polls: 2 where the test fired one). The
    // tests below fire the poll themselves.
    await t.app.jobs.boss.unschedule(SPC_DAILY_JOB.name);
  });

  it("a new line: the scheduled poll imports it, matches it and the storm day's campaign is drafted into the approval queue", async () => {
    fake.body = file(KATY, FORT_WORTH);
    const fired = performance.now();
    await fireSchedule(t.app.jobs.boss, SPC_POLL_JOB.name);
    const row = await waitFor(() => pollRow(t, fake.url), (r) => r?.outcome === "imported", "the poll to import the new lines");
    expect(row).toMatchObject({ newReports: 2, error: null, polls: 1 });
    const [{ day }] = await t.database.execute<{ day: string }>("select min(event_date)::text as day from hail_reports where source = 'spc-today'");
    const campaign = await waitFor(
      async () => (await t.database.db.select().from(campaigns).where(and(eq(campaigns.kind, "storm"), eq(campaigns.stormDay, day))))[0],
      "the storm day's campaign",
    );
    const drafts = await waitFor(
      () => t.database.db.select().from(outboundMessages).where(and(eq(outboundMessages.campaignId, campaign.id), eq(outboundMessages.status, "drafted"))),
      (d) => d.length > 0,
      "the campaign's drafts in the approval queue",
    );
    expect(drafts.map((d) => d.kind)).toContain("social_post");
    // The measurement the note quotes (not asserted: no timing thresholds in tests).
    console.info(`SPC poll fired → drafts ready: ${Math.round(performance.now() - fired)} ms`);
    expect(await spcCheck(t)).toMatchObject({ state: "connected", message: expect.stringMatching(/2 new reports imported and matched/) });
  });

  it("the same lines again: a conditional request answered 304, nothing imported", async () => {
    const before = await spcReports(t);
    const r = await poll();
    expect(r).toMatchObject({ outcome: "not-modified", newReports: 0 });
    expect(fake.notModified).toBe(1);
    expect(await spcReports(t)).toEqual(before);
    // A server that ignores validators and sends the same body: read, recognised, not imported again.
    fake.validators = false;
    expect(await poll()).toMatchObject({ outcome: "unchanged", newReports: 0 });
    expect(await spcReports(t)).toEqual(before);
    fake.validators = true;
    expect((await spcCheck(t)).state).toBe("connected");
  });

  it("a 500: recorded and shown as failing in health and on the data-sources panel; the next good poll recovers", async () => {
    fake.status = 500;
    const r = await poll();
    expect(r).toMatchObject({ outcome: "failed", error: expect.stringMatching(/answered 500/) });
    expect(await spcCheck(t)).toMatchObject({ state: "failing", message: expect.stringMatching(/The last poll .* failed: SPC report file answered 500/) });
    const sources = (await t.app.inject({ url: "/api/companies/1/data-sources", headers: { cookie } })).json() as { type: string; status: string; lastError: string | null }[];
    expect(sources.find((s) => s.type === "spc_daily")).toMatchObject({ status: "error", lastError: expect.stringMatching(/answered 500/) });
    fake.status = 200;
    // The last 200 came from a server that sent no validators: read again, the same body.
    expect(await poll()).toMatchObject({ outcome: "unchanged" });
    expect((await spcCheck(t)).state).toBe("connected");
  });

  it("a malformed file: nothing imported, the error shown; the file is read again on the next poll", async () => {
    const before = await spcReports(t);
    fake.body = "<html><body>Service temporarily unavailable</body></html>";
    expect(await poll()).toMatchObject({ outcome: "failed", error: expect.stringMatching(/Unrecognised file/) });
    expect(await spcReports(t)).toEqual(before);
    expect((await spcCheck(t)).state).toBe("failing");
    const gets = fake.gets;
    fake.body = file(KATY, FORT_WORTH, KATY_SMALL);
    expect(await poll()).toMatchObject({ outcome: "imported", newReports: 1 });
    expect(fake.gets).toBe(gets + 1);
    expect((await spcReports(t)).length).toBe(before.length + 1);
  });

  it("a file SPC rewrote shorter: nothing lost, nothing twice; a new line in it is imported once", async () => {
    const before = await spcReports(t);
    expect(before).toHaveLength(3);
    fake.body = file(FORT_WORTH);
    expect(await poll()).toMatchObject({ outcome: "unchanged", newReports: 0 });
    expect(await spcReports(t)).toEqual(before);
    fake.body = file(FORT_WORTH, "1700,150,Plano,Collin,TX,33.02,-96.70,(FWD)");
    expect(await poll()).toMatchObject({ outcome: "imported", newReports: 1 });
    expect(await poll()).toMatchObject({ outcome: "not-modified" });
    const after = await spcReports(t);
    expect(after).toHaveLength(4);
    expect(new Set(after.map((r) => r.sourceId)).size).toBe(4);
    const [{ n }] = await t.database.execute<{ n: number }>("select count(*)::int as n from hail_imports where origin = 'spc-daily'");
    // One import row per body read that differed from the last (no row for a 304 or the same body).
    expect(n).toBe(4);
    const [{ polls }] = await t.database.db.select({ polls: spcPolls.polls }).from(spcPolls).where(sql`true`);
    expect(polls).toBe(10);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("poll once per interval between them, not once each", async () => {
    const fake = await startFakeSpc(file(KATY));
    const env = { SPC_TODAY_HAIL_URL: fake.url, SPC_POLL_SEASON: seasonNotNow() };
    const first = await buildTestApp(env, { workers: true });
    let second: TestApp | undefined;
    try {
      await first.app.jobs.boss.unschedule(SPC_DAILY_JOB.name); // the daily fetch at 23:30 company time: the test fires the poll
      second = await buildAnotherInstance(first, env);
      await second.app.jobs.startWorkers();
      const katy = async (instance: TestApp) => (await instance.app.inject({ url: "/api/hail-risk?zip=77494" })).json().recentStorm?.source;
      // Both instances have prepared the answer from the shipped reports.
      expect([await katy(first), await katy(second)]).toEqual(["NOAA SPC", "NOAA SPC"]);
      // Both instances' cron checks come in the same slot (the test fires for each, as each instance's timekeeper would).
      await Promise.all([fireSchedule(first.app.jobs.boss, SPC_POLL_JOB.name), fireSchedule(second.app.jobs.boss, SPC_POLL_JOB.name)]);
      await waitFor(() => pollRow(first, fake.url), (r) => r?.outcome === "imported", "the poll");
      await waitFor(
        () => first.database.execute<{ state: string }>("select state from pgboss.job where name = $1", [SPC_POLL_JOB.name]),
        (jobs) => jobs.length > 0 && jobs.every((j) => j.state === "completed"),
        "the poll job completed",
      );
      const jobs = await first.database.execute<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1", [SPC_POLL_JOB.name]);
      expect(jobs[0].n).toBe(1);
      expect(fake.gets).toBe(1);
      expect((await pollRow(first, fake.url))!.polls).toBe(1);
      // Whichever instance polled, both answer from the new reports (the other one sees the answers' version change).
      for (const instance of [first, second]) await waitFor(() => katy(instance), (source) => source === "NOAA SPC (current-day reports)", "the prepared answer to follow the import");
      // The queue is "stately": a second poll sent while one waits is not queued beside it.
      const ids = await Promise.all([first.app.jobs.send(SPC_POLL_JOB, {}, { startAfter: 3600 }), second.app.jobs.send(SPC_POLL_JOB, {}, { startAfter: 3600 })]);
      expect(ids.filter(Boolean)).toHaveLength(1);
    } finally {
      await second?.close();
      await first.close();
      await fake.stop();
    }
  }, 90_000);
});
