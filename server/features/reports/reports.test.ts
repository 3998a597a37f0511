import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyReportListSchema, weeklyReportSchema } from "../../../contract/reports";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { migrateDatabase, openDatabase, type Database } from "../../db/client";
import { seedDatabase } from "../../seed";
import { startFakeSlack, type FakeSlack } from "../../test/fakes/slack";
import { useTestApp } from "../../test/use-test-app";
import { REPORT_JOBS } from "../../domain/jobs";
import { waitFor } from "../../test/wait-for";
import { fireSchedule, PGBOSS_SEND_IT_QUEUE, storedSchedule } from "../../test/schedules";

let slack: FakeSlack;
beforeAll(async () => {
  slack = await startFakeSlack();
});
afterAll(async () => slack?.close());

describe("weekly reports", () => {
  const t = useTestApp(() => ({ SLACK_BOT_TOKEN: slack.token, SLACK_CHANNEL_ID: "C0STANDUP", SLACK_API_URL: slack.url }));

  it("lists the three schedules with no report before the first run", async () => {
    const list = weeklyReportListSchema.parse((await t.app.inject({ url: "/api/reports/weekly", headers: { cookie: t.cookie } })).json());
    expect(list.reports.map((r) => [r.kind, r.cron])).toEqual([
      ["technical_health", "0 9 * * 1"],
      ["infrastructure_review", "0 14 * * 3"],
      ["security_audit", "0 17 * * 5"],
    ]);
    expect(list.reports.every((r) => r.latest === null)).toBe(true);
  });

  it("generates a report from the stored figures (plain without a model), stores it and posts it to Slack once a person approves", async () => {
    await t.app.inject({ method: "POST", url: "/api/health/check", headers: { cookie: t.cookie } });
    const postsBefore = slack.posts.length;
    const res = await t.app.inject({ method: "POST", url: "/api/reports/weekly/technical_health/generate", headers: { cookie: t.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const report = weeklyReportSchema.parse(res.json());
    expect(report.engine).toBe("plain");
    expect(report.body).toMatch(/^Technical Health Report/);
    expect(report.body).toMatch(/week.samples: [1-9]/);
    // The CTO agent's post waits in the approval queue like the standup's (decision 072): nothing left yet.
    expect(report.slackPostedAt).toBeNull();
    expect(report.slackDraft).toMatchObject({ status: "drafted" });
    expect(slack.posts).toHaveLength(postsBefore);
    const draft = (await t.app.inject({ url: `/api/approvals/${report.slackDraft!.id}`, headers: { cookie: t.cookie } })).json();
    expect(draft).toMatchObject({ kind: "slack_post", channel: "slack", recipient: "C0STANDUP", draftedBy: "agent", agentRole: "cto", status: "drafted" });
    expect(draft.body).toMatch(/^\*Technical Health Report\* \(\d{4}-\d{2}-\d{2}\)\nTechnical Health Report/);
    const approved = await t.app.inject({ method: "POST", url: `/api/approvals/${draft.id}/approve`, headers: { cookie: t.cookie }, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.app.outbox.send(draft.id)).toEqual({ sent: true });
    expect(slack.posts.at(-1)?.text).toMatch(/Technical Health Report/);
    const list = weeklyReportListSchema.parse((await t.app.inject({ url: "/api/reports/weekly", headers: { cookie: t.cookie } })).json());
    expect(list.reports[0].latest?.id).toBe(report.id);
    expect(list.reports[0].latest?.slackPostedAt).not.toBeNull();
    expect(list.reports[0].latest?.slackDraft).toEqual({ id: draft.id, status: "sent" });
  });

  it("skips the human check for its Slack post only when the approval rule lets Slack posts through", async () => {
    const rule = await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie: t.cookie }, payload: { autoApproveKinds: ["slack_post"] } });
    expect(rule.statusCode, rule.body).toBe(200);
    try {
      const report = weeklyReportSchema.parse((await t.app.inject({ method: "POST", url: "/api/reports/weekly/infrastructure_review/generate", headers: { cookie: t.cookie } })).json());
      expect(report.slackDraft).toMatchObject({ status: "approved" });
      const draft = (await t.app.inject({ url: `/api/approvals/${report.slackDraft!.id}`, headers: { cookie: t.cookie } })).json();
      expect(draft).toMatchObject({ approvedVia: "rule", approvedBy: null });
      expect(await t.app.outbox.send(draft.id)).toEqual({ sent: true });
      expect(slack.posts.at(-1)?.text).toMatch(/Infrastructure Review/);
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie: t.cookie }, payload: { autoApproveKinds: [] } });
    }
  });

  it("the security summary counts open findings from the latest report per repository", async () => {
    const token = (await t.app.inject({ method: "POST", url: "/api/ingest-tokens", headers: { cookie: t.cookie }, payload: { name: "ci" } })).json().token;
    await t.app.inject({ method: "POST", url: "/api/ingest/quality", headers: { authorization: `Bearer ${token}` }, payload: { repository: "ops/hub", findings: { high: 2, low: 1 } } });
    const report = (await t.app.inject({ method: "POST", url: "/api/reports/weekly/security_audit/generate", headers: { cookie: t.cookie } })).json();
    expect(report.figures.openFindings).toEqual({ critical: 0, high: 2, medium: 0, low: 1 });
    expect(report.body).toMatch(/openFindings.high: 2/);
  });

  it("refuses an unknown kind (400) and non-admins", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/reports/weekly/monthly/generate", headers: { cookie: t.cookie } })).statusCode).toBe(400);
  });
});

describe("the weekly report schedule", () => {
  // A minute that is not now: the test fires the schedule as pg-boss's cron would, instead of waiting for it.
  const cron = "45 3 * * 2";

  describe("on one instance", () => {
    const t = useTestApp(
      () => ({ SLACK_BOT_TOKEN: slack.token, SLACK_CHANNEL_ID: "C0STANDUP", SLACK_API_URL: slack.url, REPORT_TECHNICAL_HEALTH_CRON: cron, COMPANY_TIME_ZONE: "Europe/Berlin" }),
      { workers: true },
    );

    it("registers each kind's schedule with the job queue and makes the report when it fires", async () => {
      const job = REPORT_JOBS.technical_health.name;
      expect(await storedSchedule(t.app.jobs.boss, job)).toMatchObject({ name: job, cron, timezone: "Europe/Berlin" });
      expect(await storedSchedule(t.app.jobs.boss, REPORT_JOBS.infrastructure_review.name)).toMatchObject({ cron: "0 14 * * 3", timezone: "Europe/Berlin" });
      expect(await storedSchedule(t.app.jobs.boss, REPORT_JOBS.security_audit.name)).toMatchObject({ cron: "0 17 * * 5", timezone: "Europe/Berlin" });
      await fireSchedule(t.app.jobs.boss, job);
      const list = await waitFor(async () => {
        const l = weeklyReportListSchema.parse((await t.app.inject({ url: "/api/reports/weekly", headers: { cookie: t.cookie } })).json());
        return l.reports[0].latest ? l : null;
      }, "the scheduled report");
      const report = list.reports[0].latest!;
      expect(report).toMatchObject({ kind: "technical_health", engine: "plain" });
      expect(list.reports[1].latest).toBeNull();
      // Its Slack post waits for a person, drafted as the scheduled run's.
      const draft = (await t.app.inject({ url: `/api/approvals/${report.slackDraft!.id}`, headers: { cookie: t.cookie } })).json();
      expect(draft).toMatchObject({ kind: "slack_post", status: "drafted", agentRole: "cto" });
      expect(draft.reason).toMatch(/\(scheduled\)$/);
    });
  });

  it.skipIf(!process.env.DATABASE_URL)("runs once with two app instances on one PostgreSQL database", async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `aiops_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_MODE: "true", DATABASE_URL: url.href, DATABASE_POOL_MAX: "4",
      REPORT_TECHNICAL_HEALTH_CRON: cron, COMPANY_TIME_ZONE: "UTC", HEALTH_SAMPLE_CRON: "0 0 1 1 *",
    });
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase(config.database);
        databases.push(database);
        await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
      }
      for (const database of databases) {
        const app = await buildApp({ config, database, logger: false, workers: true });
        apps.push(app);
        await app.ready();
      }
      await Promise.all(apps.map((app) => app.jobs.startWorkers()));
      const db = databases[0];
      const job = REPORT_JOBS.technical_health.name;
      // Both instances' schedule checks fire it at once, as their cron checks in the same minute would.
      await Promise.all(apps.map((app) => fireSchedule(app.jobs.boss, job)));
      await waitFor(async () => (await db.execute<{ n: number }>("select count(*)::int as n from weekly_reports"))[0].n > 0, "a report");
      await waitFor(async () => {
        const [j] = await db.execute<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'", [job]);
        return j.n >= 1;
      }, "the job to complete");
      // pg-boss kept one of the two sends (one per schedule and 60-second slot): nothing else can run it.
      const sent = await waitFor(
        () => db.execute<{ state: string }>("select state from pgboss.job where name = $1 and singleton_key = $2", [PGBOSS_SEND_IT_QUEUE, job]),
        (rows) => rows.length > 0 && rows.every((r) => r.state === "completed"),
        "pg-boss's send record to complete",
      );
      expect(sent).toEqual([{ state: "completed" }]);
      const [{ n }] = await db.execute<{ n: number }>("select count(*)::int as n from weekly_reports where kind = 'technical_health'");
      expect(n).toBe(1);
      const [jobs] = await db.execute<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1", [job]);
      expect(jobs.n).toBe(1);
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
