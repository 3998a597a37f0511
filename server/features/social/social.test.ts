import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { startFakeOAuth, type FakeOAuth } from "../../test/fakes/oauth-provider";
import type { LanguageModelService } from "../../agents/language-model";

describe("social accounts not configured", () => {
  const t = useTestApp();

  it("says what to set, and 503 for the auth URL; the agent is disconnected and its calendar not fetched", async () => {
    const li = (await t.app.inject({ url: "/api/linkedin/status", headers: { cookie: t.cookie } })).json();
    expect(li).toEqual({ status: { connected: false, state: "not_configured", message: "LinkedIn is not configured: set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (see the README).", code: "OAUTH_NOT_CONFIGURED", params: { service: "LinkedIn", vars: "LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET" } }, account: null });
    const fb = (await t.app.inject({ url: "/api/facebook/status", headers: { cookie: t.cookie } })).json();
    expect(fb.status.message).toMatch(/FACEBOOK_APP_ID/);
    const authUrl = await t.app.inject({ url: "/api/linkedin/auth-url", headers: { cookie: t.cookie } });
    expect(authUrl.statusCode).toBe(503);
    // The web translates the message from its code and params (decision 060).
    expect(authUrl.json()).toMatchObject({ code: "OAUTH_NOT_CONFIGURED", params: { service: "LinkedIn" } });
    const agent = (await t.app.inject({ url: "/api/social-media/status", headers: { cookie: t.cookie } })).json();
    expect(agent.status.connected).toBe(false);
    expect(agent.platforms.map((p: { platform: string }) => p.platform)).toEqual(["linkedin", "twitter", "threads"]);
    expect((await t.app.inject({ url: "/api/social-media/calendar", headers: { cookie: t.cookie } })).statusCode).toBe(409);
  });
});

describe("LinkedIn OAuth 2.0 against a local fake", () => {
  let fake: FakeOAuth;
  let calls = 0;
  const ai: LanguageModelService = {
    configured: true,
    label: "stub",
    async generateText() {
      throw new Error("unused");
    },
    async generateObject<T>() {
      calls++;
      return { object: { themes: ["Storm prep"], posts: [{ day: "Monday", platform: "linkedin", content: "Check your roof" }] } as T, model: "stub-model", usage: { inputTokens: 1, outputTokens: 1 } };
    },
  };
  beforeAll(async () => {
    fake = await startFakeOAuth();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(
    () => ({ LINKEDIN_CLIENT_ID: fake.clientId, LINKEDIN_CLIENT_SECRET: fake.clientSecret, LINKEDIN_AUTH_URL: `${fake.origin}/oauth/v2`, LINKEDIN_API_URL: `${fake.origin}/v2`, PUBLIC_URL: "http://ops.test" }),
    { ai },
  );

  async function consent() {
    const { authUrl } = (await t.app.inject({ url: "/api/linkedin/auth-url", headers: { cookie: t.cookie } })).json();
    expect(authUrl).toContain(`${fake.origin}/oauth/v2/authorization?response_type=code&client_id=${fake.clientId}`);
    expect(new URL(authUrl).searchParams.get("redirect_uri")).toBe("http://ops.test/api/linkedin/callback");
    const res = await fetch(authUrl, { redirect: "manual" });
    const back = new URL(res.headers.get("location")!);
    return back.pathname + back.search;
  }

  it("connects through the code flow, keeps the token on the server and reports the account", async () => {
    const callback = await consent();
    const res = await t.app.inject({ url: callback, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('localStorage.setItem("linkedin_auth_success"');
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'nonce-/);
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin"); // a page: the documents' headers (decision 130)
    const status = (await t.app.inject({ url: "/api/linkedin/status", headers: { cookie: t.cookie } })).json();
    expect(status.status).toEqual({ connected: true, state: "connected", message: "Connected as Ops Group Page" });
    expect(JSON.stringify(status)).not.toMatch(new RegExp([...fake.tokens][0]));
  });

  it("a stored token the provider refuses is failing, not connected (no expiry does not mean forever)", async () => {
    const { socialConnections } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.db.update(socialConnections).set({ accessToken: "revoked-at-linkedin", expiresAt: null }).where(eq(socialConnections.provider, "linkedin"));
    const status = (await t.app.inject({ url: "/api/linkedin/status", headers: { cookie: t.cookie } })).json();
    expect(status.status).toMatchObject({ connected: false, state: "failing" });
    expect(status.status.message).toMatch(/refused the stored token/);
  });

  it("refuses a replayed or forged state, and reports the provider's refusal", async () => {
    const callback = await consent();
    expect((await t.app.inject({ url: callback, headers: { cookie: t.cookie } })).statusCode).toBe(200);
    const replay = await t.app.inject({ url: callback, headers: { cookie: t.cookie } });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('localStorage.setItem("linkedin_auth_error"');
    const forged = await t.app.inject({ url: "/api/linkedin/callback?code=x&state=forged", headers: { cookie: t.cookie } });
    expect(forged.statusCode).toBe(400);
    const again = await consent();
    const badCode = await t.app.inject({ url: again.replace(/code=[^&]+/, "code=wrong"), headers: { cookie: t.cookie } });
    expect(badCode.statusCode).toBe(502);
    expect(badCode.body).toMatch(/authorization code not found/);
  });

  it("the social agent is connected with LinkedIn and a model; its weekly calendar is generated once and stored", async () => {
    const agent = (await t.app.inject({ url: "/api/social-media/status", headers: { cookie: t.cookie } })).json();
    expect(agent.status.connected).toBe(true);
    const cal = (await t.app.inject({ url: "/api/social-media/calendar", headers: { cookie: t.cookie } })).json();
    expect(cal).toMatchObject({ themes: ["Storm prep"], model: "stub-model" });
    await t.app.inject({ url: "/api/social-media/calendar", headers: { cookie: t.cookie } });
    expect(calls).toBe(1);
  });
});

describe("Facebook Login against a local fake", () => {
  let fake: FakeOAuth;
  beforeAll(async () => {
    fake = await startFakeOAuth({ name: "RoofStrike Page" });
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({
    FACEBOOK_APP_ID: fake.clientId, FACEBOOK_APP_SECRET: fake.clientSecret,
    FACEBOOK_AUTH_URL: `${fake.origin}/facebook/dialog/oauth`, FACEBOOK_GRAPH_URL: `${fake.origin}/facebook/graph`,
  }));

  it("connects through the same code flow, and reports a refused code", async () => {
    const before = (await t.app.inject({ url: "/api/facebook/status", headers: { cookie: t.cookie } })).json();
    expect(before.status.message).toBe("Facebook is not connected yet: use Connect.");
    const consent = async () => {
      const { authUrl } = (await t.app.inject({ url: "/api/facebook/auth-url", headers: { cookie: t.cookie } })).json();
      const back = new URL((await fetch(authUrl, { redirect: "manual" })).headers.get("location")!);
      return back.pathname + back.search;
    };
    const bad = await t.app.inject({ url: (await consent()).replace(/code=[^&]+/, "code=nope"), headers: { cookie: t.cookie } });
    expect(bad.statusCode).toBe(502);
    expect(bad.body).toContain("facebook_auth_error");
    const ok = await t.app.inject({ url: await consent(), headers: { cookie: t.cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain("facebook_auth_success");
    const after = (await t.app.inject({ url: "/api/facebook/status", headers: { cookie: t.cookie } })).json();
    expect(after.status).toEqual({ connected: true, state: "connected", message: "Connected as RoofStrike Page" });
  });
});
