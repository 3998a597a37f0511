import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/**
 * Placeholder for the Contract Translation Service (spec 03 §2.4), which the
 * agents release (issue 3) delivers at this path; the lead takes that file at merge.
 */
export function ContractTranslator() {
  const { t } = useTranslation();
  return (
    <Card data-testid="contract-translator">
      <CardHeader>
        <CardTitle className="text-base">{t("admin.contractTranslatorTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-600">{t("admin.contractTranslatorPending")}</CardContent>
    </Card>
  );
}
