import type { Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures";

/**
 * Issue 19: the standup, after one dispatched command and one converted lead, counts both,
 * and reads in the reader's language (decision 111: written from its stored figures).
 */
async function commandAndConversion(page: Page, label: string) {
  const sent = await page.request.post("/api/command-center/execute", { data: { instruction: `Check the storm leads ${label}`, priority: "medium", assignTo: "coo" } });
  expect(sent.status(), await sent.text()).toBe(201);
  const lead = await page.request.post("/api/skip-trace/add-lead", { data: { propertyAddress: `${label} Pine St`, ownerName: "Lu Standup" } });
  expect(lead.status(), await lead.text()).toBe(201);
  const converted = await page.request.post(`/api/leads/${(await lead.json()).id}/convert`, { data: { value: 12000 } });
  expect(converted.status(), await converted.text()).toBe(200);
}

test("the standup counts a dispatched command and a converted lead, in English", async ({ signedInPage: page }, testInfo) => {
  await commandAndConversion(page, uniqueName(testInfo, "standup-en"));
  await page.goto("/agents/dashboard");
  await page.getByTestId("standup-trigger").click();
  await expect(page.getByTestId("standup-result")).toHaveText("Standup generated (Slack is not configured)");
  const text = page.getByTestId("standup-message");
  await expect(text).toContainText(/Daily standup for \w+ \d{1,2}, \d{4} \(last 24 hours\)/);
  await expect(text).toContainText(/skip-traced, [1-9]\d* converted\./);
  await expect(text).toContainText(/Commands: [1-9]\d* dispatched to the agents\./);
});

test.describe("a browser set to Spanish (es-MX)", () => {
  test.use({ locale: "es-MX" });

  test("the standup counts both, in Spanish, with no English left", async ({ signedInPage: page }, testInfo) => {
    await commandAndConversion(page, uniqueName(testInfo, "standup-es"));
    await page.goto("/agents/dashboard");
    await page.getByTestId("standup-trigger").click();
    await expect(page.getByTestId("standup-result")).toHaveText("Resumen diario generado (Slack no está configurado)");
    const text = page.getByTestId("standup-message");
    await expect(text).toContainText(/Resumen diario del \d{1,2} de \w+ de \d{4} \(últimas 24 horas\)/);
    await expect(text).toContainText(/convertidos: [1-9]\d*\./);
    await expect(text).toContainText(/Comandos: [1-9]\d* enviados? a los agentes\./);
    await expect(text).not.toContainText(/Daily standup|dispatched|converted|Pending|Leads:/);
  });
});
