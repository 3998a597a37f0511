import { randomUUID } from "node:crypto";
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";

/** What changed: a session (by id) or every session of a user. */
export type SessionChange = { sid: string } | { userId: number };

const CHANNEL = "aiops_session";
const ACK_CHANNEL = "aiops_session_ack";
const APPLICATION_NAME = "aiops-session-bus";
/** How long an announcement waits for the other instances' acknowledgements (the session cache's lifetime). */
const ACK_TIMEOUT_MS = 5_000;

/**
 * Session changes between instances on PostgreSQL (decision 054): each instance keeps one
 * connection that LISTENs. `announce` NOTIFYs every instance (this one too) and waits until
 * as many instances as are listening (pg_stat_activity) have dropped what changed and
 * acknowledged. While its connection is down, `listening` is false and the instance must not
 * use its session cache.
 */
export class SessionBus {
  listening = false;
  /** Announcements that not every listening instance acknowledged in time (logged as warnings). */
  unacknowledged = 0;
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly id = randomUUID();
  private readonly pending = new Map<string, { need: number; got: Set<string>; done: () => void }>();

  constructor(
    private readonly url: string,
    private readonly onChange: (change: SessionChange) => void,
    private readonly onDown: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly query: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  ) {}

  async start() {
    this.stopped = false;
    await this.connect().catch((err) => this.down(err));
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url, application_name: APPLICATION_NAME });
    client.on("error", (err) => this.down(err));
    client.on("end", () => this.down());
    client.on("notification", (msg) => this.received(msg.channel, msg.payload ?? ""));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}; LISTEN ${ACK_CHANNEL}`);
    // Whatever changed while we were not listening is unknown: start from an empty cache.
    this.onDown();
    this.listening = true;
  }

  private down(err?: unknown) {
    const wasListening = this.listening;
    this.listening = false;
    this.onDown();
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    client?.on("error", () => {});
    void client?.end().catch(() => {});
    if (this.stopped || this.retry) return;
    if (wasListening || err) this.log.warn({ err }, "session bus: connection lost; sessions are read from the database until it is back");
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.connect().catch((e) => this.down(e));
    }, 1_000);
    this.retry.unref();
  }

  private received(channel: string, payload: string) {
    if (channel === ACK_CHANNEL) {
      const [nonce, instance] = payload.split(" ");
      const wait = this.pending.get(nonce);
      if (!wait) return;
      wait.got.add(instance);
      if (wait.got.size >= wait.need) wait.done();
      return;
    }
    let message: { n: string; s?: string; u?: number };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    this.onChange(message.s !== undefined ? { sid: message.s } : { userId: Number(message.u) });
    this.client?.query("select pg_notify($1, $2)", [ACK_CHANNEL, `${message.n} ${this.id}`]).catch(() => {});
  }

  /** Tells every instance what changed; resolves once all listening instances dropped it (or after ACK_TIMEOUT_MS). */
  async announce(change: SessionChange) {
    const nonce = randomUUID();
    const [{ n }] = await this.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1", [APPLICATION_NAME]);
    const need = Number(n);
    let done!: () => void;
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    this.pending.set(nonce, { need, got: new Set(), done });
    let timer: NodeJS.Timeout | undefined;
    try {
      const payload = JSON.stringify("sid" in change ? { n: nonce, s: change.sid } : { n: nonce, u: change.userId });
      await this.query("select pg_notify($1, $2)", [CHANNEL, payload]);
      if (need === 0) return;
      const timedOut = await Promise.race([
        acknowledged.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ACK_TIMEOUT_MS))),
      ]);
      if (timedOut) this.unacknowledged += 1;
      if (timedOut) this.log.warn({ acknowledged: this.pending.get(nonce)?.got.size, listening: need }, "session bus: not every instance acknowledged a session change in time");
    } finally {
      clearTimeout(timer);
      this.pending.delete(nonce);
    }
  }

  async stop() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    client?.on("error", () => {});
    await client?.end().catch(() => {});
  }
}
