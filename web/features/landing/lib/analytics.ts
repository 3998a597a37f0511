import type { AnalyticsEvent } from "@contract/analytics";

/** Fire-and-forget analytics to our own API (no third-party requests). */
export function track(name: AnalyticsEvent["name"], properties?: AnalyticsEvent["properties"]) {
  try {
    void fetch("/api/analytics/events", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, properties, path: location.pathname }),
    }).catch(() => {});
  } catch {
    // analytics never breaks the page
  }
}
