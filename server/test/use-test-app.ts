import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { buildAnotherInstance, buildTestApp, signIn, type TestApp, type TestAppOptions } from "./build-test-app";
import type { FakeLanguageModelServer } from "./fakes/openai";

type TestEnv = Record<string, string | undefined>;

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
 * `env` may be a function, read in `beforeAll`: for values known only then, such
 * as the URL of a fake started in an earlier `beforeAll` (hooks run in the
 * order they are declared; `afterAll`s in reverse). `signIn: false` skips the
 * sign-in (apps without the demo admin).
 */
export function useTestApp(
  env: TestEnv | (() => TestEnv) = {},
  options: TestAppOptions & { signIn?: boolean } = {},
): TestAppContext {
  let current: TestApp | undefined;
  let adminCookie: string | undefined;
  beforeAll(async () => {
    current = await buildTestApp(typeof env === "function" ? env() : env, options);
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

/**
 * `useTestApp` pointed at a fake language model (server/test/fakes/openai.ts),
 * which it starts before the app and stops after it.
 */
export function useTestAppWithFakeModel(fake: FakeLanguageModelServer, env: TestEnv = {}, options: TestAppOptions = {}): TestAppContext {
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  return useTestApp(() => ({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake", ...env }), options);
}

export interface TwoInstancesContext {
  /** Instance A and instance B: two apps on one PostgreSQL database; on PGlite (one process), the same app twice. */
  readonly a: FastifyInstance;
  readonly b: FastifyInstance;
  readonly db: Database["db"];
  /** True when A and B are separate instances (PostgreSQL). */
  readonly separate: boolean;
}

/**
 * Two app instances sharing one database, as two server processes behind a load
 * balancer: on PostgreSQL (DATABASE_URL) a second app with its own pool, plugins and
 * caches; on the embedded database, which admits one process, B is A.
 */
export function useTwoInstances(env: TestEnv = {}): TwoInstancesContext {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await buildTestApp(env);
    second = first.url ? await buildAnotherInstance(first, env) : undefined;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    first = second = undefined;
  });
  const built = () => {
    if (!first) throw new Error("useTwoInstances: the apps exist only inside the suite's tests (after beforeAll)");
    return first;
  };
  return {
    get a() {
      return built().app;
    },
    get b() {
      return (second ?? built()).app;
    },
    get db() {
      return built().database.db;
    },
    get separate() {
      return second !== undefined;
    },
  };
}
