import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from "./fake-server";

/**
 * A fake OpenID Connect provider over real HTTP, shaped like Google's:
 * discovery, JWKS, and a token endpoint that checks PKCE and signs an RS256
 * ID token. `authorize()` stands in for the user consenting in the browser.
 */
export class FakeOidcProvider {
  private server: FakeServer | null = null;
  private readonly keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  private readonly kid = randomBytes(4).toString("hex");
  private readonly codes = new Map<string, { challenge: string; nonce: string; clientId: string; redirectUri: string; email: string; emailVerified: boolean }>();
  issuer = "";
  tokenRequests = 0;

  constructor(readonly clientId: string, readonly clientSecret: string) {}

  async start() {
    this.server = await startFakeServer((req, reply) => this.handle(req, reply));
    this.issuer = this.server.origin;
    return this;
  }

  async stop() {
    await this.server?.stop();
  }

  /** The user signs in at the provider: returns the code the browser brings back. */
  authorize(authUrl: string, identity: { email: string; emailVerified: boolean }) {
    const url = new URL(authUrl);
    if (url.searchParams.get("code_challenge_method") !== "S256") throw new Error("PKCE S256 expected");
    const code = randomBytes(12).toString("hex");
    this.codes.set(code, {
      challenge: url.searchParams.get("code_challenge")!,
      nonce: url.searchParams.get("nonce")!,
      clientId: url.searchParams.get("client_id")!,
      redirectUri: url.searchParams.get("redirect_uri")!,
      ...identity,
    });
    return { code, state: url.searchParams.get("state")!, redirectUri: url.searchParams.get("redirect_uri")! };
  }

  private handle(req: FakeRequest, reply: FakeReply) {
    const url = req.url;
    const json = reply.json;
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/oauth2/v3/certs`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    }
    if (url.pathname === "/oauth2/v3/certs") {
      return json(200, { keys: [{ ...this.keys.publicKey.export({ format: "jwk" }), kid: this.kid, alg: "RS256", use: "sig" }] });
    }
    if (url.pathname === "/token" && req.method === "POST") {
      this.tokenRequests++;
      const form = new URLSearchParams(req.rawBody);
      const auth = req.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (auth[0] !== this.clientId || auth[1] !== this.clientSecret) return json(401, { error: "invalid_client" });
      const grant = this.codes.get(form.get("code") ?? "");
      if (!grant) return json(400, { error: "invalid_grant" });
      this.codes.delete(form.get("code")!);
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
        return json(400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      }
      if (form.get("redirect_uri") !== grant.redirectUri) return json(400, { error: "invalid_grant" });
      const now = Math.floor(Date.now() / 1000);
      const idToken = this.jwt({
        iss: this.issuer, aud: this.clientId, sub: `sub-${grant.email}`, email: grant.email,
        email_verified: grant.emailVerified, nonce: grant.nonce, iat: now, exp: now + 3600,
      });
      return json(200, { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 3600, id_token: idToken, scope: "openid email profile" });
    }
    json(404, { error: "not_found" });
  }

  private jwt(claims: Record<string, unknown>) {
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const input = `${enc({ alg: "RS256", typ: "JWT", kid: this.kid })}.${enc(claims)}`;
    return `${input}.${sign("RSA-SHA256", Buffer.from(input), this.keys.privateKey).toString("base64url")}`;
  }
}
