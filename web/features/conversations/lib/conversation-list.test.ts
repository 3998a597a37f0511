import { describe, expect, it } from "vitest";
import { groupByDay, headline, matchesSearch, plainPreview } from "./conversation-list";

const at = (iso: string) => ({ lastMessage: { role: "user" as const, preview: "x", createdAt: iso }, lastActivity: iso, createdAt: iso });

describe("the conversation list", () => {
  it("groups by local day, newest first: today, yesterday, then dates", () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const a = { id: 1, ...at(new Date(2026, 10, 23, 9, 0).toISOString()) };
    const b = { id: 2, ...at(new Date(2026, 10, 23, 14, 0).toISOString()) };
    const c = { id: 3, ...at(new Date(2026, 10, 22, 23, 59).toISOString()) };
    const d = { id: 4, ...at(new Date(2026, 10, 2, 8, 0).toISOString()) };
    const groups = groupByDay([a, d, c, b], now);
    expect(groups.map((g) => g.day.kind)).toEqual(["today", "yesterday", "date"]);
    expect(groups[0].items.map((i) => i.id)).toEqual([2, 1]);
    expect(groups[2].items.map((i) => i.id)).toEqual([4]);
  });

  it("uses the last activity when there is no message", () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const groups = groupByDay([{ lastMessage: null, lastActivity: new Date(2026, 10, 23, 1).toISOString(), createdAt: "2020-01-01T00:00:00.000Z" }], now);
    expect(groups[0].day.kind).toBe("today");
  });

  it("searches the agent and the latest message too", () => {
    const c = { title: "Chat with CTO Agent", agentName: "CTO Agent", projectContext: null, summary: null, lastMessage: { role: "assistant" as const, preview: "Three hail leads are new", createdAt: "" } };
    expect(matchesSearch(c, "HAIL")).toBe(true);
    expect(matchesSearch(c, "cto")).toBe(true);
    expect(matchesSearch(c, "deed")).toBe(false);
  });

  it("heads a default-titled conversation with its first message, and keeps a title someone chose", () => {
    expect(headline({ title: "Chat with CTO Agent", agentName: "CTO Agent", opening: "Status of our hail leads?" })).toBe("Status of our hail leads?");
    expect(headline({ title: "Hail season plan", agentName: "CTO Agent", opening: "Status of our hail leads?" })).toBe("Hail season plan");
    expect(headline({ title: "Chat with CTO Agent", agentName: "CTO Agent", opening: null })).toBe("Chat with CTO Agent");
  });

  it("previews a message without its Markdown marks", () => {
    expect(plainPreview("Leads: 3. *CTO Agent, offline engine (AI_PROVIDER)* `x` ## Head")).toBe("Leads: 3. CTO Agent, offline engine (AI_PROVIDER) x Head");
  });
});
