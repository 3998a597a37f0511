import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import type { LanguageModelService } from "../../agents/language-model";
import { waitFor } from "../../test/wait-for";

describe("launch without a language model", () => {
  const t = useTestApp();

  it("answers 503 with what to configure, and stores nothing", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/launch/roofstrike", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^Campaign launch: No language model is configured/);
    const status = (await t.app.inject({ url: "/api/launch/status", headers: { cookie: t.cookie } })).json();
    expect(status).toEqual({ isLaunching: false, current: null, latest: null });
  });
});

describe("launch with a language model", () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const ai: LanguageModelService = {
    configured: true,
    label: "stub",
    async generateText() {
      throw new Error("unused");
    },
    async generateObject<T>(o: { prompt: string }) {
      await gate;
      const object = {
        linkedinPost: `Post for ${o.prompt.slice(0, 10)}`,
        twitterThread: ["1/2 first", "2/2 second"],
        instagramCarousel: ["Slide 1", "Slide 2"],
        emailSequence: [0, 48, 120].map((h, i) => ({ delayHours: h, subject: `Subject ${i + 1}`, body: "Body" })),
        whatsappPitch: "Hola",
        targetZips: ["77002", "77019"],
      };
      return { object: object as T, model: "stub-model", usage: { inputTokens: 1, outputTokens: 1 } };
    },
  };
  const t = useTestApp({}, { ai, workers: true });

  it("runs idle → Campaign Active → results, refuses a second launch meanwhile, and lists the campaign", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/launch/roofstrike", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(202);
    expect(res.json().campaign).toMatchObject({ platform: "roofstrike", status: "pending", content: null });
    expect((await t.app.inject({ url: "/api/launch/status", headers: { cookie: t.cookie } })).json().isLaunching).toBe(true);
    const second = await t.app.inject({ method: "POST", url: "/api/launch/dealengine", headers: { cookie: t.cookie } });
    expect(second.statusCode).toBe(409);
    release();
    const done = await waitFor(async () => {
      const s = (await t.app.inject({ url: "/api/launch/status", headers: { cookie: t.cookie } })).json();
      return !s.isLaunching && s;
    }, "the launch", 60_000);
    expect(done.latest).toMatchObject({ status: "completed", model: "stub-model" });
    expect(done.latest.content.emailSequence.map((e: { delayHours: number }) => e.delayHours)).toEqual([0, 48, 120]);
    const list = (await t.app.inject({ url: "/api/launch/campaigns", headers: { cookie: t.cookie } })).json();
    expect(list).toHaveLength(1);
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(feed.map((f: { type: string }) => f.type)).toContain("campaign_launched");
    // Its LinkedIn post is not published: it waits in the approval queue (decision 072).
    const queue = (await t.app.inject({ url: `/api/approvals?campaignId=${done.latest.id}`, headers: { cookie: t.cookie } })).json();
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ kind: "social_post", channel: "linkedin", status: "drafted", draftedBy: "launch", agentRole: "cmo", body: done.latest.content.linkedinPost });
  }, 90_000);
});
