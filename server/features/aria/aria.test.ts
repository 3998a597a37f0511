import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestApp } from "../../test/use-test-app";

describe("car-financing assistant offline", () => {
  const t = useTestApp();

  it("reports its status, answers with a flow in the user's language, and gives the calculator URL", async () => {
    const status = (await t.app.inject({ url: "/api/aria/status", headers: { cookie: t.cookie } })).json();
    // No model: not "available" (decision 050).
    expect(status).toMatchObject({ available: false, engine: "offline", endpoints: expect.arrayContaining(["/api/aria/chat"]) });
    const es = (await t.app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie: t.cookie }, payload: { message: "¿Cuál sería mi pago mensual?", userData: { preferredLanguage: "es", name: "Ana" } } })).json();
    expect(es).toMatchObject({ flow: "calculator_launch", userData: { preferredLanguage: "es", name: "Ana", lastFlow: "calculator_launch" } });
    expect(es.response).toContain("calculadora");
    const en = (await t.app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie: t.cookie }, payload: { message: "Can I get a loan approved?", userData: { preferredLanguage: "en" } } })).json();
    expect(en.flow).toBe("loan_prequalification");
    expect(en.response).toContain("24-48 hours");
    const calc = (await t.app.inject({ url: "/api/aria/calculator?budget=30000", headers: { cookie: t.cookie } })).json();
    expect(calc).toEqual({ calculatorUrl: "/aria/calculator?price=30000&downPayment=10000&term=48" });
    expect((await t.app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie: t.cookie }, payload: { message: "  " } })).statusCode).toBe(400);
  });
});

describe("car-financing assistant with a model", () => {
  const fake = new FakeLanguageModelServer({ apiKey: "sk-test" });
  beforeAll(async () => void (await fake.start()));
  afterAll(async () => void (await fake.stop()));
  const t = useTestApp(() => ({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_MODEL: "gpt-fake" }));

  it("is available only once the model has answered, and not after a failed call", async () => {
    const status = async () => (await t.app.inject({ url: "/api/aria/status", headers: { cookie: t.cookie } })).json();
    expect((await status()).available).toBe(false);
    await t.app.ai.generateText({ system: "s", prompt: "Say hello" });
    expect((await status()).available).toBe(true);
    // The fake's default answer does not fit Aria's object schema: a failed call.
    const res = await t.app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie: t.cookie }, payload: { message: "Can I get a loan approved?", userData: { preferredLanguage: "en" } } });
    expect(res.statusCode).toBe(502);
    expect((await status()).available).toBe(false);
  });
});

describe("Aria's guided flow understands figures in a sentence", () => {
  const t = useTestApp();
  const chat = async (message: string, userData: Record<string, unknown>) =>
    (await t.app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie: t.cookie }, payload: { message, userData } })).json();

  it("estimates from income and price in English, never filing it as a greeting", async () => {
    const res = await chat("I make $4,000/month, can I get a $30k car?", { preferredLanguage: "en" });
    expect(res.flow).toBe("loan_prequalification");
    expect(res.response).toContain("an income of $4,000 a month, a $30,000 car");
    expect(res.response).toContain("With $3,000 down (the 10 percent minimum) you would finance $27,000; over 48 months (a common term) that is $562.50 a month before interest.");
    expect(res.response).toContain("That is 14% of your monthly income.");
    expect(res.response).toContain("I cannot promise an approval or a rate");
    expect(res.userData).toMatchObject({ monthlyIncome: 4000, vehiclePrice: 30000, lastFlow: "loan_prequalification" });
  });

  it("carries figures across messages in Spanish: 'gano 4 mil al mes', then '30 mil', then 'a 48 meses'", async () => {
    const first = await chat("gano 4 mil al mes", { preferredLanguage: "es" });
    expect(first.flow).toBe("loan_prequalification");
    expect(first.response).toContain("ingresos de");
    expect(first.response).toContain("¿Cuál es el precio del auto");
    const second = await chat("un auto de 30 mil", first.userData);
    expect(second.userData).toMatchObject({ monthlyIncome: 4000, vehiclePrice: 30000 });
    const third = await chat("a 60 meses", second.userData);
    expect(third.userData).toMatchObject({ monthlyIncome: 4000, vehiclePrice: 30000, termMonths: 60 });
    expect(third.response).toMatch(/a 60 meses son .*450.* al mes antes de intereses/);
    expect(third.response).not.toContain("I understood");
    // A question without figures gets its own answer, not the estimate again.
    const faq = await chat("¿Qué requisitos piden?", third.userData);
    expect(faq.flow).toBe("customer_faq");
    expect(faq.response).toContain("Respuestas frecuentes");
  });

  it("answers a greeting as a greeting and says plainly when it did not understand", async () => {
    expect((await chat("hola", { preferredLanguage: "es" })).flow).toBe("greeting");
    const unclear = await chat("purple elephants", { preferredLanguage: "en" });
    expect(unclear.flow).toBe("customer_faq");
    expect(unclear.response).toContain("I did not catch what you need");
  });
});
