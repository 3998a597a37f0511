import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";

const request = { messages: [{ role: "user", content: "Plan a hail-season campaign for Houston property managers" }], context: { companyName: "RoofStrike", currentPage: "campaigns", campaignType: "lead_generation" } };
const answer = {
  summary: "Reach property managers within 48 hours of a hail event.",
  recommendedActions: [{ title: "Storm-triggered email", description: "Send within 24 h of NOAA reports.", priority: "high" }],
  contentSamples: { instagramPost: "ig", linkedinPost: "li", emailBlast: "email", twitterThread: ["1/2", "2/2"], adHeadline: "Hail hit? We file fast." },
};

describe("CMO agent", () => {
  const fake = new FakeLanguageModelServer();
  let t: TestApp;
  let offline: TestApp;
  let cookie: string;
  let offlineCookie: string;
  beforeAll(async () => {
    await fake.start();
    t = await buildTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake" });
    cookie = await signIn(t.app);
    offline = await buildTestApp();
    offlineCookie = await signIn(offline.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await offline?.close();
    await fake.stop();
  });

  it("returns the structured CMO response validated by zod", async () => {
    fake.enqueue({ kind: "json", object: answer });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie }, payload: request });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain("Campaign type: lead_generation");
  });

  it("says the model's answer was not usable when it breaks the schema", async () => {
    fake.enqueue({ kind: "json", object: { summary: 3 } });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie }, payload: request });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Failed to get CMO response/);
  });

  it("refuses a blank prompt, answers 503 offline, and says images are not configured", async () => {
    const blank = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie }, payload: { messages: [{ role: "user", content: " " }] } });
    expect(blank.statusCode).toBe(400);
    const off = await offline.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie: offlineCookie }, payload: request });
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toContain("No language model is configured");
    const images = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie }, payload: { campaignName: "Hail 2027", platforms: ["instagram"] } });
    expect(images.statusCode).toBe(503);
    expect(images.json().code).toBe("IMAGES_NOT_CONFIGURED");
  });
});
