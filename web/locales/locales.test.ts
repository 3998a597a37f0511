import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale catalogs", () => {
  it("have the same keys in English and Spanish", () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it("hold the spec's exact English strings", () => {
    expect(en.app.name).toBe("AI Operations Hub");
    expect(en.app.subtitle).toBe("Multi-Agent Dashboard");
    expect(en.login.subtitle).toBe("Sign in to access your AI Operations Hub");
    expect(en.login.submit).toBe("Sign In");
    expect(en.login.submitting).toBe("Signing in...");
    expect(en.login.successDescription).toBe("Welcome back, {{firstName}}!");
    expect(en.gate.title).toBe("Secure Access");
    expect(en.gate.submit).toBe("Access Site");
    expect(en.notFound.title).toBe("404 Page Not Found");
    expect(en.notFound.description).toBe("Did you forget to add the page to the router?");
    expect(en.toast.regionLabel).toBe("Notification");
    expect(en.chat.thinking).toBe("Thinking...");
    expect(JSON.stringify(en)).not.toMatch(/GPT-4/);
  });
});
