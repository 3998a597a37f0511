import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tasks } from "../../db/schema";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestApp, useTestAppWithFakeModel } from "../../test/use-test-app";
import { routeByKeywords } from "./plan-command";

describe("keyword routing (offline planner)", () => {
  const roles = ["cto", "coo", "cmo", "strikecloser", "social", "developer", "devops"] as const;
  it("routes by the words of each role, and to the COO when none match", () => {
    expect(routeByKeywords("Launch a hail campaign for new leads", roles)).toEqual(["cmo", "strikecloser"]);
    expect(routeByKeywords("Roll back the last deploy", roles)).toEqual(["devops"]);
    expect(routeByKeywords("Think about next quarter", roles)).toEqual(["coo"]);
  });
});

describe("command center offline", () => {
  const t = useTestApp();

  it("creates one task per routed agent, lists them, and refuses a blank instruction", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie },
      payload: { instruction: "Plan a storm campaign for roofing leads", priority: "high", expectedOutcome: "A one-page plan" },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.planner).toBe("keywords");
    expect(body.assignedAgents.map((a: { role: string }) => a.role)).toEqual(["cmo", "strikecloser"]);
    expect(body.tasks).toHaveLength(2);
    expect(body.tasks[0]).toMatchObject({ status: "pending", priority: "high", title: "Plan a storm campaign for roofing leads", metadata: { source: "command-center", expectedOutcome: "A one-page plan" } });
    expect(body.tasks[0].description).toContain("Expected outcome: A one-page plan");
    const list = (await t.app.inject({ url: "/api/command-center/tasks", headers: { cookie: t.cookie } })).json();
    expect(list.map((x: { id: number }) => x.id).sort()).toEqual(body.tasks.map((x: { id: number }) => x.id).sort());
    expect(list[0]).toHaveProperty("agentName");

    const blank = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "   ", priority: "medium" } });
    expect(blank.statusCode).toBe(400);
  });

  it("records each task it creates in the activity feed, like any other task", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "Restore last night's backup", priority: "high" } });
    expect(res.json().assignedAgents.map((a: { role: string }) => a.role)).toEqual(["devops"]);
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(feed[0]).toMatchObject({ type: "task_created", agentRole: "devops", message: "Task created: Restore last night's backup", status: "active" });
  });

  it("honours an explicit assignment", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "Weekly review", priority: "low", assignTo: "all" } });
    expect(res.json().assignedAgents.map((a: { role: string }) => a.role)).toEqual(["cto", "coo", "cmo", "strikecloser"]);
  });
});

describe("command center with a model", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake);

  it("asks the model for a plan and creates its tasks", async () => {
    fake.enqueue({ kind: "json", object: { assignments: [{ role: "devops", title: "Check backups", description: "Restore last night's backup to staging." }, { role: "cto", title: "Review risk", description: "List the top three risks." }] } });
    const res = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "Make sure we can recover from a data loss", priority: "medium" } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.planner).toBe("model");
    expect(body.assignedAgents.map((a: { role: string }) => a.role)).toEqual(["devops", "cto"]);
    expect(body.tasks.map((x: { title: string }) => x.title)).toEqual(["Check backups", "Review risk"]);
    const call = fake.requests.at(-1)!.body;
    expect(JSON.stringify(call.messages)).toContain("Make sure we can recover from a data loss");
    expect(call.response_format).toBeTruthy();
  });

  it("says the planning call failed and creates nothing", async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tasks))[0].n;
    fake.enqueue({ kind: "error", status: 500 });
    const res = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "Anything", priority: "medium" } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("The planning call failed (the language model provider failed (500)). No task was created.");
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tasks))[0].n;
    expect(after).toBe(before);
  });
});
