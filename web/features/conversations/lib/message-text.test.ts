import { describe, expect, it } from "vitest";
import { messageText } from "./message-text";

describe("a message in the reader's language", () => {
  it("takes the offline engine's reply in the page's language, else the text as written", () => {
    const reply = { content: "Leads: 2", metadata: { engine: "offline", localized: { en: "Leads: 2", es: "Leads: 2 (es)" } } };
    expect(messageText(reply, "es-MX")).toBe("Leads: 2 (es)");
    expect(messageText(reply, "en")).toBe("Leads: 2");
    expect(messageText({ content: "Hola", metadata: null }, "en")).toBe("Hola");
    expect(messageText({ content: "Hi", metadata: { localized: { es: 3 } } }, "es")).toBe("Hi");
  });
});
