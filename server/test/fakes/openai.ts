import type { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from "./fake-server";

/**
 * A fake language-model API over real HTTP, shaped like OpenAI's
 * /v1/chat/completions (streamed SSE chunks and plain JSON) and — with
 * `anthropic.ts` — Anthropic's /v1/messages — and /v1/images/generations
 * (a tiny PNG as b64_json). Tests script the next answers
 * (`enqueue`); with nothing scripted it answers with a deterministic default
 * (see `defaultAnswer`). Every request body is recorded.
 *
 * Run alone (Playwright, bench): `tsx server/test/fakes/openai.ts --port 3250`;
 * `POST /__fake/enqueue` scripts answers and `POST /__fake/reset` clears them.
 */
export type FakeAnswer =
  | { kind: "text"; text: string; chunks?: string[]; usage?: { input: number; output: number }; delayMs?: number }
  | { kind: "tool"; calls: { name: string; arguments: unknown }[]; usage?: { input: number; output: number }; delayMs?: number }
  /** `delayMs` (on text, tool and json): waits that long before answering, e.g. to keep a background job running. */
  | { kind: "json"; object: unknown; delayMs?: number }
  /** /v1/images/generations: the tiny PNG (or `png`, base64) as b64_json, or as a url the fake serves (`asUrl`). */
  | { kind: "image"; png?: string; asUrl?: boolean }
  | { kind: "error"; status: number; message?: string; retryAfterSeconds?: number }
  /** Accepts the request and never answers (until the client gives up). */
  | { kind: "hang" }
  /** Drops the connection without an answer. */
  | { kind: "drop" }
  /** Streams the first chunks, then stalls for `stallMs` before the rest (mid-stream pause). */
  | { kind: "slow"; text: string; stallMs: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface FakeOptions {
  /** Delay between streamed chunks. */
  chunkDelayMs?: number;
  /** Delay before the first byte of every answer (the fake's own latency). */
  firstByteDelayMs?: number;
  /** The API key the fake accepts (anything else: 401); unset accepts any. */
  apiKey?: string;
}

export class FakeLanguageModelServer {
  private server: FakeServer | null = null;
  private readonly queue: FakeAnswer[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Model requests being answered now, and the most at once since the last reset. */
  inFlight = 0;
  maxInFlight = 0;
  private readonly open = new Set<ServerResponse>();
  private readonly servedImages: Buffer[] = [];
  origin = "";

  constructor(readonly options: FakeOptions = {}) {}

  /** The OpenAI-style base URL (AI_BASE_URL). */
  get url() {
    return `${this.origin}/v1`;
  }

  async start(port = 0, host = "127.0.0.1") {
    this.server = await startFakeServer((req, reply) => this.handle(req, reply), { port, host });
    this.origin = this.server.origin;
    return this;
  }

  async stop() {
    for (const res of this.open) res.destroy();
    await this.server?.stop();
  }

  enqueue(...answers: FakeAnswer[]) {
    this.queue.push(...answers);
    return this;
  }

  reset() {
    this.queue.length = 0;
    this.requests.length = 0;
    this.maxInFlight = this.inFlight;
  }

  /** Requests to one endpoint (e.g. "/v1/chat/completions"). */
  callsTo(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  private async handle(fakeReq: FakeRequest, reply: FakeReply) {
    const { path, rawBody: raw, raw: req } = fakeReq;
    const res = reply.raw;
    if (path === "/__fake/enqueue" && req.method === "POST") {
      const list = JSON.parse(raw || "[]") as FakeAnswer[];
      this.enqueue(...(Array.isArray(list) ? list : [list]));
      return json(res, 200, { queued: this.queue.length });
    }
    if (path === "/__fake/reset" && req.method === "POST") {
      this.reset();
      return json(res, 200, { ok: true });
    }
    if (path === "/__fake/requests") return json(res, 200, this.requests);
    const served = /^\/__fake\/images\/(\d+)\.png$/.exec(path);
    if (served) {
      const png = this.servedImages[Number(served[1])];
      if (!png) return json(res, 404, { error: { message: "no such image" } });
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(png);
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return json(res, 400, { error: { message: "invalid JSON", type: "invalid_request_error" } });
    }
    this.requests.push({ path, headers: req.headers, body });
    const anthropic = path === "/v1/messages";
    const images = path === "/v1/images/generations";
    if (path !== "/v1/chat/completions" && !anthropic && !images) return json(res, 404, { error: { message: `no route ${path}` } });

    const key = anthropic ? req.headers["x-api-key"] : String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (this.options.apiKey && key !== this.options.apiKey) {
      return anthropic
        ? json(res, 401, { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } })
        : json(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
    }

    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.once("close", () => this.inFlight--);
    const answer = this.queue.shift() ?? (images ? ({ kind: "image" } as FakeAnswer) : defaultAnswer(body, anthropic));
    if (this.options.firstByteDelayMs) await sleep(this.options.firstByteDelayMs);
    if ("delayMs" in answer && answer.delayMs) await sleep(answer.delayMs);
    this.open.add(res);
    res.on("close", () => this.open.delete(res));
    const stream = body.stream === true;
    const model = String(body.model ?? "fake-model");

    switch (answer.kind) {
      case "hang":
        return; // the client's timeout or abort ends it
      case "drop":
        req.socket.destroy();
        return;
      case "error": {
        const headers: Record<string, string> = answer.retryAfterSeconds !== undefined ? { "retry-after": String(answer.retryAfterSeconds) } : {};
        const message = answer.message ?? { 401: "Incorrect API key provided", 429: "Rate limit reached", 500: "The server had an error" }[answer.status] ?? "error";
        return json(
          res,
          answer.status,
          anthropic ? { type: "error", error: { type: answer.status === 429 ? "rate_limit_error" : "api_error", message } } : { error: { message, type: "server_error" } },
          headers,
        );
      }
      case "image": {
        if (!images) return json(res, 500, { error: { message: "an image answer was scripted for a chat request", type: "server_error" } });
        const png = answer.png ?? TINY_PNG_BASE64;
        const created = Math.floor(Date.now() / 1000);
        if (answer.asUrl) {
          this.servedImages.push(Buffer.from(png, "base64"));
          return json(res, 200, { created, data: [{ url: `${this.origin}/__fake/images/${this.servedImages.length - 1}.png` }] });
        }
        return json(res, 200, { created, data: [{ b64_json: png, revised_prompt: String(body.prompt ?? "") }] });
      }
      default:
        if (images) return json(res, 500, { error: { message: `a ${answer.kind} answer was scripted for an images request`, type: "server_error" } });
        if (anthropic) return this.anthropicAnswer(res, answer, model, stream);
        return this.openaiAnswer(res, answer, model, stream);
    }
  }

  private async openaiAnswer(res: ServerResponse, answer: Exclude<FakeAnswer, { kind: "hang" | "drop" | "error" | "image" }>, model: string, stream: boolean) {
    const id = `chatcmpl-${Math.random().toString(36).slice(2, 10)}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = "usage" in answer && answer.usage ? answer.usage : { input: 12, output: 8 };
    const usageJson = { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output };
    const text = answer.kind === "json" ? JSON.stringify(answer.object) : answer.kind === "tool" ? "" : answer.text;
    const toolCalls =
      answer.kind === "tool"
        ? answer.calls.map((c, i) => ({ id: `call_${i + 1}_${id.slice(-4)}`, type: "function", function: { name: c.name, arguments: JSON.stringify(c.arguments) } }))
        : undefined;
    const finish = toolCalls ? "tool_calls" : "stop";

    if (!stream) {
      return json(res, 200, {
        id, object: "chat.completion", created, model,
        choices: [{ index: 0, message: { role: "assistant", content: toolCalls ? null : text, ...(toolCalls ? { tool_calls: toolCalls } : {}) }, finish_reason: finish }],
        usage: usageJson,
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const chunk = (delta: object, finishReason: string | null = null) =>
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`);
    chunk({ role: "assistant", content: "" });
    if (toolCalls) {
      toolCalls.forEach((c, index) => chunk({ tool_calls: [{ index, ...c }] }));
    } else {
      const pieces = answer.kind === "text" && answer.chunks ? answer.chunks : splitTokens(text);
      for (let i = 0; i < pieces.length; i++) {
        if (res.destroyed) return;
        if (answer.kind === "slow" && i === Math.min(2, pieces.length - 1)) await sleep(answer.stallMs);
        else if (i > 0 && this.options.chunkDelayMs) await sleep(this.options.chunkDelayMs);
        chunk({ content: pieces[i] });
      }
    }
    chunk({}, finish);
    res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage: usageJson })}\n\n`);
    res.write("data: [DONE]\n\n");
    res.end();
  }

  private async anthropicAnswer(res: ServerResponse, answer: Exclude<FakeAnswer, { kind: "hang" | "drop" | "error" | "image" }>, model: string, stream: boolean) {
    const id = `msg_${Math.random().toString(36).slice(2, 10)}`;
    const usage = "usage" in answer && answer.usage ? answer.usage : { input: 12, output: 8 };
    const text = answer.kind === "json" ? JSON.stringify(answer.object) : answer.kind === "tool" ? "" : answer.text;
    const tools = answer.kind === "tool" ? answer.calls.map((c, i) => ({ type: "tool_use", id: `toolu_${i + 1}_${id.slice(-4)}`, name: c.name, input: c.arguments })) : [];
    const stop = tools.length ? "tool_use" : "end_turn";
    if (!stream) {
      return json(res, 200, {
        id, type: "message", role: "assistant", model,
        content: tools.length ? tools : [{ type: "text", text }],
        stop_reason: stop, stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const event = (type: string, data: object) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event("message_start", {
      message: { id, type: "message", role: "assistant", content: [], model, stop_reason: null, stop_sequence: null, usage: { input_tokens: usage.input, output_tokens: 1 } },
    });
    if (tools.length) {
      tools.forEach((t, index) => {
        event("content_block_start", { index, content_block: { type: "tool_use", id: t.id, name: t.name, input: {} } });
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify(t.input) } });
        event("content_block_stop", { index });
      });
    } else {
      event("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
      const pieces = splitTokens(text);
      for (let i = 0; i < pieces.length; i++) {
        if (res.destroyed) return;
        if (answer.kind === "slow" && i === Math.min(2, pieces.length - 1)) await sleep(answer.stallMs);
        else if (i > 0 && this.options.chunkDelayMs) await sleep(this.options.chunkDelayMs);
        event("content_block_delta", { index: 0, delta: { type: "text_delta", text: pieces[i] } });
      }
      event("content_block_stop", { index: 0 });
    }
    event("message_delta", { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output } });
    event("message_stop", {});
    res.end();
  }
}

/** A valid 1x1 PNG (what the fake images API draws). */
export const TINY_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * With nothing scripted: a structured-output request gets an object built
 * from its JSON schema's required fields; a task-work prompt gets a result
 * report; a chat gets "Fake model reply to: <the user's last message>".
 */
export function defaultAnswer(body: Record<string, unknown>, anthropic: boolean): FakeAnswer {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const lastUser = [...messages].reverse().find((m) => m.role === "user");
  const lastText = textOf(lastUser?.content);
  // A tool result just came back: finish with a sentence about it.
  const last = messages.at(-1);
  if (last && (last.role === "tool" || (anthropic && Array.isArray(last.content) && (last.content as { type: string }[]).some((c) => c.type === "tool_result")))) {
    return { kind: "text", text: "I checked the data with my tools and the result is above." };
  }
  const format = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type === "json_schema" || format?.type === "json_object") {
    return { kind: "json", object: exampleOf(format.json_schema?.schema ?? {}) };
  }
  const system = textOf(messages.find((m) => m.role === "system")?.content) + textOf(body.system);
  if (system.includes("You are a legal translator")) {
    // Keeps each line's clause number, marks the rest as translated.
    const text = lastText
      .split("\n")
      .map((line) => line.replace(/^(\s*(?:\d+(?:\.\d+)*(?:[.)]\s*|\s+))?)(.*)$/, (_, num: string, rest: string) => (rest ? `${num}[fake translation] ${rest}` : num)))
      .join("\n");
    return { kind: "text", text };
  }
  if (lastText.startsWith("Work this task now")) {
    const title = /Task #\d+: (.*)/.exec(lastText)?.[1] ?? "the task";
    return { kind: "text", text: `## Result\nWorked "${title}" with the fake model: plan drafted in three steps.` };
  }
  return { kind: "text", text: `Fake model reply to: ${lastText}` };
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((c) => (typeof c === "string" ? c : (c as { text?: string }).text ?? "")).join("");
  return "";
}

/** A plausible value for a JSON schema (required fields, first enum value). */
function exampleOf(schema: unknown): unknown {
  const s = schema as { type?: string | string[]; properties?: Record<string, unknown>; items?: unknown; enum?: unknown[]; anyOf?: unknown[]; minItems?: number };
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return exampleOf(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "object":
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v)]));
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => exampleOf(s.items ?? {}));
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "fake text";
  }
}

/** Splits text into word-sized chunks (a stand-in for tokens). */
export function splitTokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [text];
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Run alone: tsx server/test/fakes/openai.ts --port 3250 [--chunk-delay 20]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const fake = new FakeLanguageModelServer({ chunkDelayMs: Number(arg("--chunk-delay") ?? 0), firstByteDelayMs: Number(arg("--first-byte-delay") ?? 0) });
  await fake.start(Number(arg("--port") ?? 0));
  console.log(`fake language model at ${fake.url}`);
}
