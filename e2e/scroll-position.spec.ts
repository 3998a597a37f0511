import { expect, test } from "./fixtures";
import { settle } from "./every-screen";

/**
 * Issue 19, item 14: a page holding a chat opens at its top. The chat's list scrolls to its last
 * message inside itself; the page never moves (the operations console opened 603 px down, past
 * its KPI cards, 1,735 px on a phone).
 */
test("the operations console opens at its top with the KPI cards in view", { tag: "@phone" }, async ({ signedInPage: page }) => {
  await page.goto("/agents/dashboard");
  await expect(page.getByTestId("kpi-roofstrike")).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop), "the page did not move").toBe(0);
  await expect(page.getByTestId("kpi-dealengine")).toBeInViewport();
  await expect(page.getByTestId("chat-messages").first()).toBeAttached();
});

test("the dashboard opens at its top", { tag: "@phone" }, async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("chat-panel")).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  await expect(page.getByTestId("page-title")).toBeInViewport();
});
