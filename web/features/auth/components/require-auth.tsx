import type { ReactNode } from "react";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useAuthStatus } from "../api/get-auth-status";
import { LoginScreen } from "./login-screen";

/** Protected screens: a spinner while the status loads, the sign-in screen when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  if (status.isPending) return <FullScreenSpinner />;
  if (!status.isAuthenticated) return <LoginScreen />;
  return <>{children}</>;
}
