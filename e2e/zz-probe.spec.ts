import { test } from "./fixtures";
test("probe", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await page.getByTestId("health-metric").first().waitFor();
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => {
    const d = document.documentElement;
    const out: string[] = [`scrollW=${d.scrollWidth} clientW=${d.clientWidth} innerW=${window.innerWidth} bodyScrollW=${document.body.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect();
      if (r.right > d.clientWidth + 0.5) out.push(`${el.tagName}.${(el.getAttribute("class") ?? "").slice(0, 80)} [${el.getAttribute("data-testid") ?? ""}] right=${r.right} w=${r.width}`);
    }
    return out.slice(0, 40).join("\n");
  });
  console.log(info);
  await page.screenshot({ path: `/tmp/dash-${test.info().project.name}.png`, fullPage: true });
  await page.screenshot({ path: `/tmp/dash-${test.info().project.name}-viewport.png` });
});
