/**
 * npm run properties:import -- FILE [FILE...]
 * Imports property CSVs (address, city, zip; optional latitude, longitude, owner, company,
 * property_type, roof_size_sqft) into the configured database: each file in one transaction,
 * de-duplicated by normalised address, with a report of what was skipped and why. The embedded
 * database admits one process: while the app runs on it, import the file in the app (Properties,
 * admin) or run on PostgreSQL (DATABASE_URL).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { DataDirLockedError, migrateDatabase, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { describePropertyImport, importProperties } from "../features/properties/import-properties";
import { PropertyFileError } from "../features/properties/parse-property-csv";

async function main() {
  const files = process.argv.slice(2).filter((a) => a !== "--");
  if (files.length === 0) {
    console.error("Usage: npm run properties:import -- FILE [FILE...]   (CSV: address, city, zip[, latitude, longitude, owner, company, property_type, roof_size_sqft])");
    process.exit(2);
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nWhile the app is running, an admin can import the same file in the app instead (Properties → Import).`);
      process.exit(3);
    }
    throw err;
  }
  let failed = false;
  try {
    await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
    for (const file of files) {
      try {
        const size = statSync(file).size;
        if (size > config.properties.importMaxBytes) throw new PropertyFileError(`the file is ${size} bytes; the largest property file is ${config.properties.importMaxBytes} bytes (PROPERTY_IMPORT_MAX_BYTES)`);
        const result = await importProperties(database.db, { fileName: path.basename(file), body: readFileSync(file), origin: "cli" });
        console.log(describePropertyImport(result));
        for (const p of result.problems) console.log(`  line ${p.line}: ${p.reason}`);
      } catch (err) {
        failed = true;
        if (err instanceof PropertyFileError || (err as NodeJS.ErrnoException).code === "ENOENT") console.error(`${file}: ${(err as Error).message}`);
        else throw err;
      }
    }
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
