import * as oidc from "openid-client";

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Google sign-in: the OpenID Connect authorisation-code flow with PKCE, through
 * openid-client. The issuer is discovered once and cached; it is overridable
 * (GOOGLE_ISSUER_URL) so tests run against a local fake provider over HTTP.
 */
export class GoogleSignIn {
  private discovered: Promise<oidc.Configuration> | null = null;
  constructor(private readonly config: GoogleConfig) {}

  private configuration() {
    if (!this.discovered) {
      const issuer = new URL(this.config.issuerUrl);
      const local = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
      this.discovered = oidc
        .discovery(issuer, this.config.clientId, this.config.clientSecret, undefined, {
          timeout: 10,
          ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((err) => {
          this.discovered = null;
          throw err;
        });
    }
    return this.discovered;
  }

  async start(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }> {
    const configuration = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
      prompt: "select_account",
    });
    return { url: url.href, pending };
  }

  /** Exchanges the code and returns the verified e-mail of the ID token. */
  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<{ email: string; emailVerified: boolean }> {
    const configuration = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const email = typeof claims?.email === "string" ? claims.email : "";
    return { email, emailVerified: claims?.email_verified === true };
  }
}
