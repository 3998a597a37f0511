import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { PropertyHailReport } from "@web/features/properties/components/hail-report";
import { PropertyDetail } from "@web/features/properties/components/property-detail";
import { PropertyList } from "@web/features/properties/components/property-list";
import { ToolPage } from "../tool-page";

/**
 * /properties and /properties/:id: the imported properties and their storm history (decision 070);
 * /properties/:id/hail-report: the property's printable hail history, a document without the frame (issue 20).
 */
export default function PropertiesRoute() {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  const params = useParams<{ id?: string; sub?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  if (id && params.sub === "hail-report")
    return (
      <RequireAuth>
        <PropertyHailReport id={id} />
      </RequireAuth>
    );
  return id ? (
    <ToolPage crumb={t("properties.detailCrumb", { id })}>
      <Link href="/properties" className="text-sm text-blue-700 hover:underline">← {t("properties.backToList")}</Link>
      <PropertyDetail id={id} />
    </ToolPage>
  ) : (
    <ToolPage>
      <PropertyList isAdmin={user?.role === "admin"} />
    </ToolPage>
  );
}
