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
import { describePropertyImport, importProperties } from "../features/properties/import-properties";
import { PropertyFileError } from "../features/properties/parse-property-csv";
import { runFileImport } from "./run-file-import";

runFileImport({
  usage: "Usage: npm run properties:import -- FILE [FILE...]   (CSV: address, city, zip[, latitude, longitude, owner, company, property_type, roof_size_sqft])",
  inTheApp: "import the same file in the app instead (Properties → Import).",
  isFileError: (err) => err instanceof PropertyFileError,
  importFile: async (file, { database, config }) => {
    const size = statSync(file).size;
    if (size > config.properties.importMaxBytes) throw new PropertyFileError(`the file is ${size} bytes; the largest property file is ${config.properties.importMaxBytes} bytes (PROPERTY_IMPORT_MAX_BYTES)`);
    const result = await importProperties(database.db, { fileName: path.basename(file), body: readFileSync(file), origin: "cli" });
    console.log(describePropertyImport(result));
    for (const p of result.problems) console.log(`  line ${p.line}: ${p.reason}`);
  },
});
