import { ADMIN, expect, GATE_PASSWORD, test } from "./fixtures";

test("an unknown path shows the 404 card", async ({ gatedPage: page }) => {
  await page.goto("/no-such-page-here");
  const card = page.getByTestId("not-found");
  await expect(card).toBeVisible();
  await expect(card).toContainText("404 Page Not Found");
  await expect(card).toContainText("Did you forget to add the page to the router?");
});

test("/landing loads without calling anything gated", async ({ page }) => {
  // A brand-new visitor: no gate passed, no session.
  const apiCalls: { path: string; status: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push({ path: url.pathname, status: response.status() });
  });
  await page.goto("/landing");
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hail hit your roof? See what the storm records say.");
  await page.waitForLoadState("networkidle");

  expect(apiCalls.filter((call) => call.path.startsWith("/api/auth/")), "no /api/auth/* call").toEqual([]);
  expect(apiCalls.filter((call) => call.status === 401 || call.status === 403), "no refused call").toEqual([]);
  await expect(page).toHaveURL(/\/landing$/);
});

test("signed out, /cto shows the sign-in screen", async ({ gatedPage: page }) => {
  await page.goto("/cto");
  await expect(page.getByTestId("login-screen")).toBeVisible();
  await expect(page).toHaveURL(/\/cto$/);
  await expect(page.getByText("CTO System Dashboard")).toHaveCount(0);
});

test("the sign-in screen switches to Spanish and back", async ({ gatedPage: page }) => {
  const english = "Sign in to access your AI Operations Hub";
  const spanish = "Inicia sesión para acceder a tu AI Operations Hub";
  await page.goto("/login");
  const screen = page.getByTestId("login-screen");
  await expect(screen.getByText(english)).toBeVisible();

  await page.getByTestId("language-es").click();
  await expect(screen.getByText(spanish)).toBeVisible();
  await expect(screen.getByText(english)).toHaveCount(0);
  await expect(page.getByTestId("language-es")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.getByTestId("language-en").click();
  await expect(screen.getByText(english)).toBeVisible();
  await expect(screen.getByText(spanish)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser set to Spanish (es-MX)", () => {
  test.use({ locale: "es-MX" });

  test("gets the gate and the sign-in screen in Spanish, their errors too", async ({ page }) => {
    await page.goto("/cto");
    await expect(page.getByText("Acceso seguro")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByTestId("gate-password").fill("not-the-gate-password");
    await page.getByTestId("gate-submit").click();
    await expect(page.getByTestId("gate-error")).toHaveText("Contraseña incorrecta");

    await page.getByTestId("gate-password").fill(GATE_PASSWORD);
    await page.getByTestId("gate-submit").click();
    const screen = page.getByTestId("login-screen");
    await expect(screen.getByText("Inicia sesión para acceder a tu AI Operations Hub")).toBeVisible();
    await page.getByTestId("login-email").fill(ADMIN.email);
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText("Correo electrónico o contraseña incorrectos");
  });
});
