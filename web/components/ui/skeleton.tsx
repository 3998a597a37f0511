import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/utils";

/** A grey placeholder where content is loading: never a zero or a name before the data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-slate-200", className)} aria-hidden="true" data-testid="skeleton" />;
}

/** A few skeleton lines, announced once as "Loading…". */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn("grid gap-2", className)}>
      <span className="sr-only">{t("common.loading")}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn("h-4", i % 3 === 1 ? "w-2/3" : i % 3 === 2 ? "w-5/6" : "w-full")} />
      ))}
    </div>
  );
}
