import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { FakeLanguageModelServer, TINY_PNG_BASE64 } from "../../test/fakes/openai";
import { campaignImages } from "../../db/schema";
import { passGate } from "../../test/build-test-app";
import { useTestApp, useTestAppWithFakeModel } from "../../test/use-test-app";

const request = { messages: [{ role: "user", content: "Plan a hail-season campaign for Houston property managers" }], context: { companyName: "RoofStrike", currentPage: "campaigns", campaignType: "lead_generation" } };
const answer = {
  summary: "Reach property managers within 48 hours of a hail event.",
  recommendedActions: [{ title: "Storm-triggered email", description: "Send within 24 h of NOAA reports.", priority: "high" }],
  contentSamples: { instagramPost: "ig", linkedinPost: "li", emailBlast: "email", twitterThread: ["1/2", "2/2"], adHeadline: "Hail hit? We file fast." },
};

describe("CMO agent", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake);
  const offline = useTestApp();

  it("returns the structured CMO response validated by zod", async () => {
    fake.enqueue({ kind: "json", object: answer });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie: t.cookie }, payload: request });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain("Campaign type: lead_generation");
  });

  it("says the model's answer was not usable when it breaks the schema", async () => {
    fake.enqueue({ kind: "json", object: { summary: 3 } });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie: t.cookie }, payload: request });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Failed to get CMO response/);
  });

  it("refuses a blank prompt, answers 503 offline, and says images are not configured", async () => {
    const blank = await t.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie: t.cookie }, payload: { messages: [{ role: "user", content: " " }] } });
    expect(blank.statusCode).toBe(400);
    const off = await offline.app.inject({ method: "POST", url: "/api/cmo-agent", headers: { cookie: offline.cookie }, payload: request });
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toContain("No language model is configured");
    const images = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "Hail 2027", platforms: ["instagram"] } });
    expect(images.statusCode).toBe(503);
    expect(images.json().code).toBe("IMAGES_NOT_CONFIGURED");
    expect(images.json().message).toContain("AI_IMAGES_MODEL");
    expect(images.json().message).toContain("AI_IMAGES_API_KEY");
  });
});

describe("CMO campaign images", () => {
  const fake = new FakeLanguageModelServer();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const t = useTestApp(() => ({ AI_IMAGES_MODEL: "gpt-image-fake", AI_IMAGES_BASE_URL: fake.url, AI_IMAGES_API_KEY: "sk-images", AI_IMAGES_SIZE: "1024x1024" }));
  const png = Buffer.from(TINY_PNG_BASE64, "base64");
  const stored = async () => (await t.database.db.select({ n: count() }).from(campaignImages))[0].n;

  it("makes one image per platform through the images API, stores it and serves it", async () => {
    fake.reset();
    const before = await stored();
    const res = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "Hail 2027", platforms: ["instagram", "linkedin"] } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ generated: 2, campaignName: "Hail 2027" });
    expect(body.images.map((i: { platform: string }) => i.platform)).toEqual(["instagram", "linkedin"]);
    expect(await stored()).toBe(before + 2);

    const calls = fake.callsTo("/v1/images/generations");
    expect(calls).toHaveLength(2);
    expect(calls[0].headers.authorization).toBe("Bearer sk-images");
    expect(calls[0].body).toMatchObject({ model: "gpt-image-fake", n: 1, size: "1024x1024", response_format: "b64_json" });
    expect(String(calls[0].body.prompt)).toContain("Hail 2027");
    expect(String(calls[0].body.prompt)).toContain("square Instagram");
    expect(String(calls[1].body.prompt)).toContain("landscape LinkedIn");

    const img = await t.app.inject({ method: "GET", url: body.images[0].url, headers: { cookie: t.cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["cache-control"]).toContain("max-age=31536000");
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it("downloads the image when the API answers with a url", async () => {
    fake.reset();
    fake.enqueue({ kind: "image", asUrl: true });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "Roof check", platforms: ["facebook"] } });
    expect(res.statusCode).toBe(200);
    const img = await t.app.inject({ method: "GET", url: res.json().images[0].url, headers: { cookie: t.cookie } });
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it("says which platform failed and why, and keeps nothing, when the provider refuses the key", async () => {
    fake.reset();
    const before = await stored();
    fake.enqueue({ kind: "image" }, { kind: "error", status: 401 });
    const res = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "Hail 2027", platforms: ["instagram", "facebook"] } });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("IMAGE_GENERATION_FAILED");
    expect(res.json().message).toContain("The Facebook image could not be generated");
    expect(res.json().message).toContain("check AI_IMAGES_API_KEY");
    expect(await stored()).toBe(before);
  });

  it("words rate limits and provider errors plainly", async () => {
    fake.reset();
    fake.enqueue({ kind: "error", status: 429 });
    const limited = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "X", platforms: ["instagram"] } });
    expect(limited.json().message).toMatch(/Instagram image could not be generated: .*rate-limiting or out of quota \(429\)/);
    fake.enqueue({ kind: "error", status: 500 });
    const broken = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "X", platforms: ["linkedin"] } });
    expect(broken.json().message).toContain("the images API had an error (500)");
  });

  it("serves images to signed-in users only, and 404s an unknown id", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/cmo/generate-campaign", headers: { cookie: t.cookie }, payload: { campaignName: "Anon", platforms: ["instagram"] } });
    const url = res.json().images[0].url;
    const gateOnly = await passGate(t.app);
    const anonymous = await t.app.inject({ method: "GET", url, headers: { cookie: gateOnly } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(403); // not even past the site gate
    const missing = await t.app.inject({ method: "GET", url: "/api/cmo/images/999999", headers: { cookie: t.cookie } });
    expect(missing.statusCode).toBe(404);
  });
});
