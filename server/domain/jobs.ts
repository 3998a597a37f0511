import { z } from "zod";
import type { ReportKind } from "../../contract/reports";

/**
 * Every background job, once (decision 080): its name and the zod schema of its payload, as
 * contract/ does for HTTP. Producers (`app.jobs.send(JOB, payload)`, the CLIs' sender) and the
 * worker (`app.jobs.define(JOB, { handler })`) import the same constant; the queue parses the
 * payload when it is sent (a bad one throws before anything is queued) and again before the
 * handler runs. A job is never named by a string written twice (tests/boundaries.test.ts).
 */
export interface Job<T extends object = object> {
  readonly name: string;
  readonly payload: z.ZodType<T>;
}

const job = <T extends object>(name: string, payload: z.ZodType<T>): Job<T> => Object.freeze({ name, payload });

const id = z.number().int().positive();
/** A scheduled job: its schedule sends no data. */
const none = z.object({});
type Empty = z.output<typeof none>;

/** One agent task (features/tasks/task-worker.ts); `deferrals` counts the times a 429 put it off. */
export const TASK_JOB = job("agent-task", z.object({ taskId: id, deferrals: z.number().int().min(0).optional() }));
/** Skip-traces one lead (features/skip-trace). */
export const TRACE_JOB = job("skip-trace.lead", z.object({ leadId: id }));
/** Sends one approved outbound message (plugins/outbox.ts, decision 072). */
export const OUTBOX_SEND_JOB = job("outbox.send", z.object({ id }));
/** The most lead ids one storm campaign job may name (ranges expanded): ten times a DFW-size storm. */
export const MAX_CAMPAIGN_LEADS = 1_000_000;

/**
 * Drafts a storm day's campaign for the leads storm matching found (features/campaigns, decision
 * 071): `leadIds`, and/or `leadIdRanges` ([first, last] inclusive; idRanges), which storm matching
 * sends: a storm's leads are written in runs of consecutive ids, and 100,000 ids as JSON took
 * PGlite 108 ms to queue (decision 140).
 */
export const STORM_CAMPAIGN_JOB = job(
  "campaign.storm",
  z.object({
    stormDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a storm day is YYYY-MM-DD"),
    leadIds: z.array(id).optional(),
    leadIdRanges: z
      .array(z.tuple([id, id]).refine(([a, b]) => a <= b, "a range is [first, last]"))
      .refine((ranges) => ranges.reduce((n, [a, b]) => n + (b - a + 1), 0) <= MAX_CAMPAIGN_LEADS, `at most ${MAX_CAMPAIGN_LEADS} lead ids`)
      .optional(),
  }),
);

/** Ids as runs of consecutive ids ([first, last]), in order, each once. */
export function idRanges(ids: readonly number[]): [number, number][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const n of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else ranges.push([n, n]);
  }
  return ranges;
}

/** The ids of a storm campaign job's payload, in order, each once. */
export function campaignLeadIds(data: { leadIds?: number[]; leadIdRanges?: [number, number][] }): number[] {
  const ids = new Set(data.leadIds ?? []);
  for (const [first, last] of data.leadIdRanges ?? []) for (let n = first; n <= last; n++) ids.add(n);
  return [...ids].sort((a, b) => a - b);
}
/** Matches an uploaded hail file's reports against the stored properties, in chunks, with progress on the import row (features/hail-risk, decision 092). */
export const HAIL_MATCH_JOB = job("hail.match", z.object({ importId: id }));
/** Runs one launch campaign (features/launch). */
export const LAUNCH_JOB = job("launch.campaign", z.object({ campaignId: id }));
/** The daily standup (features/standup), on STANDUP_CRON. */
export const STANDUP_JOB = job("standup.daily", none);
/** A health sample (features/health), on HEALTH_SAMPLE_CRON and once after start. */
export const HEALTH_SAMPLE_JOB = job("health.sample", none);
/** The day's marketing content (features/marketing). */
export const MARKETING_DAILY_JOB = job("marketing.generate-daily", none);
/** SPC's current-day hail reports (features/hail-risk), when SPC_TODAY_HAIL_URL is set: once a day out of season… */
export const SPC_DAILY_JOB = job("hail.spc-daily", none);
/** …and every SPC_POLL_INTERVAL_MINUTES in season (decision 096). */
export const SPC_POLL_JOB = job("hail.spc-poll", none);
/** The three weekly reports (features/reports, decision 052), each on its own schedule. */
export const REPORT_JOBS: Record<ReportKind, Job<Empty>> = {
  technical_health: job("reports.technical-health", none),
  infrastructure_review: job("reports.infrastructure-review", none),
  security_audit: job("reports.security-audit", none),
};

/** The registry: the queue defines and sends only these. */
export const JOBS: readonly Job[] = [
  TASK_JOB,
  TRACE_JOB,
  OUTBOX_SEND_JOB,
  STORM_CAMPAIGN_JOB,
  HAIL_MATCH_JOB,
  LAUNCH_JOB,
  STANDUP_JOB,
  HEALTH_SAMPLE_JOB,
  MARKETING_DAILY_JOB,
  SPC_DAILY_JOB,
  SPC_POLL_JOB,
  ...Object.values(REPORT_JOBS),
];

/** A payload that does not match its job's schema (a bug in the producer, or an old row in the queue). */
export class JobPayloadError extends Error {
  constructor(jobName: string, error: z.ZodError) {
    super(`job ${jobName}: the payload does not parse: ${error.issues.map((i) => `${i.path.join(".") || "(payload)"}: ${i.message}`).join("; ")}`);
    this.name = "JobPayloadError";
  }
}

/**
 * The job itself, or a TypeError when given anything else (a string, a look-alike object):
 * jobs are joined by the registry's constants only.
 */
export function registeredJob<T extends object>(candidate: Job<T>): Job<T> {
  if (!JOBS.includes(candidate as Job))
    throw new TypeError(
      `${typeof candidate === "string" ? `job "${candidate}" named by a string` : `job ${JSON.stringify((candidate as Job | null)?.name ?? candidate)} is not in the registry`}: define and send jobs by their constant from server/domain/jobs.ts`,
    );
  return candidate;
}

/** The payload as its job's schema reads it; JobPayloadError when it does not parse. */
export function parsePayload<T extends object>(candidate: Job<T>, data: unknown): T {
  const job = registeredJob(candidate);
  const parsed = job.payload.safeParse(data);
  if (!parsed.success) throw new JobPayloadError(job.name, parsed.error);
  return parsed.data;
}

/** What a domain rule needs to queue work (storm matching, the sender's queue): the app's queue or the CLIs' sender. */
export interface JobSender {
  send<T extends object>(job: Job<T>, data: T, options?: { singletonKey?: string; retryLimit?: number; retryDelay?: number; retryBackoff?: boolean }): Promise<unknown>;
  /** Whether some instance works this job (a sender whose worker is optional asks first). */
  has(job: Job): boolean;
}
