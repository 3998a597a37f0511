import type { HailImportAccepted } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { storeHailFile } from "../../domain/hail/import-hail-reports";
import { HailFileFormatError } from "../../domain/hail/parse-hail-file";
import { HAIL_MATCH_JOB, type JobSender } from "../../domain/jobs";

/**
 * The admin upload (decision 092): the file's new reports are stored with the import row
 * (status `matching`), the storm-matching job is queued, and the answer goes at once (202);
 * the admin follows the job at GET /api/hail-reports/imports/:id. A file we cannot read is a 400.
 */
export async function importUploadedHailFile(db: Db, jobs: JobSender, fileName: string, body: unknown): Promise<HailImportAccepted> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("Send the CSV file as the request body (Content-Type: text/csv)");
  let stored: Awaited<ReturnType<typeof storeHailFile>>;
  try {
    stored = await storeHailFile(db, { fileName, text: body.toString("latin1"), origin: "upload" }, "matching");
  } catch (err) {
    if (err instanceof HailFileFormatError) throw badRequest(err.message);
    throw err;
  }
  const { newIds: _ids, ...answer } = stored;
  await jobs.send(HAIL_MATCH_JOB, { importId: answer.importId }, { singletonKey: `hail-import:${answer.importId}`, retryLimit: 3, retryDelay: 5, retryBackoff: true });
  return { ...answer, status: "matching" };
}
