import type { Config } from "../../config";
import { connected, fetchWithTimeout, IntegrationError, notConfigured, type IntegrationStatus } from "../status";

/**
 * A BatchData-style skip-trace API: POST {base}/property/skip-trace with a bearer
 * key and `{ requests: [{ propertyAddress: { street }, name: { full } }] }`; the
 * answer lists persons with e-mails and phone numbers (each phone with a score).
 * Base URL, key and per-record cost come from SKIP_TRACE_API_URL, SKIP_TRACE_API_KEY
 * and SKIP_TRACE_COST_CENTS.
 */
export interface TraceResult {
  found: boolean;
  email: string | null;
  phone: string | null;
  confidenceScore: number | null;
  source: string;
}

export const SKIP_TRACE_NOT_CONFIGURED =
  "Skip tracing is not configured. Set SKIP_TRACE_API_KEY (and SKIP_TRACE_API_URL for a provider other than BatchData) to enable it.";

export const skipTraceConfigured = (config: Config) => !!config.skipTrace.apiKey;


interface BatchDataAnswer {
  status?: { code?: number; message?: string };
  results?: {
    persons?: {
      emails?: { email?: string }[];
      phoneNumbers?: { number?: string; score?: number }[];
    }[];
  };
}

export async function traceProperty(config: Config, input: { propertyAddress: string; ownerName: string }): Promise<TraceResult> {
  const { apiKey, apiUrl } = config.skipTrace;
  if (!apiKey) throw new IntegrationError("skip-trace", SKIP_TRACE_NOT_CONFIGURED);
  const res = await fetchWithTimeout(
    "skip-trace",
    `${apiUrl}/property/skip-trace`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ requests: [{ propertyAddress: { street: input.propertyAddress }, name: { full: input.ownerName } }] }),
    },
    config.integrationTimeoutMs,
  );
  const body = (await res.json().catch(() => null)) as BatchDataAnswer | null;
  if (!res.ok) {
    throw new IntegrationError("skip-trace", `provider answered ${res.status}${body?.status?.message ? `: ${body.status.message}` : ""}`, res.status);
  }
  const person = body?.results?.persons?.[0];
  const phones = (person?.phoneNumbers ?? []).filter((p) => p.number).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const email = person?.emails?.find((e) => e.email)?.email ?? null;
  const phone = phones[0]?.number ?? null;
  const score = phones[0]?.score;
  return {
    found: !!(email || phone),
    email,
    phone,
    confidenceScore: phone ? (typeof score === "number" ? Math.round(Math.max(0, Math.min(100, score))) : null) : email ? null : 0,
    source: new URL(apiUrl).hostname,
  };
}
