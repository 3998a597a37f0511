import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("shows a number of the reader's country in its national form, others internationally", () => {
    expect(formatPhone("+17135550142", "en")).toBe("(713) 555-0142");
    expect(formatPhone("+17135550142", "es")).toBe("+1 713 555 0142");
    expect(formatPhone("+525512345678", "es")).toBe("55 1234 5678");
    expect(formatPhone("+525512345678", "en")).toBe("+52 55 1234 5678");
  });

  it("shows what does not parse as stored", () => {
    expect(formatPhone("call me", "en")).toBe("call me");
  });
});
