import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The HTTP part every fake of a third-party API shares (tests, the e2e journeys
 * and benches only; never product code): a node:http server on 127.0.0.1 and a
 * free port, the request body read and parsed before the handler runs, every
 * request recorded, JSON answers, and a stop that also ends open connections.
 */
export interface FakeRequest {
  method: string;
  /** The full request URL (origin: the fake's). */
  url: URL;
  /** `url.pathname`. */
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body parsed by its content type (JSON or form), or `{}` when empty or unparsable. */
  body: Record<string, unknown>;
  /** The Bearer token of the Authorization header, if any. */
  bearer: string | undefined;
  /** The underlying request (e.g. to drop the connection). */
  raw: IncomingMessage;
}

export interface FakeReply {
  json(status: number, body: unknown, headers?: Record<string, string>): void;
  redirect(location: string): void;
  /** The underlying response, for streaming answers. */
  raw: ServerResponse;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Every request received, in order. */
  calls: RecordedCall[];
  stop(): Promise<void>;
}

export type FakeHandler = (req: FakeRequest, reply: FakeReply) => unknown;

function parseBody(raw: string, contentType: string): Record<string, unknown> {
  if (!raw) return {};
  if (contentType.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return contentType.includes("json") ? {} : Object.fromEntries(new URLSearchParams(raw));
  }
}

export async function startFakeServer(handler: FakeHandler, options: { port?: number; host?: string } = {}): Promise<FakeServer> {
  const host = options.host ?? "127.0.0.1";
  const calls: RecordedCall[] = [];
  let origin = "";
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", origin);
    const body = parseBody(rawBody, String(req.headers["content-type"] ?? ""));
    const authorization = req.headers.authorization ?? "";
    calls.push({ method: req.method ?? "GET", path: url.pathname, headers: req.headers, body });
    const reply: FakeReply = {
      raw: res,
      json(status, payload, headers = {}) {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(payload));
      },
      redirect(location) {
        res.writeHead(302, { location });
        res.end();
      },
    };
    try {
      await handler(
        { method: req.method ?? "GET", url, path: url.pathname, headers: req.headers, rawBody, body, bearer: authorization.startsWith("Bearer ") ? authorization.slice(7) : undefined, raw: req },
        reply,
      );
    } catch (err) {
      if (!res.headersSent) reply.json(500, { error: { message: `fake server: ${(err as Error).message}` } });
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    origin,
    port,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
