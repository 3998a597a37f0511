import { describe, expect, it } from "vitest";
import { displayServiceName, healthValueTone } from "./health";

describe("healthValueTone", () => {
  it("is green for 99.x uptimes and Running", () => {
    expect(healthValueTone("99.9%")).toBe("good");
    expect(healthValueTone("uptime 99.95")).toBe("good");
    expect(healthValueTone("Running")).toBe("good");
  });

  it("is yellow for High Load", () => {
    expect(healthValueTone("High Load")).toBe("warning");
  });

  it("is grey otherwise", () => {
    expect(healthValueTone("98.7%")).toBe("neutral");
    expect(healthValueTone("running")).toBe("neutral");
    expect(healthValueTone("Stopped")).toBe("neutral");
    expect(healthValueTone("high load")).toBe("neutral");
  });
});

describe("displayServiceName", () => {
  it("shows hyphens as spaces", () => {
    expect(displayServiceName("api-gateway-eu")).toBe("api gateway eu");
  });
});
