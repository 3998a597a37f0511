import { Inbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OutboundStatus } from "@contract/outbox";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { serverMessage } from "@web/lib/api";
import { cn } from "@web/lib/utils";
import { useApprovals } from "../api/get-approvals";
import { ApprovalItem } from "./approval-item";

const FILTERS: (OutboundStatus | "all")[] = ["drafted", "approved", "sent", "failed", "rejected", "all"];

/** The queue, by status: drafts first (what needs a person), then the rest. */
export function ApprovalQueue() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutboundStatus | "all">("drafted");
  const q = useApprovals(filter === "all" ? undefined : filter);
  const counts = q.data?.counts;
  return (
    <section className="grid gap-3" aria-labelledby="queue-title">
      <h2 id="queue-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Inbox className="size-5 text-blue-600" aria-hidden="true" /> {t("approvals.queue")}
      </h2>
      {/* The filters wrap onto a second line on a phone rather than scroll sideways out of sight. */}
      <div className="flex flex-wrap gap-1 rounded-md bg-slate-100 p-1" role="group" aria-label={t("approvals.filter")}>
        {FILTERS.map((f) => (
          <button key={f} type="button" onClick={() => setFilter(f)} aria-pressed={filter === f} data-testid={`filter-${f}`}
            className={cn("whitespace-nowrap rounded px-3 py-1.5 text-sm", filter === f ? "bg-white font-medium text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")}>
            {t(`approvals.filters.${f}`)}
            {f !== "all" && counts ? ` (${f === "approved" ? counts.approved + counts.sending : counts[f]})` : ""}
          </button>
        ))}
      </div>
      {q.isPending && <Spinner />}
      {q.isError && <Alert variant="destructive"><AlertDescription>{serverMessage(q.error) ?? t("approvals.actionFailed")}</AlertDescription></Alert>}
      {q.data && q.data.items.length === 0 && <p className="text-sm text-slate-600" data-testid="queue-empty">{t(`approvals.empty.${filter}`)}</p>}
      <div className="grid gap-3">
        {q.data?.items.map((item) => <ApprovalItem key={`${item.id}-${item.updatedAt}`} item={item} />)}
      </div>
    </section>
  );
}
