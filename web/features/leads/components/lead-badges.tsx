import { useTranslation } from "react-i18next";
import type { LeadSummary } from "@contract/leads";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { formatMoney, intlLocale } from "@web/lib/format";

const STATUS_VARIANT: Record<LeadSummary["status"], BadgeProps["variant"]> = {
  new: "default",
  contacted: "warning",
  qualified: "secondary",
  converted: "success",
  lost: "destructive",
};

export function LeadStatusBadge({ status }: { status: LeadSummary["status"] }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`leads.status.${status}`)}</Badge>;
}

export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" title={t("sampleData.tooltip")}>
      {t("sampleData.badge")}
    </Badge>
  );
}

export const money = formatMoney;

export const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
