import { describe, expect, it } from "vitest";
import { parseSseBuffer } from "./sse";

describe("parseSseBuffer", () => {
  it("returns complete events and keeps the unfinished rest", () => {
    const { events, rest } = parseSseBuffer('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"reply":null}\n\nevent: del');
    expect(events).toEqual([
      { event: "delta", data: { text: "Hi" } },
      { event: "done", data: { reply: null } },
    ]);
    expect(rest).toBe("event: del");
  });
});
