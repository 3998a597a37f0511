import { describe, expect, it } from "vitest";
import { engineLabel } from "./engine-label";

describe("engineLabel", () => {
  it("is offline before any assistant message", () => {
    expect(engineLabel([])).toEqual({ kind: "offline" });
    expect(engineLabel([{ role: "user", metadata: null }])).toEqual({ kind: "offline" });
  });

  it("reads the last assistant message's metadata", () => {
    expect(
      engineLabel([
        { role: "assistant", metadata: { engine: "llm", model: "llama-3.1-8b" } },
        { role: "user", metadata: null },
        { role: "assistant", metadata: { engine: "offline", model: "rules-v1" } },
      ]),
    ).toEqual({ kind: "offline" });
    expect(
      engineLabel([
        { role: "assistant", metadata: { engine: "offline" } },
        { role: "assistant", metadata: { engine: "llm", model: "llama-3.1-8b" } },
      ]),
    ).toEqual({ kind: "named", name: "llama-3.1-8b" });
    expect(engineLabel([{ role: "assistant", metadata: { engine: "openai-compatible" } }])).toEqual({
      kind: "named",
      name: "openai-compatible",
    });
  });
});
