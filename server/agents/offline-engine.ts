import type { AgentContext, AgentEngine, AgentReply, ReplyEvents } from "./engine";

/**
 * Answers without a language model: deterministic, built only from the
 * agent's own data, and plain about what it is.
 */
export class OfflineEngine implements AgentEngine {
  readonly name = "offline";

  label() {
    return "Offline engine";
  }

  async reply(context: AgentContext, userMessage: string, _signal?: AbortSignal, events?: ReplyEvents): Promise<AgentReply> {
    const spanish = looksSpanish(userMessage);
    const t = spanish ? ES : EN;
    const lines: string[] = [t.noModel(context.agent.name)];
    const topic = topicOf(userMessage);

    const open = context.tasks.filter((x) => x.status !== "completed");
    const wantTasks = topic === "tasks" || topic === "general";
    const wantHealth = topic === "health" || topic === "general";
    const wantSources = topic === "sources" || topic === "general";

    if (wantTasks) {
      if (context.tasks.length === 0) lines.push("", t.noTasks);
      else {
        lines.push("", t.tasksHeader(open.length, context.tasks.length));
        for (const task of context.tasks.slice(0, 5)) {
          const progress = task.status === "in_progress" ? ` (${task.progress}%)` : "";
          lines.push(`- ${task.title}: ${t.status(task.status)}${progress}, ${t.priority(task.priority)}${task.isSample ? t.sample : ""}`);
        }
      }
    }
    if (wantHealth && context.company) {
      if (context.metrics.length === 0) lines.push("", t.noMetrics(context.company.name));
      else {
        lines.push("", t.metricsHeader(context.company.name));
        for (const m of context.metrics.slice(0, 6)) {
          lines.push(`- ${m.service.replaceAll("-", " ")} (${m.metric}): ${m.value}${m.isSample ? t.sample : ""}`);
        }
      }
    }
    if (wantSources && context.company) {
      if (context.dataSources.length === 0) lines.push("", t.noSources(context.company.name));
      else {
        const failing = context.dataSources.filter((d) => d.status === "error");
        lines.push("", t.sourcesHeader(context.dataSources.length, failing.length));
        for (const d of failing) lines.push(`- ${d.name} (${d.type})${d.isSample ? t.sample : ""}`);
      }
    }
    // Blank lines between parts: Markdown would otherwise run a sentence into the last bullet.
    lines.push("", t.closing);
    const content = lines.join("\n");
    events?.onText?.(content);
    return { content, metadata: { engine: "offline" } };
  }
}

type Topic = "tasks" | "health" | "sources" | "general";
function topicOf(text: string): Topic {
  const s = text.toLowerCase();
  if (/\b(task|tasks|todo|queue|work|tarea|tareas|pendiente)/.test(s)) return "tasks";
  if (/\b(health|uptime|metric|status|system|salud|m[eé]trica|estado|sistema)/.test(s)) return "health";
  if (/\b(source|sources|data|sync|integration|fuente|datos|integraci[oó]n)/.test(s)) return "sources";
  return "general";
}

function looksSpanish(text: string) {
  const s = ` ${text.toLowerCase()} `;
  const hits = [" el ", " la ", " los ", " las ", " de ", " que ", " qué ", " por ", " para ", " hola", " cómo ", " como ", " estado ", " tareas", "¿"].filter((w) => s.includes(w)).length;
  return hits >= 2 || /[¿¡ñ]/.test(s);
}

const EN = {
  noModel: (name: string) =>
    `${name} here, answering with the offline engine: no language model is configured, so I can only report what is stored.`,
  noTasks: "I have no tasks in my queue.",
  tasksHeader: (open: number, all: number) => `My task queue: ${open} open of ${all}.`,
  status: (s: string) => s.replace("_", " "),
  priority: (p: string) => `${p} priority`,
  sample: " [sample data]",
  noMetrics: (c: string) => `No system metrics are stored for ${c}.`,
  metricsHeader: (c: string) => `System health for ${c}:`,
  noSources: (c: string) => `No data sources are configured for ${c}.`,
  sourcesHeader: (n: number, failing: number) =>
    failing === 0 ? `Data sources: ${n}, none failing.` : `Data sources: ${n}, ${failing} with errors:`,
  closing: "To get real analysis and advice, an administrator can configure a language model (see the README).",
};
const ES: typeof EN = {
  noModel: (name: string) =>
    `Soy ${name} y respondo con el motor sin conexión: no hay un modelo de lenguaje configurado, así que solo puedo informar lo que está guardado.`,
  noTasks: "No tengo tareas en mi cola.",
  tasksHeader: (open: number, all: number) => `Mi cola de tareas: ${open} abiertas de ${all}.`,
  status: (s: string) => ({ pending: "pendiente", in_progress: "en curso", completed: "completada", failed: "fallida" })[s] ?? s,
  priority: (p: string) => `prioridad ${({ low: "baja", medium: "media", high: "alta" } as Record<string, string>)[p] ?? p}`,
  sample: " [datos de muestra]",
  noMetrics: (c: string) => `No hay métricas del sistema guardadas para ${c}.`,
  metricsHeader: (c: string) => `Salud del sistema de ${c}:`,
  noSources: (c: string) => `No hay fuentes de datos configuradas para ${c}.`,
  sourcesHeader: (n: number, failing: number) =>
    failing === 0 ? `Fuentes de datos: ${n}, ninguna con errores.` : `Fuentes de datos: ${n}, ${failing} con errores:`,
  closing: "Para obtener análisis y consejos reales, un administrador puede configurar un modelo de lenguaje (ver el README).",
};
