import { describe, expect, it } from "vitest";
import { isValidZip, sanitizeZip } from "./zip";
import { whatsappLink } from "./whatsapp";

describe("ZIP field rules", () => {
  it("strips non-digits and keeps at most five", () => {
    expect(sanitizeZip("77a0-02")).toBe("77002");
    expect(sanitizeZip("770021234")).toBe("77002");
    expect(sanitizeZip(" tx ")).toBe("");
  });
  it("accepts exactly five digits", () => {
    expect(isValidZip("77002")).toBe(true);
    expect(isValidZip("7700")).toBe(false);
    expect(isValidZip("770022")).toBe(false);
  });
  it("builds the WhatsApp link with the prefilled message", () => {
    expect(whatsappLink("15555550100", "Hi & hello")).toBe("https://wa.me/15555550100?text=Hi%20%26%20hello");
  });
});
