import { HttpError } from "../lib/http-error";

/** What a failed model call answers: 502 with this code (the command center keeps its own). */
export const AGENT_FAILED = "AGENT_FAILED";

/**
 * The one way a feature calls a language model (or the agent engine) on a
 * user's behalf: whatever the call throws becomes the one 502 answer
 * `{ message: failure(reason), code: "AGENT_FAILED" }`, worded by the caller
 * ("The agent could not reply (…). Your message was saved."). An HttpError
 * (503 MODEL_NOT_CONFIGURED …) passes through unchanged. Streaming or not: a
 * streamed reply is a call like any other, its events go where the caller says.
 */
export async function callModel<T>(failure: (reason: string) => string, call: () => Promise<T>, code = AGENT_FAILED): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(502, failure(err instanceof Error ? err.message : String(err)), code);
  }
}
