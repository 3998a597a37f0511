import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { IntegrationCheck, IntegrationName } from "../../contract/health";
import { INTEGRATION_NAMES } from "../../contract/health";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { githubDeliveries, hailImports, integrationChecks, leads, properties, spcPolls } from "../db/schema";
import { CHECK_TEXTS, recordCheck, type CheckOutcome } from "../domain/integration-checks";
import { slackStatus } from "./slack/client";
import { createStripeClient, describeStripeError, NOT_CONFIGURED_MESSAGE as STRIPE_NOT_CONFIGURED } from "./stripe/client";
import { whatsappStatus } from "./whatsapp/client";
import { SKIP_TRACE_NOT_CONFIGURED } from "./skip-trace/client";

/**
 * Every integration and import the hub depends on, each with a check that proves
 * its state (decision 050): a live call where the service has one (Slack, WhatsApp,
 * Stripe), else the stored fact of its last use (a signed GitHub delivery, a skip
 * trace, a hail import). "connected" only after a check that succeeded; "unverified"
 * when configured but nothing has proved it yet. Each outcome is stored
 * (integration_checks) with the last success and the last error.
 */

export const GITHUB_NOT_CONFIGURED = "Set GITHUB_WEBHOOK_SECRET and add a GitHub webhook (events: deployment_status, workflow_run) to /api/webhooks/github.";
export const SPC_NOT_CONFIGURED = "Set SPC_TODAY_HAIL_URL to poll SPC's current-day hail reports (every 5 minutes in season).";
export const MODEL_NOT_CONFIGURED = "Set AI_PROVIDER, AI_MODEL and AI_API_KEY to use a language model.";

/** The SPC poller's cadence (decision 096): every 5 minutes all year, or in its season and daily at 23:30 otherwise. */
function waitingForFirstPoll(config: Config) {
  const { pollIntervalMinutes = 5, pollSeason = [3, 9] } = config.spc;
  const month = (m: number) => new Date(Date.UTC(2000, m - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const allYear = (pollSeason[1] - pollSeason[0] + 12) % 12 === 11;
  return allYear
    ? CHECK_TEXTS.write("CHECK_SPC_WAITING_ALL_YEAR", { minutes: pollIntervalMinutes })
    : CHECK_TEXTS.write("CHECK_SPC_WAITING", { minutes: pollIntervalMinutes, from: month(pollSeason[0]), to: month(pollSeason[1]) });
}

const ok = (message: string, successAt?: Date | null): CheckOutcome => ({ state: "connected", message, successAt });
const off = (message: string): CheckOutcome => ({ state: "not_configured", message });
const bad = (message: string): CheckOutcome => ({ state: "failing", message });
const waiting = (message: string): CheckOutcome => ({ state: "unverified", message });

type Check = (deps: { db: Db; config: Config }) => Promise<CheckOutcome>;

const CHECKS: Record<IntegrationName, Check> = {
  async github({ db, config }) {
    if (!config.github.webhookSecret) return off(GITHUB_NOT_CONFIGURED);
    const [last] = await db.select().from(githubDeliveries).orderBy(desc(githubDeliveries.receivedAt)).limit(1);
    if (!last) return waiting(CHECK_TEXTS.write("CHECK_GITHUB_WAITING"));
    return ok(CHECK_TEXTS.write("CHECK_GITHUB_OK", { event: last.event }), last.receivedAt);
  },
  async slack({ config }) {
    const s = await slackStatus(config);
    return { state: s.state, message: s.message };
  },
  async whatsapp({ config }) {
    const s = await whatsappStatus(config);
    return { state: s.state, message: s.message };
  },
  async stripe({ config }) {
    const stripe = createStripeClient(config.stripe);
    if (!stripe) return off(STRIPE_NOT_CONFIGURED);
    try {
      const balance = await stripe.balance.retrieve();
      return ok(CHECK_TEXTS.write(balance.livemode ? "CHECK_STRIPE_OK_LIVE" : "CHECK_STRIPE_OK_TEST"));
    } catch (err) {
      return bad(describeStripeError(err));
    }
  },
  async skip_trace({ db, config }) {
    if (!config.skipTrace.apiKey) return off(SKIP_TRACE_NOT_CONFIGURED);
    // The provider has no free status call: its state is the outcome of the last traces.
    // A failure counts only when no trace succeeded around it (one odd record in a batch is not an outage).
    const last = async (status: "traced" | "failed") =>
      (
        await db
          .select({ error: leads.traceError, at: leads.updatedAt })
          .from(leads)
          .where(and(eq(leads.traceStatus, status), eq(leads.isSample, false)))
          .orderBy(desc(leads.updatedAt))
          .limit(1)
      )[0];
    const [success, failure] = await Promise.all([last("traced"), last("failed")]);
    if (!success && !failure) return waiting(CHECK_TEXTS.write("CHECK_SKIP_TRACE_WAITING", { host: new URL(config.skipTrace.apiUrl).host }));
    if (failure && (!success || failure.at.getTime() - success.at.getTime() > 60_000))
      return bad(CHECK_TEXTS.write("CHECK_SKIP_TRACE_FAILED", { error: failure.error ?? "no reason stored" }));
    return ok(CHECK_TEXTS.write("CHECK_SKIP_TRACE_OK"), success!.at);
  },
  async noaa_hail({ db }) {
    const [last] = await db
      .select()
      .from(hailImports)
      .where(inArray(hailImports.origin, ["cli", "upload"]))
      .orderBy(desc(hailImports.createdAt))
      .limit(1);
    if (last) return ok(CHECK_TEXTS.write(last.rowsRead === 1 ? "CHECK_NOAA_IMPORTED_ONE" : "CHECK_NOAA_IMPORTED", { file: last.fileName, rows: last.rowsRead }), last.createdAt);
    // The files shipped with the app are imported at first start: the lookups answer from them, so
    // the source works (issue 19: it read "Not configured" beside 14,968 reports on file).
    const [shipped] = await db
      .select({ files: sql<number>`count(*)::int`, reports: sql<number>`coalesce(sum((${hailImports.summary}->>'imported')::int), 0)::int`, at: sql<Date | string | null>`max(${hailImports.createdAt})` })
      .from(hailImports)
      .where(eq(hailImports.origin, "shipped"));
    if (!shipped?.files || !shipped.at) return off(CHECK_TEXTS.write("CHECK_NOAA_NONE"));
    return ok(CHECK_TEXTS.write("CHECK_NOAA_SHIPPED", { reports: shipped.reports, files: shipped.files }), new Date(shipped.at));
  },
  async spc_daily({ db, config }) {
    if (!config.spc.todayHailUrl) return off(SPC_NOT_CONFIGURED);
    // The poller's last outcome (decision 096); before it ran, the last import of the old daily fetch.
    const [poll] = await db.select().from(spcPolls).where(eq(spcPolls.url, config.spc.todayHailUrl));
    if (!poll) {
      const [last] = await db.select().from(hailImports).where(eq(hailImports.origin, "spc-daily")).orderBy(desc(hailImports.createdAt)).limit(1);
      if (!last) return waiting(waitingForFirstPoll(config));
      return ok(CHECK_TEXTS.write(last.rowsRead === 1 ? "CHECK_SPC_LAST_FETCH_ONE" : "CHECK_SPC_LAST_FETCH", { rows: last.rowsRead }), last.createdAt);
    }
    // Each outcome is one sentence with a code (decision 120), so a Spanish reader reads it in Spanish.
    const at = poll.polledAt.toISOString();
    if (poll.outcome === "failed") return bad(CHECK_TEXTS.write("CHECK_SPC_FAILED", { at, error: poll.error ?? "no reason stored" }));
    if (poll.outcome === "imported")
      return ok(poll.newReports === 1 ? CHECK_TEXTS.write("CHECK_SPC_IMPORTED_ONE", { at }) : CHECK_TEXTS.write("CHECK_SPC_IMPORTED", { at, reports: poll.newReports }), poll.lastSuccessAt);
    const newAt = poll.lastNewAt?.toISOString();
    const text =
      poll.outcome === "not-modified"
        ? newAt ? CHECK_TEXTS.write("CHECK_SPC_UNCHANGED_SINCE", { at, newAt }) : CHECK_TEXTS.write("CHECK_SPC_UNCHANGED", { at })
        : newAt ? CHECK_TEXTS.write("CHECK_SPC_NO_NEW_SINCE", { at, newAt }) : CHECK_TEXTS.write("CHECK_SPC_NO_NEW", { at });
    return ok(text, poll.lastSuccessAt);
  },
  async property_imports({ db }) {
    // The property importer (decision 071): proven by the newest property it stored.
    const [last] = await db.select({ at: properties.createdAt }).from(properties).where(eq(properties.isSample, false)).orderBy(desc(properties.createdAt)).limit(1);
    if (!last) return off(CHECK_TEXTS.write("CHECK_PROPERTY_IMPORTS_NONE"));
    return ok(CHECK_TEXTS.write("CHECK_PROPERTY_IMPORTS_OK"), last.at);
  },
  async language_model({ config }) {
    if (!config.ai) return off(MODEL_NOT_CONFIGURED);
    // A model call costs money: its state is the outcome of the last real call (recordModelCall).
    return { state: "unverified", message: CHECK_TEXTS.write("CHECK_MODEL_CONFIGURED", { provider: config.ai.provider, model: config.ai.model }) };
  },
};

/** Runs one check (a failing check never throws) and stores it. */
export async function runCheck(deps: { db: Db; config: Config }, name: IntegrationName): Promise<CheckOutcome> {
  let outcome: CheckOutcome;
  try {
    outcome = await CHECKS[name](deps);
  } catch (err) {
    outcome = bad(CHECK_TEXTS.write("CHECK_FAILED", { error: (err as Error).message }));
  }
  // The model's stored outcome (its last real call) stays until a new call says otherwise.
  if (name === "language_model" && outcome.state === "unverified") {
    const [row] = await deps.db.select().from(integrationChecks).where(eq(integrationChecks.name, name));
    if (row && (row.state === "connected" || row.state === "failing")) return { state: row.state, message: row.message };
  }
  await recordCheck(deps.db, name, outcome);
  return outcome;
}

/** Runs every check in parallel and stores them all. */
export async function runAllChecks(deps: { db: Db; config: Config }) {
  await Promise.all(INTEGRATION_NAMES.map((name) => runCheck(deps, name)));
}

