import { eq } from "drizzle-orm";
import type { IngestDeployment } from "../../../contract/ingest";
import type { Db } from "../../db/client";
import { companies, deployments } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** A company slug to its id (null: the whole group); an unknown slug is a 400 naming the field. */
export async function companyIdOf(db: Db, slug: string | undefined) {
  if (!slug) return null;
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  if (!row) throw new HttpError(400, `company: no company with slug "${slug}"`);
  return row.id;
}

/** POST /api/ingest/deployments: stores a CI deployment; the same externalId from the same source updates it. */
export async function ingestDeployment(db: Db, source: string, input: IngestDeployment) {
  const companyId = await companyIdOf(db, input.company);
  const values = {
    companyId,
    name: input.name,
    environment: input.environment,
    status: input.status,
    deployedAt: input.time ? new Date(input.time) : new Date(),
    source,
    externalId: input.externalId ?? null,
    repository: input.repository ?? null,
    commitSha: input.commit ?? null,
    url: input.url ?? null,
  };
  return db.transaction(async (tx) => {
    const [row] = input.externalId
      ? await tx
          .insert(deployments)
          .values(values)
          .onConflictDoUpdate({ target: [deployments.source, deployments.externalId], set: { status: values.status, deployedAt: values.deployedAt, url: values.url } })
          .returning({ id: deployments.id })
      : await tx.insert(deployments).values(values).returning({ id: deployments.id });
    return { ok: true as const, id: row.id };
  });
}
