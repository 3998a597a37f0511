import { expect, showSidebar, test } from "./fixtures";

/**
 * The signed-in dashboard at this project's size: every panel shows, nothing
 * overflows sideways, and the sidebar is a drawer only on the phone. A full-page
 * screenshot is attached to the report for a human look.
 */
test("the dashboard lays out its panels", { tag: "@phone" }, async ({ signedInPage: page, isMobile }, testInfo) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard-title")).toHaveText(/ Dashboard$/);

  for (const panel of [
    "chat-panel",
    "task-queue-panel",
    "live-health-panel",
    "code-quality-panel",
    "deployments-panel",
    "data-sources-panel",
  ]) {
    await expect(page.getByTestId(panel), panel).toBeVisible();
  }
  await expect(page.getByTestId("live-health-panel")).toBeVisible();
  await expect(page.getByTestId("chat-input")).toBeEnabled();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

  if (isMobile) {
    await expect(page.getByTestId("menu-button")).toBeVisible();
    await expect(page.getByTestId("sidebar")).toBeHidden();
  } else {
    await expect(page.getByTestId("menu-button")).toBeHidden();
  }
  await testInfo.attach("dashboard", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await showSidebar(page, isMobile);
  if (isMobile) {
    await testInfo.attach("drawer", { body: await page.screenshot(), contentType: "image/png" });
    await page.getByTestId("drawer-backdrop").click({ position: { x: 370, y: 400 } });
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await showSidebar(page, isMobile);
    await page.getByTestId("drawer-close").click();
    await expect(page.getByTestId("sidebar")).toBeHidden();
  }
});
