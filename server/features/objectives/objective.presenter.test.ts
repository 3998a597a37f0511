import { describe, expect, it } from "vitest";
import { objectiveProgress } from "./objective.presenter";

describe("an objective's progress", () => {
  it("is current / target in percent when both are numbers, reading %, $ and thousands separators", () => {
    expect(objectiveProgress("45%", "90%")).toBe(50);
    expect(objectiveProgress("$1,200", "2400")).toBe(50);
    expect(objectiveProgress("130", "100")).toBe(100);
    expect(objectiveProgress("-5", "100")).toBe(0);
  });

  it("is null (no bar) when either figure is missing, not a number, or the target is 0", () => {
    expect(objectiveProgress(null, "100")).toBeNull();
    expect(objectiveProgress("  ", "100")).toBeNull();
    expect(objectiveProgress("about half", "100")).toBeNull();
    expect(objectiveProgress("10", "0")).toBeNull();
  });
});
