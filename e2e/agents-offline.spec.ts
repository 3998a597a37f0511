import { expect, passGate, showSidebar, signIn, startNewChat, test, uniqueName } from "./fixtures";

/** With no language model: the chat says "Offline engine", and a task is never faked as done. */
test("offline: a queued task stays pending, marked as needing a language model", async ({ page, isMobile }, testInfo) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/dashboard");
  await showSidebar(page, isMobile);
  await page.getByTestId("agent-item-cto").click();
  await expect(page.getByTestId("chat-engine")).toHaveText("Offline engine");
  await expect(page.getByTestId("chat-input")).toBeEnabled();

  const title = uniqueName(testInfo, "Offline task");
  await page.getByTestId("task-title").fill(title);
  await page.getByTestId("task-description").fill("Nothing can work this without a model.");
  await page.getByTestId("task-create").click();
  const item = page.getByTestId("task-item").filter({ hasText: title });
  await expect(item.getByTestId("task-item-needs-model")).toHaveText("Needs a language model", { timeout: 20_000 });
  await expect(item).toHaveAttribute("data-status", "pending");
  await expect(page.getByTestId("chat-regenerate")).toHaveCount(0);
});

test("offline: a command is routed by keywords and its tasks wait for a language model", async ({ page }, testInfo) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/command-center");
  const instruction = uniqueName(testInfo, "Roll back the last deploy");
  await page.getByTestId("command-instruction").fill(instruction);
  await page.getByTestId("command-execute").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Command Dispatched Successfully" })).toBeVisible();
  await expect(page.getByTestId("command-banner")).toContainText("Routed by keywords");
  const task = page.getByTestId("command-task").filter({ hasText: instruction });
  await expect(task.getByTestId("command-task-needs-model")).toBeVisible({ timeout: 20_000 });
  await expect(task).toHaveAttribute("data-status", "pending");
  await page.getByTestId("command-banner-dismiss").click();
  await expect(page.getByTestId("command-banner")).toHaveCount(0);
});

test("offline: the support widget answers from the help topics and feedback reaches the admin list", async ({ page }, testInfo) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/dashboard");
  await page.getByTestId("support-open").click();
  await page.getByTestId("support-input").fill("How do I deploy?");
  await page.getByTestId("support-input").press("Enter");
  const answer = page.locator('[data-testid="support-message"][data-role="assistant"]');
  await expect(answer).toContainText("No language model is configured");
  await expect(answer).toContainText("npm run build");
  await page.getByTestId("support-close").click();

  const text = uniqueName(testInfo, "Feedback from the dashboard");
  await page.getByTestId("feedback-open").click();
  await page.getByTestId("feedback-message").fill(text);
  await page.getByTestId("feedback-send").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
  await page.goto("/feedback");
  await expect(page.getByTestId("feedback-item").filter({ hasText: text })).toContainText("admin@aiopshub.demo · /dashboard");
});

test("offline: the contract translator says which variables to set before the user starts", async ({ page }) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/contracts");
  // Said before the user starts: the variables to set, the text box and buttons disabled.
  await expect(page.getByTestId("contract-needs-model")).toContainText("No language model is configured. Set AI_PROVIDER");
  await expect(page.getByTestId("contract-text")).toBeDisabled();
  await expect(page.getByTestId("contract-translate")).toBeDisabled();
  await expect(page.getByTestId("contract-validate")).toBeDisabled();
  await expect(page.getByTestId("contract-result")).toHaveCount(0);
});

test("offline: conversations can be summarized extractively, given context, and archived", async ({ page, isMobile }, testInfo) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/dashboard");
  await showSidebar(page, isMobile);
  await page.getByTestId("agent-item-devops").click();
  await startNewChat(page);
  const question = uniqueName(testInfo, "Are the backups tested?");
  await page.getByTestId("chat-input").fill(question);
  await page.getByTestId("chat-send").click();
  await expect(page.locator('[data-testid="chat-message"][data-role="assistant"]')).toHaveCount(1);

  await page.goto("/conversations");
  await page.getByTestId("conversations-search").fill("DevOps");
  const row = page.getByTestId("conversation-row").first();
  await row.click();
  await page.getByTestId("conversation-summarize").click();
  await expect(page.getByTestId("conversation-summary")).toContainText(`First request: "Are the backups tested?"`);
  const context = uniqueName(testInfo, "Backup drill");
  await page.getByTestId("conversation-context").fill(context);
  await page.getByTestId("conversation-save-context").click();
  await page.getByTestId("conversations-search").fill(context);
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await page.getByTestId("conversation-row").click();
  await page.getByTestId("conversation-archive").click();
  await expect(page.getByTestId("conversation-detail")).toHaveCount(0);
  await expect(page.getByTestId("conversations-empty")).toBeVisible();
  await page.getByTestId("conversations-view-archived").click();
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await page.getByTestId("continuity-tab-analytics").click();
  await expect(page.getByTestId("continuity-analytics")).toBeVisible();
});

test("offline: the car-financing assistant answers with flows in both languages and opens the calculator", async ({ page, context }) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/aria");
  // No model here: the guided flows still answer, and the status says so (decision 050).
  await expect(page.getByTestId("aria-status")).toHaveText("Guided answers (no language model)");
  await page.getByTestId("language-es").click();
  await expect(page.getByTestId("aria-message")).toHaveCount(1);
  await expect(page.getByTestId("aria-message").first()).toContainText("¡Hola, soy Aria!");
  await page.getByTestId("aria-input").fill("¿Puedo precalificar para un crédito?");
  await page.getByTestId("aria-input").press("Enter");
  const reply = page.locator('[data-testid="aria-message"][data-role="assistant"]').last();
  await expect(reply.getByTestId("aria-flow")).toHaveAttribute("data-flow", "loan_prequalification");
  await expect(reply.getByTestId("aria-flow")).toHaveText("Precalificación");
  await expect(reply).toContainText("24-48 horas");
  const [calc] = await Promise.all([context.waitForEvent("page"), page.getByTestId("aria-calculator").click()]);
  await expect(calc).toHaveURL(/\/aria\/calculator\?downPayment=10000&term=48/);
  await calc.getByTestId("calc-price").fill("30000");
  await calc.getByTestId("calc-rate").fill("6");
  // The app is in Spanish here: dollars are written USD (decision 127).
  await expect(calc.getByTestId("calc-calcMonthly")).toHaveText("USD 469.70");
  await expect(calc.getByTestId("calc-schedule").locator("tbody tr")).toHaveCount(48);
});

test("offline: the CMO page says a model is missing before the user starts, and images need an images API", async ({ page }) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/cmo");
  // Said before the user starts, with the variables to set; nothing to type into.
  await expect(page.getByTestId("cmo-needs-model")).toContainText("No language model is configured. Set AI_PROVIDER");
  await expect(page.getByTestId("cmo-quick-q1")).toBeDisabled();
  await expect(page.getByTestId("cmo-prompt")).toBeDisabled();
  await expect(page.getByTestId("cmo-result")).toHaveCount(0);
  await page.getByTestId("cmo-campaign-name").fill("Hail 2027");
  await page.getByTestId("cmo-generate-images").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Image Generation Failed" })).toContainText("Set AI_IMAGES_MODEL");
});
