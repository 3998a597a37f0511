import { useTranslation } from "react-i18next";
import type { Company } from "@contract/companies";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

/** Chooses which company's metrics, data sources, deployments and code quality show. */
export function CompanySelect({
  companies,
  value,
  onChange,
}: {
  companies: readonly Company[];
  value: number | null;
  onChange: (companyId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="company-select" className="sr-only sm:not-sr-only sm:whitespace-nowrap">
        {t("companies.label")}
      </Label>
      <Select
        value={value === null ? "" : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        disabled={companies.length === 0}
      >
        <SelectTrigger id="company-select" className="w-40 sm:w-52" data-testid="company-select">
          <SelectValue placeholder={t("companies.placeholder")} />
        </SelectTrigger>
        <SelectContent>
          {companies.map((company) => (
            <SelectItem key={company.id} value={String(company.id)} data-testid={`company-option-${company.slug}`}>
              {company.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
