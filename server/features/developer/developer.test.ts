import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe("developer panel", () => {
  it("serves the seeded developer tasks flagged as sample data", async () => {
    const dev = (await t.app.inject({ url: "/api/developer/tasks", headers: { cookie } })).json();
    expect(dev).toHaveLength(5);
    expect(dev.every((d: { isSample: boolean }) => d.isSample)).toBe(true);
  });
});
