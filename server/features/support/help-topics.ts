/**
 * What the support assistant knows without a language model: the product's
 * own documentation for the four quick-help topics (spec 02 §9). Nothing here
 * is about the user's data, so nothing is invented.
 */
export const HELP_TOPICS: { key: string; words: RegExp; answer: string }[] = [
  {
    key: "agent-setup",
    words: /\b(agent|agents|setup|set up|prompt|model|agente)\b/i,
    answer:
      "Agent Setup: the seven agents (CTO, COO, CMO, StrikeCloser, Social Media, Developer, DevOps) are created on first start. Pick one in the dashboard's sidebar to chat with it and queue tasks. To make them answer with a language model, an administrator sets AI_PROVIDER, AI_MODEL and AI_API_KEY (and AI_BASE_URL for an OpenAI-compatible server) and restarts; an agent can use its own model (PUT /api/agents/:id/model).",
  },
  {
    key: "data-issues",
    words: /\b(data|source|sources|sync|metric|metrics|sample|datos)\b/i,
    answer:
      "Data Issues: the dashboard shows each company's data sources and their sync status; rows badged \"Sample data\" are demonstration figures, not live ones. A source in error shows why on the dashboard. Check the source's configuration, then its last sync time.",
  },
  {
    key: "deployment",
    words: /\b(deploy|deployment|server|start|build|docker|postgres|despliegue)\b/i,
    answer:
      "Deployment: `npm run build` then `npm start` serves the API and the web app on PORT (3000). Without DATABASE_URL the embedded PGlite database in DATA_DIR is used; set DATABASE_URL for PostgreSQL. Background task workers run in every instance unless JOB_WORKERS=false. See the README for every variable.",
  },
  {
    key: "api-keys",
    words: /\b(api|key|keys|token|openai|anthropic|secret|clave)\b/i,
    answer:
      "API Keys: keys live in environment variables, never in the database. Language model: AI_PROVIDER (openai, openai-compatible or anthropic), AI_MODEL, AI_API_KEY (or OPENAI_API_KEY), AI_BASE_URL. Google sign-in: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. Restart after changing them.",
  },
];

export function offlineSupportAnswer(question: string): string {
  const hits = HELP_TOPICS.filter((t) => t.words.test(question));
  const intro = "No language model is configured, so I answer from the product's help topics.";
  if (hits.length === 0) {
    return `${intro} I can help with: Agent Setup, Data Issues, Deployment and API Keys — pick one of the quick helps, or ask about one of them.`;
  }
  return [intro, ...hits.map((h) => h.answer)].join("\n\n");
}
