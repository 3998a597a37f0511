import fp from "fastify-plugin";
import type { AgentEngine } from "../agents/engine";
import { OfflineEngine } from "../agents/offline-engine";

declare module "fastify" {
  interface FastifyInstance {
    agentEngine: AgentEngine;
  }
}

/** The engine agents answer with. Offline until a language model is configured. */
export default fp<{ engine?: AgentEngine }>(
  async function agentEnginePlugin(app, opts) {
    app.decorate("agentEngine", opts.engine ?? new OfflineEngine());
  },
  { name: "agent-engine" },
);
