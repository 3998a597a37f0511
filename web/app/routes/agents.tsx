import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { buttonVariants } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";

/** /agents: the agents hub (spec 02); for now its title and the way to the live dashboard. */
export default function AgentsRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <ComingSoonPage
        title={t("pages.agents")}
        actions={
          <Link href="/dashboard" className={buttonVariants()} data-testid="open-dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t("home.liveDashboard")}
          </Link>
        }
      />
    </RequireAuth>
  );
}
