import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { integrationChecks } from "../../db/schema";
import { signGithubBody } from "../../integrations/github/webhook";
import { useTestApp } from "../../test/use-test-app";

const SECRET = "gh-webhook-secret";
const t = useTestApp({ GITHUB_WEBHOOK_SECRET: SECRET });

const deliver = (event: string, payload: unknown, options: { delivery?: string; signature?: string } = {}) => {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/github",
    headers: {
      "content-type": "application/json",
      "x-github-event": event,
      "x-github-delivery": options.delivery ?? crypto.randomUUID(),
      "x-hub-signature-256": options.signature ?? signGithubBody(SECRET, body),
    },
    payload: body,
  });
};
const deploymentStatus = (id: number, state: string) => ({
  action: "created",
  deployment_status: { state, environment: "production", target_url: "https://ci.example.com/run/1", updated_at: "2026-11-23T10:00:00Z" },
  deployment: { id, sha: "abc1234def", environment: "production", description: "hub web" },
  repository: { full_name: "ops/hub", name: "hub" },
});
const deploymentsOf = async () =>
  (await t.app.inject({ url: "/api/companies/1/deployments", headers: { cookie: t.cookie } })).json() as { name: string; status: string; commit: string | null; url: string | null; isSample: boolean; environment: string }[];

describe("GitHub webhooks", () => {
  it("a signed deployment_status becomes a deployment; a later status updates it; sample rows step aside", async () => {
    const res = await deliver("deployment_status", deploymentStatus(501, "in_progress"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, action: "stored" });
    expect((await deliver("deployment_status", deploymentStatus(501, "success"))).statusCode).toBe(200);
    const list = await deploymentsOf();
    const mine = list.filter((d) => d.name === "hub web");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: "completed", environment: "production", commit: "abc1234def", url: "https://ci.example.com/run/1", isSample: false });
    expect(list.every((d) => !d.isSample)).toBe(true);
  });

  it("a workflow_run becomes a deployment (failed conclusion)", async () => {
    const res = await deliver("workflow_run", {
      action: "completed",
      workflow_run: { id: 77, name: "CI", status: "completed", conclusion: "failure", head_sha: "ffee", head_branch: "main", html_url: "https://github.com/ops/hub/actions/runs/77", updated_at: "2026-11-23T11:00:00Z" },
      repository: { full_name: "ops/hub" },
    });
    expect(res.statusCode).toBe(200);
    expect((await deploymentsOf()).find((d) => d.name === "CI")).toMatchObject({ status: "failed", environment: "main" });
  });

  it("refuses a forged signature (401) and stores nothing; the GitHub check keeps its state and notes the refusal", async () => {
    const before = (await deploymentsOf()).length;
    const [checkBefore] = await t.db.select().from(integrationChecks).where(eq(integrationChecks.name, "github"));
    expect(checkBefore).toMatchObject({ state: "connected" });
    const res = await deliver("deployment_status", deploymentStatus(502, "success"), { signature: signGithubBody("not-the-secret", "{}") });
    expect(res.statusCode).toBe(401);
    expect((await deliver("deployment_status", deploymentStatus(502, "success"), { signature: "sha256=00" })).statusCode).toBe(401);
    expect((await deploymentsOf()).length).toBe(before);
    // An anonymous request proves nothing about GitHub: the check stays as the last signed delivery left it.
    const [checkAfter] = await t.db.select().from(integrationChecks).where(eq(integrationChecks.name, "github"));
    expect(checkAfter).toMatchObject({ state: "connected", message: checkBefore.message });
    expect(checkAfter.lastError).toMatch(/X-Hub-Signature-256 was refused/);
  });

  it("refuses a replayed delivery id (409)", async () => {
    const delivery = "replay-1";
    expect((await deliver("ping", { zen: "hi" }, { delivery })).json()).toMatchObject({ action: "ignored" });
    const again = await deliver("ping", { zen: "hi" }, { delivery });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("REPLAY");
  });
});

describe("the ingest endpoints", () => {
  const createToken = async (name: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/ingest-tokens", headers: { cookie: t.cookie }, payload: { name } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; tokenInfo: { id: number; prefix: string } };
  };
  const post = (path: string, token: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: path, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

  it("a valid token posts a deployment and a quality report with a SARIF summary; the list shows the latest per repository with its trend", async () => {
    const { token, tokenInfo } = await createToken("ci");
    expect(token.startsWith(tokenInfo.prefix)).toBe(true);
    const listed = (await t.app.inject({ url: "/api/ingest-tokens", headers: { cookie: t.cookie } })).json();
    expect(JSON.stringify(listed)).not.toContain(token);

    const dep = await post("/api/ingest/deployments", token, { name: "api", environment: "staging", status: "running", commit: "123abc", company: "roofstrike" });
    expect(dep.statusCode, dep.body).toBe(200);

    expect((await post("/api/ingest/quality", token, { repository: "ops/hub", coverage: 80.5, techDebtItems: 12, scannedAt: "2026-11-20T08:00:00Z" })).statusCode).toBe(200);
    const q = await post("/api/ingest/quality", token, {
      repository: "ops/hub",
      coverage: 84,
      lintIssues: 3,
      scannedAt: "2026-11-22T08:00:00Z",
      sarif: {
        runs: [
          {
            tool: { driver: { name: "CodeQL", rules: [{ id: "js/sql", properties: { "security-severity": "9.8" } }] } },
            results: [{ ruleId: "js/sql", level: "error" }, { ruleId: "x", level: "warning" }, { ruleId: "y", level: "note" }],
          },
        ],
      },
    });
    expect(q.statusCode, q.body).toBe(200);
    const repos = (await t.app.inject({ url: "/api/code-quality/repositories", headers: { cookie: t.cookie } })).json();
    expect(repos[0]).toMatchObject({
      repository: "ops/hub",
      coverage: 84,
      previousCoverage: 80.5,
      findings: { critical: 1, high: 0, medium: 1, low: 1 },
      securityScore: "F",
      lintIssues: 3,
      lastScan: "2026-11-22T08:00:00.000Z",
      source: "ingest:ci",
      reports: 2,
    });
    const latest = (await t.app.inject({ url: "/api/companies/1/code-quality", headers: { cookie: t.cookie } })).json();
    expect(latest).toMatchObject({ testCoverage: 84, lastScan: "2026-11-22T08:00:00.000Z", isSample: false });
  });

  it("a revoked or unknown token is refused (401)", async () => {
    const { token, tokenInfo } = await createToken("old ci");
    const del = await t.app.inject({ method: "DELETE", url: `/api/ingest-tokens/${tokenInfo.id}`, headers: { cookie: t.cookie } });
    expect(del.json().revokedAt).not.toBeNull();
    const res = await post("/api/ingest/deployments", token, { name: "x", environment: "prod", status: "completed" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/revoked/);
    expect((await post("/api/ingest/deployments", "aoh_ingest_nope", { name: "x", environment: "prod", status: "completed" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/ingest/quality", payload: { repository: "a", coverage: 1 } })).statusCode).toBe(401);
  });

  it("a bad payload is a 400 naming the field", async () => {
    const { token } = await createToken("ci2");
    const a = await post("/api/ingest/deployments", token, { name: "x", environment: "prod", status: "exploded" });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toMatch(/status/i);
    const b = await post("/api/ingest/quality", token, { repository: "r", coverage: 140 });
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toMatch(/coverage/i);
    const c = await post("/api/ingest/quality", token, { repository: "r" });
    expect(c.statusCode).toBe(400);
    const d = await post("/api/ingest/deployments", token, { name: "x", environment: "prod", status: "completed", company: "nope" });
    expect(d.statusCode).toBe(400);
    expect(d.json().message).toMatch(/company/);
  });

  it("only admins manage tokens", async () => {
    expect((await t.app.inject({ url: "/api/ingest-tokens" })).statusCode).not.toBe(200);
  });
});

describe("GitHub webhooks without a secret", () => {
  const u = useTestApp({}, { signIn: false });
  it("answer 503 saying what to set", async () => {
    const res = await u.app.inject({ method: "POST", url: "/api/webhooks/github", headers: { "content-type": "application/json", "x-github-event": "ping" }, payload: "{}" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/GITHUB_WEBHOOK_SECRET/);
  });
});
