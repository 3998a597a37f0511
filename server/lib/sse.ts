import type { FastifyReply, FastifyRequest } from "fastify";

/** True when the client asked for server-sent events. */
export const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/event-stream");

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** Fires when the client goes away (stop button, closed tab). */
  readonly signal: AbortSignal;
}

/**
 * Takes over the response and opens a server-sent event stream. The headers
 * the app already set on the reply (security headers, cookies) are kept.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const abort = new AbortController();
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
  res.flushHeaders?.();
  request.raw.socket?.setNoDelay?.(true);
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  return {
    signal: abort.signal,
    send(event, data) {
      if (res.writableEnded || res.destroyed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
