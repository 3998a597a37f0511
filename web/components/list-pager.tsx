import { Button } from "@web/components/ui/button";

const off = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/**
 * Previous / Next for a list paged on the server (decision 094). Buttons, so Tab and Enter work;
 * an unavailable one is aria-disabled rather than disabled, so the focus stays on it when the list
 * reaches its first or last page, and a click while a page loads does nothing.
 */
export function ListPager(props: {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious(): void;
  onNext(): void;
  labels: { nav: string; page: string; previous: string; next: string };
}) {
  if (props.page <= 1 && !props.hasNext) return null;
  const canPrevious = props.page > 1 && !props.busy;
  const canNext = props.hasNext && !props.busy;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={props.labels.nav} data-testid="list-pager">
      <Button variant="outline" className={off} aria-disabled={!canPrevious} onClick={() => canPrevious && props.onPrevious()}>
        {props.labels.previous}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite">{props.labels.page}</span>
      <Button variant="outline" className={off} aria-disabled={!canNext} onClick={() => canNext && props.onNext()}>
        {props.labels.next}
      </Button>
    </nav>
  );
}
