import { Tabs as TabsPrimitive } from "radix-ui";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@web/lib/utils";

/** Radix tabs: arrow keys move between triggers, Home/End jump (keyboard use). */
export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs scrolls sideways when it is wider than its place (a phone); a fade and an arrow
 * at the edge that hides more tabs say that more follow (issue 19), and disappear at the end.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure]);
  // The labels change with the language: measure again after every render (cheap, no state change when equal).
  useEffect(measure);
  return (
    <div className="relative" data-testid="tabs-row" data-more-before={more.before} data-more-after={more.after}>
      <TabsPrimitive.List
        ref={ref}
        className={cn("flex w-full gap-1 overflow-x-auto rounded-md bg-slate-100 p-1 text-slate-600", className)}
        {...props}
      />
      {more.before && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center rounded-l-md bg-gradient-to-r from-slate-100 via-slate-100/80 to-transparent text-slate-500">
          <ChevronLeft className="size-4" />
        </div>
      )}
      {more.after && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex w-8 items-center justify-end rounded-r-md bg-gradient-to-l from-slate-100 via-slate-100/80 to-transparent text-slate-500" data-testid="tabs-more">
          <ChevronRight className="size-4" />
        </div>
      )}
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "shrink-0 rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4 focus-visible:outline-none", className)} {...props} />;
}
