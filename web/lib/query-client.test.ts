import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, setGateRequiredHandler, setUnauthenticatedHandler } from "./query-client";

describe("createQueryClient", () => {
  it("applies the spec 01 §7 defaults", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations?.retry).toBe(false);
  });

  it("calls the gate handler when a call answers 403 GATE_REQUIRED", async () => {
    const handler = vi.fn();
    setGateRequiredHandler(handler);
    const client = createQueryClient();
    const gateError = new ApiError(403, "Forbidden", '{"message":"Gate","code":"GATE_REQUIRED"}');
    await client.fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(gateError) }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    await client
      .fetchQuery({ queryKey: ["y"], queryFn: () => Promise.reject(new ApiError(500, "Oops", "")) })
      .catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    setGateRequiredHandler(null);
  });

  it("calls the sign-in handler when a query or mutation answers 401 (the session ended elsewhere)", async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    const client = createQueryClient();
    const unauthenticated = new ApiError(401, "Unauthorized", '{"message":"Authentication required","code":"UNAUTHENTICATED"}');
    await client.fetchQuery({ queryKey: ["a"], queryFn: () => Promise.reject(unauthenticated) }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(unauthenticated) }).execute(undefined).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(2);
    await client.fetchQuery({ queryKey: ["b"], queryFn: () => Promise.reject(new ApiError(403, "Forbidden", '{"code":"FORBIDDEN"}')) }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(2);
    setUnauthenticatedHandler(null);
  });
});
