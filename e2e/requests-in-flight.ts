import type { Page, Request } from "@playwright/test";

/**
 * The page's requests still open, from Playwright's own events, and when that set last changed
 * (a request started or ended). Event streams and sockets stay open by design and are not counted.
 */
interface InFlight {
  open: Set<Request>;
  changedAt: number;
}
const tracked = new WeakMap<Page, InFlight>();

/** Starts following the page's requests; the fixtures do it for every test's page before its first navigation. */
export function trackRequests(page: Page): void {
  if (tracked.has(page)) return;
  const state: InFlight = { open: new Set(), changedAt: Date.now() };
  tracked.set(page, state);
  const end = (r: Request) => {
    if (state.open.delete(r)) state.changedAt = Date.now();
  };
  page.on("request", (r) => {
    if (r.resourceType() === "eventsource" || r.resourceType() === "websocket") return;
    state.open.add(r);
    state.changedAt = Date.now();
  });
  page.on("requestfinished", end);
  page.on("requestfailed", end);
}

/**
 * Resolves once no request has been open for `quietMs` (at most `timeoutMs`): Playwright's
 * "networkidle" waits a fixed 500 ms after the last one, on every screen a walk opens. Returns
 * false when the page is not followed (the caller falls back to networkidle).
 */
export async function requestsQuiet(page: Page, quietMs = 100, timeoutMs = 15_000, { heldOpen = false } = {}): Promise<boolean> {
  const state = tracked.get(page);
  if (!state) return false;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const done = heldOpen || state.open.size === 0;
    const quietFor = Date.now() - state.changedAt;
    if (done && quietFor >= quietMs) return true;
    await new Promise((r) => setTimeout(r, done ? quietMs - quietFor : 25));
  }
  return true;
}

/**
 * Resolves once no request has started or ended for `quietMs`, open ones included: for a page
 * whose data requests are held on purpose (they never end), the moment it has asked for
 * everything it will ask for.
 */
export const requestsStill = (page: Page, quietMs = 250) => requestsQuiet(page, quietMs, 15_000, { heldOpen: true });
