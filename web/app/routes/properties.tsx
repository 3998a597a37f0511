import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { PropertyDetail } from "@web/features/properties/components/property-detail";
import { PropertyList } from "@web/features/properties/components/property-list";
import { ToolPage } from "../tool-page";

/** /properties and /properties/:id: the imported properties and their storm history (decision 070). */
export default function PropertiesRoute() {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  const params = useParams<{ id?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return id ? (
    <ToolPage>
      <Link href="/properties" className="text-sm text-blue-700 hover:underline">← {t("properties.backToList")}</Link>
      <PropertyDetail id={id} />
    </ToolPage>
  ) : (
    <ToolPage>
      <PropertyList isAdmin={user?.role === "admin"} />
    </ToolPage>
  );
}
