import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signIn } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { startFakeSlack, type FakeSlack } from "../../test/fakes/slack";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { migrateDatabase, openDatabase, type Database } from "../../db/client";
import { seedDatabase } from "../../seed";
import { standups } from "../../db/schema";
import type { LanguageModelService } from "../../agents/language-model";
import { waitFor } from "../../test/wait-for";
import { fireSchedule, PGBOSS_SEND_IT_QUEUE, storedSchedule } from "../../test/schedules";
import { STANDUP_JOB } from "../../domain/jobs";
import { calendarDate } from "../../lib/dates";

/** A cron for the current UTC minute (waiting out the end of a minute so the run is not missed). */
async function cronForThisMinute() {
  if (new Date().getUTCSeconds() > 45) await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
  const now = new Date();
  return `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
}

describe("standup and Slack, not configured", () => {
  const t = useTestApp();

  it("has no standup until one is generated, then a factual one from the last day", async () => {
    const before = (await t.app.inject({ url: "/api/standup/daily", headers: { cookie: t.cookie } })).json();
    expect(before).toEqual({ standup: null, schedule: { cron: "0 9 * * *", timeZone: "America/Chicago" } });
    const lead = (await t.app.inject({ method: "POST", url: "/api/skip-trace/add-lead", headers: { cookie: t.cookie }, payload: { propertyAddress: "9 Pine", ownerName: "Lu" } })).json();
    // One converted lead (issue 19: the standup counts it next to the dispatched commands).
    const converted = await t.app.inject({ method: "POST", url: `/api/leads/${lead.id}/convert`, headers: { cookie: t.cookie }, payload: { value: 12000 } });
    expect(converted.statusCode, converted.body).toBe(200);
    // Two commands, one of them to every agent (four tasks): two dispatched.
    for (const assignTo of ["cto", "all"]) {
      const sent = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "Check the storm leads", priority: "medium", assignTo } });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const res = await t.app.inject({ method: "POST", url: "/api/standup/trigger", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: "Standup generated (Slack is not configured)", code: "STANDUP_NO_SLACK" });
    expect(body.standup.message).toMatch(/Leads: 1 added, 0 skip-traced, 1 converted\./);
    // The figures are stored and answered with it: the screen writes the standup from them in the reader's language.
    expect(body.standup.facts).toMatchObject({ leadsAdded: 1, leadsConverted: 1, commandsDispatched: 2, windowHours: 24 });
    expect(body.standup.message).toMatch(/Commands: 2 dispatched to the agents\./);
    expect(body.standup.generatedBy).toBe("facts");
    const daily = (await t.app.inject({ url: "/api/standup/daily", headers: { cookie: t.cookie } })).json();
    expect(daily.standup.formattedMessage).toMatch(/^\*Daily standup for /);
  });

  it("says Ready to Connect with the secrets to set, and refuses the tests with 503", async () => {
    const status = (await t.app.inject({ url: "/api/slack/status", headers: { cookie: t.cookie } })).json();
    expect(status.status).toMatchObject({ connected: false, state: "not_configured" });
    expect(status.status.message).toMatch(/^Not configured: set SLACK_BOT_TOKEN and SLACK_CHANNEL_ID/);
    expect(status.requiredSecrets).toEqual([{ name: "SLACK_BOT_TOKEN", set: false }, { name: "SLACK_CHANNEL_ID", set: false }]);
    expect(status.scopes).toEqual(["chat:write", "channels:read", "channels:join"]);
    for (const url of ["/api/slack/test-standup", "/api/slack/test-kpi"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { cookie: t.cookie } });
      expect(res.statusCode).toBe(503);
    }
  });
});

describe("Slack against a local fake of its Web API", () => {
  let fake: FakeSlack;
  const stubAi: LanguageModelService = {
    configured: true,
    label: "stub-model",
    async generateText(o) {
      return { text: `Standup written from: ${o.prompt.split("\n")[0]}`, model: "stub-model", usage: { inputTokens: 1, outputTokens: 1 } };
    },
    async generateObject() {
      throw new Error("not used");
    },
  };
  beforeAll(async () => {
    fake = await startFakeSlack();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({ SLACK_BOT_TOKEN: fake.token, SLACK_CHANNEL_ID: "C0STANDUP", SLACK_API_URL: fake.url }), { ai: stubAi });

  it("reads Connected from auth.test, posts the standup and the KPI summary as Block Kit", async () => {
    const status = (await t.app.inject({ url: "/api/slack/status", headers: { cookie: t.cookie } })).json();
    expect(status.status).toEqual({ connected: true, state: "connected", message: "Connected to Ops Group as opsbot", code: "CHECK_SLACK_OK", params: { team: "Ops Group", user: "opsbot" } });
    expect(status.features).toEqual({ dailyStandups: true, realTimeAlerts: false, kpiSummaries: true });
    const trigger = (await t.app.inject({ method: "POST", url: "/api/standup/trigger", headers: { cookie: t.cookie } })).json();
    // The COO agent's post waits for a person's yes (decision 072); once approved and sent, the standup reads posted.
    expect(trigger.message).toBe("Standup generated; its Slack post waits in the approval queue");
    expect(trigger.standup).toMatchObject({ postedToSlack: false, generatedBy: "stub-model" });
    expect(trigger.standup.message).toMatch(/^Standup written from: Date: \d{4}-\d{2}-\d{2}/);
    expect(fake.posts).toHaveLength(0);
    const queue = (await t.app.inject({ url: "/api/approvals?status=drafted&kind=slack_post", headers: { cookie: t.cookie } })).json();
    expect(queue.items[0]).toMatchObject({ kind: "slack_post", recipient: "C0STANDUP", draftedBy: "standup", agentRole: "coo", body: trigger.standup.formattedMessage });
    await t.app.inject({ method: "POST", url: `/api/approvals/${queue.items[0].id}/approve`, headers: { cookie: t.cookie }, payload: {} });
    expect(await t.app.outbox.send(queue.items[0].id, false)).toEqual({ sent: true });
    expect(fake.posts[0].text).toBe(trigger.standup.formattedMessage);
    const daily = (await t.app.inject({ url: "/api/standup/daily", headers: { cookie: t.cookie } })).json();
    expect(daily.standup).toMatchObject({ postedToSlack: true });
    const kpi = await t.app.inject({ method: "POST", url: "/api/slack/test-kpi", headers: { cookie: t.cookie } });
    expect(kpi.json()).toEqual({ ok: true, message: "Test KPI summary posted to Slack" });
    expect(JSON.stringify(fake.posts.at(-1)!.blocks)).toMatch(/Claim leads/);
    const st = await t.app.inject({ method: "POST", url: "/api/slack/test-standup", headers: { cookie: t.cookie } });
    expect(st.statusCode).toBe(200);
    expect(fake.posts).toHaveLength(3);
  });

  it("tells a refused token (failing) from not configured, and reports a post error", async () => {
    const bad = await buildTestApp({ SLACK_BOT_TOKEN: "xoxb-wrong", SLACK_CHANNEL_ID: "C0OTHER", SLACK_API_URL: fake.url });
    try {
      const c = await signIn(bad.app);
      const status = (await bad.app.inject({ url: "/api/slack/status", headers: { cookie: c } })).json();
      expect(status.status.state).toBe("failing");
      expect(status.status.message).toMatch(/invalid_auth/);
      const res = await bad.app.inject({ method: "POST", url: "/api/slack/test-kpi", headers: { cookie: c } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/invalid_auth/);
    } finally {
      await bad.close();
    }
  }, 60_000);
});

describe("the scheduled standup", () => {
  it("runs from the job queue's schedule in the company time zone", async () => {
    // A zone whose date is often not UTC's, and a minute that is not now: pg-boss's own cron stays out of it.
    const timeZone = "Pacific/Kiritimati";
    const t = await buildTestApp({ STANDUP_CRON: "30 6 * * 1-5", COMPANY_TIME_ZONE: timeZone }, { workers: true });
    try {
      expect(await storedSchedule(t.app.jobs.boss, STANDUP_JOB.name)).toMatchObject({ name: "standup.daily", cron: "30 6 * * 1-5", timezone: timeZone });
      const before = calendarDate(timeZone);
      await fireSchedule(t.app.jobs.boss, STANDUP_JOB.name);
      const rows = await waitFor(async () => {
        const r = await t.database.db.select().from(standups);
        return r.length > 0 && r;
      }, "the scheduled standup");
      expect(rows).toHaveLength(1);
      expect(rows[0].trigger).toBe("schedule");
      expect([before, calendarDate(timeZone)]).toContain(rows[0].standupDate);
      const [job] = await waitFor(
        () => t.database.execute<{ state: string }>("select state from pgboss.job where name = $1", [STANDUP_JOB.name]),
        (jobs) => jobs.length > 0 && jobs.every((j) => j.state === "completed"),
        "the standup job to be recorded completed",
      );
      expect(job.state).toBe("completed");
    } finally {
      await t.close();
    }
  }, 90_000);

  it.skipIf(!process.env.DATABASE_URL)("runs once with two app instances on one PostgreSQL database", async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `aiops_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const cron = await cronForThisMinute();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_MODE: "true", DATABASE_URL: url.href, DATABASE_POOL_MAX: "4", STANDUP_CRON: cron, COMPANY_TIME_ZONE: "UTC" });
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase(config.database);
        databases.push(database);
        await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
      }
      // pg-boss installs its schema on the first start; then both instances work and schedule together.
      for (const database of databases) {
        const app = await buildApp({ config, database, logger: false, workers: true });
        apps.push(app);
        await app.ready();
      }
      await Promise.all(apps.map((app) => app.jobs.startWorkers()));
      const db = databases[0];
      // pg-boss's own cron, not fired by the test: its first check in each instance comes at start.
      await waitFor(async () => (await db.execute<{ n: number }>("select count(*)::int as n from standups"))[0].n > 0, "a standup", 90_000);
      const [done] = await waitFor(
        () => db.execute<{ completed_on: Date | null }>("select completed_on from pgboss.job where name = $1 and state = 'completed'", ["standup.daily"]),
        (rows) => rows.length >= 1,
        "the job to complete",
        90_000,
      );
      // A schedule check after the job was done (either instance's; one checks per 5 s) queued nothing more.
      await waitFor(
        async () => (await db.execute<{ cron_on: Date | null }>("select cron_on from pgboss.version"))[0].cron_on,
        (cronOn) => cronOn !== null && cronOn > done.completed_on!,
        "a schedule check after the job completed",
      );
      const [{ n }] = await db.execute<{ n: number }>("select count(*)::int as n from standups");
      expect(n).toBe(1);
      const [jobs] = await db.execute<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1", ["standup.daily"]);
      expect(jobs.n).toBe(1);
      // Why no instance can queue it again this minute: pg-boss holds one send record per schedule
      // and 60-second slot (a unique index), and it is taken.
      const sent = await db.execute<{ singleton_on: Date }>("select singleton_on from pgboss.job where name = $1 and singleton_key = $2", [PGBOSS_SEND_IT_QUEUE, "standup.daily"]);
      expect(sent).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
  }, 180_000);
});
