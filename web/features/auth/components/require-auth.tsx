import type { ReactNode } from "react";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useAuthStatus } from "../api/get-auth-status";
import { LoginScreen } from "./login-screen";
import { SupportWidget } from "@web/features/support/components/support-widget";

/** Protected screens: a spinner while the status loads, the sign-in screen when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  if (status.isPending) return <FullScreenSpinner />;
  if (!status.isAuthenticated) return <LoginScreen />;
  return (
    <>
      {children}
      {/* The floating support chat and feedback on every signed-in page (issue 3). */}
      <SupportWidget userEmail={status.user!.email} companyId={status.user!.companyId ?? null} />
    </>
  );
}
