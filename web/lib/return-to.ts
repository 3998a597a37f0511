/**
 * Where the user asked to go before the gate or the sign-in: a path of this app only
 * (starts with one "/", never "//" or a scheme), so a crafted link cannot send anyone away.
 */
export const NEXT_PARAM = "next";

export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/gate") || value.startsWith("/login")) return null;
  return value;
}

/** `/gate?next=/dashboard%3Fx%3D1` for the current location (none for the home screen). */
export function withNext(path: string, current: string): string {
  const next = safeNext(current);
  return next && next !== "/" ? `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}` : path;
}

export function nextFromSearch(search: string): string | null {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM));
}
