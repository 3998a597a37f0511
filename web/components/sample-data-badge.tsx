import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip";

/** Marks figures that are seeded sample rows rather than live data. */
export function SampleDataBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="warning" tabIndex={0} data-testid="sample-data-badge">
          {t("sampleData.badge")}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{t("sampleData.tooltip")}</TooltipContent>
    </Tooltip>
  );
}
