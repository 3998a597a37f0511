import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatMoney, formatMonth, formatRelativeTime, localizeParam } from "./format";

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

describe("formatMoney", () => {
  it("writes dollars as the reader does: $ in English, USD in Spanish (es-MX), never \"$18.500\"", () => {
    expect(formatMoney(18500, "en")).toBe("$18,500");
    expect(formatMoney(18500, "es").replace(/\s/g, " ")).toBe("USD 18,500");
    expect(formatMoney(1234.5, "en", { cents: true })).toBe("$1,234.50");
    expect(formatMoney(1234.5, "es", { cents: true, currency: "MXN" }).replace(/\s/g, " ")).toBe("$1,234.50");
  });
});

describe("formatMonth", () => {
  it("names a month by number or by its English name in the reader's language", () => {
    expect(formatMonth(3, "es")).toBe("marzo");
    expect(formatMonth("September", "es")).toBe("septiembre");
    expect(formatMonth("September", "en")).toBe("September");
    expect(formatMonth("Smarch", "es")).toBe("Smarch");
  });
});

describe("localizeParam", () => {
  it("writes a stored day or timestamp as the reader writes dates and keeps the rest", () => {
    expect(localizeParam("2026-05-10", "es")).toBe(formatDay("2026-05-10", "es"));
    expect(localizeParam("2026-05-10", "es")).not.toContain("2026-05-10");
    expect(localizeParam("2026-05-10T14:05:00.000Z", "es")).toBe(formatDateTime("2026-05-10T14:05:00.000Z", "es"));
    expect(localizeParam("12 Main St", "es")).toBe("12 Main St");
    expect(localizeParam(18500, "es")).toBe(18500);
  });
});
