import { ApiError, throwIfResNotOk } from "@web/lib/api";

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Splits a server-sent event buffer into complete events and the rest. */
export function parseSseBuffer(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = buffer.replace(/\r\n/g, "\n");
  let i;
  while ((i = rest.indexOf("\n\n")) >= 0) {
    const block = rest.slice(0, i);
    rest = rest.slice(i + 2);
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length === 0) continue;
    try {
      events.push({ event, data: JSON.parse(data.join("\n")) });
    } catch {
      events.push({ event, data: data.join("\n") });
    }
  }
  return { events, rest };
}

/**
 * POSTs with `Accept: text/event-stream` and calls `onEvent` for each event as
 * it arrives. A non-ok answer (400, 404 …) throws an ApiError like apiRequest.
 */
export async function postEventStream(url: string, body: unknown, signal: AbortSignal, onEvent: (e: SseEvent) => void) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  if (!res.body) throw new ApiError(500, "No body", "");
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const parsed = parseSseBuffer(buffer);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
