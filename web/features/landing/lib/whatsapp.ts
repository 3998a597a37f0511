/** The external WhatsApp chat link with a prefilled message (spec 03 §2.8). */
export function whatsappLink(number: string, message: string) {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/**
 * The number: the server writes it into landing.html's
 * <meta name="whatsapp-number"> (LANDING_WHATSAPP_NUMBER); in the dashboard
 * bundle or the dev server it is read from GET /api/landing/config.
 */
export function whatsappNumberFromPage(): string | null {
  const meta = typeof document !== "undefined" ? document.querySelector('meta[name="whatsapp-number"]') : null;
  const value = meta?.getAttribute("content") ?? "";
  return /^\d{6,15}$/.test(value) ? value : null;
}

export async function fetchWhatsappNumber(): Promise<string | null> {
  try {
    const res = await fetch("/api/landing/config", { credentials: "include" });
    if (!res.ok) return null;
    const body = (await res.json()) as { whatsappNumber?: string };
    return body.whatsappNumber ?? null;
  } catch {
    return null;
  }
}
