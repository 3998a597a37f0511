import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, passGate, showSidebar, signIn, test } from "./fixtures";

/**
 * The product remembers (issue 19, decision 110): the dashboard chat reopens the agent's
 * latest conversation after a reload and after switching agents; "New chat" starts an empty
 * one; /conversations finds an old one by search and continues it, in place or in its
 * agent's chat.
 */

async function openAgent(page: Page, isMobile: boolean, role: string) {
  await showSidebar(page, isMobile);
  await page.getByTestId(`agent-item-${role}`).click();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
}

const userMessages = (page: Page) => page.locator('[data-testid="chat-messages"] [data-testid="chat-message"][data-role="user"]');

test("the chat reopens its conversation; New chat starts another; an old one is found and continued", { tag: "@phone" }, async ({ page, isMobile }) => {
  await passGate(page);
  await signIn(page);
  const ref = randomBytes(4).toString("hex");
  const asked = `Status of our hail leads? (ref ${ref})`;

  await page.goto("/dashboard");
  await openAgent(page, isMobile, "cto");
  // Start from an empty chat whatever earlier journeys left with this agent.
  if (await page.getByTestId("chat-new").isVisible()) await page.getByTestId("chat-new").click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await page.getByTestId("chat-input").fill(asked);
  await page.getByTestId("chat-send").click();
  await expect(page.locator('[data-testid="chat-message"][data-role="assistant"]')).toHaveCount(1);

  // Reload: still there.
  await page.reload();
  await expect(userMessages(page).first()).toContainText(asked);
  await expect(page.getByTestId("chat-empty")).toHaveCount(0);

  // Another agent, then back: still there.
  await openAgent(page, isMobile, "coo");
  await expect(userMessages(page).filter({ hasText: ref })).toHaveCount(0);
  await openAgent(page, isMobile, "cto");
  await expect(userMessages(page).first()).toContainText(asked);

  // New chat: empty, and it stays empty across a switch of agents.
  await page.getByTestId("chat-new").click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(userMessages(page)).toHaveCount(0);
  await openAgent(page, isMobile, "coo");
  await openAgent(page, isMobile, "cto");
  await expect(page.getByTestId("chat-empty")).toBeVisible();

  // The old conversation is on /conversations: found by search, continued in place.
  await page.goto("/conversations");
  await page.getByTestId("conversations-search").fill(ref);
  const row = page.getByTestId("conversation-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("conversation-preview")).toContainText("RoofStrike leads");
  await row.click();
  const transcript = page.getByTestId("conversation-transcript");
  await expect(transcript.locator('[data-testid="chat-message"]')).toHaveCount(2);
  await page.getByTestId("conversation-reply-input").fill(`And the storms? (ref ${ref})`);
  await page.getByTestId("conversation-reply-send").click();
  await expect(transcript.locator('[data-testid="chat-message"]')).toHaveCount(4);
  await expect(transcript.locator('[data-testid="chat-message"][data-role="user"]').last()).toContainText(`And the storms? (ref ${ref})`);
  // The list's preview follows the latest message.
  await expect(row.getByTestId("conversation-preview")).not.toContainText("RoofStrike leads (storm");

  // …or opened in its agent's chat, where it goes on.
  await page.getByTestId("conversation-open-in-chat").click();
  await expect(page).toHaveURL(/\/dashboard\?agent=\d+&conversation=\d+$/);
  await expect(userMessages(page)).toHaveCount(2);
  await expect(userMessages(page).first()).toContainText(asked);
  await page.getByTestId("chat-input").fill(`Which deployments failed? (ref ${ref})`);
  await page.getByTestId("chat-send").click();
  await expect(userMessages(page)).toHaveCount(3);
  await expect(page.locator('[data-testid="chat-messages"] [data-testid="chat-message"][data-role="assistant"]')).toHaveCount(3);
  // And it is now the agent's latest: a plain visit to the dashboard reopens it.
  await page.goto("/dashboard");
  await openAgent(page, isMobile, "cto");
  await expect(userMessages(page)).toHaveCount(3);
});

test.describe("a browser set to Spanish (es-MX)", () => {
  test.use({ locale: "es-MX" });

  test("the chat reads in Spanish, and an offline answer shows in the reader's language", async ({ page, isMobile }) => {
    await passGate(page);
    await signIn(page);
    await page.goto("/dashboard");
    await openAgent(page, isMobile, "cto");
    await expect(page.getByTestId("chat-panel").getByRole("heading").first()).toHaveText("Chat con el Agente CTO");
    if (await page.getByTestId("chat-new").isVisible()) await page.getByTestId("chat-new").click();
    await expect(page.getByTestId("chat-empty")).toHaveText("Inicia una conversación con el Agente CTO");
    await expect(page.getByTestId("chat-input")).toHaveAttribute("placeholder", "Mensaje para el Agente CTO...");
    // Asked in English, read in Spanish: the offline engine stored both.
    await page.getByTestId("chat-input").fill("Status of our hail leads?");
    await page.getByTestId("chat-send").click();
    const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText("Prospectos de RoofStrike");
    await expect(reply).toContainText("Agente CTO, motor sin conexión");
    await expect(reply).not.toContainText("RoofStrike leads");
  });
});
