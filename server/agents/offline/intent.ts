/**
 * What a message asks about, without a language model: the language it is written in,
 * the topics it names (in English or Spanish) and whether it asks for prose to be
 * written, which only a model can do. Plain word lists, so the offline engine is
 * predictable and its tests say exactly what it understands.
 */

export type Language = "en" | "es";

export const TOPICS = ["leads", "storms", "tasks", "health", "sources", "deployments", "campaigns", "contracts", "kpis"] as const;
export type Topic = (typeof TOPICS)[number];

/** Lower case without accents, so "métricas" and "metricas" match alike. */
export function fold(text: string) {
  return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

const SPANISH_WORDS = new Set(
  "el la los las un una unos unas de del que por para con como cual cuales cuanto cuantos cuantas donde cuando hola gracias estado estan esta este esta estos nuestros nuestras nuestro nuestra mis tus sus y o pero hay tengo tenemos dame dime muestrame redacta escribe responde sobre cual es son al ajustador tareas clientes potenciales prospectos granizo tormentas tormenta salud despliegues campanas contratos ingresos semana mes hoy ayer".split(" "),
);
const ENGLISH_WORDS = new Set(
  "the a an of to for with how what which where when hello hi thanks status are is our my your their and or but there have has give show tell draft write reply about last this week month today yesterday leads tasks storms health deployments campaigns contracts revenue".split(" "),
);

/** Spanish when the message says so (¿, ¡, ñ) or has more Spanish than English words. */
export function detectLanguage(text: string): Language {
  if (/[¿¡ñ]/i.test(text)) return "es";
  const words = fold(text).match(/[a-z]+/g) ?? [];
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH_WORDS.has(w)) es++;
    if (ENGLISH_WORDS.has(w)) en++;
  }
  return es > en ? "es" : "en";
}

/** Each topic's words, matched on word starts in the folded text. */
const TOPIC_PATTERNS: Record<Topic, RegExp> = {
  leads: /\b(leads?|prospect|pipeline|skip.?trac|homeowner|investors?|clientes? potencial|prospecto|inversionista|propietario)/,
  storms: /\b(storms?|hail|tormenta|granizo|weather|clima)/,
  tasks: /\b(tasks?|todo|to-do|queue|backlog|workload|tarea|pendiente|cola)/,
  health: /\b(health|uptime|latency|errors?|incident|metrics?|system status|salud|latencia|errores|incidente|metrica|caida)/,
  sources: /\b(data ?sources?|sources?|sync|integrations?|fuentes?|sincroniz|integracion)/,
  deployments: /\b(deploy|release|rollout|ship|despliegue|desplegar|lanzamiento de version)/,
  campaigns: /\b(campaigns?|marketing|ads?\b|launch|campana|publicidad|lanzamiento)/,
  contracts: /\b(contracts?|clauses?|agreement|contrato|clausula|acuerdo)/,
  kpis: /\b(kpis?|revenue|conversion|growth|performance|numbers|figures|ingresos|conversion|crecimiento|rendimiento|cifras|indicadores)/,
};

/** The topics a message names, in the order of TOPICS (leads before storms: "hail leads" are leads). */
export function detectTopics(text: string): Topic[] {
  const s = fold(text);
  return TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(s));
}

/** A request to write something (a reply, an email, a post): prose only a model can write. */
export function asksForProse(text: string): boolean {
  const s = fold(text);
  return /\b(draft|write|compose|rewrite|reply to|respond to|answer the|email to|letter|redact|escrib|responde|contesta|borrador|carta|correo para|redacta)/.test(s);
}

/** Which venture a message is about, when it says: hail/roof words → RoofStrike, real-estate words → DealEngineAI. */
export function detectPlatform(text: string): "roofstrike" | "dealengineai" | null {
  const s = fold(text);
  if (/\b(roofstrike|roof|hail|storm|claim|adjuster|techo|granizo|tormenta|reclamo|ajustador)/.test(s)) return "roofstrike";
  if (/\b(dealengine|real estate|property|properties|mexico|investor|bienes raices|inmobiliari|propiedad|inversionista)/.test(s)) return "dealengineai";
  return null;
}
