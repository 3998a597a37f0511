import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe("activity feed", () => {
  it("feeds real activity, newest first, at most 8", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie } })).json();
    for (let i = 0; i < 10; i++)
      await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie }, payload: { agentId: agents[0].id, title: `Task ${i}`, description: "d" } });
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie } })).json();
    expect(feed).toHaveLength(8);
    expect(feed[0]).toMatchObject({ type: "task_created", message: "Task created: Task 9", agentRole: "cto", status: "active" });
  });
});
