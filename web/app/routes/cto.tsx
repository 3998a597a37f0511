import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompanyAdminLinks } from "@web/components/layout/company-admin-links";
import { DashboardLayout } from "@web/components/layout/dashboard-layout";
import { MenuLinks } from "@web/components/layout/menu-links";
import { SidebarSection } from "@web/components/layout/sidebar-section";
import { LanguageSwitch } from "@web/components/language-switch";
import { Alert, AlertDescription, AlertTitle } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { SignedInUser } from "@web/features/auth/components/signed-in-user";
import { ConnectionCard } from "@web/features/cto/components/connection-card";
import { RevenueCards } from "@web/features/cto/components/revenue-cards";
import { SkipTraceCard } from "@web/features/skip-trace/components/skip-trace-card";
import { ActionItemsCard, StaticHealthCard } from "@web/features/cto/components/static-cards";

const CTO_QUERIES = ["/api/stripe/status", "/api/stripe/metrics", "/api/slack/status", "/api/whatsapp/status", "/api/skip-trace/metrics"];

/** /cto: the CTO System Dashboard (spec 03 §2.5). */
export default function CtoRoute() {
  return (
    <RequireAuth>
      <CtoDashboard />
    </RequireAuth>
  );
}

function CtoDashboard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const refreshAll = () => Promise.all(CTO_QUERIES.map((key) => qc.invalidateQueries({ queryKey: [key] })));
  return (
    <DashboardLayout
      title={t("pages.cto")}
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      headerActions={
        <>
          <Button type="button" variant="outline" onClick={refreshAll}>
            <RefreshCw className="size-4" aria-hidden="true" /> {t("cto.refreshAll")}
          </Button>
          <LanguageSwitch />
        </>
      }
      sidebar={
        <>
          <SidebarSection title={t("sidebar.companyAdmin")}><CompanyAdminLinks /></SidebarSection>
          <SidebarSection title={t("sidebar.menu")}><MenuLinks /></SidebarSection>
        </>
      }
      sidebarFooter={<SignedInUser />}
    >
      <div className="grid grid-cols-1 gap-4">
        <Alert variant="info" role="note" data-testid="integrity-notice">
          <AlertTitle className="flex items-center gap-2">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t("cto.integrityTitle")}
          </AlertTitle>
          <AlertDescription>{t("cto.integrityBody")}</AlertDescription>
        </Alert>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <ConnectionCard title={t("cto.stripe")} path="/api/stripe/status" testId="status-stripe" />
          <ConnectionCard title={t("cto.slack")} path="/api/slack/status" testId="status-slack" />
          <ConnectionCard title={t("cto.whatsapp")} path="/api/whatsapp/status" testId="status-whatsapp" />
        </div>
        <section aria-labelledby="revenue-title">
          <h2 id="revenue-title" className="mb-2 text-lg font-semibold">{t("cto.revenueTitle")}</h2>
          <RevenueCards />
        </section>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <SkipTraceCard />
          <StaticHealthCard />
          <ActionItemsCard />
        </div>
      </div>
    </DashboardLayout>
  );
}
