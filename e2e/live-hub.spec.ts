import { createHmac, randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { LIVE_GITHUB_SECRET, PORTS, urlOf } from "./ports";

/**
 * A live hub (issue 11): panels fed by real events and checks. The first test runs on
 * the main e2e server (nothing configured); the others on the second server that
 * playwright.config.ts starts with GitHub's webhook secret and Slack pointed at a
 * local fake whose control server stops and restarts it.
 */
const LIVE = urlOf(PORTS.live);
const SLACK_CONTROL = urlOf(PORTS.fakeSlackControl);
const GITHUB_SECRET = LIVE_GITHUB_SECRET;

test("with nothing configured every panel says what is missing", async ({ signedInPage: page }) => {
  // The integration list lives in one place, the CTO dashboard's health panel (issue 19).
  await page.goto("/cto");
  await page.getByTestId("health-check-now").click();
  await expect(page.getByTestId("health-sampled-at")).toBeVisible();
  const slack = page.getByTestId("health-integration-slack");
  await expect(slack).toHaveAttribute("data-state", "not_configured");
  await expect(slack).toContainText("SLACK_BOT_TOKEN");
  await expect(page.getByTestId("health-integration-github")).toContainText("GITHUB_WEBHOOK_SECRET");
  await expect(page.getByTestId("health-integration-stripe")).toContainText("STRIPE_SECRET_KEY");
  // The shipped NOAA files count as a working source.
  await expect(page.getByTestId("health-integration-noaa_hail")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("health-integration-language_model")).toContainText("AI_PROVIDER");
  await expect(page.getByTestId("action-item-githubWebhook")).toHaveAttribute("data-done", "false");

  // Elsewhere: counted, with a link to that list, never listed again.
  await page.goto("/dashboard");
  // Other journeys may have imported properties.
  await expect(page.getByTestId("data-sources-active")).toHaveText(/^Data sources: [1-2] of 8 active$/);
  await expect(page.getByTestId("health-integration-slack")).toHaveCount(0);
  await expect(page.getByTestId("weekly-report-technical_health")).toContainText("Not generated yet.");
  await page.getByTestId("data-sources-integrations-link").click();
  await expect(page).toHaveURL(/\/cto#integrations$/);
  await expect(page.getByTestId("health-integration-slack")).toBeVisible();
});

test.describe("on a server with GitHub and Slack configured", () => {
  test.use({ baseURL: LIVE });

  test("a GitHub delivery and a CI quality report show in the deployments and code-quality panels", async ({ signedInPage: page, isMobile }) => {
    const tag = `${isMobile ? "phone" : "desktop"}-${Date.now().toString(36)}`;
    const body = JSON.stringify({
      action: "created",
      deployment_status: { state: "success", environment: "production", target_url: "https://ci.example.com/runs/1", updated_at: new Date().toISOString() },
      deployment: { id: Date.now(), sha: "abc1234def5678", environment: "production", description: `hub web ${tag}` },
      repository: { full_name: "ops/hub", name: "hub" },
    });
    const delivery = await page.request.post("/api/webhooks/github", {
      headers: {
        "content-type": "application/json",
        "x-github-event": "deployment_status",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${createHmac("sha256", GITHUB_SECRET).update(body).digest("hex")}`,
      },
      data: body,
    });
    expect(delivery.status(), await delivery.text()).toBe(200);

    // An admin creates an ingest token in the app; it is shown once.
    await page.goto("/cto");
    await page.getByTestId("ingest-token-name").fill(`ci ${tag}`);
    await page.getByTestId("ingest-token-create").click();
    const token = (await page.getByTestId("ingest-token-value").textContent())!.trim();
    const report = await page.request.post("/api/ingest/quality", {
      headers: { authorization: `Bearer ${token}` },
      data: { repository: `ops/${tag}`, coverage: 84, lintIssues: 3, findings: { high: 1 }, commit: "abc1234" },
    });
    expect(report.status(), await report.text()).toBe(200);

    await page.goto("/dashboard");
    const deployment = page.getByTestId("deployment-item").filter({ hasText: `hub web ${tag}` });
    await expect(deployment).toContainText("commit abc1234");
    await expect(deployment.getByText("Completed")).toBeVisible();
    const quality = page.getByTestId("repository-quality-item").filter({ hasText: `ops/${tag}` });
    await expect(quality.getByTestId("repository-coverage")).toHaveText("84%");
    await expect(quality.getByTestId("repository-findings")).toContainText("1 high");
  });

  test("a stopped Slack turns its status and the data-sources panel red, and green when it returns", async ({ signedInPage: page, request }) => {
    await page.goto("/cto");
    const healthSlack = page.getByTestId("health-integration-slack");
    await page.getByTestId("health-check-now").click();
    await expect(healthSlack).toHaveAttribute("data-state", "connected");

    try {
      expect((await request.post(`${SLACK_CONTROL}/stop`)).ok()).toBe(true);
      await page.getByTestId("health-check-now").click();
      await expect(healthSlack).toHaveAttribute("data-state", "failing");
      await expect(healthSlack.getByText("Failing")).toBeVisible();
      await expect(page.getByTestId("health-status")).toHaveAttribute("data-status", "degraded");
      await page.goto("/agents/dashboard");
      await expect(page.getByTestId("slack-state")).toHaveText("Failing");
    } finally {
      expect((await request.post(`${SLACK_CONTROL}/start`)).ok()).toBe(true);
    }
    await page.goto("/cto");
    await page.getByTestId("health-check-now").click();
    await expect(healthSlack).toHaveAttribute("data-state", "connected");
  });
});
