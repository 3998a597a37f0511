import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { OUTBOX_SEND_JOB } from "../domain/jobs";
import { approvedUnsent, queueSends, sendOutbound, type OutboundChannels } from "../domain/outbound";
import { postToSlack } from "../integrations/slack/client";
import { sendTemplate, sendText, WhatsappApiError } from "../integrations/whatsapp/client";

/**
 * The real channels behind the outbound module (server/domain/outbound): the WhatsApp Cloud API
 * and Slack clients. This is the only file that imports a client's send function
 * (tests/boundaries.test.ts); everything else sends through the domain module.
 */
export function outboundChannels(config: Config): OutboundChannels {
  return {
    whatsapp: {
      sendText: (input) => sendText(config, input),
      sendTemplate: (input) => sendTemplate(config, input),
      isPermanent: (err) => err instanceof WhatsappApiError && err.permanent,
    },
    slack: {
      post: ({ channelId, text, blocks }) =>
        postToSlack(channelId ? { ...config, slack: { ...config.slack, channelId } } : config, text, blocks),
    },
  };
}

export interface OutboxService {
  /** The channels messages leave by (the operators' test sends use them through sendOperatorTest). */
  readonly channels: OutboundChannels;
  /** Sends one approved row now (what the outbox.send worker runs; tests call it to send at once). */
  send(id: number, finalAttempt?: boolean): ReturnType<typeof sendOutbound>;
  /** Queues approved rows for the sender, after the transaction that approved them committed. */
  queue(ids: number[]): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

/** Builds the outbox service over the given channels (the plugin wires the real ones). */
export function outboxService({ db, config, jobs, channels }: { db: Db; config: Config; jobs: Parameters<typeof queueSends>[0]; channels: OutboundChannels }): OutboxService {
  return {
    channels,
    send: (id, finalAttempt = false) => sendOutbound({ db, channels }, id, finalAttempt),
    queue: (ids) => queueSends(jobs, ids, config.outbox),
  };
}

/** `app.outbox` and the `outbox.send` worker, the only sender of approved messages (decision 072). */
export default fp(
  async function outboxPlugin(app) {
    const { config, jobs } = app;
    const db = app.database.db;
    const outbox = outboxService({ db, config, jobs, channels: outboundChannels(config) });
    app.decorate("outbox", outbox);
    jobs.define(OUTBOX_SEND_JOB, {
      handler: (data, job) => outbox.send(data.id, job.retryCount >= (job.retryLimit ?? config.outbox.retryLimit)),
      pollingIntervalSeconds: 1,
      queue: { retryLimit: config.outbox.retryLimit, retryDelay: config.outbox.retryDelaySeconds, retryBackoff: config.outbox.retryDelaySeconds > 0 },
      // Approved rows whose job was lost (a crash between approval and queueing) are queued again.
      onWorkersStarted: async () => outbox.queue(await approvedUnsent(db)),
    });
  },
  { name: "outbox", dependencies: ["core", "jobs"] },
);
