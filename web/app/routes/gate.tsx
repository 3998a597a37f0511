import { Redirect, useLocation } from "wouter";
import { PublicPage } from "@web/components/layout/public-page";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useGateStatus } from "@web/features/auth/api/get-gate-status";
import { GateForm } from "@web/features/auth/components/gate-form";

export const AFTER_GATE_PATH = "/login";

/** /gate: the site password gate; on success it goes to /login. */
export default function GateRoute() {
  const [, navigate] = useLocation();
  const gate = useGateStatus();

  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.data && (!gate.data.enabled || gate.data.passed)) {
    return <Redirect to={AFTER_GATE_PATH} replace />;
  }
  return (
    <PublicPage>
      <GateForm demoHint={gate.data?.demoHint ?? null} onPassed={() => navigate(AFTER_GATE_PATH)} />
    </PublicPage>
  );
}
