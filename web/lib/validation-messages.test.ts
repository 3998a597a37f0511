import { describe, expect, it } from "vitest";
import { changePasswordRequestSchema, loginRequestSchema } from "@contract/auth";
import { insertTaskSchema } from "@contract/tasks";
import { createAppI18n } from "./i18n";

const i18n = createAppI18n();
import { KNOWN_VALIDATION_MESSAGES, translateValidation } from "./validation-messages";

describe("translateValidation", () => {
  it("shows the contract's English messages as they are in English", () => {
    const en = i18n.getFixedT("en");
    for (const message of KNOWN_VALIDATION_MESSAGES) {
      expect(translateValidation(en, message)).toBe(message);
    }
  });

  it("translates them in Spanish and passes unknown messages through", () => {
    const es = i18n.getFixedT("es");
    expect(translateValidation(es, "Please enter a valid email address")).toBe(
      "Introduce un correo electrónico válido",
    );
    expect(translateValidation(es, "Something else")).toBe("Something else");
    expect(translateValidation(es, undefined)).toBeUndefined();
  });

  it("knows every message the sign-in, password and task forms can raise", () => {
    const messages = [
      ...loginRequestSchema.safeParse({ email: "x", password: "1" }).error!.issues,
      ...changePasswordRequestSchema.safeParse({ currentPassword: "", newPassword: "1", confirmPassword: "2" })
        .error!.issues,
      ...insertTaskSchema.pick({ title: true, description: true }).safeParse({ title: " ", description: "" })
        .error!.issues,
    ].map((issue) => issue.message);
    for (const message of messages) expect(KNOWN_VALIDATION_MESSAGES).toContain(message);
  });
});
