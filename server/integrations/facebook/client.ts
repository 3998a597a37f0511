import { jsonOrThrow, timedFetch, type OAuthProvider } from "../oauth";

/** Facebook Login (code flow): FACEBOOK_APP_ID, FACEBOOK_APP_SECRET; FACEBOOK_AUTH_URL / FACEBOOK_GRAPH_URL for a fake in tests. */
export const facebook: OAuthProvider = {
  id: "facebook",
  label: "Facebook",
  envVars: ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
  configured: (c) => !!(c.facebook.appId && c.facebook.appSecret),
  authorizeUrl(c, { redirectUri, state }) {
    const u = new URL(c.facebook.authUrl);
    u.search = new URLSearchParams({ client_id: c.facebook.appId!, redirect_uri: redirectUri, state, response_type: "code", scope: "pages_show_list,pages_manage_posts" }).toString();
    return u.href;
  },
  async exchangeCode(c, { code, redirectUri }) {
    const u = new URL(`${c.facebook.graphUrl}/oauth/access_token`);
    u.search = new URLSearchParams({ client_id: c.facebook.appId!, client_secret: c.facebook.appSecret!, redirect_uri: redirectUri, code }).toString();
    const body = await jsonOrThrow("facebook", await timedFetch(c, "facebook", u.href));
    return { accessToken: String(body.access_token), expiresIn: typeof body.expires_in === "number" ? body.expires_in : null, scope: null };
  },
  async accountName(c, token) {
    const body = await jsonOrThrow("facebook", await timedFetch(c, "facebook", `${c.facebook.graphUrl}/me?fields=name`, { headers: { authorization: `Bearer ${token}` } }));
    return typeof body.name === "string" ? body.name : null;
  },
};
