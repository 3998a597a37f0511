/** An error a use case throws to answer with a status and a message the user may read. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    public readonly headers?: Record<string, string>,
    /** Parameters of the message, for the web's translation of `code`. */
    public readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message = "Not found") => new HttpError(404, message);
/** An outside service (Slack, WhatsApp, Stripe, an OAuth provider …) failed; the message says how. */
export const badGateway = (message: string) => new HttpError(502, message, "INTEGRATION_FAILED");

/** The code of the database's own refusal of a value (the safety net); the edge test asserts it never appears. */
export const INPUT_NOT_STORABLE = "INPUT_NOT_STORABLE";
