import type { DashboardKpis } from "../../contract/kpis";
import type { AgentContext, AgentEngine, AgentReply, ReplyEvents } from "./engine";
import { campaignFacts, deploymentFacts, leadFacts, stormFacts, type FactSources } from "./offline/facts";
import { asksForProse, detectLanguage, detectPlatform, detectTopics, type Language, type Topic } from "./offline/intent";
import { PHRASES, type Phrases } from "./offline/phrases";

/** One part of a reply, written in the language of the phrases given. */
type Render = (t: Phrases) => string;
const LANGUAGES: readonly Language[] = ["en", "es"];

/** At most this many topics are answered in one reply, in the order of TOPICS. */
const MAX_TOPICS = 3;

/**
 * Answers without a language model (decision 061): it finds what the message asks
 * about (leads, storms and hail, tasks, health, data sources, deployments, campaigns,
 * contracts, KPIs; in English or Spanish) and answers from the stored rows about that,
 * in the message's language, saying it is offline. What it cannot do (write a reply,
 * a post, an email) it says plainly. Deterministic: no text is made up.
 */
export class OfflineEngine implements AgentEngine {
  readonly name = "offline";

  constructor(private readonly sources: FactSources = {}) {}

  label() {
    return "Offline engine";
  }

  async reply(context: AgentContext, userMessage: string, _signal?: AbortSignal, events?: ReplyEvents): Promise<AgentReply> {
    const language = detectLanguage(userMessage);
    const prose = asksForProse(userMessage);
    let topics = detectTopics(userMessage);
    // "hail leads", "leads from the storm": the storm words say which leads.
    if (topics.includes("leads")) topics = topics.filter((x) => x !== "storms");
    topics = topics.slice(0, MAX_TOPICS);

    // The answer first (it is what the conversation list previews), then what this engine is.
    // Each part is read from the rows once and written in both languages (decision 111).
    const parts: Render[] = [];
    if (prose) parts.push((p) => p.cannotWrite);
    for (const topic of topics) parts.push(await this.answer(topic, context, userMessage));
    if (topics.length === 0) {
      if (!prose) parts.push((p) => p.notUnderstood);
      parts.push((p) => p.canAnswer);
    }
    parts.push((p) => p.offline(context.agent.name));
    // Blank lines between parts: Markdown would otherwise run a sentence into the last bullet.
    const write = (l: Language) => parts.map((part) => part(PHRASES[l])).join("\n\n");
    const content = write(language);
    // The reply in the other language too: a reader sees it in the page's language.
    const localized = Object.fromEntries(LANGUAGES.map((l) => [l, l === language ? content : write(l)]));
    events?.onText?.(content);
    return { content, metadata: { engine: "offline", language, topics, localized, ...(prose ? { declined: "prose" } : {}) } };
  }

  /** What the rows say about a topic, ready to be written in either language. */
  private async answer(topic: Topic, context: AgentContext, message: string): Promise<Render> {
    const { db } = this.sources;
    const unavailable: Render = (t) => t.unavailable(topic);
    switch (topic) {
      case "tasks":
        return (t) => tasksAnswer(context, t);
      case "health":
        return (t) => healthAnswer(context, t);
      case "sources":
        return (t) => sourcesAnswer(context, t);
      case "contracts":
        return (t) => t.contracts;
      case "kpis": {
        if (!this.sources.kpis) return unavailable;
        const k = await this.sources.kpis();
        return (t) => kpiAnswer(k, t);
      }
      case "leads": {
        if (!db) return unavailable;
        const f = await leadFacts(db, detectPlatform(message));
        return (t) => t.leads(f);
      }
      case "storms": {
        if (!db) return unavailable;
        const f = await stormFacts(db);
        return (t) => t.storms(f);
      }
      case "deployments": {
        if (!db) return unavailable;
        const rows = await deploymentFacts(db, context.company?.id ?? null);
        return (t) => t.deployments(rows, context.company?.name ?? null);
      }
      case "campaigns": {
        if (!db) return unavailable;
        const f = await campaignFacts(db);
        return (t) => t.campaigns(f);
      }
    }
  }
}

function tasksAnswer(context: AgentContext, t: Phrases) {
  if (context.tasks.length === 0) return t.noTasks;
  const open = context.tasks.filter((x) => x.status !== "completed");
  const lines = [t.tasksHeader(open.length, context.tasks.length)];
  for (const task of context.tasks.slice(0, 5)) {
    const progress = task.status === "in_progress" ? ` (${task.progress}%)` : "";
    lines.push(`- ${task.title}: ${t.taskStatus(task.status)}${progress}, ${t.priority(task.priority)}${task.isSample ? t.sample : ""}`);
  }
  return lines.join("\n");
}

function healthAnswer(context: AgentContext, t: Phrases) {
  if (!context.company) return t.noCompany;
  if (context.metrics.length === 0) return t.noMetrics(context.company.name);
  const lines = [t.metricsHeader(context.company.name)];
  for (const m of context.metrics.slice(0, 6)) lines.push(`- ${m.service.replaceAll("-", " ")} (${m.metric}): ${m.value}${m.isSample ? t.sample : ""}`);
  return lines.join("\n");
}

function sourcesAnswer(context: AgentContext, t: Phrases) {
  if (!context.company) return t.noCompany;
  if (context.dataSources.length === 0) return t.noSources(context.company.name);
  const failing = context.dataSources.filter((d) => d.status === "error");
  const lines = [t.sourcesHeader(context.dataSources.length, failing.length)];
  for (const d of failing) lines.push(`- ${d.name} (${d.type})${d.isSample ? t.sample : ""}`);
  return lines.join("\n");
}

function kpiAnswer(k: DashboardKpis, t: Phrases) {
  return t.kpis(k);
}
