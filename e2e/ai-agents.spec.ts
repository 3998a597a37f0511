import { expect, passGate, showSidebar, signIn, test, uniqueName } from "./fixtures";
import { FAKE_AI_URL } from "./ports";

/**
 * Agents with a language model (the fake OpenAI-compatible server, see
 * playwright.config.ts, project ai): a chat reply streams in token by token, and a
 * queued task is worked by the background worker to completed with its result.
 */
const FAKE = FAKE_AI_URL;

test.beforeEach(async ({ page, isMobile, request }) => {
  // Nothing scripted by an earlier test is left for this one.
  expect((await request.post(`${FAKE}/__fake/reset`)).ok()).toBe(true);
  await passGate(page);
  await signIn(page);
  await page.goto("/dashboard");
  await showSidebar(page, isMobile);
  await page.getByTestId("agent-item-cto").click();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
});

test("a chat reply streams in token by token, with the model in the header", async ({ page, request }, testInfo) => {
  await expect(page.getByTestId("chat-engine")).toHaveText("gpt-fake Powered");
  const words = Array.from({ length: 24 }, (_, i) => `word${i + 1}`);
  const res = await request.post(`${FAKE}/__fake/enqueue`, {
    data: [{ kind: "text", text: `**Plan**: ${words.join(" ")}\n\n\`\`\`ts\nconst ok = true;\n\`\`\``, usage: { input: 40, output: 30 } }],
  });
  expect(res.ok()).toBe(true);

  const question = uniqueName(testInfo, "What should we ship first?");
  await page.getByTestId("chat-input").fill(question);
  await page.getByTestId("chat-send").click();
  await expect(page.locator('[data-testid="chat-message"][data-role="user"]').last()).toContainText(question);

  // Part of the reply is on screen while the rest is still coming, and the stop button shows.
  const streaming = page.getByTestId("chat-message-streaming");
  await expect(streaming).toContainText("word3");
  await expect(page.getByTestId("chat-stop")).toBeVisible();
  expect(await streaming.innerText()).not.toContain("word24");

  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
  await expect(reply).toContainText("word24", { timeout: 20_000 });
  // Markdown rendered: bold and a highlighted code block, no raw markup.
  await expect(reply.locator("strong")).toHaveText("Plan");
  await expect(reply.locator("pre code.hljs")).toContainText("const ok = true;");
  await expect(reply.getByTestId("chat-message-meta").or(page.getByTestId("chat-message-meta").last())).toContainText("40 in / 30 out tokens");
  await expect(page.getByTestId("chat-thinking")).toHaveCount(0);
  await expect(page.getByTestId("chat-regenerate")).toBeVisible();
});

test("a queued task is worked to completed and its result shown", async ({ page }, testInfo) => {
  const title = uniqueName(testInfo, "Draft the storm-week plan");
  await page.getByTestId("task-title").fill(title);
  await page.getByTestId("task-description").fill("Three concrete steps for the engineering team.");
  await page.getByTestId("task-create").click();
  const item = page.getByTestId("task-item").filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
  await expect(item.getByTestId("task-item-result")).toContainText(`Worked "${title}" with the fake model`);
});

test("a command-center instruction becomes tasks the worker completes, with a visible result", async ({ page, request }, testInfo) => {
  const title = uniqueName(testInfo, "Audit the hail-report ingestion");
  const res = await request.post(`${FAKE}/__fake/enqueue`, {
    data: [{ kind: "json", object: { assignments: [{ role: "devops", title, description: "Check yesterday's NOAA import end to end." }] } }],
  });
  expect(res.ok()).toBe(true);
  await page.goto("/command-center");
  await expect(page.getByTestId("command-execute")).toBeDisabled();
  await page.getByTestId("command-instruction").fill("Make sure storm data is flowing");
  await page.getByTestId("command-execute").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Command Dispatched Successfully" })).toBeVisible();
  await expect(page.getByTestId("command-banner")).toContainText("DevOps Agent");
  const task = page.getByTestId("command-task").filter({ hasText: title });
  await expect(task).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
  await task.getByTestId("command-task-result").locator("summary").click();
  await expect(task.getByTestId("command-task-result")).toContainText(`Worked "${title}" with the fake model`);
});

test("the support widget answers with the model, and feedback is stored", async ({ page, request }) => {
  const res = await request.post(`${FAKE}/__fake/enqueue`, { data: [{ kind: "text", text: "Set **AI_MODEL** and restart." }] });
  expect(res.ok()).toBe(true);
  await page.getByTestId("support-open").click();
  const widget = page.getByTestId("support-widget");
  await expect(widget).toHaveAttribute("data-state", "open");
  await expect(page.getByTestId("support-message")).toHaveCount(1);
  await page.getByTestId("support-quick-apiKeys").click();
  await expect(page.locator('[data-testid="support-message"][data-role="assistant"]')).toContainText("Set AI_MODEL and restart.");
  // Shift+Enter is a new line, Enter sends.
  const input = page.getByTestId("support-input");
  await input.fill("line one");
  await input.press("Shift+Enter");
  await input.pressSequentially("line two");
  await expect(input).toHaveValue("line one\nline two");
  await page.getByTestId("support-minimize").click();
  await expect(widget).toHaveAttribute("data-state", "minimized");
  await page.getByTestId("support-minimize").click();
  await page.getByTestId("support-clear").click();
  await expect(page.getByTestId("support-message")).toHaveCount(1);
  await page.getByTestId("support-close").click();
  await expect(page.getByTestId("support-open")).toBeVisible();
});

test("a contract translation shows its result card and downloads its file", async ({ page }) => {
  await page.goto("/contracts");
  await expect(page.getByTestId("contract-translate")).toBeDisabled();
  const contract = "CONTRATO DE ARRENDAMIENTO\n1. Partes: Ana López y John Doe.\n2. Renta mensual: MXN 18,000.\n3. Plazo: 12 meses.";
  await page.getByTestId("contract-text").fill(contract);
  await page.getByTestId("contract-translate").click();
  const card = page.getByTestId("contract-result");
  await expect(card).toContainText("Translation Complete");
  await expect(card.getByTestId("contract-flags")).toHaveText("🇲🇽 es-MX → 🇺🇸 en-US");
  await expect(card).toContainText("Purchase Agreement");
  await expect(card.getByTestId("contract-clauses-ok")).toContainText("3 numbered clauses");
  await expect(card.getByTestId("contract-translated")).toHaveValue(/2\. \[fake translation\] Renta mensual/);
  await expect(card.getByTestId("contract-disclaimer")).toContainText("not legal advice");
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByTestId("contract-download").click()]);
  expect(download.suggestedFilename()).toMatch(/^contract-translation-\d{4}-\d\d-\d\dT.*\.txt$/);
  const file = await download.path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
  expect(file).toContain("Languages: es-MX -> en-US");
  expect(file).toContain("1. Partes: Ana López y John Doe.");
  expect(file).toContain("[fake translation]");
  expect(file).toContain("LEGAL DISCLAIMER");
});

test("the CMO agent returns a structured strategy shown in its tabs", async ({ page, request }) => {
  const res = await request.post(`${FAKE}/__fake/enqueue`, {
    data: [{ kind: "json", object: { summary: "Reach property managers within 48 hours of hail.", recommendedActions: [{ title: "Storm email", description: "Send within 24 h.", priority: "high" }], contentSamples: { instagramPost: "ig", linkedinPost: "li", emailBlast: "mail", twitterThread: ["1/1"], adHeadline: "Hail hit? We file fast." } } }],
  });
  expect(res.ok()).toBe(true);
  await page.goto("/cmo");
  await page.getByTestId("cmo-prompt").fill("Plan the hail-season campaign");
  await page.getByTestId("cmo-send").click();
  const result = page.getByTestId("cmo-result");
  await expect(result).toContainText("Reach property managers within 48 hours of hail.");
  await result.getByRole("tab", { name: "Action Items" }).click();
  await expect(result).toContainText("Storm email");
  await result.getByRole("tab", { name: "Content Samples" }).click();
  await expect(result).toContainText("Hail hit? We file fast.");
});

test("the real-estate admin translates a contract in its Operations tab", async ({ page }) => {
  await page.goto("/dealengineai");
  await page.getByRole("tab", { name: "Operations" }).click();
  const contract = "CONTRATO DE COMPRAVENTA\n1. Partes: Ana López y John Doe.\n2. Precio: MXN 2,400,000.";
  await page.getByTestId("contract-text").fill(contract);
  await page.getByTestId("contract-translate").click();
  const card = page.getByTestId("contract-result");
  await expect(card).toContainText("Translation Complete");
  await expect(card.getByTestId("contract-clauses-ok")).toContainText("2 numbered clauses");
  await expect(card.getByTestId("contract-translated")).toHaveValue(/2\. \[fake translation\] Precio/);
});
