import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "./config";
import { startServer, type RunningServer } from "./start";
import { TEST_ENV } from "./test/db-image";

const serverUrl = process.env.DATABASE_URL;

async function onServer(text: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * Decision 053: migrations, the job queue's schema and queues, the seed and the schedules are
 * created under one advisory lock, so any number of instances can start together on a new
 * database. Each instance here is main.ts's own start (startServer): its own pool, app, job
 * queue with workers, and port.
 */
describe.skipIf(!serverUrl)("instances starting at once on a new PostgreSQL database", () => {
  it("four instances start together, five times over", { timeout: 300_000 }, async () => {
    for (let round = 1; round <= 5; round++) {
      const name = `aiops_start_${randomBytes(5).toString("hex")}`;
      await onServer(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const config = loadConfig({ ...TEST_ENV, DATABASE_URL: url.href, DATABASE_POOL_MAX: "5", PORT: "0", HOST: "127.0.0.1", JOB_WORKERS: "true" });
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => startServer(config, { logger: false })));
      const started = results.filter((r): r is PromiseFulfilledResult<RunningServer> => r.status === "fulfilled").map((r) => r.value);
      try {
        const errors = results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason));
        expect(errors, `round ${round}`).toEqual([]);
        // Each answers, and the seed ran once.
        for (const s of started) expect((await s.app.inject({ url: "/api/health" })).statusCode).toBe(200);
        const c = new pg.Client({ connectionString: url.href });
        await c.connect();
        try {
          const { rows } = await c.query("select count(*)::int as n, count(distinct role)::int as roles from agents");
          expect(rows[0].n).toBe(rows[0].roles);
        } finally {
          await c.end();
        }
      } finally {
        await Promise.allSettled(started.map((s) => s.close()));
        await onServer(`drop database if exists ${name} with (force)`);
      }
    }
  });
});
