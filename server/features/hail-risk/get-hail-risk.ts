import type { Db } from "../../db/client";
import { preparedHailRiskAnswer } from "../../domain/hail/lookup";
import { notFound } from "../../lib/http-error";

/**
 * Spec 03 §7 GET /api/hail-risk (decisions 044, 097): the precomputed answer as prepared JSON
 * (contract/hail-risk.ts hailRiskResponseSchema; serialised once per ZIP between imports), or a
 * 404 for a ZIP that does not exist.
 */
export async function getHailRisk(db: Db, zip: string, now = new Date()): Promise<Buffer> {
  const answer = await preparedHailRiskAnswer(db, zip, now);
  if (!answer) throw notFound(`ZIP code ${zip} was not found. Check the number and try again.`);
  return answer;
}
