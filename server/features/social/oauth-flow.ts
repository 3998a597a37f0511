import type { OAuthProvider } from "../../integrations/oauth";

/** How long a started authorisation may take. */
export const STATE_TTL_MS = 10 * 60_000;

export const notConfiguredMessage = (p: OAuthProvider) => `${p.label} is not configured: set ${p.envVars.join(" and ")} (see the README).`;

/** The callback URL to register with the provider. */
export const redirectUri = (origin: string, p: OAuthProvider) => `${origin}/api/${p.id}/callback`;

/** Who started the authorisation and where the browser reaches the app. */
export interface OAuthRequester {
  userId: number;
  origin: string;
}
