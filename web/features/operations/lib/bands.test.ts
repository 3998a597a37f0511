import { describe, expect, it } from "vitest";
import { leadStatusKey, responseBand, slowQueriesRed } from "./bands";
import { addLeadBody } from "../api/skip-trace";

describe("spec 02 §9 bands", () => {
  it("colours response minutes green under 20, yellow under 30, else red", () => {
    expect([responseBand(19.9), responseBand(20), responseBand(29.9), responseBand(30), responseBand(null)]).toEqual(["green", "yellow", "yellow", "red", "none"]);
    expect(slowQueriesRed(5)).toBe(false);
    expect(slowQueriesRed(6)).toBe(true);
    expect(leadStatusKey("target_met")).toBe("targetMet");
    expect(leadStatusKey("other")).toBe("monitoring");
  });
  it("converts the estimated value to an integer, 0 when not numeric, and defaults priority to medium", () => {
    const base = { propertyAddress: " 1 Elm ", ownerName: " Ana ", companyName: "", notes: "", priority: "" };
    expect(addLeadBody({ ...base, estimatedValue: "250000.7" })).toMatchObject({ estimatedValue: 250000, priority: "medium", companyName: null, propertyAddress: "1 Elm" });
    expect(addLeadBody({ ...base, estimatedValue: "abc" }).estimatedValue).toBe(0);
  });
});
