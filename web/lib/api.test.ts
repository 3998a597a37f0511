import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  apiRequest,
  callEndpoint,
  endpoint,
  endpointKey,
  endpointUrl,
  errorMessage,
  getQueryFn,
  isGateRequired,
  pathFromQueryKey,
  serverIssues,
  rethrowApiError,
  serverMessage,
  throwIfResNotOk,
  withServerReason,
} from "./api";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("throwIfResNotOk", () => {
  it("uses `${status}: ${responseText}` for a non-ok answer with a body", async () => {
    const res = new Response('{"message":"Invalid credentials"}', { status: 401, statusText: "Unauthorized" });
    await expect(throwIfResNotOk(res)).rejects.toThrow('401: {"message":"Invalid credentials"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    const res = new Response("", { status: 500, statusText: "Internal Server Error" });
    await expect(throwIfResNotOk(res)).rejects.toThrow("500: Internal Server Error");
  });

  it("does nothing for an ok answer", async () => {
    await expect(throwIfResNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });
});

describe("ApiError helpers", () => {
  it("reads the server message, issues and the gate code", () => {
    const gate = new ApiError(403, "Forbidden", '{"message":"Gate required","code":"GATE_REQUIRED"}');
    expect(isGateRequired(gate)).toBe(true);
    expect(serverMessage(gate)).toBe("Gate required");

    const bad = new ApiError(400, "Bad Request", JSON.stringify({
      message: "Invalid input",
      issues: [{ path: "title", message: "Title is required" }, { nope: 1 }],
    }));
    expect(isGateRequired(bad)).toBe(false);
    expect(serverIssues(bad)).toEqual([{ path: "title", message: "Title is required" }]);
  });

  it("has no server message for plain text or network errors", () => {
    expect(serverMessage(new ApiError(502, "Bad Gateway", "upstream down"))).toBeNull();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeNull();
    expect(isGateRequired(new ApiError(403, "Forbidden", '{"message":"no"}'))).toBe(false);
  });
});

describe("pathFromQueryKey", () => {
  it("joins key segments with slashes", () => {
    expect(pathFromQueryKey(["/api/agents", 3, "tasks"])).toBe("/api/agents/3/tasks");
    expect(pathFromQueryKey(["/api/companies"])).toBe("/api/companies");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it("GETs the joined path with credentials and reads JSON", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    const result = await getQueryFn({ on401: "throw" })(context(["/api/agents", 3, "tasks"]));
    expect(result).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/agents/3/tasks");
    expect(init?.credentials).toBe("include");
    expect(init?.method ?? "GET").toBe("GET");
  });

  it("returns null on 401 when asked to", async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/status"]))).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/agents"]))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });
});

describe("apiRequest", () => {
  it("sends JSON bodies with the JSON content type and cookies", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest("POST", "/api/tasks", { title: "A" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/tasks");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe('{"title":"A"}');
  });

  it("sends no content type without a body", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({});
    expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
  });
});

describe("endpoints", () => {
  const tasks = endpoint("GET", "/api/agents/:id/tasks", z.array(z.object({ id: z.number() })));
  const outreach = endpoint("GET", "/api/marketing/outreach", z.object({}));

  it("key the answer by the path's segments (joined by / they are the path), the query string's values last", () => {
    expect(endpointKey(tasks, { id: 3 })).toEqual(["/api/agents", 3, "tasks"]);
    expect(pathFromQueryKey(endpointKey(tasks, { id: 3 }))).toBe(endpointUrl(tasks, { id: 3 }));
    expect(endpointKey(outreach)).toEqual(["/api/marketing/outreach"]);
    expect(endpointKey(outreach, {}, { targetType: "adjuster", empty: undefined })).toEqual(["/api/marketing/outreach", { targetType: "adjuster" }]);
    expect(endpointUrl(outreach, {}, { targetType: "adjuster", empty: undefined })).toBe("/api/marketing/outreach?targetType=adjuster");
    expect(() => endpointKey(tasks)).toThrow("missing path parameter id");
  });

  it("are called with cookies and parsed with their schema; a file goes as it is with its content type", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1, extra: true }]));
    await expect(callEndpoint(tasks, { params: { id: 3 } })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/agents/3/tasks");
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe("include");

    const upload = endpoint("POST", "/api/hail-reports/import", z.object({ ok: z.boolean() }));
    const file = new Blob(["a,b"], { type: "text/csv" });
    stubFetch(Response.json({ ok: true }));
    await callEndpoint(upload, { query: { fileName: "x.csv" }, body: file, contentType: "text/csv" });
    const [url, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as Parameters<typeof fetch>;
    expect(url).toBe("/api/hail-reports/import?fileName=x.csv");
    expect(init?.headers).toEqual({ "Content-Type": "text/csv" });
    expect(init?.body).toBe(file);
  });
});

describe("failure texts", () => {
  const answer = (status: number, body: string) => new ApiError(status, "Bad Gateway", body);

  it("errorMessage: the server's message, else the error's own text", () => {
    expect(errorMessage(answer(502, '{"message":"Model unavailable"}'))).toBe("Model unavailable");
    expect(errorMessage(answer(502, "upstream down"))).toBe("502: upstream down");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("withServerReason: the failure with the server's reason when it gave one", () => {
    expect(withServerReason("Translation failed", answer(502, '{"message":"Model unavailable"}'))).toBe("Translation failed: Model unavailable");
    expect(withServerReason("Translation failed", answer(502, ""))).toBe("Translation failed");
  });

  it("rethrowApiError rewords error answers only; the gate and network failures pass unchanged", async () => {
    const reword = rethrowApiError((e) => `Command failed: ${serverMessage(e) ?? (e.responseText || e.statusText)}`);
    await expect(Promise.reject(answer(502, "")).catch(reword)).rejects.toThrow(/^Command failed: Bad Gateway$/);
    await expect(Promise.reject(answer(400, '{"message":"Command is required"}')).catch(reword)).rejects.toThrow(/^Command failed: Command is required$/);
    const gate = new ApiError(403, "Forbidden", '{"message":"Gate required","code":"GATE_REQUIRED"}');
    await expect(Promise.reject(gate).catch(reword)).rejects.toBe(gate);
    const offline = new TypeError("Failed to fetch");
    await expect(Promise.reject(offline).catch(reword)).rejects.toBe(offline);
  });
});
