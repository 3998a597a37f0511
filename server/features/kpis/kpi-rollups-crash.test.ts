import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { leads } from "../../db/schema";
import { recountLeadFigures, recountTrendDays, rollupDifferences } from "../../domain/kpi-recount";
import { computeDashboardKpis } from "../../domain/kpis";
import { getKpiTrends } from "./get-kpi-trends";

/**
 * A crash in the middle of a storm import (embedded PGlite, SIGKILL): the rollups are written in
 * the transaction of the write, so after the database reopens (and recovers) they still equal a
 * recount of the leads. The imports run through the product's commands (properties:import,
 * hail:import) in a child process on a data directory of their own.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "kpi-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const metrics = { snapshot: () => ({ uptimeSeconds: 1, averageResponseMs: 1, errorRate: 0 }) };

const CENTRES = [
  [29.75, -95.36],
  [32.78, -96.8],
  [30.27, -97.74],
] as const;
const SIDE = 25; // 625 roofs under each storm
function propertyFile() {
  const lines = ["address,city,zip,latitude,longitude,owner"];
  CENTRES.forEach(([lat, lon], c) => {
    for (let i = 0; i < SIDE * SIDE; i++)
      lines.push(`${i + 1} Crash Way ${c},Town ${c},7700${c},${(lat - 0.02 + (i % SIDE) * 0.001).toFixed(4)},${(lon - 0.02 + Math.floor(i / SIDE) * 0.001).toFixed(4)},Owner ${c}-${i}`);
  });
  return lines.join("\n");
}
const SPC_HEADER = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";
const hailFile = (c: number) => {
  const [lat, lon] = CENTRES[c];
  const date = `2026-06-1${c}`;
  return [SPC_HEADER, `${770000 + c},2026,06,1${c},${date},16:10:00,3,TX,48,0,2.00,0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,201,0,0,0`].join("\n");
};

/** Runs one of the product's import commands on the data directory; resolves with the child. */
function command(script: string, files: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL; // the embedded database, whichever pass runs this file
  return spawn(process.execPath, ["--import", "tsx", path.resolve("server/cli", script), ...files], { env, stdio: ["ignore", "pipe", "pipe"] });
}

describe("KPI rollups after a crash mid-import", () => {
  it("equal the recount once the embedded database reopens", { timeout: 300_000 }, async () => {
    const props = path.join(dir, "properties.csv");
    writeFileSync(props, propertyFile());
    const p = command("properties-import.ts", [props]);
    let out = "";
    p.stdout.on("data", (b) => (out += b));
    p.stderr.on("data", (b) => (out += b));
    expect(await new Promise((r) => p.once("exit", r)), out).toBe(0);

    const files = CENTRES.map((_, c) => path.join(dir, `storm-${c}.csv`));
    files.forEach((f, c) => writeFileSync(f, hailFile(c)));
    const h = command("hail-import.ts", files);
    let printed = "";
    // The first storm file is matched and committed; the command goes straight on to the next: kill it there.
    const killed = new Promise<string>((resolve, reject) => {
      h.stdout.on("data", (b) => {
        printed += b;
        if (/storm matching: \d+ properties hit/.test(printed) && !h.killed) {
          h.kill("SIGKILL");
          resolve(printed);
        }
      });
      h.stderr.on("data", (b) => (printed += b));
      h.once("exit", (code, signal) => (signal === "SIGKILL" ? undefined : reject(new Error(`hail:import ended (${code}) before it could be killed: ${printed}`))));
    });
    const firstFile = await killed;
    await new Promise((r) => (h.exitCode != null || h.signalCode != null ? r(null) : h.once("exit", r)));
    expect(firstFile).toMatch(/storm-0\.csv/);

    const database = await openDatabase({ driver: "pglite", dataDir: dir });
    try {
      const db = database.db;
      const stormLeads = await db.$count(leads, eq(leads.source, "storm_match"));
      expect(stormLeads).toBeGreaterThanOrEqual(SIDE * SIDE);
      expect(await rollupDifferences(db)).toEqual([]);
      const now = new Date();
      expect(await computeDashboardKpis({ db, metrics, now })).toEqual(await computeDashboardKpis({ db, metrics, now, figures: recountLeadFigures }));
      expect(await getKpiTrends({ db }, now)).toEqual(await getKpiTrends({ db }, now, recountTrendDays));
      const kpis = await computeDashboardKpis({ db, metrics, now });
      expect(kpis.roofStrike.metrics.claimLeads).toBe(stormLeads);
    } finally {
      await database.close();
    }
  });
});
