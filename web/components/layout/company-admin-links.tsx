import { Building2, History, Home, Inbox, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

/** "Company Admin": the admin areas of the two managed platforms; for admins also users and the audit log (issue 13). */
export function CompanyAdminLinks({ userAdmin = false }: { userAdmin?: boolean }) {
  const { t } = useTranslation();
  const links = [
    { href: "/roofstrike", label: t("companyAdmin.roofstrike"), icon: Home, testId: "admin-link-roofstrike" },
    { href: "/dealengineai", label: t("companyAdmin.dealengineai"), icon: Building2, testId: "admin-link-dealengineai" },
    { href: "/approvals", label: t("approvals.nav"), icon: Inbox, testId: "admin-link-approvals" },
    ...(userAdmin
      ? [
          { href: "/admin/users", label: t("companyAdmin.users"), icon: Users, testId: "admin-link-users" },
          { href: "/admin/audit-log", label: t("companyAdmin.auditLog"), icon: History, testId: "admin-link-audit-log" },
        ]
      : []),
  ];
  return (
    <ul className="grid gap-1">
      {links.map(({ href, label, icon: Icon, testId }) => (
        <li key={href}>
          <Link
            href={href}
            data-testid={testId}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <Icon className="size-4 text-slate-500" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
