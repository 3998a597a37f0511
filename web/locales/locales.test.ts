import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const area = (lang: "en" | "es") =>
  import.meta.glob<Record<string, unknown>>(["./en/*.json", "./es/*.json"], { eager: true, import: "default" });

describe("locale catalogs", () => {
  it("have the same keys in English and Spanish", () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it("have the same area files, with the same keys, in English and Spanish", () => {
    const files = area("en");
    const names = (lang: string) => Object.keys(files).filter((f) => f.startsWith(`./${lang}/`)).map((f) => f.slice(5)).sort();
    expect(names("es")).toEqual(names("en"));
    for (const name of names("en")) {
      expect(keys(files[`./es/${name}`]).sort(), name).toEqual(keys(files[`./en/${name}`]).sort());
    }
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
