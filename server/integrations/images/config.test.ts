import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

describe("images API settings", () => {
  it("are off without AI_IMAGES_MODEL, and default to the language model's base and key", () => {
    expect(loadConfig({ AI_API_KEY: "sk-x" }).images).toBeNull();
    expect(loadConfig({ AI_IMAGES_MODEL: "gpt-image-1", OPENAI_API_KEY: "sk-o" }).images).toEqual({
      model: "gpt-image-1", baseUrl: "https://api.openai.com/v1", apiKey: "sk-o", size: "1024x1024", timeoutMs: 60_000,
    });
    const own = loadConfig({ AI_IMAGES_MODEL: "dall-e-3", AI_BASE_URL: "http://llm.local/v1/", AI_API_KEY: "sk-a", AI_IMAGES_API_KEY: "sk-i", AI_IMAGES_SIZE: "1792x1024" }).images!;
    expect(own).toMatchObject({ baseUrl: "http://llm.local/v1", apiKey: "sk-i", size: "1792x1024" });
    expect(() => loadConfig({ AI_IMAGES_MODEL: "x", AI_IMAGES_SIZE: "big" })).toThrow(/AI_IMAGES_SIZE/);
  });
});
