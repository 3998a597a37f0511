import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { navigate } from "wouter/use-browser-location";
import { Toaster } from "@web/components/ui/toaster";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { queryClient, setGateRequiredHandler, setUnauthenticatedHandler } from "@web/lib/query-client";
import { authStatusQueryOptions, SIGNED_OUT } from "@web/features/auth/api/get-auth-status";
import { gateStatusQueryOptions } from "@web/features/auth/api/get-gate-status";
import { withNext } from "@web/lib/return-to";

export const GATE_PATH = "/gate";

/** Any call answering 403 GATE_REQUIRED sends the browser to the gate. */
function useGateRequiredRedirect() {
  useEffect(() => {
    setGateRequiredHandler(() => {
      const { queryKey } = gateStatusQueryOptions();
      // Mark the gate as not passed at once (so /gate shows its form), then re-read it.
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, passed: false } : old));
      void queryClient.invalidateQueries({ queryKey });
      if (window.location.pathname !== GATE_PATH) navigate(withNext(GATE_PATH, window.location.pathname + window.location.search), { replace: true });
    });
    return () => setGateRequiredHandler(null);
  }, []);
}

/**
 * Any call answering 401 means the session ended (signed out on another tab or instance,
 * password changed, user disabled): the page shows the sign-in screen at once.
 */
function useUnauthenticatedSignIn() {
  useEffect(() => {
    setUnauthenticatedHandler(() => {
      const { queryKey } = authStatusQueryOptions();
      queryClient.setQueryData(queryKey, SIGNED_OUT);
      // Everything cached belonged to the signed-out user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKey[0] && q.queryKey[0] !== gateStatusQueryOptions().queryKey[0] });
    });
    return () => setUnauthenticatedHandler(null);
  }, []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  useGateRequiredRedirect();
  useUnauthenticatedSignIn();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
