import { CompanyAdminLinks } from "@web/components/layout/company-admin-links";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";

/** The "Company Admin" links, with users and the audit log for a signed-in admin. */
export function CompanyAdminLinksForUser() {
  const { user } = useAuthStatus();
  return <CompanyAdminLinks userAdmin={user?.role === "admin"} />;
}
