import type { IntegrationState, TextParams } from "../../contract/common";
import { badGateway } from "../lib/http-error";

/**
 * The one integration pattern (docs/integrations.md): each service's status
 * says whether it is connected, not configured (and which variables to set),
 * or failing (and what went wrong).
 */
export interface IntegrationStatus {
  connected: boolean;
  state: IntegrationState;
  message: string;
  /** The key the web translates the message from (web/locales → serverText), with its parameters. */
  code?: string;
  params?: TextParams;
}
const text = (code?: string, params?: TextParams) => ({ ...(code ? { code } : {}), ...(params ? { params } : {}) });
export const notConfigured = (message: string, code?: string, params?: TextParams): IntegrationStatus => ({ connected: false, state: "not_configured", message, ...text(code, params) });
export const failing = (message: string, code?: string, params?: TextParams): IntegrationStatus => ({ connected: false, state: "failing", message, ...text(code, params) });
export const unverified = (message: string, code?: string, params?: TextParams): IntegrationStatus => ({ connected: false, state: "unverified", message, ...text(code, params) });
export const connected = (message: string, code?: string, params?: TextParams): IntegrationStatus => ({ connected: true, state: "connected", message, ...text(code, params) });

/** fetch with the configured timeout; a timeout or network failure becomes an IntegrationError. */
export class IntegrationError extends Error {
  constructor(
    public readonly service: string,
    message: string,
    public readonly status?: number,
  ) {
    super(`${service}: ${message}`);
    this.name = "IntegrationError";
  }
}

export async function fetchWithTimeout(service: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error;
    if (e.name === "TimeoutError") throw new IntegrationError(service, `no answer within ${timeoutMs} ms`);
    throw new IntegrationError(service, `could not reach ${new URL(url).host} (${e.message})`);
  }
}

/** Runs a call to an outside service for a request: its IntegrationError is answered 502 with what went wrong. */
export async function mapIntegrationErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof IntegrationError) throw badGateway(err.message);
    throw err;
  }
}
