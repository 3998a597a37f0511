import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * A signal that fires when the client goes away before its answer was sent
 * (stop button, closed tab), so the model call it is given to stops. The
 * response closing unfinished is the sign; the request's own "close" fires as
 * soon as its body has been read. Works before and after an event stream takes
 * the response over.
 */
export function untilClientLeaves(reply: FastifyReply | ServerResponse): AbortSignal {
  const res = "raw" in reply ? reply.raw : reply;
  const abort = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  return abort.signal;
}
