import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { buildAgent, buildTask } from "../../test/factories";

const t = useTestApp();
let agents: { id: number; role: string; name: string }[];
beforeAll(async () => {
  agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
});

const agentId = (role: string) => agents.find((a) => a.role === role)!.id;

describe("agents", () => {
  it("lists the seven agents with id, name, role and description", async () => {
    expect(agents.map((a) => a.role)).toEqual(["cto", "coo", "cmo", "strikecloser", "social", "developer", "devops"]);
    expect(agents[0]).toEqual({
      id: expect.any(Number), name: "CTO Agent", role: "cto", description: expect.any(String), companyId: null, status: "active",
    });
    expect(JSON.stringify(agents)).not.toMatch(/systemPrompt/);
  });
});

describe("tasks", () => {
  it("lists an agent's tasks, sample rows badged", async () => {
    const agent = await buildAgent(t.db);
    await buildTask(t.db, { agentId: agent.id, status: "in_progress", progress: 45, isSample: true });
    await buildTask(t.db, { agentId: agent.id, status: "pending" });
    await buildTask(t.db, { agentId: agent.id, status: "completed", progress: 100 });
    await buildTask(t.db); // another agent's
    const res = await t.app.inject({ url: `/api/agents/${agent.id}/tasks`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBe(3);
    expect(list.find((x: { status: string }) => x.status === "in_progress")).toMatchObject({ progress: 45, isSample: true });
    expect(list.find((x: { status: string }) => x.status === "pending")).toMatchObject({ isSample: false });
  });

  it("lists nothing for an agent without tasks and 404 for an unknown agent", async () => {
    const idle = await buildAgent(t.db);
    const empty = await t.app.inject({ url: `/api/agents/${idle.id}/tasks`, headers: { cookie: t.cookie } });
    expect(empty.json()).toEqual([]);
    const missing = await t.app.inject({ url: "/api/agents/9999/tasks", headers: { cookie: t.cookie } });
    expect(missing.statusCode).toBe(404);
  });

  it("creates a task as the client sends it: pending, 0, medium", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/tasks", headers: { cookie: t.cookie },
      payload: { agentId: agentId("devops"), title: "  Rotate the WhatsApp token  ", description: "Before it expires", status: "pending", progress: 0, priority: "medium" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: "Rotate the WhatsApp token", status: "pending", progress: 0, priority: "medium", isSample: false });
    const list = (await t.app.inject({ url: `/api/agents/${agentId("devops")}/tasks`, headers: { cookie: t.cookie } })).json();
    expect(list.map((x: { title: string }) => x.title)).toContain("Rotate the WhatsApp token");
  });

  it("applies the defaults when status, progress and priority are left out", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/tasks", headers: { cookie: t.cookie },
      payload: { agentId: agentId("coo"), title: "Call back adjusters", description: "Three waiting since Monday" },
    });
    expect(res.json()).toMatchObject({ status: "pending", progress: 0, priority: "medium" });
  });

  it("refuses empty title and description with field messages", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/tasks", headers: { cookie: t.cookie },
      payload: { agentId: agentId("cto"), title: "   ", description: "", status: "pending", progress: 0, priority: "medium" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "title", message: "Title is required" },
      { path: "description", message: "Description is required" },
    ]);
  });

  it("refuses bad enums, out-of-range progress and unknown agents", async () => {
    const base = { agentId: agentId("cto"), title: "x", description: "y" };
    for (const extra of [{ status: "done" }, { priority: "urgent" }, { progress: 101 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { ...base, ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const unknown = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { ...base, agentId: 9999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Agent 9999 does not exist");
  });
});
