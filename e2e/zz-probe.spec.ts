import { test } from "./fixtures";
test("probe", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await page.getByTestId("health-metric").first().waitFor();
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => {
    const grid = document.querySelector("main")!.firstElementChild!;
    for (const c of Array.from(grid.children)) (c as HTMLElement).style.gridTemplateColumns = "minmax(0,1fr)";
    const out: string[] = [];
    for (const card of Array.from(grid.children[1].children)) {
      const cr = card.getBoundingClientRect();
      for (const el of Array.from(card.querySelectorAll("*"))) {
        const r = el.getBoundingClientRect();
        if (r.right > cr.right + 0.5 || el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== "visible")
          out.push(`${card.getAttribute("data-testid")}: ${el.tagName}.${(el.getAttribute("class") ?? "").slice(0, 90)} right=${r.right.toFixed(1)} cardRight=${cr.right.toFixed(1)} text=${(el.textContent ?? "").slice(0, 40)}`);
      }
    }
    return out.slice(0, 40).join("\n");
  });
  console.log(info);
  await page.screenshot({ path: `/tmp/dash-fixed-desktop.png`, fullPage: true });
});
