import { createHash } from "node:crypto";
import { startFakeServer, type FakeServer } from "./fake-server";

/** SPC's current-day report file header (Time,Size,Location,County,State,Lat,Lon,Comments). */
export const SPC_TODAY_HEADER = "Time,Size,Location,County,State,Lat,Lon,Comments";

/**
 * A fake of SPC's current-day hail file over real HTTP (tests only): it serves `body` as
 * text/csv with an ETag and a Last-Modified that change with the body, answers 304 to a
 * conditional request whose validators still hold, or `status` (e.g. 500) when set.
 * `validators: false` serves without ETag / Last-Modified (a server that ignores them).
 */
export interface FakeSpc {
  url: string;
  server: FakeServer;
  body: string;
  status: number;
  validators: boolean;
  /** GETs of the file so far, and how many were answered 304. */
  readonly gets: number;
  readonly notModified: number;
  stop(): Promise<void>;
}

export async function startFakeSpc(initial: string = SPC_TODAY_HEADER + "\n"): Promise<FakeSpc> {
  let modifiedAt = new Date(Date.UTC(2026, 4, 10, 20, 0, 0));
  let lastBody = initial;
  let notModified = 0;
  const state = { body: initial, status: 200, validators: true };
  const server = await startFakeServer((req, reply) => {
    const res = reply.raw;
    if (state.status !== 200) {
      res.writeHead(state.status, { "content-type": "text/plain" });
      res.end("Internal Server Error");
      return;
    }
    if (state.body !== lastBody) {
      lastBody = state.body;
      modifiedAt = new Date(modifiedAt.getTime() + 60_000);
    }
    const etag = `"${createHash("sha1").update(state.body).digest("hex").slice(0, 16)}"`;
    const headers: Record<string, string> = { "content-type": "text/csv" };
    if (state.validators) {
      headers.etag = etag;
      headers["last-modified"] = modifiedAt.toUTCString();
      const ifNoneMatch = req.headers["if-none-match"];
      const ifModifiedSince = req.headers["if-modified-since"];
      const fresh = ifNoneMatch ? ifNoneMatch === etag : ifModifiedSince ? new Date(ifModifiedSince) >= modifiedAt : false;
      if (fresh) {
        notModified++;
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    res.writeHead(200, headers);
    res.end(state.body);
  });
  const fake = {
    url: `${server.origin}/climo/reports/today_filtered_hail.csv`,
    server,
    get body() { return state.body; },
    set body(v: string) { state.body = v; },
    get status() { return state.status; },
    set status(v: number) { state.status = v; },
    get validators() { return state.validators; },
    set validators(v: boolean) { state.validators = v; },
    get gets() { return server.calls.filter((c) => c.method === "GET").length; },
    get notModified() { return notModified; },
    stop: () => server.stop(),
  };
  return fake;
}
