import { expect, test, type APIRequestContext } from "@playwright/test";
import { FAKE_WHATSAPP } from "./ports";
import { passGate, signIn } from "./fixtures";

/**
 * Issue 10's journey, from storm to signed claim: properties and a hail file in, storm-hit leads
 * with their evidence, the storm campaign's drafts in the approval queue, one approved (sent to
 * the local fake WhatsApp Cloud API over HTTP) and one rejected, an inbound STOP from the
 * approved contact refusing a later draft, free text offered only as a template outside the
 * 24-hour window, and the lead converted with a value, shown in the KPIs and the activity feed.
 * Runs in playwright.config.ts's project storm (the app configured with WhatsApp against the fake).
 */

const STORM_DAY = "2026-05-10";
/** The storm's day as a reader sees it on a screen (a message's text keeps the stored day). */
const SHOWN_DAY = "May 10, 2026";
const PROPERTIES = [
  "address,city,zip,latitude,longitude,owner,company,property_type,roof_size_sqft",
  "1200 Main St,Houston,77002,29.7530,-95.3650,Ana Ruiz,,Residential,2400",
  "800 Travis St,Houston,77002,29.7600,-95.3700,Ben Cole,,Residential,3100",
  "100 Congress Ave,Austin,78701,30.2672,-97.7431,Cam Diaz,,Residential,1800",
].join("\n");
const SPC_HEADER = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";
const spcRow = (om: number, mag: number, lat: number, lon: number) => {
  const [y, m, d] = STORM_DAY.split("-");
  return `${om},${y},${m},${d},${STORM_DAY},16:10:00,3,TX,48,0,${mag.toFixed(2)},0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,201,0,0,0`;
};
// Hail of 1.75 in between the two Houston properties; Austin is far away.
const HAIL_FILE = [SPC_HEADER, spcRow(880001, 1.75, 29.756, -95.366), spcRow(880002, 0.5, 30.0, -97.0)].join("\n");
const OWNERS = [
  { address: "1200 Main St, Houston, TX 77002", owner: "Ana Ruiz", phone: "+17135550101", digits: "17135550101", shown: "(713) 555-0101" },
  { address: "800 Travis St, Houston, TX 77002", owner: "Ben Cole", phone: "+17135550102", digits: "17135550102", shown: "(713) 555-0102" },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200): Promise<any> {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

test("storm to signed claim: import, storm-hit leads, approvals, opt-out, the 24-hour window, conversion", async ({ page }) => {
  test.setTimeout(180_000);
  await passGate(page);
  await signIn(page);
  const api = page.request;

  await test.step("two owners gave WhatsApp consent on a call before the storm (leads with consent)", async () => {
    for (const o of OWNERS) {
      const lead = await ok(await api.post("/api/skip-trace/add-lead", { data: { propertyAddress: o.address, ownerName: o.owner } }), 201);
      await ok(
        await api.post("/api/approvals/whatsapp/consent", { data: { leadId: lead.id, phone: o.phone, textShown: "RoofStrike may message me on WhatsApp about storms near my home", locale: "en", how: "phone_call" } }),
        201,
      );
    }
  });

  await test.step("the admin imports a small property CSV and a hail file that hits two of the properties", async () => {
    await page.goto("/properties");
    await page.getByTestId("property-file").setInputFiles({ name: "houston.csv", mimeType: "text/csv", buffer: Buffer.from(PROPERTIES) });
    await expect(page.getByRole("status").filter({ hasText: "houston.csv" })).toContainText("3 rows read, 3 properties imported");
    await page.goto("/roofstrike");
    await page.getByRole("tab", { name: /automation/i }).click();
    const hail = page.getByTestId("hail-data-panel");
    await hail.locator('input[type="file"]').setInputFiles({ name: "storm.csv", mimeType: "text/csv", buffer: Buffer.from(HAIL_FILE) });
    // answered at once; the screen follows the matching job's progress, then shows its result (decision 092)
    await expect(hail).toContainText("storm.csv: 2 rows read");
    await expect(hail.getByTestId("hail-import-progress")).toContainText("Storm matching: 2 properties hit");
  });

  await test.step("two storm-hit leads with their evidence", async () => {
    for (const o of OWNERS) {
      await page.goto("/leads");
      await page.getByTestId("lead-list").getByRole("link").filter({ hasText: o.address }).click();
      await expect(page.getByTestId("lead-evidence")).toContainText(`1.75 in hail`);
      await expect(page.getByTestId("lead-evidence")).toContainText(`on ${SHOWN_DAY} (NOAA SPC)`);
    }
  });

  await test.step("the storm campaign's drafts wait in the approval queue", async () => {
    await page.goto("/approvals");
    await expect(page.getByRole("heading", { name: "Approval queue" })).toBeVisible();
    const drafts = page.getByTestId("approval-item").filter({ has: page.getByText("WhatsApp template", { exact: true }) });
    await expect(drafts).toHaveCount(2, { timeout: 30_000 });
    for (const o of OWNERS) {
      const item = drafts.filter({ hasText: o.owner });
      await expect(item.getByTestId("approval-recipient")).toContainText(o.shown);
      await expect(item.getByTestId("approval-reason")).toContainText(`Storm ${SHOWN_DAY}: 1.75 in hail`);
      await expect(item.getByTestId("approval-body")).toContainText(`hail of 1.75 in was reported near ${o.address.split(",")[0]} on ${SHOWN_DAY}`);
    }
    await expect(page.getByTestId("approval-item").filter({ has: page.getByText("Social post", { exact: true }) })).toHaveCount(1);
    await expect(page.getByTestId("storm-campaign").first()).toContainText(`Storm of ${SHOWN_DAY}`);
    await expect(page.getByTestId("storm-campaign").first().getByTestId("campaign-drafted")).toHaveText("3");
  });

  await test.step("approve one (sent to the fake WhatsApp API over HTTP), reject the other", async () => {
    const approvedItem = page.getByTestId("approval-item").filter({ hasText: OWNERS[0].owner });
    await approvedItem.getByTestId("approval-approve").click();
    const rejectedItem = page.getByTestId("approval-item").filter({ hasText: OWNERS[1].owner });
    await rejectedItem.getByTestId("approval-reject").click();
    await rejectedItem.getByTestId("approval-reject-reason").fill("Owner asked for a call instead");
    await rejectedItem.getByTestId("approval-reject-confirm").click();

    await page.getByTestId("filter-sent").click();
    const sent = page.getByTestId("approval-item").filter({ hasText: OWNERS[0].owner });
    await expect(sent.getByTestId("approval-status")).toHaveText("Sent", { timeout: 30_000 });
    await expect(sent.getByTestId("approval-audit")).toContainText("Approved by Admin Operator");
    const delivered = (await (await api.get(`${FAKE_WHATSAPP}/_fake/sent`)).json()) as { to: string; template?: { name: string } }[];
    expect(delivered.map((m) => [m.to, m.template?.name])).toEqual([[OWNERS[0].phone, "roofstrike_storm_check"]]);

    await page.getByTestId("filter-rejected").click();
    await expect(page.getByTestId("approval-item").filter({ hasText: OWNERS[1].owner }).getByTestId("approval-audit")).toContainText("Owner asked for a call instead");
    await expect(page.getByTestId("storm-campaign").first().getByTestId("campaign-sent")).toHaveText("1");
  });

  await test.step("the fake delivers an inbound STOP from the approved contact; a later draft to them is refused", async () => {
    const hook = await ok(await api.post(`${FAKE_WHATSAPP}/_fake/inbound`, { data: { from: OWNERS[0].digits, text: "STOP" } }));
    expect(hook).toMatchObject({ status: 200, body: { ok: true, messages: 1 } });
    await page.getByTestId("compose-phone").fill(OWNERS[0].phone);
    await page.getByTestId("compose-check").click();
    await expect(page.getByTestId("compose-window")).toContainText("This contact opted out");
    await expect(page.getByTestId("compose-refused")).toContainText("opted out of WhatsApp messages");
    const refused = await api.post("/api/approvals", { data: { kind: "whatsapp_template", recipient: OWNERS[0].phone, templateName: "roofstrike_claim", templateLanguage: "en_US", templateVariables: ["1200 Main St"] } });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toMatch(/opted out/);
  });

  await test.step("a free-text draft to a contact outside the 24-hour window is offered only as a template", async () => {
    await page.getByTestId("compose-phone").fill(OWNERS[1].phone);
    await page.getByTestId("compose-check").click();
    await expect(page.getByTestId("compose-contact")).toHaveAttribute("data-window", "closed");
    await expect(page.getByTestId("compose-window")).toContainText("only an approved template");
    await expect(page.getByTestId("compose-kind-whatsapp_template")).toBeVisible();
    await expect(page.getByTestId("compose-kind-whatsapp_text")).toHaveCount(0);
    await page.getByTestId("compose-template").selectOption("roofstrike_claim|en_US");
    await expect(page.getByTestId("compose-template-body")).toContainText("Your claim follow-up for {{1}}");
    await page.getByTestId("compose-var-1").fill("800 Travis St");
    await page.getByTestId("compose-submit").click();
    await expect(page.getByTestId("compose-done")).toBeVisible();
    await page.getByTestId("filter-drafted").click();
    await expect(page.getByTestId("approval-item").filter({ hasText: "Your claim follow-up for 800 Travis St" })).toHaveCount(1);
    const text = await api.post("/api/approvals", { data: { kind: "whatsapp_text", recipient: OWNERS[1].phone, body: "Can we come by on Tuesday?" } });
    expect(text.status()).toBe(422);
    expect((await text.json()).message).toMatch(/only an approved template may be sent/);
  });

  await test.step("the lead is moved to converted with a value; the KPIs and the activity feed show it", async () => {
    await page.goto("/leads");
    await page.getByTestId("lead-list").getByRole("link").filter({ hasText: OWNERS[0].address }).click();
    await page.getByLabel("Claim value or sale (USD, whole dollars)").fill("12500");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(page.getByTestId("lead-revenue")).toContainText("12,500");
    await page.goto("/agents");
    await expect(page.getByTestId("activity-feed")).toContainText(`Lead converted: ${OWNERS[0].address} ($12,500)`);
    // The KPIs are cached for a few seconds on the server: read the page again until they show it.
    await expect(async () => {
      await page.goto("/agents/dashboard");
      await expect(page.getByTestId("kpi-roofstrike")).toContainText("$12,500", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  // Screenshots of /approvals with the journey's data, when asked for (SHOTS_DIR).
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await test.step("screenshots of /approvals (en/es, desktop/phone)", async () => {
      for (const lang of ["en", "es"]) {
        await page.evaluate((l) => localStorage.setItem("aoh.language", l), lang);
        for (const [name, size] of [["desktop", { width: 1440, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
          await page.setViewportSize(size);
          await page.goto("/approvals");
          await expect(page.getByTestId("approval-item").first()).toBeVisible();
          await page.screenshot({ path: `${shots}/approvals-${lang}-${name}.png`, fullPage: true });
          await page.getByTestId("filter-sent").click();
          await page.screenshot({ path: `${shots}/approvals-sent-${lang}-${name}.png` });
        }
      }
    });
  }
});
