import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";

/** A dashboard panel: title with icon, optional "Sample data" badge, and load states. */
export function Panel({
  title,
  icon: Icon,
  testId,
  sample,
  isPending,
  isError,
  children,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  testId: string;
  sample: boolean;
  isPending: boolean;
  isError: boolean;
  children: ReactNode;
  /** Shown whatever the load state (e.g. the fixed weekly report schedule). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-blue-600" aria-hidden="true" />
          {title}
        </CardTitle>
        {sample && <SampleDataBadge />}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t("panels.loadFailed")}</AlertDescription>
          </Alert>
        ) : (
          children
        )}
        {footer}
      </CardContent>
    </Card>
  );
}

export function PanelEmpty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="py-4 text-center text-sm text-slate-500" data-testid={testId}>
      {children}
    </p>
  );
}
