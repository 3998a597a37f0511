import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import fp from "fastify-plugin";
import { workerHeartbeats } from "../db/schema";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's id in worker_heartbeats. */
    instanceId: string;
    /** Writes this instance's heartbeat row now (the timer does it every HEARTBEAT_SECONDS). */
    beat(): Promise<void>;
  }
}

/**
 * Each instance writes a heartbeat row on a timer (decision 050): when it beat,
 * whether it works jobs, and its request figures (plugins/metrics.ts), which the
 * health sampler combines across instances.
 */
export default fp<{ workers: boolean }>(
  async function heartbeatPlugin(app, opts) {
    const instanceId = randomUUID();
    const startedAt = new Date();
    let timer: NodeJS.Timeout | null = null;
    const beat = async () => {
      const values = {
        instanceId,
        hostname: hostname(),
        pid: process.pid,
        runsWorkers: opts.workers,
        startedAt,
        beatAt: new Date(),
        requests: app.metrics.requestWindow(),
      };
      await app.database.db
        .insert(workerHeartbeats)
        .values(values)
        .onConflictDoUpdate({ target: workerHeartbeats.instanceId, set: { beatAt: values.beatAt, requests: values.requests, runsWorkers: values.runsWorkers } });
    };
    app.decorate("instanceId", instanceId);
    app.decorate("beat", beat);
    app.addHook("onReady", async () => {
      await beat().catch((err) => app.log.warn({ err }, "heartbeat failed"));
      timer = setInterval(() => void beat().catch((err) => app.log.warn({ err }, "heartbeat failed")), app.config.health.heartbeatSeconds * 1000);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: "heartbeat", dependencies: ["core", "metrics"] },
);
