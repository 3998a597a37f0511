import type { Message } from "@contract/conversations";

/**
 * A message's text in the reader's language: the offline engine stores its reply written in
 * English and Spanish (`metadata.localized`, decision 111); any other message reads as written.
 */
export function messageText(message: Pick<Message, "content" | "metadata">, language: string): string {
  const localized = message.metadata?.localized;
  if (!localized || typeof localized !== "object") return message.content;
  const text = (localized as Record<string, unknown>)[language.startsWith("es") ? "es" : "en"];
  return typeof text === "string" && text ? text : message.content;
}
