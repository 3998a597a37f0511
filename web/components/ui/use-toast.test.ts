import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToasterToast } from "./use-toast";

const make = (id: string): ToasterToast => ({ id, open: true, title: id });

describe("toastReducer", () => {
  it("keeps at most one toast (the newest)", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    state = toastReducer(state, { type: "ADD_TOAST", toast: make("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes on dismiss and drops on remove", () => {
    let state = toastReducer({ toasts: [make("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts[0].open).toBe(false);
    state = toastReducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });

  it("removes dismissed toasts after 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
