import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { localizeServerText } from "./server-text";

/**
 * The shared request behaviour of spec 01 §7: every call sends cookies, bodies are
 * JSON, and a non-ok answer becomes an error reading `${status}: ${text || statusText}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  /** The answer parsed as JSON when it was JSON, else null. */
  readonly data: unknown;

  constructor(status: number, statusText: string, responseText: string) {
    super(`${status}: ${responseText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.responseText = responseText;
    this.data = parseJson(responseText);
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's `message` of an error answer, when it sent one, translated from its `code` and `params` when the catalogs know it. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  if (data && typeof data === "object" && "message" in data) {
    const { message, code, params } = data as { message: unknown; code?: unknown; params?: unknown };
    if (typeof message === "string" && message.trim()) {
      return localizeServerText({
        message,
        code: typeof code === "string" ? code : null,
        params: params && typeof params === "object" ? (params as Record<string, string | number>) : null,
      });
    }
  }
  return null;
}

/** What to tell the user about a failed call: the server's `message`, else the error's own text. */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error ?? ""));
}

/**
 * For calls whose failure text the spec words itself ("Failed to get CMO response: …",
 * "Command failed: …"): `.catch(rethrowApiError((e) => text))` turns an error answer into
 * an Error with that text. A 403 GATE_REQUIRED and failures other than an answer (network,
 * an answer that does not parse) pass unchanged.
 */
export function rethrowApiError(text: (error: ApiError) => string) {
  return (error: unknown): never => {
    throw error instanceof ApiError && !isGateRequired(error) ? new Error(text(error)) : error;
  };
}

/** `${failure}: ${the server's reason}`, or just the failure when the server gave none. */
export function withServerReason(failure: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason ? `${failure}: ${reason}` : failure;
}

/** Field issues of a 400 answer (`{ message, issues: [{ path, message }] }`). */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.data as { issues?: unknown } | null;
  if (!data || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is { path: string; message: string } =>
      !!issue && typeof issue.path === "string" && typeof issue.message === "string",
  );
}

/** True for the 403 `{ code: "GATE_REQUIRED" }` answer: the site gate was not passed. */
export function isGateRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const data = error.data as { code?: unknown } | null;
  return !!data && data.code === "GATE_REQUIRED";
}

/** True when the server answered (as opposed to a network failure). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, res.statusText, text);
  }
}

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends one request with cookies; a JSON body when `body` is given, or the body as it is
 * (a file) when `contentType` says what it is. Throws on a non-ok answer.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; contentType?: string },
): Promise<Response> {
  const raw = init?.contentType !== undefined;
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": init?.contentType ?? "application/json" } : {},
    body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
    credentials: "include",
    signal: init?.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Builds the request path from key segments joined by "/" (spec 01 §7). */
export function pathFromQueryKey(queryKey: QueryKey): string {
  return queryKey.map((segment) => String(segment)).join("/");
}

export async function getJson(
  path: string,
  options: { on401?: UnauthorizedBehavior; signal?: AbortSignal } = {},
): Promise<unknown> {
  const res = await fetch(path, { credentials: "include", signal: options.signal });
  if (options.on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return res.json();
}

/** The default query function: GET the joined key path and read JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) =>
    (await getJson(pathFromQueryKey(queryKey), { on401: options.on401, signal })) as T;
}

/**
 * One endpoint as the web app calls it: the method, the path as the server registers it
 * (`/api/agents/:id/tasks`) and the contract schema its answer is parsed with. Every file in
 * `web/features/<area>/api/` declares its endpoint with this, and tests/contract.test.ts checks
 * each one against the server's route: same method and path, same response schema.
 */
export interface Endpoint<S extends z.ZodType = z.ZodType> {
  readonly kind: "endpoint";
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: S;
}

export function endpoint<S extends z.ZodType>(method: HttpMethod, path: string, response: S): Endpoint<S> {
  return { kind: "endpoint", method, path, response };
}

export function isEndpoint(value: unknown): value is Endpoint {
  return !!value && typeof value === "object" && (value as { kind?: unknown }).kind === "endpoint";
}

type PathParams = Record<string, string | number>;
type QueryParams = Record<string, string | number | boolean | null | undefined>;

const cleanQuery = (query: QueryParams) => Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== "");

/** The endpoint's URL with its `:params` filled in and the query string appended. */
export function endpointUrl(e: Endpoint, params: PathParams = {}, query: QueryParams = {}): string {
  const path = e.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [k, v] of cleanQuery(query)) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The query key of an endpoint's answer (spec 01 §7): the path's literal parts and its
 * parameters as separate segments, so that the segments joined by "/" are the path
 * (`/api/agents/:id/tasks` with { id: 3 } → ["/api/agents", 3, "tasks"]). The query string's
 * values, when there are any, follow as one object; the key without them is the prefix of
 * every variant, so invalidating it refreshes them all.
 */
export function endpointKey(e: Endpoint, params: Record<string, string | number | null> = {}, query: QueryParams = {}): readonly unknown[] {
  const key: unknown[] = [];
  let literal = "";
  for (const part of e.path.split("/").slice(1)) {
    if (part.startsWith(":")) {
      const name = part.slice(1);
      if (!(name in params)) throw new Error(`${e.path}: missing path parameter ${name}`);
      key.push(literal, params[name]);
      literal = "";
    } else {
      literal = literal ? `${literal}/${part}` : key.length === 0 ? `/${part}` : part;
    }
  }
  if (literal) key.push(literal);
  const search = cleanQuery(query);
  if (search.length > 0) key.push(Object.fromEntries(search));
  return key;
}

/** The `queryKey` and `queryFn` of a GET endpoint, to spread into `queryOptions({ ... })`. */
export function endpointQuery<S extends z.ZodType>(e: Endpoint<S>, options: { params?: PathParams; query?: QueryParams } = {}) {
  return {
    queryKey: endpointKey(e, options.params, options.query),
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(e, { ...options, signal }),
  };
}

/**
 * Calls an endpoint with cookies (JSON body when given) and parses the answer with its
 * contract schema. A non-ok answer throws ApiError (`${status}: ${text}`).
 */
export async function callEndpoint<S extends z.ZodType>(
  e: Endpoint<S>,
  options: { params?: PathParams; query?: QueryParams; body?: unknown; contentType?: string; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const { signal, contentType } = options;
  const res = await apiRequest(e.method, endpointUrl(e, options.params, options.query), options.body, { signal, contentType });
  return e.response.parse(await res.json());
}
