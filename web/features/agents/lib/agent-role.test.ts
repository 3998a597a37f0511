import { describe, expect, it } from "vitest";
import { createAppI18n } from "@web/lib/i18n";

const i18n = createAppI18n();
import { agentRoleCaption, defaultAgent } from "./agent-role";

describe("agentRoleCaption", () => {
  const en = i18n.getFixedT("en");
  it("captions cto and coo as the spec says and other roles readably", () => {
    expect(agentRoleCaption(en, "cto")).toBe("Technical Strategy");
    expect(agentRoleCaption(en, "coo")).toBe("Operations");
    expect(agentRoleCaption(en, "devops")).toBe("DevOps");
    expect(agentRoleCaption(en, "unknown-role")).toBe("unknown-role");
  });
});

describe("defaultAgent", () => {
  it("picks the cto agent, else the first one", () => {
    expect(defaultAgent([{ role: "coo" }, { role: "cto" }])?.role).toBe("cto");
    expect(defaultAgent([{ role: "coo" }, { role: "cmo" }])?.role).toBe("coo");
    expect(defaultAgent([])).toBeUndefined();
  });
});
