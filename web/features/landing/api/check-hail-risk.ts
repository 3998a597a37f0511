import type { HailRiskResponse } from "@contract/hail-risk";

/** GET /api/hail-risk?zip=: on a non-OK answer, the server's error text or 'Failed to check hail risk'. */
export async function checkHailRisk(zip: string): Promise<HailRiskResponse> {
  const res = await fetch(`/api/hail-risk?zip=${encodeURIComponent(zip)}`, { credentials: "include" });
  if (!res.ok) {
    let message = "";
    try {
      message = ((await res.json()) as { message?: string; error?: string }).message ?? "";
    } catch {
      // not JSON
    }
    throw new Error(message || "Failed to check hail risk");
  }
  return (await res.json()) as HailRiskResponse;
}
