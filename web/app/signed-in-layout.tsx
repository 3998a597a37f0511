import type { ReactNode } from "react";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { SupportWidget } from "@web/features/support/components/support-widget";

/** Every signed-in page: the sign-in screen until the user is signed in, then the page with the floating support chat and feedback (issue 3). */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      {children}
      <SupportForSignedInUser />
    </RequireAuth>
  );
}

function SupportForSignedInUser() {
  const { user } = useAuthStatus();
  return user && <SupportWidget userEmail={user.email} companyId={user.companyId ?? null} />;
}
