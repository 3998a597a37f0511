import { describe, expect, it } from "vitest";
import type { LanguageModelService } from "../../agents/language-model";
import type { GeneratedMarketing } from "../../../contract/marketing";
import { passGate } from "../../test/build-test-app";
import { useTestApp, type TestAppContext } from "../../test/use-test-app";
import { nextSevenDays } from "./generate-marketing-content";

const generated: GeneratedMarketing = {
  socialPosts: [{ platform: "linkedin", topic: "hail_season_prep", content: "Check your roof after hail.", hashtags: ["#HoustonHail"], callToAction: "Check your ZIP" }],
  seoPages: [{ title: "Houston hail damage", metaDescription: "What to do after hail", keywords: ["hail damage houston"], content: "x".repeat(400) }],
  outreach: { property_manager: ["Hello PM"], roofing_company: ["Hello roofer"], adjuster: ["Hello adjuster"] },
  calendar: Array.from({ length: 7 }, (_, i) => ({ date: "model-made-this-up", posts: [{ platform: "x" }], outreachCount: i, seoPublish: i === 2 })),
};
const prompts: string[] = [];
const stubAi: LanguageModelService = {
  configured: true,
  label: "stub-model",
  async generateText() { throw new Error("unused"); },
  async generateObject<T>(o: { prompt: string; schema: { parse(v: unknown): T } }) {
    prompts.push(o.prompt);
    return { object: o.schema.parse(generated), model: "stub-model", usage: { inputTokens: 1, outputTokens: 1 } };
  },
} as LanguageModelService;

const offline = useTestApp();
const t = useTestApp({}, { ai: stubAi });

const get = (app: TestAppContext, url: string) => app.app.inject({ url, headers: { cookie: app.cookie } }).then((r) => r.json());

describe("marketing content", () => {
  it("is empty until generated, and says so when no model is configured", async () => {
    expect(await get(offline, "/api/marketing/social-posts")).toEqual({ generatedAt: null, model: null, posts: [] });
    expect(await get(offline, "/api/marketing/seo-content")).toMatchObject({ pages: [] });
    expect(await get(offline, "/api/marketing/outreach")).toMatchObject({ targetType: "property_manager", messages: [], dailyTarget: 25 });
    expect(await get(offline, "/api/marketing/content-calendar")).toMatchObject({ totalPosts: 0, calendar: [] });
    const res = await offline.app.inject({ method: "POST", url: "/api/marketing/generate", headers: { cookie: offline.cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "MODEL_NOT_CONFIGURED", message: expect.stringMatching(/^No language model is configured/) });
  });

  it("stores what the model generated and lists it; calendar dates are ours", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/marketing/generate", headers: { cookie: t.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(prompts[0]).toMatch(/daily outreach target is 25/);
    expect((await get(t, "/api/marketing/social-posts")).posts).toEqual(generated.socialPosts);
    expect((await get(t, "/api/marketing/seo-content")).model).toBe("stub-model");
    expect(await get(t, "/api/marketing/outreach?targetType=adjuster")).toMatchObject({ targetType: "adjuster", messages: ["Hello adjuster"], dailyTarget: 25 });
    const cal = await get(t, "/api/marketing/content-calendar");
    expect(cal.totalPosts).toBe(7);
    expect(cal.calendar.map((d: { date: string }) => d.date)).toEqual(nextSevenDays(new Date(), "America/Chicago"));
    const bad = await t.app.inject({ url: "/api/marketing/outreach?targetType=homeowner", headers: { cookie: t.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("CTO chain", () => {
  it("stores a CTO task as a pending task of the CTO agent", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/marketing/cto-task", headers: { cookie: t.cookie },
      payload: { taskSummary: "Add UTM tags", technicalRequirements: ["Tag every landing link"], expectedOutput: "Tagged links", testingInstructions: ["Click a link"] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/^Task #\d+ "Add UTM tags" was handed to the CTO agent/);
    const agents = await get(t, "/api/agents");
    const cto = agents.find((a: { role: string }) => a.role === "cto");
    const list = await get(t, `/api/agents/${cto.id}/tasks`);
    expect(list.find((x: { title: string }) => x.title === "Add UTM tags")).toMatchObject({ status: "pending", isSample: false });
    const empty = await t.app.inject({ method: "POST", url: "/api/marketing/cto-task", headers: { cookie: t.cookie }, payload: { taskSummary: " ", technicalRequirements: [], expectedOutput: "", testingInstructions: [] } });
    expect(empty.statusCode).toBe(400);
  });

  it("implement-hail-checker hands one task to the CTO agent and does not duplicate it", async () => {
    const first = await t.app.inject({ method: "POST", url: "/api/marketing/implement-hail-checker", headers: { cookie: t.cookie } });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: "POST", url: "/api/marketing/implement-hail-checker", headers: { cookie: t.cookie } });
    expect(second.json().taskId).toBe(first.json().taskId);
  });
});

describe("analytics events", () => {
  it("accepts the three events anonymously, refuses others, and counts them", async () => {
    for (const name of ["hail_zip_checked", "whatsapp_cta_click", "whatsapp_contact", "hail_zip_checked"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { name, properties: { zip: "77002" }, path: "/landing" } });
      expect(res.statusCode, name).toBe(202);
    }
    const bad = await t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { name: "page_view" } });
    expect(bad.statusCode).toBe(400);
    const nested = await t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { name: "whatsapp_contact", properties: { deep: { a: 1 } } } });
    expect(nested.statusCode).toBe(400);
    const gate = await passGate(t.app);
    expect((await t.app.inject({ url: "/api/analytics/counts", headers: { cookie: gate } })).statusCode).toBe(401);
    expect(await get(t, "/api/analytics/counts")).toEqual({
      counts: [
        { name: "hail_zip_checked", total: 2, last7Days: 2 },
        { name: "whatsapp_cta_click", total: 1, last7Days: 1 },
        { name: "whatsapp_contact", total: 1, last7Days: 1 },
      ],
    });
  });

  it("serves the landing page's WhatsApp number publicly: none unless configured (no placeholder)", async () => {
    const res = await t.app.inject({ url: "/api/landing/config" });
    expect(res.json()).toEqual({ whatsappNumber: null, demoMode: true });
  });
});
