import { describe, expect, it } from "vitest";
import { nextFromSearch, safeNext, withNext } from "./return-to";

describe("return-to", () => {
  it("keeps only paths of this app", () => {
    expect(safeNext("/dashboard")).toBe("/dashboard");
    expect(safeNext("/aria/calculator?price=1")).toBe("/aria/calculator?price=1");
    expect(safeNext("//evil.example")).toBeNull();
    expect(safeNext("https://evil.example")).toBeNull();
    expect(safeNext("/\\evil")).toBeNull();
    expect(safeNext("/login")).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
  it("round-trips through the query string", () => {
    const url = withNext("/gate", "/dashboard?tab=x");
    expect(url).toBe("/gate?next=%2Fdashboard%3Ftab%3Dx");
    expect(nextFromSearch(url.split("?")[1]!)).toBe("/dashboard?tab=x");
    expect(withNext("/gate", "/")).toBe("/gate");
  });
});
