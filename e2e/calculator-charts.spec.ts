import { expect, passGate, signIn, test } from "./fixtures";

/** The payment calculator checks its inputs, its schedule is reachable by keyboard, and its balance chart has a table. */
test("calculator: a down payment above the price and an empty term are refused inline", async ({ page }) => {
  await passGate(page);
  await signIn(page);
  await page.goto("/aria/calculator?price=30000&downPayment=10000&term=48");
  await expect(page.getByTestId("calc-schedule").locator("tbody tr")).toHaveCount(48);
  const chart = page.getByTestId("calc-balance-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("calc-balance-chart-table").locator("tbody tr")).toHaveCount(49);

  await page.getByTestId("calc-down").fill("35000");
  await expect(page.getByTestId("calc-down-error")).toHaveText("The down payment must be less than the price ($30,000.00).");
  await expect(page.getByTestId("calc-down")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("calc-calcMonthly")).toHaveText("—");
  await expect(page.getByTestId("calc-schedule")).toHaveCount(0);
  await expect(page.getByTestId("calc-invalid")).toBeVisible();

  await page.getByTestId("calc-down").fill("5000");
  await page.getByTestId("calc-term").fill("");
  await expect(page.getByTestId("calc-term-error")).toHaveText("Enter a term of 6 to 96 whole months.");
  await page.getByTestId("calc-term").fill("0");
  await expect(page.getByTestId("calc-term-error")).toBeVisible();
  await page.getByTestId("calc-term").fill("60");
  await expect(page.getByTestId("calc-term-error")).toHaveCount(0);
  await expect(page.getByTestId("calc-schedule").locator("tbody tr")).toHaveCount(60);

  // The schedule's scroll area takes the keyboard focus (Tab from the last field) and names itself.
  const scroll = page.getByTestId("calc-schedule-scroll");
  await expect(scroll).toHaveAttribute("tabindex", "0");
  await expect(scroll).toHaveAccessibleName("Payment schedule, month by month");
  await scroll.focus();
  await page.keyboard.press("End");
  await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});
