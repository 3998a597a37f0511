import type { HailRiskResponse } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { lookupHailRisk } from "../../domain/hail/lookup";
import { notFound } from "../../lib/http-error";

/** Spec 03 §7 GET /api/hail-risk (decision 044): the precomputed answer, or a 404 for a ZIP that does not exist. */
export async function getHailRisk(db: Db, zip: string, now = new Date()): Promise<HailRiskResponse> {
  const answer = await lookupHailRisk(db, zip, now);
  if (!answer) throw notFound(`ZIP code ${zip} was not found. Check the number and try again.`);
  return answer;
}
