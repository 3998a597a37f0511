import { desc, eq } from "drizzle-orm";
import type { OauthStatus } from "../../../contract/social";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { socialConnections } from "../../db/schema";
import type { OAuthProvider } from "../../integrations/oauth";
import { iso, isoOrNull } from "../../lib/dates";
import { notConfiguredMessage } from "./oauth-flow";

/**
 * Connected only when the stored, unexpired token works: the provider answers a profile call
 * with it (issue 11; a token without an expiry used to count as connected forever). A refused
 * or expired token is failing; else not configured, or not connected yet.
 */
export async function getConnectionStatus({ db, config }: { db: Db; config: Config }, p: OAuthProvider): Promise<OauthStatus> {
  const [row] = await db.select().from(socialConnections).where(eq(socialConnections.provider, p.id)).orderBy(desc(socialConnections.updatedAt)).limit(1);
  if (row && (!row.expiresAt || row.expiresAt > new Date())) {
    try {
      await p.accountName(config, row.accessToken);
    } catch (err) {
      return { status: { connected: false, state: "failing", message: `${p.label} refused the stored token (${(err as Error).message}); connect again.` }, account: null };
    }
    return {
      status: { connected: true, state: "connected", message: `Connected${row.accountName ? ` as ${row.accountName}` : ""}` },
      account: { name: row.accountName, connectedAt: iso(row.updatedAt), expiresAt: isoOrNull(row.expiresAt) },
    };
  }
  if (row) return { status: { connected: false, state: "failing", message: `The ${p.label} token expired; connect again.` }, account: null };
  if (!p.configured(config)) return { status: { connected: false, state: "not_configured", message: notConfiguredMessage(p), code: "OAUTH_NOT_CONFIGURED", params: { service: p.label, vars: p.envVars.join(", ") } }, account: null };
  return { status: { connected: false, state: "not_configured", message: `${p.label} is not connected yet: use Connect.`, code: "OAUTH_NOT_CONNECTED", params: { service: p.label } }, account: null };
}
