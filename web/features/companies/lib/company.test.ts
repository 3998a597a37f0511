import { describe, expect, it } from "vitest";
import { defaultCompany } from "./company";
import { dataSourceKind, dataSourceStatusTone, deploymentStatusTone } from "./status-tones";

describe("defaultCompany", () => {
  it("prefers roofstrike, else the first company", () => {
    expect(defaultCompany([{ slug: "dealengineai" }, { slug: "roofstrike" }])?.slug).toBe("roofstrike");
    expect(defaultCompany([{ slug: "dealengineai" }, { slug: "other" }])?.slug).toBe("dealengineai");
    expect(defaultCompany([])).toBeUndefined();
  });
});

describe("status tones", () => {
  it("maps data source types and statuses", () => {
    expect(dataSourceKind("github")).toBe("github");
    expect(dataSourceKind("airtable")).toBe("other");
    expect(dataSourceStatusTone("active")).toBe("success");
    expect(dataSourceStatusTone("syncing")).toBe("warning");
    expect(dataSourceStatusTone("error")).toBe("destructive");
    expect(dataSourceStatusTone("paused")).toBe("secondary");
  });

  it("maps deployment statuses", () => {
    expect(deploymentStatusTone("completed")).toBe("success");
    expect(deploymentStatusTone("running")).toBe("default");
    expect(deploymentStatusTone("failed")).toBe("destructive");
  });
});
