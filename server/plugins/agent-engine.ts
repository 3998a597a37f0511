import fp from "fastify-plugin";
import type { AgentEngine } from "../agents/engine";
import { OfflineEngine } from "../agents/offline-engine";
import { NoLanguageModel, type LanguageModelService } from "../agents/language-model";

declare module "fastify" {
  interface FastifyInstance {
    agentEngine: AgentEngine;
    /** Structured and free-text generation for content features (503 when no model). */
    ai: LanguageModelService;
  }
}

/** The engine agents answer with. Offline until a language model is configured. */
export default fp<{ engine?: AgentEngine; ai?: LanguageModelService }>(
  async function agentEnginePlugin(app, opts) {
    app.decorate("agentEngine", opts.engine ?? new OfflineEngine());
    app.decorate("ai", opts.ai ?? new NoLanguageModel());
  },
  { name: "agent-engine" },
);
