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
