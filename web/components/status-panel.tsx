import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { SkeletonLines } from "@web/components/ui/skeleton";
import { serverMessage } from "@web/lib/api";
import { intlLocale } from "@web/lib/format";

/** A card with a title, an optional badge or actions, and the loading / error states of a query. */
export function StatusPanel({
  title,
  icon: Icon,
  testId,
  sample = false,
  query,
  badge,
  children,
}: {
  title: string;
  icon: LucideIcon;
  testId: string;
  sample?: boolean;
  query?: { isPending: boolean; isError: boolean; error?: unknown };
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-blue-600" aria-hidden="true" />
          {title}
        </CardTitle>
        <div className="flex items-center gap-2">
          {badge}
          {sample && <SampleDataBadge />}
        </div>
      </CardHeader>
      <CardContent>
        {query?.isPending ? (
          <SkeletonLines />
        ) : query?.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{serverMessage(query.error) ?? t("panels.loadFailed")}</AlertDescription>
          </Alert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** Formats a figure in the page's language with its unit; null reads "Not tracked" rather than a made-up number. */
export function useFigureFormat() {
  const { t, i18n } = useTranslation();
  return (v: number | null | undefined, unit = "") => {
    if (v == null) return t("operations.notTracked");
    // Two decimals at most ("13.37 ms", not "13.372 ms"), as the health panel writes its timings.
    const n = v.toLocaleString(intlLocale(i18n.language), { maximumFractionDigits: 2 });
    // A percentage as the page's language writes it ("98.4%", "98.4 %"), as on the health panel.
    return unit === "%" ? t("liveHub.percent", { value: n }) : `${n}${unit}`;
  };
}

/** One labelled figure; a null value reads "Not tracked" rather than a made-up number. */
export function Figure({ label, value, testId, tone }: { label: string; value: ReactNode; testId?: string; tone?: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <div className="text-xs text-slate-500">{label}</div>
      <div className={`text-lg font-semibold ${tone ?? "text-slate-900"}`} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
