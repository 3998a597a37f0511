import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { KnownBlock } from "@slack/web-api";
import type { Standup } from "../../../contract/standup";
import { recordActivity } from "../../db/activity";
import { standups } from "../../db/schema";
import { iso } from "../../lib/dates";
import { postToSlack, slackConfigured } from "../../integrations/slack/client";

export const STANDUP_JOB = "standup.daily";

export interface StandupFacts {
  windowHours: number;
  tasksCompleted: string[];
  tasksCreated: number;
  tasksOpen: number;
  leadsAdded: number;
  leadsTraced: number;
  campaignsLaunched: number;
  whatsappSent: number;
  whatsappReceived: number;
  commandsDispatched: number;
}

/** The company's calendar date (YYYY-MM-DD) in its time zone. */
export function companyDate(timeZone: string, at = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The last day's real activity, counted from the stored rows. */
export async function collectFacts(app: FastifyInstance, now = new Date()): Promise<StandupFacts> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const db = app.database.db;
  const done = (
    await db.execute(sql`select title from tasks where status = 'completed' and updated_at >= ${since} order by updated_at desc limit 10`)
  ).rows as unknown as { title: string }[];
  const [c] = (
    await db.execute(sql`select
      (select count(*)::int from tasks where created_at >= ${since}) as tasks_created,
      (select count(*)::int from tasks where status in ('pending', 'in_progress')) as tasks_open,
      (select count(*)::int from leads where created_at >= ${since}) as leads_added,
      (select count(*)::int from leads where traced_at >= ${since}) as leads_traced,
      (select count(*)::int from campaigns where created_at >= ${since}) as campaigns,
      (select count(*)::int from whatsapp_messages where direction = 'outbound' and created_at >= ${since}) as wa_sent,
      (select count(*)::int from whatsapp_messages where direction = 'inbound' and created_at >= ${since}) as wa_received,
      (select count(*)::int from activity_log where type = 'command_dispatched' and created_at >= ${since}) as commands`)
  ).rows as unknown as Record<string, number>[];
  return {
    windowHours: 24,
    tasksCompleted: done.map((d) => d.title),
    tasksCreated: c.tasks_created,
    tasksOpen: c.tasks_open,
    leadsAdded: c.leads_added,
    leadsTraced: c.leads_traced,
    campaignsLaunched: c.campaigns,
    whatsappSent: c.wa_sent,
    whatsappReceived: c.wa_received,
    commandsDispatched: c.commands,
  };
}

/** A plain, factual standup from the numbers: a report, not an invention. */
export function plainStandup(date: string, f: StandupFacts) {
  const lines = [
    `Daily standup for ${date} (last ${f.windowHours} hours)`,
    `Done: ${f.tasksCompleted.length} task(s) completed${f.tasksCompleted.length ? `: ${f.tasksCompleted.join("; ")}` : ""}.`,
    `Pending: ${f.tasksOpen} open task(s); ${f.tasksCreated} created in the period.`,
    `Leads: ${f.leadsAdded} added, ${f.leadsTraced} skip-traced.`,
    `Launches: ${f.campaignsLaunched} campaign(s).`,
    `Messages: ${f.whatsappSent} WhatsApp sent, ${f.whatsappReceived} received.`,
    `Commands: ${f.commandsDispatched} dispatched to the agents.`,
  ];
  return lines.join("\n");
}

export function standupBlocks(date: string, message: string): KnownBlock[] {
  return [
    { type: "header", text: { type: "plain_text", text: `Daily standup — ${date}` } },
    { type: "section", text: { type: "mrkdwn", text: message.slice(0, 2900) } },
    { type: "context", elements: [{ type: "mrkdwn", text: "Posted by the AI Operations Hub" }] },
  ];
}

const toSlackText = (message: string) =>
  message
    .split("\n")
    .map((line, i) => (i === 0 ? `*${line}*` : `• ${line}`))
    .join("\n");

export function presentStandup(s: typeof standups.$inferSelect): Standup {
  return {
    id: s.id,
    date: s.standupDate,
    message: s.message,
    formattedMessage: s.formattedMessage,
    generatedBy: s.generatedBy,
    trigger: s.trigger,
    postedToSlack: s.postedToSlack,
    slackError: s.slackError,
    createdAt: iso(s.createdAt),
  };
}

/**
 * Builds the day's standup and posts it to Slack when Slack is configured.
 * The scheduled run keeps the first standup of a day (a unique date: a second
 * run the same day does nothing); a manual trigger replaces the day's text.
 */
export async function runStandup(app: FastifyInstance, trigger: "schedule" | "manual") {
  const db = app.database.db;
  const date = companyDate(app.config.timeZone);
  const facts = await collectFacts(app);
  let message = plainStandup(date, facts);
  let generatedBy = "facts";
  if (app.ai.configured) {
    const out = await app.ai.generateText({
      system: "You are the COO agent. Write a short daily standup for the operators from these facts only. Do not add numbers, names or events that are not in the facts.",
      prompt: `Date: ${date}\nFacts (JSON): ${JSON.stringify(facts)}`,
    });
    message = out.text.trim() || message;
    generatedBy = out.model;
  }
  const values = { standupDate: date, message, formattedMessage: toSlackText(message), facts: facts as unknown as Record<string, unknown>, generatedBy, trigger };
  let row: typeof standups.$inferSelect | undefined;
  if (trigger === "schedule") {
    [row] = await db.insert(standups).values(values).onConflictDoNothing({ target: standups.standupDate }).returning();
    if (!row) return { created: false as const, standup: null };
  } else {
    [row] = await db
      .insert(standups)
      .values(values)
      .onConflictDoUpdate({ target: standups.standupDate, set: { ...values, postedToSlack: false, slackError: null, createdAt: new Date() } })
      .returning();
  }
  if (slackConfigured(app.config)) {
    try {
      await postToSlack(app.config, row.formattedMessage, standupBlocks(date, row.formattedMessage));
      [row] = await db.update(standups).set({ postedToSlack: true, slackError: null }).where(eq(standups.id, row.id)).returning();
    } catch (err) {
      [row] = await db.update(standups).set({ slackError: (err as Error).message }).where(eq(standups.id, row.id)).returning();
    }
  }
  await recordActivity(db, {
    type: "standup_posted",
    agentRole: "coo",
    message: row.postedToSlack ? `Daily standup for ${date} posted to Slack` : `Daily standup for ${date} generated`,
  });
  return { created: true as const, standup: row };
}

export async function latestStandup(app: FastifyInstance) {
  const [row] = await app.database.db.select().from(standups).orderBy(desc(standups.standupDate)).limit(1);
  return row ?? null;
}
