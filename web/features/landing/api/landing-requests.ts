import type { AssessmentRequest, AssessmentResponse, LandingStats } from "@contract/landing";

/**
 * The landing bundle's calls besides the hail check (decision 041: plain fetch, no api
 * client or zod in this bundle; the answers are tested in server/features/landing).
 */
export class RequestError extends Error {
  constructor(message: string, readonly status: number, readonly fields: string[] = []) {
    super(message);
  }
}

/** POST /api/assessments: the thank-you (or the polite duplicate), or a RequestError with the fields the server named. */
export async function submitAssessment(body: AssessmentRequest): Promise<AssessmentResponse> {
  let res: Response;
  try {
    res = await fetch("/api/assessments", { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new RequestError("network", 0);
  }
  if (!res.ok) {
    let message = "";
    let fields: string[] = [];
    try {
      const err = (await res.json()) as { message?: string; issues?: { path: string }[] };
      message = err.message ?? "";
      fields = (err.issues ?? []).map((i) => i.path);
    } catch {
      // not JSON
    }
    throw new RequestError(message, res.status, fields);
  }
  return (await res.json()) as AssessmentResponse;
}

/** GET /api/landing/stats: figures from stored rows, or null when they cannot be read. */
export async function fetchLandingStats(): Promise<LandingStats | null> {
  try {
    const res = await fetch("/api/landing/stats", { credentials: "include" });
    return res.ok ? ((await res.json()) as LandingStats) : null;
  } catch {
    return null;
  }
}

/** GET /api/landing/config (public): the WhatsApp number the landing page shows, if any; the team's panel says when there is none. */
export async function fetchLandingConfig(): Promise<{ whatsappNumber: string | null; demoMode: boolean } | null> {
  try {
    const res = await fetch("/api/landing/config", { credentials: "include" });
    return res.ok ? ((await res.json()) as { whatsappNumber: string | null; demoMode: boolean }) : null;
  } catch {
    return null;
  }
}
