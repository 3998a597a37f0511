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
  it("writes a calendar day for the reader, without a time zone moving it", () => {
    expect(formatDay("2024-05-27", "en")).toBe("May 27, 2024");
    expect(formatDay("2024-05-27", "es")).toMatch(/^27 may\.? 2024$/);
    expect(formatDay("2024-01-01", "en")).toBe("Jan 1, 2024");
  });
  it("leaves what is not a day as it is", () => {
    expect(formatDay("soon", "en")).toBe("soon");
  });
});
