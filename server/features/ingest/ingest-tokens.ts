import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { IngestToken } from "../../../contract/ingest";
import type { Db } from "../../db/client";
import { ingestTokens } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound } from "../../lib/http-error";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export const presentIngestToken = (r: typeof ingestTokens.$inferSelect): IngestToken => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: iso(r.createdAt),
  revokedAt: isoOrNull(r.revokedAt),
  lastUsedAt: isoOrNull(r.lastUsedAt),
});

/** A new token: shown once in the answer, only its SHA-256 stored. */
export async function createIngestToken(db: Db, name: string, userId: number | null) {
  const token = `aoh_ingest_${randomBytes(24).toString("base64url")}`;
  const [row] = await db.insert(ingestTokens).values({ name, tokenHash: hash(token), prefix: token.slice(0, 15), createdBy: userId }).returning();
  return { token, tokenInfo: presentIngestToken(row) };
}

export const listIngestTokens = async (db: Db) => (await db.select().from(ingestTokens).orderBy(desc(ingestTokens.createdAt))).map(presentIngestToken);

export async function revokeIngestToken(db: Db, id: number) {
  const [row] = await db.update(ingestTokens).set({ revokedAt: new Date() }).where(and(eq(ingestTokens.id, id), isNull(ingestTokens.revokedAt))).returning();
  if (!row) {
    const [exists] = await db.select({ id: ingestTokens.id }).from(ingestTokens).where(eq(ingestTokens.id, id));
    if (!exists) throw notFound("Ingest token not found");
    const [again] = await db.select().from(ingestTokens).where(eq(ingestTokens.id, id));
    return presentIngestToken(again);
  }
  return presentIngestToken(row);
}

/** The bearer token's source, or 401: unknown and revoked tokens are refused. */
export async function authenticateIngest(db: Db, authorization: string | undefined) {
  if (!authorization?.startsWith("Bearer ")) throw new HttpError(401, "An ingest token is required (Authorization: Bearer <token>).", "UNAUTHENTICATED");
  const [row] = await db.select().from(ingestTokens).where(eq(ingestTokens.tokenHash, hash(authorization.slice(7).trim())));
  if (!row) throw new HttpError(401, "This ingest token is not known.", "UNAUTHENTICATED");
  if (row.revokedAt) throw new HttpError(401, "This ingest token was revoked.", "TOKEN_REVOKED");
  await db.update(ingestTokens).set({ lastUsedAt: new Date() }).where(eq(ingestTokens.id, row.id));
  return { tokenId: row.id, source: `ingest:${row.name}` };
}
