import { describe, expect, it } from "vitest";
import { leadStatusKey, responseBand, slowQueriesRed } from "./response-bands";

describe("spec 02 §9 bands", () => {
  it("colours response minutes green under 20, yellow under 30, else red", () => {
    expect([responseBand(19.9), responseBand(20), responseBand(29.9), responseBand(30), responseBand(null)]).toEqual(["green", "yellow", "yellow", "red", "none"]);
    expect(slowQueriesRed(5)).toBe(false);
    expect(slowQueriesRed(6)).toBe(true);
    expect(leadStatusKey("target_met")).toBe("targetMet");
    expect(leadStatusKey("other")).toBe("monitoring");
  });
});
