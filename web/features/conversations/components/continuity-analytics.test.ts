import { describe, expect, it } from "vitest";
import { continuityAnalytics } from "./continuity-manager";
import { matchesSearch } from "./enhanced-conversations";

describe("continuity analytics and search", () => {
  it("counts high and urgent as high priority and rounds the average", () => {
    expect(
      continuityAnalytics([
        { status: "active", priority: "urgent", messageCount: 3 },
        { status: "archived", priority: "high", messageCount: 4 },
        { status: "active", priority: "normal", messageCount: 4 },
      ]),
    ).toEqual({ total: 3, active: 2, highPriority: 2, averageMessages: 4 });
  });
  it("searches title, context and summary case-insensitively", () => {
    const c = { title: "Chat with CTO", projectContext: "Hail SEASON", summary: null };
    expect(matchesSearch(c, "season")).toBe(true);
    expect(matchesSearch(c, "cto")).toBe(true);
    expect(matchesSearch(c, "deed")).toBe(false);
  });
});
