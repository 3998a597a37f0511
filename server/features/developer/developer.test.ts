import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();

describe("developer panel", () => {
  it("serves the seeded developer tasks flagged as sample data", async () => {
    const dev = (await t.app.inject({ url: "/api/developer/tasks", headers: { cookie: t.cookie } })).json();
    expect(dev).toHaveLength(5);
    expect(dev.every((d: { isSample: boolean }) => d.isSample)).toBe(true);
  });
});
