import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createPglite, pgliteDatabase, type Database } from "./client";
import { runPrepared, type PreparedStatement } from "./prepared";

/**
 * runPrepared (decision 125) on the embedded database and, in the PostgreSQL pass
 * (DATABASE_URL), on the server: the same answers as a plain query, values never read as SQL.
 */
const ECHO: PreparedStatement = {
  name: "test_echo_v1",
  types: ["text", "int", "timestamptz"],
  text: "select $1::text as t, $2::int + 1 as n, $3::timestamptz = '2026-11-28T10:00:00Z'::timestamptz as same, (select count(*)::int from pg_prepared_statements where name = 'test_echo_v1') as prepared",
};

const targets: { name: string; open: () => Promise<{ db: Database["db"]; close: () => Promise<void> }> }[] = [
  {
    name: "PGlite",
    open: async () => {
      const database = await pgliteDatabase(createPglite());
      return { db: database.db, close: () => database.close() };
    },
  },
];
if (process.env.DATABASE_URL) {
  targets.push({
    name: "PostgreSQL",
    open: async () => {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      return { db: drizzlePg(pool) as unknown as Database["db"], close: () => pool.end() };
    },
  });
}

describe.each(targets)("runPrepared on $name", ({ open }) => {
  let target: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    target = await open();
  });
  afterAll(() => target.close());

  it("answers as the statement says, prepared once and reused", async () => {
    for (let i = 0; i < 3; i++) {
      const [row] = await runPrepared<{ t: string; n: number; same: boolean; prepared: number }>(target.db, ECHO, ["x", 41, "2026-11-28T10:00:00.000Z"]);
      expect(row).toEqual({ t: "x", n: 42, same: true, prepared: 1 });
    }
  });

  it("prepares once when many callers arrive together (a fresh server's first burst)", async () => {
    const burst: PreparedStatement = { ...ECHO, name: "test_echo_burst_v1", text: ECHO.text.replace("'test_echo_v1'", "'test_echo_burst_v1'") };
    const rows = await Promise.all(Array.from({ length: 8 }, (_, i) => runPrepared<{ n: number; prepared: number }>(target.db, burst, ["x", i, "2026-11-28T10:00:00Z"])));
    expect(rows.map(([r]) => r!.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("passes a value with quotes, semicolons and backslashes as data, never as SQL", async () => {
    const nasty = "O'Brien'); drop table nothing; -- \\ '' $1";
    const [row] = await runPrepared<{ t: string }>(target.db, ECHO, [nasty, 0, "2026-11-28T10:00:00Z"]);
    expect(row.t).toBe(nasty);
  });

  it("refuses the wrong number of values and values it cannot write", async () => {
    await expect(runPrepared(target.db, ECHO, ["x", 1])).rejects.toThrow(/3 values expected, 2 given/);
    await expect(runPrepared(target.db, ECHO, ["x", Number.NaN, "2026-11-28T10:00:00Z"])).rejects.toThrow(/finite/);
  });
});
