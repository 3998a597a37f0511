import { eq } from "drizzle-orm";
import type { IntegrationCheck, IntegrationName } from "../../contract/health";
import { INTEGRATION_NAMES } from "../../contract/health";
import type { Db } from "../db/client";
import { integrationChecks } from "../db/schema";
import { codedTexts } from "../lib/coded-text";
import { isoOrNull } from "../lib/dates";

/**
 * The sentences the checks (server/integrations/checks.ts) store when a check ran, each with its
 * code (decision 120): the web shows `serverText.<code>` with the parameters in the reader's
 * language. "Not configured" has its own per-integration code (below, in readChecks).
 */
export const CHECK_TEXTS = codedTexts({
  CHECK_GITHUB_WAITING: "GITHUB_WEBHOOK_SECRET is set; no signed delivery has arrived yet.",
  CHECK_GITHUB_OK: "Last signed delivery: {{event}}.",
  CHECK_STRIPE_OK_LIVE: "Connected to Stripe (live mode).",
  CHECK_STRIPE_OK_TEST: "Connected to Stripe (test mode).",
  CHECK_SKIP_TRACE_WAITING: "Key set for {{host}}; not proven until a trace succeeds.",
  CHECK_SKIP_TRACE_FAILED: "The last trace failed: {{error}}",
  CHECK_SKIP_TRACE_OK: "The last trace succeeded.",
  // Before CHECK_NOAA_IMPORTED(_ONE), which would read "Last fetch" as a file name.
  CHECK_SPC_LAST_FETCH_ONE: "Last fetch: 1 row read.",
  CHECK_SPC_LAST_FETCH: "Last fetch: {{rows}} rows read.",
  CHECK_NOAA_IMPORTED_ONE: "{{file}}: 1 row read.",
  CHECK_NOAA_IMPORTED: "{{file}}: {{rows}} rows read.",
  CHECK_NOAA_SHIPPED: "{{reports}} NOAA reports from the {{files}} file(s) shipped with the app; no newer file imported yet (upload one on /roofstrike or run npm run hail:import).",
  CHECK_NOAA_NONE: "No NOAA reports on file: upload a file on /roofstrike or run npm run hail:import.",
  CHECK_PROPERTY_IMPORTS_NONE: "No property import yet: import a property list on /properties or run npm run properties:import.",
  CHECK_PROPERTY_IMPORTS_OK: "Properties imported; storm matching runs on every hail import.",
  CHECK_MODEL_CONFIGURED: "{{provider}} {{model}} configured; keeps the last call's outcome.",
  CHECK_SLACK_OK: "Connected to {{team}} as {{user}}",
  CHECK_SLACK_FAILED: "Slack refused the token or could not be reached ({{error}}). Check SLACK_BOT_TOKEN.",
  CHECK_WHATSAPP_OK_UNNAMED: "Connected: business number",
  CHECK_WHATSAPP_OK: "Connected: {{who}}",
  CHECK_WHATSAPP_FAILED: "{{error}}. Check WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.",
  WHATSAPP_PENDING_APPROVAL: "Pending Approval: Meta is reviewing the display name of {{number}}.",
  CHECK_SPC_WAITING_ALL_YEAR: "SPC_TODAY_HAIL_URL is set; the first poll has not run yet (every {{minutes}} minutes).",
  CHECK_SPC_WAITING: "SPC_TODAY_HAIL_URL is set; the first poll has not run yet (every {{minutes}} minutes in {{from}}–{{to}}, daily at 23:30 otherwise).",
  CHECK_SPC_FAILED: "The last poll ({{at}}) failed: {{error}}",
  CHECK_SPC_IMPORTED_ONE: "Last poll {{at}}: 1 new report imported and matched.",
  CHECK_SPC_IMPORTED: "Last poll {{at}}: {{reports}} new reports imported and matched.",
  CHECK_SPC_UNCHANGED_SINCE: "Last poll {{at}}: the file had not changed (304). New reports last arrived {{newAt}}.",
  CHECK_SPC_UNCHANGED: "Last poll {{at}}: the file had not changed (304).",
  CHECK_SPC_NO_NEW_SINCE: "Last poll {{at}}: no new reports. New reports last arrived {{newAt}}.",
  CHECK_SPC_NO_NEW: "Last poll {{at}}: no new reports.",
  CHECK_FAILED: "Check failed: {{error}}",
  CHECK_NOT_CHECKED: "Not checked yet.",
});

/**
 * The stored outcome of every integration's check (decision 050): what "connected",
 * "failing" or "not configured" rests on. The checks themselves (a live call, or the stored fact
 * of a last use) are in server/integrations/checks.ts; this is where their outcomes are written
 * and read, so the KPIs, the reports and the data-sources panel read the same rows.
 */
export type CheckState = IntegrationCheck["state"];
export interface CheckOutcome {
  state: CheckState;
  message: string;
  /** When the proving fact happened (a stored-fact check); default: now. */
  successAt?: Date | null;
}

/**
 * Notes an error that proves nothing about the integration itself (an unsigned delivery anyone on
 * the internet can send): kept as the last error, the check's state and message unchanged.
 */
export async function recordRefusal(db: Db, name: IntegrationName, message: string, now = new Date()) {
  await db.update(integrationChecks).set({ lastErrorAt: now, lastError: message }).where(eq(integrationChecks.name, name));
}

/** Stores a check's outcome: state and message now, the last success or the last error kept. */
export async function recordCheck(db: Db, name: IntegrationName, outcome: CheckOutcome, now = new Date()) {
  const success = outcome.state === "connected";
  const failed = outcome.state === "failing";
  const successAt = success ? (outcome.successAt ?? now) : null;
  await db
    .insert(integrationChecks)
    .values({
      name,
      state: outcome.state,
      message: outcome.message,
      checkedAt: now,
      lastSuccessAt: successAt,
      lastErrorAt: failed ? now : null,
      lastError: failed ? outcome.message : null,
    })
    .onConflictDoUpdate({
      target: integrationChecks.name,
      set: {
        state: outcome.state,
        message: outcome.message,
        checkedAt: now,
        ...(success ? { lastSuccessAt: successAt } : {}),
        ...(failed ? { lastErrorAt: now, lastError: outcome.message } : {}),
      },
    });
}

/** The outcome of a real language-model call (agents/model-call.ts): the model's check. */
export async function recordModelCall(db: Db, succeeded: boolean, message: string) {
  await recordCheck(db, "language_model", { state: succeeded ? "connected" : "failing", message });
}

/** The stored checks, one per integration in the fixed order (never checked: not configured, unchecked). */
export async function readChecks(db: Db): Promise<(IntegrationCheck & { id: number | null })[]> {
  const rows = await db.select().from(integrationChecks);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return INTEGRATION_NAMES.map((name) => {
    const r = byName.get(name);
    const state = (r?.state as CheckState | undefined) ?? "unverified";
    const coded = CHECK_TEXTS.read(r?.message);
    return {
      id: r?.id ?? null,
      name,
      state,
      message: r?.message ?? CHECK_TEXTS.write("CHECK_NOT_CHECKED"),
      // "Not configured" says the same per integration: a code the web translates (decision 060);
      // any other message by the template that wrote it (decision 120), else as stored.
      ...(state === "not_configured"
        ? { code: `CHECK_${name.toUpperCase()}_NOT_CONFIGURED`, params: null }
        : r
          ? { code: coded?.code ?? null, params: coded?.params ?? null }
          : { code: "CHECK_PENDING", params: null }),
      checkedAt: isoOrNull(r?.checkedAt ?? null),
      lastSuccessAt: isoOrNull(r?.lastSuccessAt ?? null),
      lastErrorAt: isoOrNull(r?.lastErrorAt ?? null),
      lastError: r?.lastError ?? null,
    };
  });
}

/** True when the language model's last real call succeeded (Aria's and the CMO's "available"). */
export async function modelAnswered(db: Db): Promise<boolean> {
  const [row] = await db.select({ state: integrationChecks.state }).from(integrationChecks).where(eq(integrationChecks.name, "language_model"));
  return row?.state === "connected";
}
