import { describe, expect, it } from "vitest";

import { type TestApp } from "../test/build-test-app";
import { useTestApp } from "../test/use-test-app";
import { waitFor, waitForJobState } from "../test/wait-for";

describe("job queue (pg-boss on this database)", () => {
  const t = useTestApp({}, { workers: true, signIn: false });
  const seen: string[] = [];
  let failuresLeft = 1;

  it("runs a job once and retries a failing one", async () => {
    // Jobs are defined before ready in real features; define late here on the raw boss.
    const boss = t.app.jobs.boss;
    await boss.createQueue("test-echo", { name: "test-echo", retryLimit: 2, retryDelay: 1 });
    await boss.work<{ word: string }>("test-echo", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job.data.word === "flaky" && failuresLeft-- > 0) throw new Error("first try fails");
      seen.push(job.data.word);
    });
    await boss.send("test-echo", { word: "hello" });
    const flakyId = await boss.send("test-echo", { word: "flaky" }, { retryLimit: 2, retryDelay: 1 });
    await waitFor(async () => seen.length, (n) => n >= 2, "both handlers to run", 20_000);
    expect(seen.sort()).toEqual(["flaky", "hello"]);
    // pg-boss records the completion a moment after the handler returns: wait for it, then read it.
    const job = await waitForJobState(boss, "test-echo", flakyId!, ["completed", "failed"]);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(1);
  });
});


describe.skipIf(!process.env.DATABASE_URL)("two instances starting together (PostgreSQL)", () => {
  it("both start the job queue on one new database without racing on its schema", async () => {
    const { randomBytes } = await import("node:crypto");
    const pg = (await import("pg")).default;
    const name = `aiops_race_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const saved = process.env.DATABASE_URL;
    const apps: TestApp[] = [];
    try {
      const { openDatabase } = await import("../db/client");
      const { default: jobsPlugin } = await import("./jobs");
      const { default: Fastify } = await import("fastify");
      const { default: corePlugin } = await import("./core");
      const { loadConfig } = await import("../config");
      const boot = async () => {
        const database = await openDatabase({ driver: "postgres", url: url.href, poolMax: 3 });
        const app = Fastify();
        await app.register(corePlugin, { config: loadConfig({ NODE_ENV: "test" }), database });
        await app.register(jobsPlugin, { workers: false });
        await app.ready();
        return { app, database, close: async () => { await app.close(); await database.close(); } } as unknown as TestApp;
      };
      apps.push(...(await Promise.all([boot(), boot()])));
      const rows = await apps[0].database.execute<{ n: number }>("select count(*)::int as n from pgboss.version");
      expect(rows[0].n).toBe(1);
    } finally {
      for (const a of apps) await a.close();
      process.env.DATABASE_URL = saved;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
