import { describe, expect, it } from "vitest";
import { agentTools } from "./tools";
import { useTestApp } from "../test/use-test-app";
import { buildLead } from "../test/factories";

const t = useTestApp({}, { signIn: false });

type Exec = (input: unknown, options: unknown) => Promise<unknown>;
const run = (name: string, input: unknown) => {
  const tools = agentTools({ db: t.database.db, userId: 1, agent: { id: 1, name: "CTO Agent" }, companyId: 1 });
  return (tools[name].execute as unknown as Exec)(input, { toolCallId: "t1", messages: [] });
};

describe("agent tools over the product's data", () => {
  it("list_leads reads stored leads with filters and never hands out contact details", async () => {
    await buildLead(t.db, { propertyAddress: "1200 Main St, Houston, TX", ownerName: "Acme Properties", zipCode: "77002", estimatedValue: 850000, priority: "high", contactPhone: "+17135550100", contactEmail: "ops@acme.test", traceStatus: "traced", confidenceScore: 92 });
    await buildLead(t.db, { propertyAddress: "9 Elm St, Katy, TX", ownerName: "J. Doe", zipCode: "77494", estimatedValue: 320000, priority: "low" });
    const all = (await run("list_leads", {})) as Record<string, unknown>[];
    expect(all.map((l) => l.zipCode).sort()).toEqual(["77002", "77494"]);
    const high = (await run("list_leads", { priority: "high" })) as Record<string, unknown>[];
    expect(high).toEqual([
      expect.objectContaining({ propertyAddress: "1200 Main St, Houston, TX", traced: true, hasPhone: true, hasEmail: true, confidenceScore: 92 }),
    ]);
    expect(JSON.stringify(all)).not.toContain("+17135550100");
    expect(JSON.stringify(all)).not.toContain("ops@acme.test");
  });
});
