import type { HailImportResult } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { importHailFile } from "../../domain/hail/import-hail-reports";
import { HailFileFormatError } from "../../domain/hail/parse-hail-file";
import type { JobSender } from "../../domain/jobs";
import type { StormMatchRule } from "../../domain/storm-matching";

/** The admin upload: the same import as `npm run hail:import`, while the app holds the database; a file we cannot read is a 400. */
export async function importUploadedHailFile(db: Db, matching: { rule: StormMatchRule; jobs?: JobSender }, fileName: string, body: unknown): Promise<HailImportResult> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("Send the CSV file as the request body (Content-Type: text/csv)");
  try {
    return await importHailFile(db, { fileName, text: body.toString("latin1"), origin: "upload" }, matching);
  } catch (err) {
    if (err instanceof HailFileFormatError) throw badRequest(err.message);
    throw err;
  }
}
