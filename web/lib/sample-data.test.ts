import { describe, expect, it } from "vitest";
import { sampleScope } from "./sample-data";

describe("sampleScope", () => {
  it("tells whether none, some or all rows are sample rows", () => {
    expect(sampleScope([])).toBe("none");
    expect(sampleScope([{ isSample: false }])).toBe("none");
    expect(sampleScope([{ isSample: true }, { isSample: false }])).toBe("some");
    expect(sampleScope([{ isSample: true }, { isSample: true }])).toBe("all");
  });
});
