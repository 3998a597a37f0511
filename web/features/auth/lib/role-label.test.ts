import { describe, expect, it } from "vitest";
import { createAppI18n } from "@web/lib/i18n";

const i18n = createAppI18n();
import { userRoleLabel } from "./role-label";

describe("userRoleLabel", () => {
  const en = i18n.getFixedT("en");
  const es = i18n.getFixedT("es");

  it("shows admin as Administrator", () => {
    expect(userRoleLabel(en, "admin")).toBe("Administrator");
    expect(userRoleLabel(es, "admin")).toBe("Administrador");
  });

  it("shows other roles as they are", () => {
    expect(userRoleLabel(en, "user")).toBe("user");
    expect(userRoleLabel(en, "operator")).toBe("operator");
  });

  it("defaults to User", () => {
    expect(userRoleLabel(en, undefined)).toBe("User");
    expect(userRoleLabel(en, "")).toBe("User");
  });
});
