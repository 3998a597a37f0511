import { useEffect, type ReactNode } from "react";
import { Redirect } from "wouter";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useGateStatus } from "@web/features/auth/api/get-gate-status";
import { withNext } from "@web/lib/return-to";
import { GATE_PATH } from "./provider";

/** Operator pages check the site gate first and go to /gate (remembering where they were going) while it is on and not passed. */
export function GateGuard({ children }: { children: ReactNode }) {
  const gate = useGateStatus();
  useEffect(() => {
    if (gate.error) console.error("Failed to read the gate status", gate.error);
  }, [gate.error]);

  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.data && gate.data.enabled && !gate.data.passed) return <Redirect to={withNext(GATE_PATH, window.location.pathname + window.location.search)} replace />;
  return <>{children}</>;
}
