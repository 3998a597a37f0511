import type { Page } from "@playwright/test";
import { expect, passGate, signIn, test, uniqueName } from "./fixtures";

/** Nothing wider than the viewport (the phone project is 390 px wide). */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, "page scrolls sideways").toBeLessThanOrEqual(width);
}

/**
 * Issue 9: the landing page answers from the shipped NOAA reports, turns a visitor into a lead
 * through the assessment form (errors first, then the thank-you, in English and Spanish), and
 * the team finds the lead with its consent and hail evidence in the hub.
 */
test("a homeowner checks a ZIP, asks for an assessment in both languages, and the team finds the lead", { tag: "@phone" }, async ({ page }, testInfo) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.hostname !== "127.0.0.1" && u.protocol !== "data:") thirdParty.push(r.url());
  });
  const phoneProject = testInfo.project.name === "phone";
  const nameEn = uniqueName(testInfo, "Maria");
  const nameEs = uniqueName(testInfo, "José");
  const [phoneEn, phoneEs] = phoneProject ? ["713-555-0161", "(832) 555-0162"] : ["713-555-0171", "(832) 555-0172"];
  const streetEn = `${phoneProject ? 61 : 71} Main Street, Houston`;
  const streetEs = `${phoneProject ? 62 : 72} Oak Avenue, Dallas`;

  await page.addInitScript(() => localStorage.setItem("aoh.language", "en"));
  await page.goto("/landing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hail hit your roof? See what the storm records say.");

  // No invented claims; figures only from stored rows; no WhatsApp button without a number, and no word to visitors about the server's settings.
  for (const gone of ["Damage flagged within 90 seconds", "Houston-metro results", "85%", "18 min", "Storm reports are matched to the properties you manage"]) {
    await expect(page.getByText(gone)).toHaveCount(0);
  }
  await expect(page.getByTestId("landing-stats")).toContainText(/1\d,\d{3}/); // the shipped 14,968, plus any a journey before this one imported
  await expect(page.getByTestId("landing-stats")).toContainText("NOAA hail reports on file");
  await expect(page.getByText("LANDING_WHATSAPP_NUMBER")).toHaveCount(0); // the team is told on /roofstrike, not the visitor
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);

  // 77002 from the real reports: tier, percentile, hail days per year, the most recent storm.
  const zip = page.getByPlaceholder("e.g. 77002");
  const check = page.getByRole("button", { name: "Check", exact: true });
  await zip.fill("77002");
  await check.click();
  const result = page.getByTestId("hail-result");
  await expect(result).toHaveAttribute("data-status", "rated");
  await expect(result).toContainText(/(High|Elevated|Moderate|Low) risk/);
  await expect(result).not.toContainText("Sample data");
  await expect(page.getByTestId("hail-days-per-year")).toHaveText(/^\d+\.\d$/);
  // Storms by year: a chart with its table of the same counts as the text alternative.
  await expect(page.getByTestId("hail-by-year")).toContainText(/Hail days by year \(1955–20\d\d, years on file\)/);
  await expect(page.getByTestId("hail-by-year-table").locator("tbody tr").first()).toContainText("1955");
  await expect(page.getByTestId("hail-percentile")).toHaveText(/^Higher than \d+%$/);
  await expect(page.getByTestId("recent-storm")).toContainText(/Most recent storm within 10 miles/);
  await expect(page.getByTestId("recent-storm")).toContainText(/20\d\d: hail up to \d\.\d\d in, [\d.]+ miles away .*NOAA SPC/);
  await expect(page.getByTestId("recent-storm")).toContainText("Texas policies commonly allow one to two years from the storm");

  // 10001: no data (never "lower risk"); 00000: one message, nothing else.
  await zip.fill("10001");
  await check.click();
  await expect(result).toHaveAttribute("data-status", "no-data");
  await expect(result).toContainText("We have no storm data for New York, NY (10001) yet.");
  await expect(result).not.toContainText(/lower risk|low risk/i);
  await zip.fill("00000");
  await check.click();
  await expect(page.getByRole("alert")).toHaveText("We couldn't find ZIP code 00000. Check the number and try again.");
  await expect(result).toHaveCount(0);

  // The form from the answer, ZIP filled in; errors first (bad phone, no consent).
  await zip.fill("77002");
  await check.click();
  await result.getByRole("button", { name: "Get Free Assessment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("ZIP code", { exact: true })).toHaveValue("77002");
  await dialog.getByLabel("Your name", { exact: true }).fill(nameEn);
  await dialog.getByLabel("Phone", { exact: true }).fill("555-0142");
  await dialog.getByLabel("Property address", { exact: true }).fill(streetEn);
  await dialog.getByRole("button", { name: "Request my free assessment" }).click();
  await expect(dialog).toContainText("Please enter a valid phone number (10 digits for the US, or + and the country code).");
  await expect(dialog).toContainText("Please tick the box so we may contact you.");
  await dialog.getByLabel("Phone", { exact: true }).fill(phoneEn);
  await dialog.getByRole("checkbox").check();
  await expect(dialog.getByTestId("consent-text")).toContainText("by phone call, SMS text message or WhatsApp");
  await dialog.getByRole("button", { name: "Request my free assessment" }).click();
  await expect(dialog.getByTestId("assessment-thanks")).toContainText(`Thank you, ${nameEn}!`);
  await expect(dialog.getByTestId("assessment-thanks")).toContainText(`${streetEn}`);
  // The same hail history as the team's report, for the ZIP, from its centre (said so) (issue 20).
  await dialog.getByRole("button", { name: "See the hail history of ZIP 77002" }).click();
  await expect(dialog.getByTestId("zip-history")).toContainText("Measured from the centre of ZIP 77002");
  await expect(dialog.getByTestId("zip-history")).toContainText(/NOAA hail reports? within 10 miles|No hail was reported within 10 miles/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expectNoHorizontalOverflow(page);

  // Spanish: the hero's button, the errors and the thank-you in Spanish.
  await expect(page).toHaveTitle("RoofStrike: storm-damage roof claims and hail risk for Houston");
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveTitle(/^RoofStrike: reclamaciones por daños de tormenta/);
  await page.getByRole("button", { name: "Evaluación gratuita" }).first().click();
  const dialogEs = page.getByRole("dialog");
  await dialogEs.getByLabel("Su nombre", { exact: true }).fill(nameEs);
  await dialogEs.getByLabel("Teléfono", { exact: true }).fill("12345");
  await dialogEs.getByLabel("Dirección de la propiedad", { exact: true }).fill(streetEs);
  await dialogEs.getByLabel("Código postal", { exact: true }).fill("75201");
  await dialogEs.getByRole("button", { name: "Solicitar mi evaluación gratuita" }).click();
  await expect(dialogEs).toContainText("Escriba un número de teléfono válido");
  await expect(dialogEs).toContainText("Marque la casilla para que podamos contactarle.");
  await dialogEs.getByLabel("Teléfono", { exact: true }).fill(phoneEs);
  await dialogEs.getByRole("checkbox").check();
  await expect(dialogEs.getByTestId("consent-text")).toContainText("por llamada telefónica, mensaje de texto SMS o WhatsApp");
  await dialogEs.getByRole("button", { name: "Solicitar mi evaluación gratuita" }).click();
  await expect(dialogEs.getByTestId("assessment-thanks")).toContainText(`¡Gracias, ${nameEs}!`);
  await dialogEs.getByRole("button", { name: "Ver el historial de granizo del código postal 75201" }).click();
  await expect(dialogEs.getByTestId("zip-history")).toContainText("Medido desde el centro del código postal 75201");
  await expect(dialogEs.getByTestId("zip-history")).toContainText("Fuente: NOAA");
  await expectNoHorizontalOverflow(page);
  expect(thirdParty, "no third-party requests").toEqual([]);

  // The team signs in and finds both leads with consent and evidence.
  await page.evaluate(() => localStorage.setItem("aoh.language", "en"));
  await passGate(page);
  await signIn(page);
  await page.goto("/roofstrike");
  await page.getByRole("tab", { name: "Automation" }).click();
  const panel = page.getByTestId("landing-requests-panel");
  await expect(panel.getByTestId("landing-no-whatsapp")).toContainText("set LANDING_WHATSAPP_NUMBER on the server");
  const en = panel.locator("li", { hasText: nameEn });
  await expect(en).toContainText("(713) 555-" + phoneEn.slice(-4)); // stored as +1713…, shown as an English reader writes it
  await expect(en).toContainText(`${streetEn}, 77002`);
  await expect(en.getByTestId("landing-request-evidence")).toContainText(/hail days a year, higher than \d+% of Texas ZIP areas \(1955–20\d\d\)/);
  await expect(en.getByTestId("landing-request-evidence")).toContainText("NOAA SPC");
  await en.getByTestId("landing-request-consent").locator("summary").click();
  await expect(en.getByTestId("landing-request-consent")).toContainText("Consent given");
  await expect(en.getByTestId("landing-request-consent")).toContainText("phone, SMS, WhatsApp");
  await expect(en.getByTestId("landing-request-consent")).toContainText("I agree that RoofStrike may contact me");
  const es = panel.locator("li", { hasText: nameEs });
  await expect(es).toContainText("(832) 555-" + phoneEs.slice(-4));
  await expect(es.getByTestId("landing-request-evidence")).toContainText("High risk");
  await expect(es.getByTestId("landing-request-consent")).toContainText("(language es)");

  // The lead's own page says where it came from and that nobody has estimated it yet.
  const found = (await (await page.request.get(`/api/leads?q=${encodeURIComponent(nameEn)}`)).json()).items as { id: number }[];
  expect(found).toHaveLength(1);
  await page.goto(`/leads/${found[0].id}`);
  await expect(page.getByTestId("lead-timeline")).toContainText("Asked for a roof assessment on the website (ZIP 77002)");
  await expect(page.getByText("Not estimated yet")).toBeVisible();
  await expect(page.getByText(/ for phone calls, SMS, WhatsApp$/)).toBeVisible();
  // The same in Spanish, for the Spanish request.
  const foundEs = (await (await page.request.get(`/api/leads?q=${encodeURIComponent(nameEs)}`)).json()).items as { id: number }[];
  await page.goto(`/leads/${foundEs[0].id}`);
  await page.getByTestId("language-es").click();
  await expect(page.getByTestId("lead-timeline")).toContainText("Pidió una inspección del techo en el sitio web (código postal 75201)");
  await expect(page.getByText("Aún sin estimar")).toBeVisible();
  await expect(page.getByText(/ para llamadas, SMS, WhatsApp$/)).toBeVisible();
  await page.getByTestId("language-en").click();
});
