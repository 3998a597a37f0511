import { chromium, devices } from "@playwright/test";
const base = "http://127.0.0.1:3300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking","--disable-component-update","--disable-sync"] });
const ctx = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.addInitScript(() => localStorage.setItem("aoh.language", process.env.LANG_ || "es"));
let r = await page.request.post(base + "/api/auth/gate", { data: { password: "ops-gate-demo" } });
console.log("gate", r.status());
r = await page.request.post(base + "/api/auth/login", { data: { email: "admin@aiopshub.demo", password: "demo-admin-123" } });
console.log("login", r.status());
for (const path of (process.argv[2] || "/agents/dashboard,/cmo,/agents,/dashboard,/marketing").split(",")) {
  await page.goto(base + path);
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const wide = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > W + 1 && r.width > 0 && getComputedStyle(el).position !== "fixed") wide.push(`${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? "[" + el.getAttribute("data-testid") + "]" : ""}.${(el.className?.baseVal ?? el.className ?? "").toString().slice(0, 60)} right=${Math.round(r.right)}`);
    }
    return { W, scrollW: document.documentElement.scrollWidth, wide: wide.slice(0, 8) };
  });
  console.log(path, JSON.stringify(info, null, 1));
}
await browser.close();
