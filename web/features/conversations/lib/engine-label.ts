import type { Message } from "@contract/conversations";

export type EngineLabel = { kind: "offline" } | { kind: "named"; name: string };

/**
 * What answered the chat, read from the last assistant message's metadata
 * ({ engine, model }). Offline until an assistant message says otherwise.
 */
export function engineLabel(messages: readonly Pick<Message, "role" | "metadata">[]): EngineLabel {
  const last = [...messages].reverse().find((message) => message.role === "assistant");
  const engine = last?.metadata?.engine;
  const model = last?.metadata?.model;
  if (!last || engine === "offline" || (engine === undefined && model === undefined)) {
    return { kind: "offline" };
  }
  if (typeof model === "string" && model.trim()) return { kind: "named", name: model };
  if (typeof engine === "string" && engine.trim()) return { kind: "named", name: engine };
  return { kind: "offline" };
}
