import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { deployments, githubDeliveries } from "../../db/schema";
import { recordCheck, recordRefusal } from "../../domain/integration-checks";
import { deploymentFromGithubEvent, validGithubSignature } from "../../integrations/github/webhook";
import { HttpError } from "../../lib/http-error";

/**
 * POST /api/webhooks/github: the signature is checked on the raw body with a
 * timing-safe compare; a delivery id already stored is refused (replay); then
 * deployment_status and workflow_run become or update a deployment, in one transaction.
 */
export async function receiveGithubWebhook(
  { db, config }: { db: Db; config: Config },
  input: { rawBody: Buffer; signature: string | undefined; event: string | undefined; deliveryId: string | undefined },
) {
  const secret = config.github.webhookSecret;
  if (!secret) throw new HttpError(503, "GitHub webhooks are not configured: set GITHUB_WEBHOOK_SECRET.", "GITHUB_NOT_CONFIGURED");
  if (!validGithubSignature(secret, input.rawBody, input.signature)) {
    // Anyone can send this: it may not turn the check "failing" (issue 19); the last error says it.
    await recordRefusal(db, "github", "A delivery with a missing or wrong X-Hub-Signature-256 was refused: if it came from GitHub, check the webhook's secret.");
    throw new HttpError(401, "The X-Hub-Signature-256 signature does not match.", "BAD_SIGNATURE");
  }
  if (!input.event) throw new HttpError(400, "X-GitHub-Event is required");
  if (!input.deliveryId || !/^[\w-]{1,100}$/.test(input.deliveryId)) throw new HttpError(400, "X-GitHub-Delivery is required");
  let payload: Record<string, unknown>;
  try {
    const parsed = JSON.parse(input.rawBody.toString("utf8"));
    if (!parsed || typeof parsed !== "object") throw new Error("not an object");
    payload = parsed;
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
  const deployment = deploymentFromGithubEvent(input.event, payload);
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(githubDeliveries).values({ deliveryId: input.deliveryId!, event: input.event! }).onConflictDoNothing().returning();
    if (!fresh) throw new HttpError(409, "This delivery was already received (X-GitHub-Delivery).", "REPLAY");
    if (!deployment) return { action: "ignored" as const, id: null };
    const values = {
      companyId: null,
      name: deployment.name,
      environment: deployment.environment,
      status: deployment.status,
      deployedAt: deployment.time,
      source: "github",
      externalId: deployment.externalId,
      repository: deployment.repository,
      commitSha: deployment.commit,
      url: deployment.url,
    };
    const [row] = await tx
      .insert(deployments)
      .values(values)
      .onConflictDoUpdate({ target: [deployments.source, deployments.externalId], set: { status: values.status, deployedAt: values.deployedAt, url: values.url, environment: values.environment } })
      .returning({ id: deployments.id });
    return { action: "stored" as const, id: row.id };
  });
  await recordCheck(db, "github", { state: "connected", message: `Last signed delivery: ${input.event}.` });
  return { ok: true as const, ...result };
}
