/**
 * npm run hail:import -- FILE [FILE...]
 * Imports NOAA hail reports (SPC hail files in the 28- or 30-column layout, NCEI
 * Storm Events details files) into the configured database. Idempotent: a
 * report already stored is skipped. The embedded database admits one process:
 * while the app runs on it, upload the file in the app (Hail data, admin) or
 * run on PostgreSQL (DATABASE_URL).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { DataDirLockedError, migrateDatabase, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { describeImport, importHailFile } from "../features/hail-risk/import-hail-reports";
import { HailFileFormatError } from "../features/hail-risk/parse-hail-file";
import { openCliJobSender } from "../plugins/jobs";

async function main() {
  const files = process.argv.slice(2).filter((a) => a !== "--");
  if (files.length === 0) {
    console.error("Usage: npm run hail:import -- FILE [FILE...]   (SPC *_hail.csv or NCEI StormEvents_details-*.csv)");
    process.exit(2);
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nWhile the app is running, an admin can upload the same file in the app instead (Hail data → Import).`);
      process.exit(3);
    }
    throw err;
  }
  let failed = false;
  try {
    await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
    // Storm matching queues the campaign job when an app instance defined its worker (decision 071).
    const jobs = await openCliJobSender(database);
    for (const file of files) {
      try {
        const text = readFileSync(file).toString("latin1");
        const result = await importHailFile(database.db, { fileName: path.basename(file), text, origin: "cli" }, { rule: config.stormMatch, jobs });
        console.log(describeImport(result));
      } catch (err) {
        failed = true;
        if (err instanceof HailFileFormatError || (err as NodeJS.ErrnoException).code === "ENOENT") console.error(`${file}: ${(err as Error).message}`);
        else throw err;
      }
    }
    await jobs.close();
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
