import { expect, test, uniqueName } from "./fixtures";
import { FAKE_AI_URL } from "./ports";

/**
 * The Launch Command Center with a language model (the fake OpenAI-compatible
 * server, see playwright.config.ts, project ai): a launch runs as a background job —
 * "Campaign Active" while the model writes the campaign — and its content then
 * shows in the results tabs (spec 02 §2.10, §3, §4).
 */
const FAKE = FAKE_AI_URL;

test.beforeEach(async ({ request }) => {
  // Nothing scripted by an earlier test is left for this one.
  expect((await request.post(`${FAKE}/__fake/reset`)).ok()).toBe(true);
});

test("a DealEngineAI launch: idle, Campaign Active, then its content in the results tabs", async ({ signedInPage: page, request }, testInfo) => {
  const linkedinPost = uniqueName(testInfo, "Buying in Mexico City from Texas? Our bilingual team translates every contract.");
  const content = {
    linkedinPost,
    twitterThread: ["1/3 Cross-border deals, made simple.", "2/3 Contracts translated es-MX to en-US.", "3/3 Start with a deal analysis."],
    instagramCarousel: ["Slide 1: Why Mexico", "Slide 2: How it works", "Slide 3: Contracts in both languages", "Slide 4: Get started"],
    emailSequence: [
      { delayHours: 0, subject: "Welcome to DealEngineAI", body: "Here is how a cross-border purchase works." },
      { delayHours: 48, subject: "Your first deal analysis", body: "Send us a listing and we analyse it." },
      { delayHours: 120, subject: "Contracts in your language", body: "Every clause translated and numbered." },
    ],
    whatsappPitch: "Hola! DealEngineAI helps you buy property in Mexico with bilingual contracts.",
    targetZips: ["78701", "77002", "06700"],
  };
  // The model takes a few seconds, so the running launch is observable.
  const res = await request.post(`${FAKE}/__fake/enqueue`, { data: [{ kind: "json", object: content, delayMs: 4_000 }] });
  expect(res.ok()).toBe(true);

  await page.goto("/agents");
  await page.getByTestId("hub-tab-launch").click();
  const panel = page.getByTestId("hub-panel-launch");
  const status = panel.getByTestId("launch-status");
  const dealengine = panel.getByTestId("launch-dealengine");
  const roofstrike = panel.getByTestId("launch-roofstrike");
  // "Ready to Launch" only once the model has answered a call (issue 19); before, it says so.
  await expect(status).toHaveText(/^(Ready to Launch|Model not proven yet)$/);
  await expect(dealengine).toBeEnabled();
  await expect(dealengine).toHaveText("Launch DealEngineAI campaign");

  await dealengine.click();

  await test.step("while the job runs: Campaign Active, both buttons disabled", async () => {
    await expect(status).toHaveText("Campaign Active");
    await expect(dealengine).toBeDisabled();
    await expect(roofstrike).toBeDisabled();
    await expect(dealengine).toHaveText("Launching…");
    await expect(roofstrike).toHaveText("Launching…");
  });

  const results = panel.getByTestId("launch-results");
  await test.step("then the campaign content in the results tabs, and ready again", async () => {
    // The status is polled every 5 s; the results come when the launch has finished.
    await expect(results).toContainText(linkedinPost, { timeout: 20_000 });
    await expect(status).not.toHaveText("Campaign Active", { timeout: 10_000 });
    await expect(dealengine).toBeEnabled();
    await expect(dealengine).toHaveText("Launch DealEngineAI campaign");

    const visible = results.locator('[role="tabpanel"][data-state="active"]');
    await expect(visible).toContainText("LinkedIn");
    await expect(visible.locator("ol").first().locator("li")).toHaveCount(3);
    await expect(visible).toContainText("3/3 Start with a deal analysis.");
    await expect(visible).toContainText("Slide 4: Get started");

    await results.getByTestId("results-tab-email").click();
    const emails = visible.locator("section");
    await expect(emails).toHaveCount(3);
    await expect(emails.nth(0).locator("h4")).toHaveText("Email 1 (after 0 h): Welcome to DealEngineAI");
    await expect(emails.nth(1).locator("h4")).toHaveText("Email 2 (after 48 h): Your first deal analysis");
    await expect(emails.nth(2).locator("h4")).toHaveText("Email 3 (after 120 h): Contracts in your language");
    await expect(emails.nth(2)).toContainText("Every clause translated and numbered.");

    await results.getByTestId("results-tab-whatsapp").click();
    await expect(visible).toHaveText(content.whatsappPitch);

    await results.getByTestId("results-tab-targeting").click();
    await expect(visible).toHaveText("78701, 77002, 06700");
  });

  await test.step("the model was asked for the campaign content as JSON", async () => {
    const requests = (await (await request.get(`${FAKE}/__fake/requests`)).json()) as { path: string; body: { response_format?: { type?: string }; messages?: { role: string; content: unknown }[] } }[];
    const asked = requests.filter((r) => r.path === "/v1/chat/completions");
    expect(asked).toHaveLength(1);
    expect(asked[0].body.response_format?.type).toMatch(/^json_(object|schema)$/);
    const system = JSON.stringify(asked[0].body.messages?.find((m) => m.role === "system")?.content ?? "");
    for (const field of ["linkedinPost", "emailSequence", "whatsappPitch", "targetZips"]) expect(system).toContain(field);
  });

  await test.step("the model has now answered a call: Ready to Launch", async () => {
    await page.reload();
    await expect(page.getByTestId("hub-panel-launch").getByTestId("launch-status")).toHaveText("Ready to Launch");
  });
});
