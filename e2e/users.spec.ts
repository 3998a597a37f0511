import type { BrowserContextOptions } from "@playwright/test";
import { ADMIN, expect, GATE_PASSWORD, showSidebar, test, uniqueName } from "./fixtures";

/**
 * Issue 13, user management: an admin invites an operator, the operator accepts the
 * invitation and signs in (in a second browser), the admin makes them an administrator
 * and then disables them; the operator's open page goes to sign-in at its next request,
 * and the audit log lists each step.
 */
// A long journey (two browsers, four password hashes): twice the default time on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test("admin invites an operator, changes their role, disables them; the audit log lists it all", async ({ signedInPage: admin, browser, isMobile }, testInfo) => {
  const email = `${uniqueName(testInfo, "operator").replace(/[^a-z0-9]+/gi, ".").toLowerCase()}@example.com`;
  const password = "operator-pass-123";
  let inviteLink = "";

  await test.step("the admin finds Users in the navigation and invites an operator", async () => {
    await admin.goto("/dashboard");
    await showSidebar(admin, isMobile);
    await admin.getByTestId("nav-users").click();
    await expect(admin).toHaveURL(/\/admin\/users$/);
    await expect(admin.getByTestId("users-list")).toBeVisible();

    await admin.getByTestId("invite-user").click();
    const dialog = admin.getByTestId("invite-dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("First name").fill("Olga");
    await dialog.getByLabel("Last name").fill("Operadora");
    await dialog.getByTestId("invite-submit").click();
    inviteLink = await dialog.getByTestId("invite-link").inputValue();
    expect(inviteLink).toMatch(/\/invite#[A-Za-z0-9_-]{43}$/);
    await dialog.getByTestId("invite-done").click();
    const row = admin.locator(`[data-testid=user-row][data-email="${email}"]`);
    await expect(row.getByTestId("user-status")).toHaveText("Invited");
  });

  const operatorContext = await browser.newContext({ ...(testInfo.project.use as BrowserContextOptions), baseURL: testInfo.project.use.baseURL });
  const operator = await operatorContext.newPage();
  try {
    await test.step("the operator opens the link, chooses a password and signs in", async () => {
      await operator.goto(new URL(inviteLink).pathname + new URL(inviteLink).hash);
      await expect(operator.getByTestId("invite-page")).toContainText(email);
      await operator.getByLabel("Password", { exact: true }).fill(password);
      await operator.getByLabel("Confirm password").fill(password);
      await operator.getByTestId("invite-accept").click();
      await expect(operator.getByTestId("invite-accepted")).toBeVisible();
      await operator.getByRole("link", { name: "Go to sign-in" }).click();
      // The site gate comes first, then the sign-in.
      await expect(operator).toHaveURL(/\/gate$/);
      await operator.getByTestId("gate-password").fill(GATE_PASSWORD);
      await operator.getByTestId("gate-submit").click();
      await expect(operator).toHaveURL(/\/login$/);
      await operator.getByTestId("login-email").fill(email);
      await operator.getByTestId("login-password").fill(password);
      await operator.getByTestId("login-submit").click();
      await expect(operator).toHaveURL(/\/agents$/);
      await expect(operator.getByTestId("hub-tabs")).toBeVisible();
    });

    const row = admin.locator(`[data-testid=user-row][data-email="${email}"]`);
    await test.step("the admin sees the operator active with one session, then makes them an administrator", async () => {
      await admin.reload();
      await expect(row.getByTestId("user-status")).toHaveText("Active");
      await expect(row.getByTestId("user-sessions")).toHaveText("1 session");
      await row.getByTestId("user-sessions").click();
      await expect(admin.getByTestId("session-row")).toHaveCount(1);
      await admin.keyboard.press("Escape");
      await row.getByTestId("user-role").selectOption("admin");
      await expect(admin.getByTestId("toast").getByText("Olga is now Administrator")).toBeVisible();
      await expect(row.getByTestId("user-role")).toHaveValue("admin");
    });

    await test.step("the admin disables the operator", async () => {
      await row.getByTestId("user-disable").click();
      await admin.getByTestId("confirm-disable-submit").click();
      await expect(row.getByTestId("user-status")).toHaveText("Disabled");
      await expect(row.getByTestId("user-sessions")).toHaveText("0 sessions");
    });

    await test.step("the operator's open page goes to sign-in at its next request", async () => {
      // Its next request is the tab's, or a refresh the page makes by itself first (then the tab is
      // gone before the click lands): whichever comes first ends at the sign-in screen.
      const signIn = operator.getByTestId("login-screen");
      await Promise.race([operator.getByTestId("hub-tab-development").click().catch(() => {}), signIn.waitFor()]);
      await expect(signIn).toBeVisible();
      await operator.getByTestId("login-email").fill(email);
      await operator.getByTestId("login-password").fill(password);
      await operator.getByTestId("login-submit").click();
      await expect(operator.getByText("This account is disabled")).toBeVisible();
    });
  } finally {
    await operatorContext.close();
  }

  await test.step("the audit log lists each step", async () => {
    await showSidebar(admin, isMobile);
    await admin.getByTestId("nav-auditLog").click();
    await expect(admin).toHaveURL(/\/admin\/audit-log$/);
    const rows = admin.getByTestId("audit-row").filter({ hasText: email });
    for (const action of ["user.disabled", "user.role_changed", "auth.sign_in", "user.invite_accepted", "user.invited"]) {
      await expect(rows.and(admin.locator(`[data-action="${action}"]`)).first(), action).toBeVisible();
    }
    await expect(admin.locator('[data-testid=audit-row][data-action="user.invited"]').filter({ hasText: ADMIN.email }).first()).toBeVisible();
  });
});
