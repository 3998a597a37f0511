import type { HailRiskResponse } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { lookupHailRisk } from "../../domain/hail/lookup";

/**
 * Spec 03 §7 GET /api/hail-risk (decision 044): the precomputed answer. Five digits that are no
 * ZIP code (00000) answer 200 with status "unknown-zip" and no risk (decision 115): a visitor's
 * typo is an answer, not a failed request in the browser's console.
 */
export async function getHailRisk(db: Db, zip: string, now = new Date()): Promise<HailRiskResponse> {
  const answer = await lookupHailRisk(db, zip, now);
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
