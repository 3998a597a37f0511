import { describe, expect, it } from "vitest";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { signIn } from "../../test/build-test-app";
import { useTestApp, useTestAppWithFakeModel } from "../../test/use-test-app";
import { buildUser } from "../../test/factories";

const ask = (content: string) => ({
  messages: [{ role: "system", content: "Hi! How can I help?" }, { role: "user", content }],
  context: { userEmail: "someone@else.example", companyId: 1, currentPage: "/dashboard", timestamp: new Date().toISOString() },
});

describe("support assistant and feedback, offline", () => {
  const t = useTestApp();

  it("answers from the product's help topics, saying no model is configured", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/support-agent", headers: { cookie: t.cookie }, payload: ask("How do I set my API keys?") });
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe("offline");
    expect(res.json().response).toContain("No language model is configured");
    expect(res.json().response).toContain("AI_API_KEY");
  });

  it("stores feedback with the session user's e-mail and lists it for admins only", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/feedback", headers: { cookie: t.cookie }, payload: { message: "The task queue is great", page: "/dashboard", rating: 5 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "admin@aiopshub.demo", page: "/dashboard", message: "The task queue is great" });
    const list = (await t.app.inject({ url: "/api/feedback", headers: { cookie: t.cookie } })).json();
    expect(list[0]).toMatchObject({ message: "The task queue is great" });
    await buildUser(t.db, { email: "op@example.com", password: "op-password-1", firstName: "Op", lastName: "Erator" });
    const op = await signIn(t.app, "op@example.com", "op-password-1");
    expect((await t.app.inject({ url: "/api/feedback", headers: { cookie: op } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/feedback", headers: { cookie: op }, payload: { message: "  " } })).statusCode).toBe(400);
  });
});

describe("support assistant with a model", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake);

  it("asks the model with the user's e-mail and page in the context", async () => {
    fake.enqueue({ kind: "text", text: "Open the dashboard and pick an agent." });
    const res = await t.app.inject({ method: "POST", url: "/api/support-agent", headers: { cookie: t.cookie }, payload: ask("Where do I chat?") });
    expect(res.json()).toEqual({ response: "Open the dashboard and pick an agent.", engine: "model" });
    const sent = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(sent).toContain("admin@aiopshub.demo");
    expect(sent).toContain("/dashboard");
    expect(sent).toContain("Where do I chat?");
  });

  it("says what went wrong when the provider fails", async () => {
    fake.enqueue({ kind: "error", status: 500 });
    const res = await t.app.inject({ method: "POST", url: "/api/support-agent", headers: { cookie: t.cookie }, payload: ask("Hello?") });
    expect(res.statusCode).toBe(502);
  });
});
