import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <LoaderCircle className="size-5 animate-spin text-slate-500" aria-hidden="true" />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </span>
  );
}

/** A centred spinner filling the screen, shown while a page or the sign-in status loads. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-spinner">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
