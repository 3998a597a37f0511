/**
 * npm run hail:import -- FILE [FILE...]
 * Imports NOAA hail reports (SPC hail files in the 28- or 30-column layout, NCEI
 * Storm Events details files; plain or .gz) into the configured database. Idempotent: a
 * report already stored is skipped. The embedded database admits one process:
 * while the app runs on it, upload the file in the app (Hail data, admin) or
 * run on PostgreSQL (DATABASE_URL).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { describeImport, importHailFile } from "../domain/hail/import-hail-reports";
import { HailFileFormatError } from "../domain/hail/parse-hail-file";
import { openCliJobSender } from "../plugins/jobs";
import { runFileImport } from "./run-file-import";

runFileImport({
  usage: "Usage: npm run hail:import -- FILE [FILE...]   (SPC *_hail.csv or NCEI StormEvents_details-*.csv)",
  inTheApp: "upload the same file in the app instead (Hail data → Import).",
  isFileError: (err) => err instanceof HailFileFormatError,
  // Storm matching queues the campaign job when an app instance defined its worker (decision 071).
  open: async (database) => {
    const jobs = await openCliJobSender(database);
    return { jobs, close: () => jobs.close() };
  },
  importFile: async (file, { database, config, jobs }) => {
    const raw = readFileSync(file);
    const text = (file.endsWith(".gz") ? gunzipSync(raw) : raw).toString("latin1");
    const result = await importHailFile(database.db, { fileName: path.basename(file).replace(/\.gz$/, ""), text, origin: "cli" }, { rule: config.stormMatch, jobs });
    console.log(describeImport(result));
  },
});
