import { Redirect, useLocation, useSearch } from "wouter";
import { nextFromSearch } from "@web/lib/return-to";
import { PublicPage } from "@web/components/layout/public-page";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useGateStatus } from "@web/features/auth/api/get-gate-status";
import { GateForm } from "@web/features/auth/components/gate-form";

export const AFTER_GATE_PATH = "/login";

/** /gate: the site password gate; on success it goes to the page asked for (?next=), else /login. */
export default function GateRoute() {
  const [, navigate] = useLocation();
  const gate = useGateStatus();
  // The page asked for before the gate: protected pages show the sign-in in place, so it goes straight there.
  const after = nextFromSearch(useSearch()) ?? AFTER_GATE_PATH;

  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.data && (!gate.data.enabled || gate.data.passed)) {
    return <Redirect to={after} replace />;
  }
  return (
    <PublicPage>
      <GateForm demoHint={gate.data?.demoHint ?? null} onPassed={() => navigate(after)} />
    </PublicPage>
  );
}
