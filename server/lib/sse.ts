import type { FastifyReply, FastifyRequest } from "fastify";
import { untilClientLeaves } from "./until-client-leaves";
import { HttpError } from "./http-error";

/** True when the client asked for server-sent events. */
export const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/event-stream");

export interface EventStream {
  send(event: string, data: unknown): void;
  /**
   * Sends the `error` event: an HttpError (the 502 AGENT_FAILED of a failed model
   * call, …) as `{ statusCode, code, message }`; anything else is logged and sent
   * as a 500 with `message`.
   */
  fail(err: unknown, message: string): void;
  end(): void;
  /** Fires when the client goes away (stop button, closed tab). */
  readonly signal: AbortSignal;
}

/**
 * Takes over the response and opens a server-sent event stream. The headers
 * the app already set on the reply (security headers, cookies) are kept.
 * `signal` is the one the model call already listens to, when there is one.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, signal = untilClientLeaves(reply)): EventStream {
  const res = reply.raw;
  reply.hijack();
  const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
  delete headers["content-length"];
  res.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  // The headers leave with the first event, in one write; each event is sent as soon as it is written.
  request.raw.socket?.setNoDelay?.(true);
  const send = (event: string, data: unknown) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    signal,
    send,
    fail(err, message) {
      if (err instanceof HttpError) return send("error", { statusCode: err.statusCode, code: err.code, message: err.message });
      request.log.error({ err }, "streamed reply failed");
      send("error", { statusCode: 500, message });
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
