import { expect, passGate, showSidebar, signIn, startNewChat, test } from "./fixtures";

/**
 * Conversations read like a chat app (decision 061): visiting agents' chats creates
 * nothing; the first message creates the conversation; /conversations lists it under
 * "Today" with its agent and latest message, and its detail shows the transcript.
 */
test("a conversation is created with its first message and reads like a chat", { tag: "@phone" }, async ({ page, isMobile }) => {
  await passGate(page);
  await signIn(page);
  const creates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/conversations") creates.push(r.url());
  });

  await page.goto("/dashboard");
  await showSidebar(page, isMobile);
  await page.getByTestId("agent-item-coo").click();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  if (isMobile) await showSidebar(page, isMobile);
  await page.getByTestId("agent-item-cto").click();
  // The chat reopens the latest conversation an earlier journey left (decision 110); New chat starts afresh.
  await startNewChat(page);
  expect(creates, "visiting chats creates no conversation").toHaveLength(0);

  await page.getByTestId("chat-input").fill("Status of our hail leads?");
  await page.getByTestId("chat-send").click();
  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]');
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText("RoofStrike leads (storm and hail claims)");
  await page.getByTestId("chat-input").fill("Draft a reply to the adjuster");
  await page.getByTestId("chat-send").click();
  await expect(reply).toHaveCount(2);
  await expect(reply.last()).toContainText("I cannot draft that");
  expect(creates, "one conversation for the two messages").toHaveLength(1);

  await page.goto("/conversations");
  const today = page.getByTestId("conversations-day").first();
  await expect(today.getByRole("heading")).toHaveText("Today");
  await page.getByTestId("conversations-search").fill("no such words anywhere");
  await expect(page.getByTestId("conversations-empty")).toBeVisible();
  await page.getByTestId("conversations-search").fill("cto agent");
  // Newest first: the conversation just made heads today's group.
  const row = today.getByTestId("conversation-row").first();
  await expect(row.getByTestId("conversation-agent")).toHaveText("CTO Agent");
  // Headed by its first message; the preview is the latest reply, which starts with its answer.
  await expect(row.locator("span.font-medium").first()).toHaveText("Status of our hail leads?");
  await expect(row.getByTestId("conversation-preview")).toContainText("I cannot draft that");
  await row.click();
  const transcript = page.getByTestId("conversation-transcript");
  await expect(transcript.locator('[data-testid="chat-message"][data-role="user"]').first()).toContainText("Status of our hail leads?");
  await expect(transcript.locator('[data-testid="chat-message"]')).toHaveCount(4);
  await expect(page.getByTestId("conversation-summarize-note")).toContainText("No language model is configured");
  await page.getByTestId("conversation-summarize").click();
  await expect(page.getByTestId("conversation-summary")).toContainText('First request: "Status of our hail leads?"');
});
