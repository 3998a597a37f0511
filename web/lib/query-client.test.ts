import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, setGateRequiredHandler } from "./query-client";

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
});
