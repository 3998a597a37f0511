import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * GitHub webhooks (decision 051): X-Hub-Signature-256 is "sha256=" and the
 * HMAC-SHA256 of the raw body with the webhook's secret (GITHUB_WEBHOOK_SECRET).
 */
export function validGithubSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice(7), "hex");
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const signGithubBody = (secret: string, body: string | Buffer) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export interface GithubDeployment {
  externalId: string;
  name: string;
  environment: string;
  status: "completed" | "running" | "failed";
  commit: string | null;
  url: string | null;
  repository: string | null;
  time: Date;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const date = (v: unknown) => {
  const d = typeof v === "string" ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : new Date();
};

/** deployment_status and workflow_run become a deployment; other events (ping …) are not deployments (null). */
export function deploymentFromGithubEvent(event: string, payload: Json): GithubDeployment | null {
  const repo = obj(payload.repository);
  const repository = str(repo.full_name);
  if (event === "deployment_status") {
    const status = obj(payload.deployment_status);
    const deployment = obj(payload.deployment);
    if (deployment.id == null) return null;
    const state = str(status.state) ?? "pending";
    return {
      externalId: `deployment:${String(deployment.id)}`,
      name: str(deployment.description) ?? str(repo.name) ?? "deployment",
      environment: str(status.environment) ?? str(deployment.environment) ?? "unknown",
      status: state === "success" || state === "inactive" ? "completed" : state === "failure" || state === "error" ? "failed" : "running",
      commit: str(deployment.sha),
      url: str(status.environment_url) ?? str(status.target_url) ?? str(status.log_url),
      repository,
      time: date(status.updated_at ?? status.created_at),
    };
  }
  if (event === "workflow_run") {
    const run = obj(payload.workflow_run);
    if (run.id == null) return null;
    const conclusion = str(run.conclusion);
    return {
      externalId: `workflow_run:${String(run.id)}`,
      name: str(run.name) ?? "workflow",
      environment: str(run.head_branch) ?? "unknown",
      status: str(run.status) === "completed" ? (conclusion === "success" ? "completed" : "failed") : "running",
      commit: str(run.head_sha),
      url: str(run.html_url),
      repository,
      time: date(run.updated_at ?? run.created_at),
    };
  }
  return null;
}
