import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isApiError, isGateRequired } from "./api";

type GateRequiredHandler = () => void;
let onGateRequired: GateRequiredHandler | null = null;

/** The app layer registers what happens when any call answers 403 GATE_REQUIRED. */
export function setGateRequiredHandler(handler: GateRequiredHandler | null): void {
  onGateRequired = handler;
}

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler | null = null;

/**
 * The app layer registers what happens when any call answers 401: the session ended
 * (signed out elsewhere, password changed, user disabled), so the page goes to sign-in.
 */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler | null): void {
  onUnauthenticated = handler;
}

function handleError(error: unknown): void {
  if (isGateRequired(error)) onGateRequired?.();
  else if (isApiError(error) && error.status === 401) onUnauthenticated?.();
}

/** Spec 01 §7: no retries, no refetch on focus, no polling, data never stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
