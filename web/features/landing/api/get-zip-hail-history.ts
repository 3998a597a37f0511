import type { HailHistory } from "@contract/hail-history";

/** GET /api/hail-history?zip=: a ZIP's hail history from its centroid (issue 20). Null on any failure (the screen says it could not load). */
export async function getZipHailHistory(zip: string): Promise<HailHistory | null> {
  try {
    const res = await fetch(`/api/hail-history?zip=${encodeURIComponent(zip)}&radiusMiles=10&years=10`, { credentials: "include" });
    return res.ok ? ((await res.json()) as HailHistory) : null;
  } catch {
    return null;
  }
}
