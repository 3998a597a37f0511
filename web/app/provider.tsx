import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { navigate } from "wouter/use-browser-location";
import { Toaster } from "@web/components/ui/toaster";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { queryClient, setGateRequiredHandler } from "@web/lib/query-client";
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

export function AppProvider({ children }: { children: ReactNode }) {
  useGateRequiredRedirect();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
