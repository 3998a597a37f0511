import { AGENT_DEFAULT_NAMES } from "../../../contract/agents";
import type { DashboardKpis } from "../../../contract/kpis";
import type { campaignFacts, deploymentFacts, leadFacts, stormFacts } from "./facts";
import type { Language, Topic } from "./intent";

type LeadFacts = Awaited<ReturnType<typeof leadFacts>>;
type StormFacts = Awaited<ReturnType<typeof stormFacts>>;
type DeploymentFacts = Awaited<ReturnType<typeof deploymentFacts>>;
type CampaignFacts = Awaited<ReturnType<typeof campaignFacts>>;

/** The offline engine's sentences in one language; figures go through Intl for it. */
export interface Phrases {
  offline(agent: string): string;
  cannotWrite: string;
  notUnderstood: string;
  canAnswer: string;
  unavailable(topic: Topic): string;
  sample: string;
  noCompany: string;
  noTasks: string;
  tasksHeader(open: number, all: number): string;
  taskStatus(s: string): string;
  priority(p: string): string;
  noMetrics(company: string): string;
  metricsHeader(company: string): string;
  noSources(company: string): string;
  sourcesHeader(n: number, failing: number): string;
  contracts: string;
  leads(f: LeadFacts): string;
  storms(f: StormFacts): string;
  deployments(rows: DeploymentFacts, company: string | null): string;
  campaigns(f: CampaignFacts): string;
  kpis(k: DashboardKpis): string;
}

/** A seeded agent's default name as the Spanish pages show it (web/locales/es.json agentNames); a name an admin gave stays. */
const SPANISH_AGENT_NAMES: Record<string, string> = {
  [AGENT_DEFAULT_NAMES.cto]: "Agente CTO",
  [AGENT_DEFAULT_NAMES.coo]: "Agente COO",
  [AGENT_DEFAULT_NAMES.cmo]: "Agente CMO",
  [AGENT_DEFAULT_NAMES.social]: "Agente de redes sociales",
  [AGENT_DEFAULT_NAMES.developer]: "Agente de desarrollo",
  [AGENT_DEFAULT_NAMES.devops]: "Agente DevOps",
};

const num = (locale: string) => (n: number) => new Intl.NumberFormat(locale).format(n);
const usd = (locale: string) => (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);
const day = (locale: string) => (d: Date | string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(typeof d === "string" ? new Date(`${d.slice(0, 10)}T00:00:00Z`) : d);
const pct = (locale: string) => (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n) + (locale.startsWith("es") ? " %" : "%");

const EN_LOCALE = "en-US";
const ES_LOCALE = "es-MX";

const en = (() => {
  const n = num(EN_LOCALE);
  const $ = usd(EN_LOCALE);
  const d = day(EN_LOCALE);
  const p = pct(EN_LOCALE);
  const platformName = (x: string | null) => (x === "roofstrike" ? "RoofStrike" : x === "dealengineai" ? "DealEngineAI" : null);
  const phrases: Phrases = {
    offline: (agent) =>
      `*${agent}, offline engine: no language model is configured, so I report what is stored and write nothing new. For analysis, advice or written text, an administrator can configure one (AI_PROVIDER, see the README).*`,
    cannotWrite:
      "I cannot draft that: writing a reply, an email or a post needs a language model, and none is configured. I will not make one up from a template.",
    notUnderstood: "I could not tell which of our records you are asking about.",
    canAnswer:
      "Offline I can answer from stored rows about: leads (RoofStrike or DealEngineAI), storms and hail reports, my tasks, system health, data sources, deployments, campaigns and the KPIs. For example: \"Status of our hail leads?\" or \"Which deployments failed?\"",
    unavailable: (topic) => `I cannot read the ${topic} records from here.`,
    sample: " [sample data]",
    noCompany: "I am not attached to a company, so I have no system figures to report.",
    noTasks: "I have no tasks in my queue.",
    tasksHeader: (open, all) => `My task queue: ${open} open of ${all}.`,
    taskStatus: (s) => ({ pending: "pending", in_progress: "in progress", completed: "completed", failed: "failed" })[s] ?? s,
    priority: (x) => `${x} priority`,
    noMetrics: (c) => `No system metrics are stored for ${c}.`,
    metricsHeader: (c) => `System health for ${c}:`,
    noSources: (c) => `No data sources are configured for ${c}.`,
    sourcesHeader: (total, failing) => (failing === 0 ? `Data sources: ${total}, none failing.` : `Data sources: ${total}, ${failing} with errors:`),
    contracts:
      "Contracts are not stored: the Contracts page validates or translates a text you paste, and that needs a language model. Offline I have no contract figures to report.",
    leads: (f) => {
      const who = platformName(f.platform);
      const scope = who ? `${who} leads${f.platform === "roofstrike" ? " (storm and hail claims)" : ""}` : "Leads (both ventures)";
      if (f.total === 0) return `${scope}: none are stored yet.`;
      const lines = [
        `${scope}: ${n(f.total)} stored, ${n(f.last30)} in the last 30 days${f.sample ? ` (${n(f.sample)} are sample data)` : ""}.`,
        `- By status: ${n(f.new)} new, ${n(f.contacted)} contacted, ${n(f.qualified)} qualified, ${n(f.converted)} converted.`,
        `- ${n(f.high)} high-priority ${f.high === 1 ? "lead is" : "leads are"} still open; open estimated value ${$(f.value)}.`,
        `- Skip tracing found contact details for ${n(f.traced)}; ${n(f.withStorm)} are tied to a storm date.`,
      ];
      if (f.latest.length) {
        lines.push(
          `- Latest: ${f.latest
            .map((l) => `ZIP ${l.zip ?? "—"}, ${l.status}, ${l.priority} priority, ${$(l.value)}${l.stormDate ? `, storm of ${d(l.stormDate)}` : ""}`)
            .join("; ")}.`,
        );
      }
      return lines.join("\n");
    },
    storms: (f) => {
      const lines: string[] = [];
      if (f.recent.length === 0) lines.push("No storm events are stored.");
      else {
        lines.push("Latest storm events:");
        for (const s of f.recent) lines.push(`- ${d(s.on)}, ${s.location}: severity ${s.severity}, ${n(s.affected)} properties affected${s.isSample ? " [sample data]" : ""}`);
      }
      if (f.hail.total === 0) lines.push("No hail reports are imported (npm run hail:import).");
      else
        lines.push(
          `Hail reports${f.hail.sample ? " (sample set, not NOAA data)" : " (NOAA)"}: ${n(f.hail.total)} stored, ${n(f.hail.lastYear)} in the last 12 months${f.hail.largest ? `, largest ${f.hail.largest} in` : ""}${f.hail.latest ? `; latest on ${d(f.hail.latest)}` : ""}.`,
        );
      return lines.join("\n");
    },
    deployments: (rows, company) => {
      if (rows.length === 0) return `No deployments are stored${company ? ` for ${company}` : ""}.`;
      const failed = rows.filter((r) => r.status === "failed").length;
      const lines = [`Latest deployments${company ? ` of ${company}` : ""}: ${rows.length} shown, ${failed} failed.`];
      for (const r of rows) lines.push(`- ${r.name} (${r.environment}): ${r.status}, ${d(r.at)}${r.isSample ? " [sample data]" : ""}`);
      return lines.join("\n");
    },
    campaigns: (f) => {
      if (f.total === 0) return "No launch campaigns are stored yet (the Launch Command Center creates them).";
      const lines = [`Launch campaigns: ${n(f.total)} stored, ${n(f.failed)} failed. Latest:`];
      for (const c of f.latest) lines.push(`- ${platformName(c.platform) ?? c.platform}: ${c.status}, ${d(c.at)}`);
      return lines.join("\n");
    },
    kpis: (k) =>
      [
        `KPIs for the last ${k.period.days} days, from stored rows:`,
        `- RoofStrike: ${n(k.roofStrike.metrics.claimLeads)} claim leads, revenue ${$(k.roofStrike.metrics.revenue)}${k.roofStrike.trends.leadGrowth != null ? `, lead growth ${p(k.roofStrike.trends.leadGrowth)}` : ""}.`,
        `- DealEngineAI: ${n(k.dealEngineAI.metrics.totalLeads)} leads${k.dealEngineAI.metrics.conversionRate != null ? `, conversion ${p(k.dealEngineAI.metrics.conversionRate)}` : ""}.`,
        `- Uptime ${p(k.systemHealth.uptime)}; ${k.systemHealth.activeDataSources} of ${k.systemHealth.totalDataSources} data sources active.`,
      ].join("\n"),
  };
  return phrases;
})();

const es = (() => {
  const n = num(ES_LOCALE);
  const $ = usd(ES_LOCALE);
  const d = day(ES_LOCALE);
  const p = pct(ES_LOCALE);
  const leadStatus = (s: string) => ({ new: "nuevo", contacted: "contactado", qualified: "calificado", converted: "convertido" })[s] ?? s;
  const prio = (x: string) => ({ low: "baja", medium: "media", high: "alta", critical: "crítica" })[x] ?? x;
  const env = (x: string) => ({ production: "producción", staging: "pruebas", development: "desarrollo" })[x] ?? x;
  const deployStatus = (x: string) => ({ completed: "completado", running: "en curso", failed: "fallido", pending: "pendiente" })[x] ?? x;
  const campaignStatus = (x: string) => ({ completed: "completada", running: "en curso", failed: "fallida", pending: "pendiente" })[x] ?? x;
  const topicName: Record<Topic, string> = {
    leads: "prospectos", storms: "tormentas", tasks: "tareas", health: "salud del sistema", sources: "fuentes de datos",
    deployments: "despliegues", campaigns: "campañas", contracts: "contratos", kpis: "indicadores",
  };
  const platformName = (x: string | null) => (x === "roofstrike" ? "RoofStrike" : x === "dealengineai" ? "DealEngineAI" : null);
  const phrases: Phrases = {
    offline: (agent) =>
      `*${SPANISH_AGENT_NAMES[agent] ?? agent}, motor sin conexión: no hay un modelo de lenguaje configurado, así que informo lo que está guardado y no redacto nada nuevo. Para análisis, consejos o textos redactados, un administrador puede configurar uno (AI_PROVIDER, ver el README).*`,
    cannotWrite:
      "No puedo redactar eso: escribir una respuesta, un correo o una publicación requiere un modelo de lenguaje, y no hay ninguno configurado. No voy a inventarla con una plantilla.",
    notUnderstood: "No pude saber sobre cuáles de nuestros registros preguntas.",
    canAnswer:
      "Sin conexión puedo responder con los datos guardados sobre: prospectos (RoofStrike o DealEngineAI), tormentas y reportes de granizo, mis tareas, la salud del sistema, las fuentes de datos, los despliegues, las campañas y los indicadores. Por ejemplo: «¿Cómo van nuestros prospectos de granizo?» o «¿Qué despliegues fallaron?»",
    unavailable: (topic) => `Desde aquí no puedo leer los registros de ${topicName[topic]}.`,
    sample: " [datos de muestra]",
    noCompany: "No estoy asignado a una empresa, así que no tengo cifras del sistema que informar.",
    noTasks: "No tengo tareas en mi cola.",
    tasksHeader: (open, all) => `Mi cola de tareas: ${open} abiertas de ${all}.`,
    taskStatus: (s) => ({ pending: "pendiente", in_progress: "en curso", completed: "completada", failed: "fallida" })[s] ?? s,
    priority: (x) => `prioridad ${prio(x)}`,
    noMetrics: (c) => `No hay métricas del sistema guardadas para ${c}.`,
    metricsHeader: (c) => `Salud del sistema de ${c}:`,
    noSources: (c) => `No hay fuentes de datos configuradas para ${c}.`,
    sourcesHeader: (total, failing) => (failing === 0 ? `Fuentes de datos: ${total}, ninguna con errores.` : `Fuentes de datos: ${total}, ${failing} con errores:`),
    contracts:
      "Los contratos no se guardan: la página de Contratos valida o traduce el texto que pegas, y eso requiere un modelo de lenguaje. Sin conexión no tengo cifras de contratos que informar.",
    leads: (f) => {
      const who = platformName(f.platform);
      const scope = who ? `Prospectos de ${who}${f.platform === "roofstrike" ? " (reclamos por tormenta y granizo)" : ""}` : "Prospectos (ambas empresas)";
      if (f.total === 0) return `${scope}: aún no hay ninguno guardado.`;
      const lines = [
        `${scope}: ${n(f.total)} guardados, ${n(f.last30)} en los últimos 30 días${f.sample ? ` (${n(f.sample)} son datos de muestra)` : ""}.`,
        `- Por estado: ${n(f.new)} nuevos, ${n(f.contacted)} contactados, ${n(f.qualified)} calificados, ${n(f.converted)} convertidos.`,
        `- ${n(f.high)} ${f.high === 1 ? "prospecto de prioridad alta sigue abierto" : "prospectos de prioridad alta siguen abiertos"}; valor estimado abierto ${$(f.value)}.`,
        `- La búsqueda de contactos encontró datos de ${n(f.traced)}; ${n(f.withStorm)} están ligados a una fecha de tormenta.`,
      ];
      if (f.latest.length) {
        lines.push(
          `- Los más recientes: ${f.latest
            .map((l) => `CP ${l.zip ?? "—"}, ${leadStatus(l.status)}, prioridad ${prio(l.priority)}, ${$(l.value)}${l.stormDate ? `, tormenta del ${d(l.stormDate)}` : ""}`)
            .join("; ")}.`,
        );
      }
      return lines.join("\n");
    },
    storms: (f) => {
      const lines: string[] = [];
      if (f.recent.length === 0) lines.push("No hay tormentas guardadas.");
      else {
        lines.push("Tormentas más recientes:");
        for (const s of f.recent) lines.push(`- ${d(s.on)}, ${s.location}: severidad ${n(s.severity)}, ${n(s.affected)} propiedades afectadas${s.isSample ? " [datos de muestra]" : ""}`);
      }
      if (f.hail.total === 0) lines.push("No hay reportes de granizo importados (npm run hail:import).");
      else
        lines.push(
          `Reportes de granizo${f.hail.sample ? " (conjunto de muestra, no datos de NOAA)" : " (NOAA)"}: ${n(f.hail.total)} guardados, ${n(f.hail.lastYear)} en los últimos 12 meses${f.hail.largest ? `, el mayor de ${n(f.hail.largest)} pulgadas` : ""}${f.hail.latest ? `; el último el ${d(f.hail.latest)}` : ""}.`,
        );
      return lines.join("\n");
    },
    deployments: (rows, company) => {
      if (rows.length === 0) return `No hay despliegues guardados${company ? ` de ${company}` : ""}.`;
      const failed = rows.filter((r) => r.status === "failed").length;
      const lines = [`Despliegues más recientes${company ? ` de ${company}` : ""}: ${rows.length} mostrados, ${failed} fallidos.`];
      for (const r of rows) lines.push(`- ${r.name} (${env(r.environment)}): ${deployStatus(r.status)}, ${d(r.at)}${r.isSample ? " [datos de muestra]" : ""}`);
      return lines.join("\n");
    },
    campaigns: (f) => {
      if (f.total === 0) return "Aún no hay campañas de lanzamiento guardadas (las crea el Centro de Lanzamiento).";
      const lines = [`Campañas de lanzamiento: ${n(f.total)} guardadas, ${n(f.failed)} fallidas. Las más recientes:`];
      for (const c of f.latest) lines.push(`- ${platformName(c.platform) ?? c.platform}: ${campaignStatus(c.status)}, ${d(c.at)}`);
      return lines.join("\n");
    },
    kpis: (k) =>
      [
        `Indicadores de los últimos ${k.period.days} días, de los datos guardados:`,
        `- RoofStrike: ${n(k.roofStrike.metrics.claimLeads)} prospectos de reclamos, ingresos ${$(k.roofStrike.metrics.revenue)}${k.roofStrike.trends.leadGrowth != null ? `, crecimiento de prospectos ${p(k.roofStrike.trends.leadGrowth)}` : ""}.`,
        `- DealEngineAI: ${n(k.dealEngineAI.metrics.totalLeads)} prospectos${k.dealEngineAI.metrics.conversionRate != null ? `, conversión ${p(k.dealEngineAI.metrics.conversionRate)}` : ""}.`,
        `- Disponibilidad ${p(k.systemHealth.uptime)}; ${k.systemHealth.activeDataSources} de ${k.systemHealth.totalDataSources} fuentes de datos activas.`,
      ].join("\n"),
  };
  return phrases;
})();

export const PHRASES: Record<Language, Phrases> = { en, es };
