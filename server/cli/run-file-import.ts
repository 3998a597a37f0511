/**
 * The shared body of the file-import commands (hail:import, properties:import): read the
 * file names, open and migrate the configured database (the embedded one admits one
 * process: a running app holds it, so the user is told where to upload instead), import
 * each file in turn, print what happened, and exit 1 when a file was refused, 2 on no
 * file, 3 when the database is held by a running app.
 */
import { loadConfig, type Config } from "../config";
import { DataDirLockedError, migrateDatabase, openDatabase, type Database } from "../db/client";
import { seedDatabase } from "../seed";

export interface FileImportCommand<Ctx> {
  /** The usage line printed when no file is given. */
  usage: string;
  /** Where to import while the app runs (after "an admin can …"). */
  inTheApp: string;
  /** Errors that refuse one file (their message is printed; the next file goes on). */
  isFileError: (err: unknown) => boolean;
  /** Opens what the imports share (a job sender, …); closed after the last file. */
  open?: (database: Database) => Promise<Ctx & { close?: () => Promise<void> }>;
  importFile: (file: string, ctx: { database: Database; config: Config } & Ctx) => Promise<void>;
}

export function runFileImport<Ctx = object>(command: FileImportCommand<Ctx>) {
  main(command).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

async function main<Ctx>(command: FileImportCommand<Ctx>) {
  const files = process.argv.slice(2).filter((a) => a !== "--");
  if (files.length === 0) {
    console.error(command.usage);
    process.exit(2);
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nWhile the app is running, an admin can ${command.inTheApp}`);
      process.exit(3);
    }
    throw err;
  }
  let failed = false;
  try {
    await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
    const ctx = ((await command.open?.(database)) ?? {}) as Ctx & { close?: () => Promise<void> };
    for (const file of files) {
      try {
        await command.importFile(file, { ...ctx, database, config });
      } catch (err) {
        failed = true;
        if (command.isFileError(err) || (err as NodeJS.ErrnoException).code === "ENOENT") console.error(`${file}: ${(err as Error).message}`);
        else throw err;
      }
    }
    await ctx.close?.();
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}
