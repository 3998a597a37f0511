import type { Page } from "@playwright/test";
import { expect, showSidebar, test } from "./fixtures";

/**
 * True statuses and samples apart (issue 19): every state a screen shows is the check's, and
 * sample rows are badged and counted apart. The e2e server has no language model, Slack or
 * WhatsApp configured; other journeys share it, so agent states are compared with the API's.
 */

type Activity = { agentId: number; state: "active" | "idle" | "failing" };
const agentStates = async (page: Page) => (await (await page.request.get("/api/health/agents")).json()) as Activity[];

test("no agent is shown Active unless its check says it worked @phone", async ({ signedInPage: page, isMobile }) => {
  const states = await agentStates(page);
  expect(states.length).toBeGreaterThan(0);

  await page.goto("/agents");
  const platform = page.getByTestId("platform-status");
  for (const a of states) await expect(platform.getByTestId(`agent-activity-${a.agentId}`)).toHaveAttribute("data-state", a.state);
  // "Active" as many times as the check found active agents (none on fresh demo data).
  await expect(platform.getByText("Active", { exact: true })).toHaveCount(states.filter((a) => a.state === "active").length);

  await page.goto("/dashboard");
  await showSidebar(page, isMobile);
  const sidebar = page.getByTestId("sidebar");
  for (const a of states) await expect(sidebar.getByTestId(`agent-dot-${a.agentId}`)).toHaveAttribute("data-state", a.state);
});

test("Slack, WhatsApp and Launch say the unconfigured state and what to set", async ({ signedInPage: page }) => {
  await page.goto("/cto");
  await expect(page.getByTestId("status-slack-state")).toHaveText("Not configured");
  await expect(page.getByTestId("status-slack-message")).toContainText("set SLACK_BOT_TOKEN");
  await expect(page.getByTestId("status-whatsapp-state")).toHaveText("Not configured");
  await expect(page.getByTestId("status-whatsapp-message")).toContainText("set WHATSAPP_TOKEN");
  await expect(page.getByText(/Ready to Connect|Pending Approval|Disconnected/)).toHaveCount(0);

  await page.goto("/agents?tab=launch");
  const launch = page.getByTestId("hub-panel-launch");
  await expect(launch.getByTestId("launch-status")).toHaveText("Needs a language model");
  await expect(launch.getByText("Ready to Launch")).toHaveCount(0);

  await page.goto("/marketing");
  await expect(page.getByTestId("social-empty")).toBeVisible();
  await expect(page.getByText("The system will auto-generate content daily")).toHaveCount(0);
});

test("sample rows are badged and counted apart; a kind's samples step aside once real rows exist", async ({ signedInPage: page }) => {
  const before = await (await page.request.get("/api/lead-generation/overview")).json();
  await page.goto("/agents/dashboard");
  const panel = page.getByTestId("lead-gen-panel");
  await expect(panel.getByTestId("leadgen-tab-overview")).toBeVisible();

  await test.step("sample storms: counted apart from the real figure, each row badged, its date a sample's", async () => {
    if (before.samples.activeStorms > 0) {
      await expect(panel.getByTestId("leadgen-samples")).toBeVisible();
      await expect(panel.getByTestId("leadgen-sample-storms")).toHaveText(String(before.samples.activeStorms));
    }
    await panel.getByTestId("leadgen-tab-storms").click();
    const sampleRows = panel.locator('[data-testid="leadgen-storm"][data-sample="true"]');
    const count = await sampleRows.count();
    for (let i = 0; i < count; i++) {
      await expect(sampleRows.nth(i).getByTestId("sample-data-badge")).toBeVisible();
      await expect(sampleRows.nth(i)).toContainText("sample dated");
    }
    await expect(panel.locator('[data-testid="leadgen-storm"][data-sample="false"] [data-testid="sample-data-badge"]')).toHaveCount(0);
  });

  await test.step("after a real lead, sample leads step aside and the real count holds only real rows", async () => {
    const added = await page.request.post("/api/skip-trace/add-lead", {
      data: { propertyAddress: `9 Honest Row ${test.info().project.name} ${Date.now().toString(36)}, Houston, TX 77002`, ownerName: "Real Owner" },
    });
    expect(added.status(), await added.text()).toBe(201);
    const after = await (await page.request.get("/api/lead-generation/overview")).json();
    expect(after.samples.leads).toBe(0);
    expect(after.stats.totalLeads).toBeGreaterThan(0);
    await page.reload();
    await panel.getByTestId("leadgen-tab-leads").click();
    await expect(panel.getByTestId("leadgen-lead").first()).toBeVisible();
    await expect(panel.locator('[data-testid="leadgen-lead"][data-sample="true"]')).toHaveCount(0);
  });
});

test("the integration list lives on /cto; other pages count and link to it", async ({ signedInPage: page }) => {
  for (const path of ["/dashboard", "/agents/dashboard"]) {
    await page.goto(path);
    await expect(page.getByTestId("live-health-panel")).toHaveCount(1);
    await expect(page.getByTestId("health-integration-slack")).toHaveCount(0);
  }
  await page.getByTestId("data-sources-integrations-link").click();
  await expect(page).toHaveURL(/\/cto#integrations$/);
  await expect(page.getByTestId("health-integrations").or(page.getByTestId("health-no-sample"))).toBeVisible();
});
