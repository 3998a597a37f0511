import { Redirect, useSearch } from "wouter";
import { nextFromSearch } from "@web/lib/return-to";
import { FullScreenSpinner } from "@web/components/ui/spinner";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { AFTER_LOGIN_PATH, LoginScreen } from "@web/features/auth/components/login-screen";

/** /login: the sign-in screen; a signed-in user goes on to the agents hub. */
export default function LoginRoute() {
  const status = useAuthStatus();
  const next = nextFromSearch(useSearch());
  if (status.isPending) return <FullScreenSpinner />;
  if (status.isAuthenticated) return <Redirect to={next ?? AFTER_LOGIN_PATH} replace />;
  return <LoginScreen />;
}
