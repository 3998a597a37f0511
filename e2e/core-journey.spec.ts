import { ADMIN, expect, GATE_PASSWORD, showSidebar, startNewChat, test, uniqueName } from "./fixtures";

/**
 * The core journey of spec 01, all through the UI, in both projects: site gate →
 * sign-in → agents hub → dashboard → pick an agent → chat → queue a task → log out.
 */
test("core journey: gate, sign-in, dashboard, chat, task, logout", { tag: "@phone" }, async ({ page, isMobile }, testInfo) => {
  // Every call the page makes to the API, to show what validation kept from the server.
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(`${request.method()} ${url.pathname}`);
  });

  await test.step("site gate: a wrong password is refused, the right one lets in", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/gate$/);
    await expect(page.getByTestId("gate-demo-hint")).toContainText(GATE_PASSWORD);

    await page.getByTestId("gate-password").fill("not-the-password");
    await page.getByTestId("gate-submit").click();
    await expect(page.getByTestId("gate-error")).toHaveText("Invalid password");

    await page.getByTestId("gate-password").fill(GATE_PASSWORD);
    await page.getByTestId("gate-submit").click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("login-screen")).toBeVisible();
  });

  await test.step("sign-in: invalid e-mail, wrong password, then the right one", async () => {
    const email = page.getByTestId("login-email");
    const password = page.getByTestId("login-password");
    const submit = page.getByTestId("login-submit");

    await email.fill("not-an-email");
    await password.fill("whatever-123");
    await submit.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(apiCalls, "an invalid e-mail must not reach the server").not.toContain("POST /api/auth/login");

    await email.fill(ADMIN.email);
    await password.fill("wrong-password-123");
    const refused = page.waitForResponse(
      (res) => res.url().endsWith("/api/auth/login") && res.request().method() === "POST",
    );
    await submit.click();
    const refusal = await refused;
    expect(refusal.status()).toBe(401);
    const { message } = (await refusal.json()) as { message: string };
    expect(message).toBe("Invalid email or password");
    await expect(page.getByTestId("login-error")).toHaveText(message);
    await expect(page).toHaveURL(/\/login$/);

    await password.fill(ADMIN.password);
    await submit.click();
    const toast = page.getByTestId("toast").filter({ hasText: "Login successful" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`Welcome back, ${ADMIN.firstName}!`);
    await expect(page).toHaveURL(/\/agents$/);
  });

  await test.step("from the agents hub to the dashboard, through the navigation", async () => {
    await showSidebar(page, isMobile);
    await page.getByTestId("sidebar").getByTestId("nav-dashboard").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("dashboard-title")).toHaveText(/ Dashboard$/);
  });

  await test.step("pick an agent (through the drawer on a phone)", async () => {
    await showSidebar(page, isMobile);
    const coo = page.getByTestId("agent-item-coo");
    await expect(coo).toContainText("Operations");
    // textContent, not innerText: the drawer may still be turning visible, and innerText leaves out
    // text whose visibility is hidden.
    const nameOfCoo = coo.locator("span.font-medium");
    await expect(nameOfCoo).not.toBeEmpty();
    const agentName = ((await nameOfCoo.textContent()) ?? "").trim();
    await coo.click();
    if (isMobile) {
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByTestId("drawer-backdrop")).toHaveCount(0);
      await expect(page.getByTestId("menu-button")).toHaveAttribute("aria-expanded", "false");
    }
    await expect(coo).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("dashboard-title")).toHaveText(`${agentName} Dashboard`);
    await expect(page.getByTestId("chat-panel")).toContainText(`Chat with ${agentName}`);
  });

  await test.step("chat: send a message and get the offline engine's reply", async () => {
    const text = uniqueName(testInfo, "What is in your queue?");
    await startNewChat(page);
    const input = page.getByTestId("chat-input");
    await expect(input).toBeEnabled(); // the conversation is created with the first message
    await expect(page.getByTestId("chat-send")).toBeDisabled(); // nothing typed yet
    await input.fill(text);
    await page.getByTestId("chat-send").click();

    await expect(page.locator('[data-testid="chat-message"][data-role="user"]')).toHaveText(new RegExp(escape(text)));
    const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    await expect(reply).toHaveCount(1, { timeout: 20_000 });
    await expect(reply).toContainText("no language model is configured");
    await expect(page.getByTestId("chat-thinking")).toHaveCount(0);
    await expect(input).toHaveValue("");
    await expect(page.getByTestId("chat-engine")).toHaveText("Offline engine");
  });

  await test.step("task: empty fields are refused, then a task is queued as pending", async () => {
    const before = apiCalls.filter((call) => call === "POST /api/tasks").length;
    await page.getByTestId("task-create").click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByTestId("task-title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("task-description")).toHaveAttribute("aria-invalid", "true");
    expect(apiCalls.filter((call) => call === "POST /api/tasks")).toHaveLength(before);

    const title = uniqueName(testInfo, "E2E follow-up");
    const description = `Call back the adjuster about claim ${title}.`;
    await page.getByTestId("task-title").fill(title);
    await page.getByTestId("task-description").fill(description);
    const created = page.waitForResponse(
      (res) => res.url().endsWith("/api/tasks") && res.request().method() === "POST",
    );
    await page.getByTestId("task-create").click();
    expect((await created).status()).toBe(201);

    const item = page.getByTestId("task-item").filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute("data-status", "pending");
    await expect(item.getByTestId("task-item-status")).toHaveText("Pending");
    await expect(item.getByTestId("task-item-priority")).toHaveText("Medium");
    await expect(item).toContainText(description);
    await expect(item.getByTestId("task-item-progress")).toHaveCount(0);
    await expect(page.getByText("Title is required")).toHaveCount(0);
    await expect(page.getByTestId("task-title")).toHaveValue("");
  });

  await test.step("log out from the sidebar's footer, and the dashboard asks to sign in again", async () => {
    await showSidebar(page, isMobile);
    await expect(page.getByTestId("user-name")).toHaveText(`${ADMIN.firstName} ${ADMIN.lastName}`);
    await expect(page.getByTestId("user-role")).toHaveText("Administrator");
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("toast").filter({ hasText: "Logged out successfully" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto("/dashboard");
    await expect(page.getByTestId("login-screen")).toBeVisible();
    await expect(page.getByTestId("dashboard-title")).toHaveCount(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
