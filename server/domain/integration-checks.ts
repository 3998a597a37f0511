import { eq } from "drizzle-orm";
import type { IntegrationCheck, IntegrationName } from "../../contract/health";
import { INTEGRATION_NAMES } from "../../contract/health";
import type { Db } from "../db/client";
import { integrationChecks } from "../db/schema";
import { isoOrNull } from "../lib/dates";

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
    return {
      id: r?.id ?? null,
      name,
      state,
      message: r?.message ?? "Not checked yet.",
      // "Not configured" says the same per integration: a code the web translates (decision 060).
      code: state === "not_configured" ? `CHECK_${name.toUpperCase()}_NOT_CONFIGURED` : r ? null : "CHECK_PENDING",
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
