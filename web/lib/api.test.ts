import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  getQueryFn,
  isGateRequired,
  pathFromQueryKey,
  serverIssues,
  serverMessage,
  throwIfResNotOk,
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
