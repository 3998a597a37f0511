import type { HailRiskResponse } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { preparedHailRiskAnswer } from "../../domain/hail/lookup";

/**
 * Spec 03 §7 GET /api/hail-risk (decisions 044, 097): the precomputed answer as prepared JSON
 * (contract/hail-risk.ts hailRiskResponseSchema; serialised once per ZIP between imports). Five
 * digits that are no ZIP code (00000) answer 200 with status "unknown-zip" and no risk (decision
 * 115): a visitor's typo is an answer, not a failed request in the browser's console.
 */
export async function getHailRisk(db: Db, zip: string, now = new Date()): Promise<Buffer | HailRiskResponse> {
  const answer = await preparedHailRiskAnswer(db, zip, now);
  if (answer) return answer;
  return {
    zip,
    place: `ZIP ${zip}`,
    highRisk: false,
    status: "unknown-zip",
    message: `ZIP code ${zip} was not found. Check the number and try again.`,
    risk: null,
    recentStorm: null,
  };
}
