import type { HealthStatus, IntegrationCheck, SystemHealth } from "@contract/health";

export type Tone = "success" | "warning" | "destructive" | "secondary";

export const STATUS_TONE: Record<HealthStatus, Tone> = { ok: "success", degraded: "warning", failing: "destructive", unknown: "secondary" };
export const STATE_TONE: Record<IntegrationCheck["state"], Tone> = {
  connected: "success",
  failing: "destructive",
  not_configured: "secondary",
  unverified: "warning",
};

const RANK: Record<HealthStatus, number> = { unknown: 0, ok: 1, degraded: 2, failing: 3 };

/** The last 24 hours in `buckets` equal slices, each the worst status sampled in it (unknown: no sample). */
export function statusStrip(history: SystemHealth["history"], now: Date, buckets = 48): HealthStatus[] {
  const span = 86_400_000 / buckets;
  const start = now.getTime() - 86_400_000;
  const out: HealthStatus[] = Array.from({ length: buckets }, () => "unknown");
  for (const point of history) {
    const i = Math.floor((Date.parse(point.sampledAt) - start) / span);
    if (i < 0 || i >= buckets) continue;
    if (RANK[point.status] > RANK[out[i]]) out[i] = point.status;
  }
  return out;
}

/** Bytes in MB with one decimal. */
export const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
