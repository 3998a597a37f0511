import type { Config } from "../../config";
import { jsonOrThrow, timedFetch, type OAuthProvider } from "../oauth";

/** LinkedIn OAuth 2.0 (3-legged): LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET; LINKEDIN_AUTH_URL / LINKEDIN_API_URL for a fake in tests. */
export const linkedin: OAuthProvider = {
  id: "linkedin",
  label: "LinkedIn",
  envVars: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  configured: (c) => !!(c.linkedin.clientId && c.linkedin.clientSecret),
  authorizeUrl(c, { redirectUri, state }) {
    const u = new URL(`${c.linkedin.authUrl}/authorization`);
    u.search = new URLSearchParams({ response_type: "code", client_id: c.linkedin.clientId!, redirect_uri: redirectUri, state, scope: c.linkedin.scopes }).toString();
    return u.href;
  },
  async exchangeCode(c: Config, { code, redirectUri }) {
    const res = await timedFetch(c, "linkedin", `${c.linkedin.authUrl}/accessToken`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: c.linkedin.clientId!, client_secret: c.linkedin.clientSecret! }),
    });
    const body = await jsonOrThrow("linkedin", res);
    return { accessToken: String(body.access_token), expiresIn: typeof body.expires_in === "number" ? body.expires_in : null, scope: typeof body.scope === "string" ? body.scope : null };
  },
  async accountName(c, token) {
    const res = await timedFetch(c, "linkedin", `${c.linkedin.apiUrl}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    const body = await jsonOrThrow("linkedin", res);
    return typeof body.name === "string" ? body.name : null;
  },
};
