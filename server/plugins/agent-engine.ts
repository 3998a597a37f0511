import fp from "fastify-plugin";
import type { AgentEngine } from "../agents/engine";
import { OfflineEngine } from "../agents/offline-engine";
import { LanguageModelEngine } from "../agents/llm-engine";
import { NoLanguageModel, type LanguageModelService } from "../agents/language-model";
import { ProviderLanguageModel } from "../agents/providers/service";
import type { Db } from "../db/client";
import { recordModelCall } from "../domain/integration-checks";
import { HttpError } from "../lib/http-error";

/**
 * The content service, with each real call's outcome stored as the language model's
 * check (decision 050): "available" means a model is configured and answered.
 */
function recordingOutcomes(ai: LanguageModelService, db: Db): LanguageModelService {
  if (!ai.configured) return ai;
  const record = <T>(call: () => Promise<T>, model: () => string) =>
    call().then(
      async (out) => {
        await recordModelCall(db, true, `${model()} answered.`).catch(() => {});
        return out;
      },
      async (err) => {
        if (!(err instanceof HttpError)) await recordModelCall(db, false, `The model call failed: ${(err as Error).message}`).catch(() => {});
        throw err;
      },
    );
  return {
    configured: ai.configured,
    get label() {
      return ai.label;
    },
    generateText: (options) => record(() => ai.generateText(options), () => ai.label),
    generateObject: (options) => record(() => ai.generateObject(options), () => ai.label),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    agentEngine: AgentEngine;
    /** Structured and free-text generation for content features (503 when no model). */
    ai: LanguageModelService;
  }
}

/**
 * The engine agents answer with and the generation service, from config:
 * AI_PROVIDER set → the language model (streaming, tools); unset → offline.
 * Tests inject either.
 */
export default fp<{ engine?: AgentEngine; ai?: LanguageModelService }>(
  async function agentEnginePlugin(app, opts) {
    const provider = app.config.ai ? new ProviderLanguageModel(app.config.ai) : null;
    // Offline, the engine reads the rows it answers about itself, and the KPIs through app.kpis
    // (decorated later by the kpis plugin, read only when a message asks for them).
    const offline = () => new OfflineEngine({ db: app.database.db, kpis: () => app.kpis.current() });
    app.decorate("agentEngine", opts.engine ?? (provider ? new LanguageModelEngine(provider) : offline()));
    app.decorate("ai", recordingOutcomes(opts.ai ?? provider ?? new NoLanguageModel(), app.database.db));
  },
  { name: "agent-engine", dependencies: ["core"] },
);
