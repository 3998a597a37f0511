import { randomBytes } from "node:crypto";
import { and, desc, eq, like, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { OAUTH_STORAGE_KEYS, type OauthStatus } from "../../../contract/social";
import { appMeta, socialConnections } from "../../db/schema";
import { isoOrNull, iso } from "../../lib/dates";
import type { OAuthProvider } from "../../integrations/oauth";
import { IntegrationError } from "../../integrations/status";
import { HttpError } from "../../plugins/errors";

const STATE_TTL_MS = 10 * 60_000;

export const notConfiguredMessage = (p: OAuthProvider) => `${p.label} is not configured: set ${p.envVars.join(" and ")} (see the README).`;

/** The callback URL to register with the provider: PUBLIC_URL when set, else this request's origin. */
export function redirectUri(app: FastifyInstance, request: FastifyRequest, p: OAuthProvider) {
  const origin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : `${request.protocol}://${request.host}`;
  return `${origin}/api/${p.id}/callback`;
}

export async function createAuthUrl(app: FastifyInstance, request: FastifyRequest, p: OAuthProvider) {
  if (!p.configured(app.config)) throw new HttpError(503, notConfiguredMessage(p), "NOT_CONFIGURED");
  const state = randomBytes(24).toString("base64url");
  const db = app.database.db;
  await db.delete(appMeta).where(and(like(appMeta.key, `oauth-state:%`), lt(appMeta.updatedAt, new Date(Date.now() - STATE_TTL_MS))));
  await db.insert(appMeta).values({ key: `oauth-state:${p.id}:${state}`, value: { userId: request.user!.id } });
  return p.authorizeUrl(app.config, { redirectUri: redirectUri(app, request, p), state });
}

/** Checks the state, exchanges the code and keeps the token on the server. Returns the account name. */
export async function completeConnection(app: FastifyInstance, request: FastifyRequest, p: OAuthProvider, q: { code?: string; state?: string; error?: string; error_description?: string }) {
  const db = app.database.db;
  if (!q.state) throw new HttpError(400, "The authorisation answer has no state");
  const [row] = await db.delete(appMeta).where(eq(appMeta.key, `oauth-state:${p.id}:${q.state}`)).returning();
  const owner = (row?.value as { userId?: number } | undefined)?.userId;
  if (!row || owner !== request.user!.id || row.updatedAt.getTime() < Date.now() - STATE_TTL_MS)
    throw new HttpError(400, "This authorisation expired or was not started here; try again");
  if (q.error) throw new HttpError(400, `${p.label} refused the authorisation (${q.error_description ?? q.error})`);
  if (!q.code) throw new HttpError(400, "The authorisation answer has no code");
  try {
    const token = await p.exchangeCode(app.config, { code: q.code, redirectUri: redirectUri(app, request, p) });
    const name = await p.accountName(app.config, token.accessToken);
    const values = {
      provider: p.id, account: "shared", accessToken: token.accessToken, scope: token.scope, accountName: name, connectedBy: request.user!.id,
      expiresAt: token.expiresIn ? new Date(Date.now() + token.expiresIn * 1000) : null, updatedAt: new Date(),
    };
    await db.insert(socialConnections).values(values).onConflictDoUpdate({ target: [socialConnections.provider, socialConnections.account], set: values });
    return name;
  } catch (err) {
    if (err instanceof IntegrationError) throw new HttpError(502, err.message, "INTEGRATION_FAILED");
    throw err;
  }
}

export async function connectionStatus(app: FastifyInstance, p: OAuthProvider): Promise<OauthStatus> {
  const [row] = await app.database.db.select().from(socialConnections).where(eq(socialConnections.provider, p.id)).orderBy(desc(socialConnections.updatedAt)).limit(1);
  if (row && (!row.expiresAt || row.expiresAt > new Date()))
    return {
      status: { connected: true, state: "connected", message: `Connected${row.accountName ? ` as ${row.accountName}` : ""}` },
      account: { name: row.accountName, connectedAt: iso(row.updatedAt), expiresAt: isoOrNull(row.expiresAt) },
    };
  if (row) return { status: { connected: false, state: "failing", message: `The ${p.label} token expired; connect again.` }, account: null };
  if (!p.configured(app.config)) return { status: { connected: false, state: "not_configured", message: notConfiguredMessage(p) }, account: null };
  return { status: { connected: false, state: "not_configured", message: `${p.label} is not connected yet: use Connect.` }, account: null };
}

/** The popup's last page: leaves the result in local storage for the opener, then closes. */
export function callbackPage(p: OAuthProvider, result: { ok: true; name: string | null } | { ok: false; error: string }) {
  const nonce = randomBytes(16).toString("base64");
  const keys = OAUTH_STORAGE_KEYS[p.id];
  const set = result.ok
    ? `localStorage.removeItem(${JSON.stringify(keys.error)});localStorage.setItem(${JSON.stringify(keys.success)}, ${JSON.stringify(JSON.stringify({ name: result.name, at: Date.now() }))});`
    : `localStorage.removeItem(${JSON.stringify(keys.success)});localStorage.setItem(${JSON.stringify(keys.error)}, ${JSON.stringify(result.error)});`;
  const text = result.ok ? `${p.label} connected. You can close this window.` : `${p.label} connection failed: ${result.error}`;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  return {
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.label)}</title></head><body style="font-family:sans-serif;padding:2rem"><p>${esc(text)}</p><script nonce="${nonce}">try{${set}}catch(e){}window.close();</script></body></html>`,
  };
}
