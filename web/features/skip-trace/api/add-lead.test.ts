import { describe, expect, it } from "vitest";
import { addLeadBody } from "./add-lead";

describe("addLeadBody (spec 02 §5)", () => {
  it("converts the estimated value to an integer, 0 when not numeric, and defaults priority to medium", () => {
    const base = { propertyAddress: " 1 Elm ", ownerName: " Ana ", companyName: "", notes: "", priority: "" };
    expect(addLeadBody({ ...base, estimatedValue: "250000.7" })).toMatchObject({ estimatedValue: 250000, priority: "medium", companyName: null, propertyAddress: "1 Elm" });
    expect(addLeadBody({ ...base, estimatedValue: "abc" }).estimatedValue).toBe(0);
  });
});
