import type { HailRiskResponse } from "@contract/hail-risk";

/** A non-OK answer: the server's error text (or 'Failed to check hail risk') and the status. */
export class HailRiskError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/** GET /api/hail-risk?zip=: on a non-OK answer, the server's error text or 'Failed to check hail risk'. */
export async function checkHailRisk(zip: string): Promise<HailRiskResponse> {
  let res: Response;
  try {
    res = await fetch(`/api/hail-risk?zip=${encodeURIComponent(zip)}`, { credentials: "include" });
  } catch {
    throw new HailRiskError("Failed to check hail risk", 0);
  }
  if (!res.ok) {
    let message = "";
    try {
      message = ((await res.json()) as { message?: string; error?: string }).message ?? "";
    } catch {
      // not JSON
    }
    throw new HailRiskError(message || "Failed to check hail risk", res.status);
  }
  return (await res.json()) as HailRiskResponse;
}
