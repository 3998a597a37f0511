import { eq } from "drizzle-orm";
import type { OauthCallbackQuery } from "../../../contract/social";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { appMeta, socialConnections } from "../../db/schema";
import type { OAuthProvider } from "../../integrations/oauth";
import { mapIntegrationErrors } from "../../integrations/status";
import { HttpError } from "../../lib/http-error";
import { redirectUri, STATE_TTL_MS, type OAuthRequester } from "./oauth-flow";

/** Checks the state, exchanges the code and keeps the token on the server. Returns the account name. */
export async function completeConnection({ db, config }: { db: Db; config: Config }, p: OAuthProvider, by: OAuthRequester, q: OauthCallbackQuery) {
  if (!q.state) throw new HttpError(400, "The authorisation answer has no state");
  const [row] = await db.delete(appMeta).where(eq(appMeta.key, `oauth-state:${p.id}:${q.state}`)).returning();
  const owner = (row?.value as { userId?: number } | undefined)?.userId;
  if (!row || owner !== by.userId || row.updatedAt.getTime() < Date.now() - STATE_TTL_MS)
    throw new HttpError(400, "This authorisation expired or was not started here; try again");
  if (q.error) throw new HttpError(400, `${p.label} refused the authorisation (${q.error_description ?? q.error})`);
  const code = q.code;
  if (!code) throw new HttpError(400, "The authorisation answer has no code");
  return mapIntegrationErrors(async () => {
    const token = await p.exchangeCode(config, { code, redirectUri: redirectUri(by.origin, p) });
    const name = await p.accountName(config, token.accessToken);
    const values = {
      provider: p.id, account: "shared", accessToken: token.accessToken, scope: token.scope, accountName: name, connectedBy: by.userId,
      expiresAt: token.expiresIn ? new Date(Date.now() + token.expiresIn * 1000) : null, updatedAt: new Date(),
    };
    await db.insert(socialConnections).values(values).onConflictDoUpdate({ target: [socialConnections.provider, socialConnections.account], set: values });
    return name;
  });
}
