import { randomBytes } from "node:crypto";
import { startFakeServer } from "./fake-server";

/**
 * A local fake of LinkedIn's OAuth 2.0 and userinfo endpoints over real HTTP
 * (server tests and the e2e journey; never part of the product). The consent
 * screen approves at once: /oauth/v2/authorization redirects back with a code
 * (or with error=user_cancelled_authorize when the client id is "deny").
 */
export interface FakeOAuth {
  origin: string;
  clientId: string;
  clientSecret: string;
  tokens: Set<string>;
  close(): Promise<void>;
}

export async function startFakeOAuth(opts: { port?: number; clientId?: string; clientSecret?: string; name?: string } = {}): Promise<FakeOAuth> {
  const clientId = opts.clientId ?? "fake-linkedin-client";
  const clientSecret = opts.clientSecret ?? "fake-linkedin-secret";
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const server = await startFakeServer(
    (req, reply) => {
      const url = req.url;
      const json = reply.json;
      if (url.pathname === "/health") return json(200, { ok: true });
      // Facebook Login's shape: dialog, GET token exchange, Graph /me.
      if (req.method === "GET" && url.pathname === "/facebook/dialog/oauth") {
        const redirect = new URL(url.searchParams.get("redirect_uri") ?? "");
        redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
        const code = randomBytes(8).toString("hex");
        codes.set(code, url.searchParams.get("redirect_uri") ?? "");
        redirect.searchParams.set("code", code);
        return reply.redirect(redirect.href);
      }
      if (req.method === "GET" && url.pathname === "/facebook/graph/oauth/access_token") {
        const code = url.searchParams.get("code") ?? "";
        if (url.searchParams.get("client_id") !== clientId || url.searchParams.get("client_secret") !== clientSecret)
          return json(400, { error: { message: "Error validating client secret.", type: "OAuthException", code: 1 } });
        if (!codes.has(code) || codes.get(code) !== url.searchParams.get("redirect_uri"))
          return json(400, { error: { message: "Invalid verification code format.", type: "OAuthException", code: 100 } });
        codes.delete(code);
        const token = randomBytes(12).toString("hex");
        tokens.add(token);
        return json(200, { access_token: token, token_type: "bearer", expires_in: 5_183_944 });
      }
      if (req.method === "GET" && url.pathname === "/facebook/graph/me") {
        if (!tokens.has(req.bearer ?? "")) return json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        return json(200, { id: "1001", name: opts.name ?? "Ops Group Page" });
      }
      if (req.method === "GET" && url.pathname === "/oauth/v2/authorization") {
        const redirect = new URL(url.searchParams.get("redirect_uri") ?? "");
        redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
        if (url.searchParams.get("client_id") !== clientId) redirect.searchParams.set("error", "invalid_client");
        else {
          const code = randomBytes(8).toString("hex");
          codes.set(code, url.searchParams.get("redirect_uri") ?? "");
          redirect.searchParams.set("code", code);
        }
        return reply.redirect(redirect.href);
      }
      if (req.method === "POST" && url.pathname === "/oauth/v2/accessToken") {
        const p = new URLSearchParams(req.rawBody);
        if (p.get("client_id") !== clientId || p.get("client_secret") !== clientSecret) return json(401, { error: "invalid_client", error_description: "Client authentication failed" });
        const code = p.get("code") ?? "";
        if (!codes.has(code) || codes.get(code) !== p.get("redirect_uri")) return json(400, { error: "invalid_request", error_description: "Unable to retrieve access token: authorization code not found" });
        codes.delete(code);
        const token = randomBytes(12).toString("hex");
        tokens.add(token);
        return json(200, { access_token: token, expires_in: 5_183_999, scope: "openid,profile,w_member_social" });
      }
      if (req.method === "GET" && url.pathname === "/v2/userinfo") {
        if (!tokens.has(req.bearer ?? "")) return json(401, { serviceErrorCode: 65600, message: "Invalid access token", status: 401 });
        return json(200, { sub: "abc123", name: opts.name ?? "Ops Group Page", given_name: "Ops", family_name: "Group" });
      }
      json(404, { message: "not found" });
    },
    { port: opts.port },
  );
  return { origin: server.origin, clientId, clientSecret, tokens, close: server.stop };
}
