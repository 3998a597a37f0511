/** The external WhatsApp chat link with a prefilled message (spec 03 §2.8). */
export function whatsappLink(number: string, message: string) {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

const meta = (name: string) => (typeof document !== "undefined" ? document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "" : "");

/**
 * The number: the server writes LANDING_WHATSAPP_NUMBER into landing.html's
 * <meta name="whatsapp-number"> (empty when unset: no WhatsApp button). Null also
 * when the page was not served by our server (the dev server): then the page asks
 * GET /api/landing/config.
 */
export function whatsappNumberFromPage(): string | null {
  const value = meta("whatsapp-number");
  return /^\d{6,15}$/.test(value) ? value : null;
}

/** Whether the server wrote the page (the placeholders were replaced). */
export function servedByServer(): boolean {
  return /^(true|false)$/.test(meta("demo-mode"));
}
