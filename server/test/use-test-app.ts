import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { buildTestApp, signIn, type TestApp, type TestAppOptions } from "./build-test-app";

export interface TestAppContext {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly db: Database["db"];
  /** The demo admin's signed-in cookie (signed in once per suite, in `beforeAll`). */
  readonly cookie: string;
  /** Passes the gate and signs in someone else; returns the cookie. */
  signIn(email?: string, password?: string): Promise<string>;
}

/**
 * The usual suite setup in one line: builds an app (as `buildTestApp(env,
 * options)`) and signs the demo admin in before the suite's tests, and closes
 * it after them. Call it at the top of a file or of a `describe`.
 *
 *   const t = useTestApp();
 *   it("…", async () => { await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } }); });
 *
 * `signIn: false` skips the sign-in (apps without the demo admin).
 */
export function useTestApp(env: Record<string, string | undefined> = {}, options: TestAppOptions & { signIn?: boolean } = {}): TestAppContext {
  let current: TestApp | undefined;
  let adminCookie: string | undefined;
  beforeAll(async () => {
    current = await buildTestApp(env, options);
    if (options.signIn !== false) adminCookie = await signIn(current.app);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
    adminCookie = undefined;
  });
  const built = () => {
    if (!current) throw new Error("useTestApp: the app exists only inside the suite's tests (after beforeAll)");
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get db() {
      return built().database.db;
    },
    get cookie() {
      built();
      if (adminCookie === undefined) throw new Error("useTestApp: built with signIn: false, so there is no admin cookie");
      return adminCookie;
    },
    signIn: (email, password) => signIn(built().app, email, password),
  };
}
