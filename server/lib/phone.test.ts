import { describe, expect, it } from "vitest";
import { toE164 } from "./phone";

describe("toE164", () => {
  it("reads national digits in the venture's country and written country codes", () => {
    expect(toE164("(713) 555-0142")).toBe("+17135550142");
    expect(toE164("713-555-0142", "US")).toBe("+17135550142");
    expect(toE164("1 713 555 0142")).toBe("+17135550142");
    expect(toE164("+1 713 555 0142", "MX")).toBe("+17135550142");
    expect(toE164("55 1234 5678", "MX")).toBe("+525512345678");
    expect(toE164("0052 55 1234 5678")).toBe("+525512345678");
    expect(toE164("525512345678")).toBe("+525512345678");
    expect(toE164("+44 7911 123456")).toBe("+447911123456");
  });

  it("drops Mexico's old mobile 1", () => {
    expect(toE164("+52 1 55 1234 5678")).toBe("+525512345678");
  });

  it("refuses what is no valid number of its country", () => {
    for (const bad of [null, undefined, "", "call me", "555-0142", "+1 555 555 0100", "+1 123 456 7890", "+52 55 1234 567", "713 555 014"]) {
      expect(toE164(bad), String(bad)).toBeNull();
    }
  });
});
