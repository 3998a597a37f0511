import type { Config } from "../config";
import { fetchWithTimeout, IntegrationError } from "./status";

/**
 * The OAuth 2.0 authorisation-code flow shared by the social integrations
 * (linkedin/, facebook/): each describes its endpoints; tokens stay on the server.
 */
export interface OAuthProvider {
  id: "linkedin" | "facebook";
  label: string;
  envVars: string[];
  configured(config: Config): boolean;
  authorizeUrl(config: Config, p: { redirectUri: string; state: string }): string;
  exchangeCode(config: Config, p: { code: string; redirectUri: string }): Promise<{ accessToken: string; expiresIn: number | null; scope: string | null }>;
  accountName(config: Config, accessToken: string): Promise<string | null>;
}

export async function jsonOrThrow(service: string, res: Response) {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const err = body?.error;
    const detail = typeof err === "string" ? `${err}${body?.error_description ? `: ${body.error_description}` : ""}` : (err as { message?: string } | undefined)?.message;
    throw new IntegrationError(service, `answered ${res.status}${detail ? ` (${detail})` : ""}`, res.status);
  }
  return body ?? {};
}

export const timedFetch = (config: Config, service: string, url: string, init: RequestInit = {}) =>
  fetchWithTimeout(service, url, init, config.integrationTimeoutMs);
