import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();

describe("activity feed", () => {
  it("feeds real activity, newest first, at most 8", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
    for (let i = 0; i < 10; i++)
      await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { agentId: agents[0].id, title: `Task ${i}`, description: "d" } });
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(feed).toHaveLength(8);
    expect(feed[0]).toMatchObject({ type: "task_created", message: "Task created: Task 9", agentRole: "cto", status: "active" });
  });
});
