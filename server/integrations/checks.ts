import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { IntegrationCheck, IntegrationName } from "../../contract/health";
import { INTEGRATION_NAMES } from "../../contract/health";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { githubDeliveries, hailImports, integrationChecks, leads, properties, spcPolls } from "../db/schema";
import { recordCheck, type CheckOutcome } from "../domain/integration-checks";
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

/** "every 5 minutes in March–September, daily at 23:30 otherwise" (decision 096). */
function describeCadence(config: Config) {
  const { pollIntervalMinutes = 5, pollSeason = [3, 9] } = config.spc;
  const month = (m: number) => new Date(Date.UTC(2000, m - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const allYear = (pollSeason[1] - pollSeason[0] + 12) % 12 === 11;
  return allYear ? `every ${pollIntervalMinutes} minutes` : `every ${pollIntervalMinutes} minutes in ${month(pollSeason[0])}–${month(pollSeason[1])}, daily at 23:30 otherwise`;
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
    if (!last) return waiting("GITHUB_WEBHOOK_SECRET is set; no signed delivery has arrived yet.");
    return ok(`Last signed delivery: ${last.event}.`, last.receivedAt);
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
      return ok(`Connected to Stripe (${balance.livemode ? "live" : "test"} mode).`);
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
    if (!success && !failure) return waiting(`Key set for ${new URL(config.skipTrace.apiUrl).host}; not proven until a trace succeeds.`);
    if (failure && (!success || failure.at.getTime() - success.at.getTime() > 60_000))
      return bad(`The last trace failed: ${failure.error ?? "no reason stored"}`);
    return ok("The last trace succeeded.", success!.at);
  },
  async noaa_hail({ db }) {
    const [last] = await db
      .select()
      .from(hailImports)
      .where(inArray(hailImports.origin, ["cli", "upload"]))
      .orderBy(desc(hailImports.createdAt))
      .limit(1);
    if (last) return ok(`${last.fileName}: ${last.rowsRead} rows read.`, last.createdAt);
    // The files shipped with the app are imported at first start: the lookups answer from them, so
    // the source works (issue 19: it read "Not configured" beside 14,968 reports on file).
    const [shipped] = await db
      .select({ files: sql<number>`count(*)::int`, reports: sql<number>`coalesce(sum((${hailImports.summary}->>'imported')::int), 0)::int`, at: sql<Date | string | null>`max(${hailImports.createdAt})` })
      .from(hailImports)
      .where(eq(hailImports.origin, "shipped"));
    if (!shipped?.files || !shipped.at) return off("No NOAA reports on file: upload a file on /roofstrike or run npm run hail:import.");
    return ok(`${shipped.reports} NOAA reports from the ${shipped.files} file(s) shipped with the app; no newer file imported yet (upload one on /roofstrike or run npm run hail:import).`, new Date(shipped.at));
  },
  async spc_daily({ db, config }) {
    if (!config.spc.todayHailUrl) return off(SPC_NOT_CONFIGURED);
    // The poller's last outcome (decision 096); before it ran, the last import of the old daily fetch.
    const [poll] = await db.select().from(spcPolls).where(eq(spcPolls.url, config.spc.todayHailUrl));
    if (!poll) {
      const [last] = await db.select().from(hailImports).where(eq(hailImports.origin, "spc-daily")).orderBy(desc(hailImports.createdAt)).limit(1);
      if (!last) return waiting(`SPC_TODAY_HAIL_URL is set; the first poll has not run yet (${describeCadence(config)}).`);
      return ok(`Last fetch: ${last.rowsRead} rows read.`, last.createdAt);
    }
    const at = poll.polledAt.toISOString();
    if (poll.outcome === "failed") return bad(`The last poll (${at}) failed: ${poll.error ?? "no reason stored"}`);
    const news = poll.lastNewAt ? ` New reports last arrived ${poll.lastNewAt.toISOString()}.` : "";
    const what =
      poll.outcome === "imported" ? `${poll.newReports} new report${poll.newReports === 1 ? "" : "s"} imported and matched` :
      poll.outcome === "not-modified" ? "the file had not changed (304)" : "no new reports";
    return ok(`Last poll ${at}: ${what}.${news} Polled ${describeCadence(config)}.`, poll.lastSuccessAt);
  },
  async property_imports({ db }) {
    // The property importer (decision 071): proven by the newest property it stored.
    const [last] = await db.select({ at: properties.createdAt }).from(properties).where(eq(properties.isSample, false)).orderBy(desc(properties.createdAt)).limit(1);
    if (!last) return off("No property import yet: import a property list on /properties or run npm run properties:import.");
    return ok("Properties imported; storm matching runs on every hail import.", last.at);
  },
  async language_model({ config }) {
    if (!config.ai) return off(MODEL_NOT_CONFIGURED);
    // A model call costs money: its state is the outcome of the last real call (recordModelCall).
    return { state: "unverified", message: `${config.ai.provider} ${config.ai.model} configured; keeps the last call's outcome.` };
  },
};

/** Runs one check (a failing check never throws) and stores it. */
export async function runCheck(deps: { db: Db; config: Config }, name: IntegrationName): Promise<CheckOutcome> {
  let outcome: CheckOutcome;
  try {
    outcome = await CHECKS[name](deps);
  } catch (err) {
    outcome = bad(`Check failed: ${(err as Error).message}`);
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

