import { randomBytes } from "node:crypto";
import { and, like, lt } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import type { OAuthProvider } from "../../integrations/oauth";
import { HttpError } from "../../lib/http-error";
import { notConfiguredMessage, redirectUri, STATE_TTL_MS, type OAuthRequester } from "./oauth-flow";

/** Starts the popup's authorisation: a one-time state stored for this user (expired ones swept), and the provider's URL. 503 until configured. */
export async function createAuthUrl({ db, config }: { db: Db; config: Config }, p: OAuthProvider, by: OAuthRequester) {
  if (!p.configured(config)) throw new HttpError(503, notConfiguredMessage(p), "OAUTH_NOT_CONFIGURED", undefined, { service: p.label, vars: p.envVars.join(", ") });
  const state = randomBytes(24).toString("base64url");
  await db.delete(appMeta).where(and(like(appMeta.key, `oauth-state:%`), lt(appMeta.updatedAt, new Date(Date.now() - STATE_TTL_MS))));
  await db.insert(appMeta).values({ key: `oauth-state:${p.id}:${state}`, value: { userId: by.userId } });
  return p.authorizeUrl(config, { redirectUri: redirectUri(by.origin, p), state });
}
