import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";

/** How often a wait reads its state again. */
const POLL_MS = 100;
/** How long a wait lasts by default: well inside Vitest's 60 s test timeout. */
const DEFAULT_MS = 30_000;

type Truthy<T> = Exclude<T, undefined | null | false | 0 | "">;

/**
 * Reads a state until it holds, and returns the value that held: tests wait on what they
 * assert (a row, a job's state, a count), never on a length of time.
 *
 *   await waitFor(() => lead(id), (l) => l.traceStatus === "traced", "the trace");
 *   const row = await waitFor(async () => (await rows())[0], "the first row");   // until truthy
 *
 * On timeout it throws naming `what` and the last value read.
 */
export async function waitFor<T>(read: () => Promise<T>, what: string, ms?: number): Promise<Truthy<T>>;
export async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms?: number): Promise<T>;
export async function waitFor<T>(read: () => Promise<T>, ...rest: [string, number?] | [(value: T) => boolean, string, number?]): Promise<T> {
  const [ok, what, ms = DEFAULT_MS] = typeof rest[0] === "string" ? [(v: T) => Boolean(v), rest[0], rest[1] as number | undefined] : (rest as [(value: T) => boolean, string, number?]);
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}; last value: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

type JobState = PgBoss.JobWithMetadata["state"];

/**
 * Waits until pg-boss has recorded the job in one of `states` (pg-boss records a job's
 * completion a moment after its handler returns), and returns the job as stored.
 */
export async function waitForJobState(
  queue: PgBoss | FastifyInstance,
  name: string,
  id: string,
  states: JobState | JobState[],
  ms = DEFAULT_MS,
): Promise<PgBoss.JobWithMetadata> {
  const boss = "jobs" in queue ? queue.jobs.boss : queue;
  const wanted = Array.isArray(states) ? states : [states];
  const job = await waitFor(
    () => boss.getJobById<object>(name, id),
    (j) => j !== null && wanted.includes(j.state),
    `job ${name} ${id} to be ${wanted.join(" or ")}`,
    ms,
  );
  return job!;
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return String(value);
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  } catch {
    return String(value);
  }
}
