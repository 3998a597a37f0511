import { Search } from "lucide-react";
import { localizeServerText } from "@web/lib/server-text";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SkipTraceLead } from "@contract/skip-trace";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Figure, StatusPanel } from "@web/components/status-panel";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { addLeadBody, useAddLead } from "../api/add-lead";
import { useBatchTrace } from "../api/batch-trace";
import { usePrioritizedLeads } from "../api/get-prioritized-leads";
import { useSkipTraceMetrics } from "../api/get-skip-trace-metrics";
import { useProcessLead } from "../api/process-lead";
import { formatPhone } from "@web/lib/phone";
import { formatMoney } from "@web/lib/format";

const EMPTY = { propertyAddress: "", ownerName: "", companyName: "", estimatedValue: "", priority: "medium", notes: "" };

/** Spec 02 §3, §5, §9: metrics, add lead, top 5 to trace, batch of 20, ready for outreach (4). */
export function SkipTracePanel() {
  const { t } = useTranslation();
  const metrics = useSkipTraceMetrics(30_000);
  const prio = usePrioritizedLeads();
  const add = useAddLead();
  const process = useProcessLead();
  const batch = useBatchTrace();
  const [form, setForm] = useState(EMPTY);
  const m = metrics.data;
  const canAdd = form.propertyAddress.trim() !== "" && form.ownerName.trim() !== "";
  const fail = (e: unknown) => toastFailure(t("operations.skipTrace.failed"), e);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!canAdd) return;
    add.mutate(addLeadBody(form), { onSuccess: () => { setForm(EMPTY); toast({ title: t("operations.skipTrace.added") }); }, onError: fail });
  }
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <StatusPanel title={t("operations.skipTrace.title")} icon={Search} testId="skip-trace-panel" query={metrics}>
      {m && (
        <div className="grid gap-4 text-sm">
          {!m.provider.connected && <p className="text-slate-600" data-testid="skip-trace-provider">{localizeServerText(m.provider)}</p>}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label={t("operations.skipTrace.total")} value={m.totalLeads} testId="skip-total" />
            <Figure label={t("operations.skipTrace.pending")} value={m.pendingSkipTrace} />
            <Figure label={t("operations.skipTrace.traced")} value={m.successfullyTraced} />
            <Figure label={t("operations.skipTrace.ready")} value={m.readyForOutreach} />
          </div>
          <form className="grid gap-2 sm:grid-cols-2" onSubmit={submit} data-testid="add-lead-form">
            <div className="grid gap-1">
              <Label htmlFor="lead-address">{t("operations.skipTrace.address")}</Label>
              <Input id="lead-address" {...field("propertyAddress")} data-testid="lead-address" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="lead-owner">{t("operations.skipTrace.owner")}</Label>
              <Input id="lead-owner" {...field("ownerName")} data-testid="lead-owner" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="lead-company">{t("operations.skipTrace.company")}</Label>
              <Input id="lead-company" {...field("companyName")} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="lead-value">{t("operations.skipTrace.value")}</Label>
              <Input id="lead-value" inputMode="numeric" {...field("estimatedValue")} data-testid="lead-value" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="lead-priority">{t("operations.skipTrace.priority")}</Label>
              <select id="lead-priority" className="h-9 rounded-md border border-slate-300 bg-white px-2" {...field("priority")}>
                <option value="high">{t("operations.priority.high")}</option>
                <option value="medium">{t("operations.priority.medium")}</option>
                <option value="low">{t("operations.priority.low")}</option>
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="lead-notes">{t("operations.skipTrace.notes")}</Label>
              <Input id="lead-notes" {...field("notes")} />
            </div>
            <Button type="submit" className="sm:col-span-2" disabled={!canAdd || add.isPending} data-testid="add-lead-submit">
              {t("operations.skipTrace.add")}
            </Button>
          </form>
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">{t("operations.skipTrace.top")}</h3>
              <Button
                size="sm"
                variant="outline"
                disabled={batch.isPending || !m.canTrace || (prio.data?.prioritizedLeads.length ?? 0) === 0}
                onClick={() => batch.mutate([], { onSuccess: (r) => toast({ title: r.message }), onError: fail })}
                data-testid="batch-trace"
              >
                {t("operations.skipTrace.batch")}
              </Button>
            </div>
            <LeadList leads={prio.data?.prioritizedLeads ?? []} empty={t("operations.skipTrace.noneToTrace")} onTrace={m.canTrace ? (id) => process.mutate(id, { onSuccess: (r) => toast({ title: r.message }), onError: fail }) : undefined} />
            <h3 className="font-medium">{t("operations.skipTrace.readyList", { count: prio.data?.outreachReadyCount ?? 0 })}</h3>
            <LeadList leads={prio.data?.readyForOutreach ?? []} empty={t("operations.skipTrace.noneReady")} />
          </div>
        </div>
      )}
    </StatusPanel>
  );
}

function LeadList({ leads, empty, onTrace }: { leads: SkipTraceLead[]; empty: string; onTrace?: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  if (leads.length === 0) return <p className="text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-2" data-testid="lead-list">
      {leads.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2">
          <div className="min-w-0">
            <div className="truncate font-medium">{l.propertyAddress}</div>
            <div className="text-xs text-slate-500">
              {/* A lead without an estimate (stored as 0) says so, never "$0" (as on the lead's page). */}
              {l.ownerName} · {l.estimatedValue > 0 ? formatMoney(l.estimatedValue, i18n.language) : t("leads.detail.notEstimated")} · {t(`operations.priority.${l.priority}`)}
              {l.contactInfo && ` · ${l.contactInfo.phone ? formatPhone(l.contactInfo.phone, i18n.language) : (l.contactInfo.email ?? "")}${l.contactInfo.confidenceScore != null ? ` (${l.contactInfo.confidenceScore}%)` : ""}`}
            </div>
            {l.traceError && <div className="text-xs text-red-700">{l.traceError}</div>}
          </div>
          {onTrace && l.traceStatus !== "traced" && (
            <Button size="sm" variant="outline" disabled={l.traceStatus === "queued"} onClick={() => onTrace(l.id)}>
              {l.traceStatus === "queued" ? <Badge variant="secondary">{t("operations.skipTrace.queued")}</Badge> : t("operations.skipTrace.trace")}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
