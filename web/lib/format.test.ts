import { describe, expect, it } from "vitest";
import { formatDay, formatRelativeTime } from "./format";

const now = new Date("2026-01-10T12:00:00Z");

describe("formatRelativeTime", () => {
  it("reads '2 hours ago' two hours back", () => {
    expect(formatRelativeTime("2026-01-10T10:00:00Z", "en", now)).toBe("2 hours ago");
  });

  it("uses the larger units", () => {
    expect(formatRelativeTime("2026-01-10T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-01-07T12:00:00Z", "en", now)).toBe("3 days ago");
  });

  it("speaks Spanish", () => {
    expect(formatRelativeTime("2026-01-10T10:00:00Z", "es", now)).toBe("hace 2 horas");
  });

  it("returns null for an unreadable timestamp", () => {
    expect(formatRelativeTime("not a date", "en", now)).toBeNull();
  });
});

describe("formatDay", () => {
  it("writes a stored day as the reader does, never as an ISO date", () => {
    expect(formatDay("2026-05-10", "en")).toBe("May 10, 2026");
    expect(formatDay("2026-05-10", "es")).toMatch(/^10 may 2026$/);
    expect(formatDay("2026-01-01", "es")).toMatch(/^1 ene 2026$/);
    expect(formatDay(null, "en")).toBe("");
  });
});
