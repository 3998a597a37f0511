import i18next, { type i18n as I18n } from "i18next";
import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { OutboundMessage } from "@contract/outbox";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { serverMessage } from "@web/lib/api";
import { useApproveDraft, useEditDraft, useRejectDraft } from "../api/draft-actions";
import { formatDateTime, formatDay } from "@web/lib/format";
import { formatPhone } from "@web/lib/phone";
import { localizeServerText } from "@web/lib/server-text";

const STATUS_VARIANT = { drafted: "warning", approved: "default", sending: "default", sent: "success", rejected: "secondary", failed: "destructive" } as const;

/** A storm campaign's stored name ("Storm 2026-05-10") in the reader's language. */
function campaignLabel(name: string, t: (key: string, options?: Record<string, unknown>) => string) {
  const day = /^Storm (\d{4}-\d{2}-\d{2})$/.exec(name)?.[1];
  return day ? t("approvals.campaigns.name", { day: formatDay(day, i18next.language) }) : name;
}

/**
 * Why the draft was made, in the reader's language: from its code and figures when it has one
 * (decision 111), else as stored. A report's kind is named from the reports' catalog.
 */
export function approvalReason(item: Pick<OutboundMessage, "reason" | "reasonCode" | "reasonParams">, i18n: I18n) {
  if (!item.reasonCode) return item.reason;
  const params = { ...(item.reasonParams ?? {}) };
  if (typeof params.kind === "string") params.title = i18n.t(`liveHub.reports.kind.${params.kind}`);
  // A stored day (a storm's, a report's) is written as the reader writes dates by localizeServerText.
  return localizeServerText({ message: item.reason, code: item.reasonCode, params }, i18n);
}

/** One item of the queue: the draft, who it goes to and why; edit, approve or reject while it is a draft. */
export function ApprovalItem({ item }: { item: OutboundMessage }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveDraft();
  const reject = useRejectDraft();
  const edit = useEditDraft();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(item.body);
  const [vars, setVars] = useState(item.template?.variables ?? []);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "");
  const failure = approve.error ?? reject.error ?? edit.error;
  const isDraft = item.status === "drafted";
  // WhatsApp recipients are stored as digits with the country code: shown as the reader writes them.
  const address = item.channel === "whatsapp" ? formatPhone(`+${item.recipient}`, i18n.language) : item.recipient;
  // A name the product gave (a page, a channel) in the reader's language; a person's as stored.
  const name = item.recipientName ? localizeServerText({ message: item.recipientName, code: item.recipientNameCode, params: item.recipientNameParams }) : null;
  // A page's own address ("linkedin:company") is a code, not something a reader writes: the name says it.
  const who = name ? (item.channel === "linkedin" ? name : `${name} · ${address}`) : address;
  // A seeded agent by its name in a sentence ("el Agente de redes sociales"), another by its role.
  const drafter = !item.agentRole
    ? t(`approvals.by.${item.draftedBy}`)
    : i18n.exists(`agentNamesInSentence.${item.agentRole}`)
      ? t(`agentNamesInSentence.${item.agentRole}`)
      : t("approvals.agent", { role: item.agentRole.toUpperCase() });

  function save() {
    edit.mutate(item.template ? { id: item.id, templateVariables: vars } : { id: item.id, body }, { onSuccess: () => setEditing(false) });
  }

  return (
    <Card data-testid="approval-item" data-status={item.status} data-kind={item.kind}>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_VARIANT[item.status]} data-testid="approval-status">{t(`approvals.status.${item.status}`)}</Badge>
          <Badge variant="outline">{t(`approvals.kind.${item.kind}`)}</Badge>
          {item.campaignName && <Badge variant="secondary">{campaignLabel(item.campaignName, t)}</Badge>}
          <span className="text-xs text-slate-500">
            {t("approvals.draftedBy", { who: drafter, when: when(item.createdAt) })}
          </span>
        </div>
        <div className="grid gap-1 text-sm">
          <p className="break-words font-medium text-slate-900" data-testid="approval-recipient">
            {t("approvals.to")}: {who}
          </p>
          <p className="break-words text-slate-600" data-testid="approval-reason">
            <span className="font-medium">{t("approvals.why")}:</span> {approvalReason(item, i18n)}
          </p>
          {item.propertyId != null && (
            <p className="text-sm">
              <Link className="text-blue-700 underline" href={`/properties/${item.propertyId}/hail-report`} data-testid="approval-hail-report">
                {t("approvals.hailReport")}
              </Link>
            </p>
          )}
          {item.template && (
            <p className="text-xs text-slate-500">
              {t("approvals.template")}: <code>{item.template.name}</code> ({item.template.language})
            </p>
          )}
        </div>
        {editing && !item.template ? (
          <Textarea aria-label={t("approvals.message")} value={body} onChange={(e) => setBody(e.target.value)} rows={5} data-testid="approval-edit-body" />
        ) : editing && item.template ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {vars.map((v, i) => (
              <Input key={i} aria-label={t("approvals.variable", { n: i + 1 })} value={v} onChange={(e) => setVars(vars.map((x, j) => (j === i ? e.target.value : x)))} />
            ))}
          </div>
        ) : (
          // The message as it will be sent, in the language it was written for: quoted, never translated.
          <blockquote className="whitespace-pre-wrap break-words rounded-md border-l-4 border-blue-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="approval-body" translate="no">
            {item.body}
          </blockquote>
        )}
        {item.status === "failed" && item.lastError && (
          <Alert variant="destructive" data-testid="approval-error">
            <AlertDescription>
              {t("approvals.failedAfter", { count: item.attempts })}: {item.lastError}
            </AlertDescription>
          </Alert>
        )}
        {item.status === "approved" && item.lastError && <p className="text-sm text-amber-700">{t("approvals.retrying", { count: item.attempts })}: {item.lastError}</p>}
        {(item.approvedAt || item.rejectedAt || item.sentAt) && (
          <p className="text-xs text-slate-500" data-testid="approval-audit">
            {item.approvedAt && (item.approvedVia === "rule" ? t("approvals.approvedByRule", { when: when(item.approvedAt) }) : t("approvals.approvedBy", { who: item.approvedBy?.name ?? "", when: when(item.approvedAt) }))}
            {item.rejectedAt && t("approvals.rejectedBy", { who: item.rejectedBy?.name ?? "", when: when(item.rejectedAt) }) + (item.rejectReason ? ` — ${item.rejectReason}` : "")}
            {item.sentAt && ` · ${t("approvals.sentAt", { when: when(item.sentAt) })}`}
          </p>
        )}
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{serverMessage(failure) ?? t("approvals.actionFailed")}</AlertDescription>
          </Alert>
        )}
        {isDraft && rejecting && (
          <Input aria-label={t("approvals.rejectReason")} placeholder={t("approvals.rejectReason")} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="approval-reject-reason" />
        )}
        {isDraft && (
          <div className="flex flex-wrap gap-2">
            {editing ? (
              <>
                <Button size="sm" onClick={save} disabled={edit.isPending} data-testid="approval-save">{t("approvals.save")}</Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>{t("approvals.cancel")}</Button>
              </>
            ) : rejecting ? (
              <>
                <Button size="sm" variant="destructive" onClick={() => reject.mutate({ id: item.id, reason: reason.trim() || undefined })} disabled={reject.isPending} data-testid="approval-reject-confirm">
                  {t("approvals.confirmReject")}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>{t("approvals.cancel")}</Button>
              </>
            ) : (
              <>
                <Button size="sm" onClick={() => approve.mutate(item.id)} disabled={approve.isPending} data-testid="approval-approve">
                  <Check aria-hidden="true" /> {t("approvals.approve")}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="approval-edit">
                  <Pencil aria-hidden="true" /> {t("approvals.edit")}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(true)} data-testid="approval-reject">
                  <X aria-hidden="true" /> {t("approvals.reject")}
                </Button>
              </>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
