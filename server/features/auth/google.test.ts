import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeOidcProvider } from "../../test/fakes/oidc-provider";
import { cookieFrom, passGate, DEMO_ADMIN_EMAIL } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";

const provider = new FakeOidcProvider("client-123", "secret-456");
beforeAll(() => provider.start());
afterAll(() => provider.stop());
const t = useTestApp(() => ({ GOOGLE_CLIENT_ID: "client-123", GOOGLE_CLIENT_SECRET: "secret-456", GOOGLE_ISSUER_URL: provider.issuer }), { signIn: false });

/** The browser's round trip: start, consent at the provider, come back. */
async function googleSignIn(identity: { email: string; emailVerified: boolean }) {
  const gate = await passGate(t.app);
  const start = await t.app.inject({ url: "/api/auth/google", headers: { cookie: gate } });
  expect(start.statusCode).toBe(302);
  const cookie = cookieFrom(start, gate);
  const authUrl = String(start.headers.location);
  expect(authUrl.startsWith(`${provider.issuer}/o/oauth2/v2/auth?`)).toBe(true);
  const { code, state, redirectUri } = provider.authorize(authUrl, identity);
  expect(redirectUri).toBe("http://localhost/api/auth/google/callback");
  const callback = await t.app.inject({
    url: `/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
    headers: { cookie, host: "localhost:80" },
  });
  return { callback, cookie: cookieFrom(callback, cookie) };
}

describe("Google sign-in (OpenID Connect, authorisation code with PKCE)", () => {
  it("is offered when configured", async () => {
    const cookie = await passGate(t.app);
    expect((await t.app.inject({ url: "/api/auth/config", headers: { cookie } })).json().googleAuthEnabled).toBe(true);
  });

  it("signs in the existing user whose verified e-mail matches", async () => {
    const { callback, cookie } = await googleSignIn({ email: DEMO_ADMIN_EMAIL, emailVerified: true });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/agents");
    const status = (await t.app.inject({ url: "/api/auth/status", headers: { cookie } })).json();
    expect(status).toMatchObject({ authenticated: true, user: { email: DEMO_ADMIN_EMAIL } });
  });

  it("refuses an e-mail with no account, with a clear message", async () => {
    const { callback, cookie } = await googleSignIn({ email: "stranger@example.com", emailVerified: true });
    expect(callback.headers.location).toBe(
      `/login?error=${encodeURIComponent("No active account uses stranger@example.com. Ask an administrator to add you.")}`,
    );
    expect((await t.app.inject({ url: "/api/auth/status", headers: { cookie } })).json().authenticated).toBe(false);
  });

  it("refuses an unverified e-mail", async () => {
    const { callback } = await googleSignIn({ email: DEMO_ADMIN_EMAIL, emailVerified: false });
    expect(decodeURIComponent(String(callback.headers.location))).toContain("no verified email address");
  });

  it("refuses a callback whose state does not match", async () => {
    const gate = await passGate(t.app);
    const start = await t.app.inject({ url: "/api/auth/google", headers: { cookie: gate } });
    const cookie = cookieFrom(start, gate);
    const { code } = provider.authorize(String(start.headers.location), { email: DEMO_ADMIN_EMAIL, emailVerified: true });
    const callback = await t.app.inject({ url: `/api/auth/google/callback?code=${code}&state=forged`, headers: { cookie } });
    expect(callback.headers.location).toBe(`/login?error=${encodeURIComponent("Google sign-in failed. Please try again.")}`);
    expect((await t.app.inject({ url: "/api/auth/status", headers: { cookie } })).json().authenticated).toBe(false);
  });

  it("says so when the callback arrives without a sign-in under way", async () => {
    const cookie = await passGate(t.app);
    const res = await t.app.inject({ url: "/api/auth/google/callback?code=x&state=y", headers: { cookie } });
    expect(res.headers.location).toBe(`/login?error=${encodeURIComponent("Your Google sign-in expired. Please try again.")}`);
  });
});
