import { beforeEach, describe, expect, it } from "vitest";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestApp, useTestAppWithFakeModel } from "../../test/use-test-app";
import { compareClauses, numberedClauses, numberingIssues } from "./clauses";

const CONTRACT = `CONTRATO DE COMPRAVENTA
1. Partes: Juan Pérez (vendedor) y Mary Smith (compradora).
2. Precio: USD 250,000.
2.1 Forma de pago: transferencia.
3. Jurisdicción: Quintana Roo, México.`;

describe("numbered clauses", () => {
  it("finds clause numbers in any of the three languages and reports the missing ones", () => {
    expect(numberedClauses(CONTRACT)).toEqual(["1", "2", "2.1", "3"]);
    expect(numberedClauses("Cláusula 1 Objeto\nClause 2: Price\nArtigo 3 - Foro\n§ 4 Final")).toEqual(["1", "2", "3", "4"]);
    const check = compareClauses(CONTRACT, "1. Parties\n3. Jurisdiction");
    expect(check).toMatchObject({ missing: ["2", "2.1"], added: [], ok: false });
    expect(numberingIssues("1. a\n3. c\n3. again")).toEqual(["Clause 3 is numbered twice.", "Clause 2 is missing from the numbering."]);
  });
});

const body = { contractText: CONTRACT, sourceLanguage: "es-MX", targetLanguage: "en-US", contractType: "purchase_agreement" };

describe("contract translation offline", () => {
  const t = useTestApp();

  it("answers 503 saying what to configure, for translate and validate", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: body });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "MODEL_NOT_CONFIGURED", message: expect.stringContaining("Contract translation: No language model is configured. Set AI_PROVIDER") });
    const v = await t.app.inject({ method: "POST", url: "/api/contracts/validate", headers: { cookie: t.cookie }, payload: { contractText: CONTRACT, language: "es-MX" } });
    expect(v.statusCode).toBe(503);
  });

  it("refuses the same source and target language and an empty text", async () => {
    const same = await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: { ...body, targetLanguage: "es-MX" } });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain("Source and target language must differ");
    const empty = await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: { ...body, contractText: "  " } });
    expect(empty.statusCode).toBe(400);
  });
});

describe("contract translation with a model", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake);
  beforeEach(() => fake.reset());

  it("translates keeping the clause structure, with the disclaimer", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: body });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ sourceLanguage: "es-MX", targetLanguage: "en-US", contractType: "purchase_agreement", originalText: CONTRACT, model: "gpt-fake" });
    expect(out.translatedText).toContain("2. [fake translation] Precio");
    expect(out.clauseCheck).toEqual({ originalClauses: ["1", "2", "2.1", "3"], translatedClauses: ["1", "2", "2.1", "3"], missing: [], added: [], ok: true });
    expect(out.legalDisclaimer).toContain("not legal advice");
    const system = JSON.stringify(fake.requests[0].body.messages);
    expect(system).toContain("from Spanish (Mexico) to English (United States)");
  });

  it("reports a clause the translation dropped", async () => {
    fake.enqueue({ kind: "text", text: "PURCHASE AGREEMENT\n1. Parties: Juan Pérez and Mary Smith.\n3. Jurisdiction: Quintana Roo." });
    const out = (await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: body })).json();
    expect(out.clauseCheck).toMatchObject({ missing: ["2", "2.1"], ok: false });
  });

  it("validates with the model and adds the numbering check", async () => {
    fake.enqueue({ kind: "json", object: { isValid: true, issues: [], suggestions: ["Add the property's cadastral number."] } });
    const out = (await t.app.inject({ method: "POST", url: "/api/contracts/validate", headers: { cookie: t.cookie }, payload: { contractText: "1. Partes\n3. Precio", language: "es-MX" } })).json();
    expect(out).toEqual({ isValid: false, issues: ["Clause 2 is missing from the numbering."], suggestions: ["Add the property's cadastral number."], model: "gpt-fake" });
  });

  it("says what went wrong when the provider fails", async () => {
    fake.enqueue({ kind: "error", status: 429 }, { kind: "error", status: 429 });
    const res = await t.app.inject({ method: "POST", url: "/api/contracts/translate", headers: { cookie: t.cookie }, payload: body });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("Translation failed (the language model provider is rate limiting requests (429); try again in a minute).");
  });
});
