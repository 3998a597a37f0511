import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { leadSettableStatusSchema, type LeadDetail as LeadDetailData } from "@contract/leads";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { FieldError, Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { formatDay, formatMoney } from "@web/lib/format";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage, isApiError, withServerReason } from "@web/lib/api";
import { useConvertLead } from "../api/convert-lead";
import { useLead } from "../api/get-lead";
import { useLeadOwners } from "../api/get-lead-owners";
import { useUpdateLead } from "../api/update-lead";
import { enumLabel } from "@web/lib/enum-label";
import { dateTime, LeadStatusBadge, money, SampleBadge } from "./lead-badges";
import { agentName } from "@web/lib/agent-name";
import { formatPhone } from "@web/lib/phone";

const selectClass = "h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";
/** The statuses a person sets here ("converted" is its own action). */
const MOVABLE = leadSettableStatusSchema.options;

/** /leads/:id: the lead, its hail evidence, consent and timeline, and the operator's actions. */
export function LeadDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const lead = useLead(id);
  if (lead.isPending) return <Spinner />;
  if (lead.isError)
    return <Alert variant="destructive">{isApiError(lead.error) && lead.error.status === 404 ? t("leads.detail.notFound") : `${t("leads.loadFailed")} ${errorMessage(lead.error)}`}</Alert>;
  const d = lead.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-4">
        <Summary d={d} />
        <Evidence d={d} />
        <Timeline d={d} />
      </div>
      <div className="grid content-start gap-4">
        <Actions d={d} />
        <Consent d={d} />
      </div>
    </div>
  );
}

function Summary({ d }: { d: LeadDetailData }) {
  const { t, i18n } = useTranslation();
  const l = d.lead;
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <LeadStatusBadge status={l.status} />
          <span className="text-xs text-slate-600">
            {t(`leads.source.${l.source}`)} · {t(`leads.platform.${l.platform}`)}
          </span>
          {l.isSample && <SampleBadge />}
          {l.optedOutAt && <span className="text-xs font-medium text-red-700">{t("leads.optedOut")}</span>}
        </div>
        <CardTitle className="break-words">{l.propertyAddress || l.ownerName || t("leads.noAddress")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {l.ownerName && l.ownerName !== l.companyName && (
            <>
              <dt className="text-slate-600">{t("leads.detail.ownerName")}</dt>
              <dd>{l.ownerName}</dd>
            </>
          )}
          {l.companyName && (
            <>
              <dt className="text-slate-600">{t("leads.detail.company")}</dt>
              <dd>{l.companyName}</dd>
            </>
          )}
          <dt className="text-slate-600">{t("leads.detail.phone")}</dt>
          <dd>{l.contactPhone ? <a className="underline" href={`tel:${l.contactPhone}`}>{formatPhone(l.contactPhone, i18n.language)}</a> : "—"}</dd>
          <dt className="text-slate-600">{t("leads.detail.email")}</dt>
          <dd className="break-all">{l.contactEmail ?? "—"}</dd>
          {l.zipCode && (
            <>
              <dt className="text-slate-600">{t("leads.detail.zip")}</dt>
              <dd>{l.zipCode}</dd>
            </>
          )}
          <dt className="text-slate-600">{t("leads.detail.estimatedValue")}</dt>
          <dd>{l.estimatedValue > 0 ? money(l.estimatedValue, i18n.language) : <span className="text-slate-600">{t("leads.detail.notEstimated")}</span>}</dd>
          {l.status === "converted" && (
            <>
              <dt className="text-slate-600">{t("leads.detail.revenue")}</dt>
              <dd data-testid="lead-revenue">
                {money(l.revenue ?? 0, i18n.language)}
                {l.convertedAt && <span className="text-slate-600"> · {t("leads.detail.convertedAt", { when: dateTime(l.convertedAt, i18n.language) })}</span>}
              </dd>
            </>
          )}
        </dl>
        {l.status === "lost" && l.lostReason && <p className="mt-2 text-sm text-red-800">{t("leads.detail.lostReason", { reason: l.lostReason })}</p>}
        {!l.contactPhone && !l.contactEmail && <p className="mt-2 text-sm text-slate-600">{t("leads.detail.noContact")}</p>}
        {l.propertyId && (
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link className="underline" href={`/properties/${l.propertyId}`}>
              {t("leads.detail.property")}
            </Link>
            <Link className="underline" href={`/properties/${l.propertyId}/hail-report`} data-testid="lead-hail-report">
              {t("leads.detail.hailReport")}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Evidence({ d }: { d: LeadDetailData }) {
  const { t, i18n } = useTranslation();
  if (d.evidence.stormHits.length === 0 && d.lead.source !== "storm_match") return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("leads.detail.evidence")}</CardTitle>
      </CardHeader>
      <CardContent>
        {d.evidence.stormHits.length === 0 ? (
          <p className="text-sm text-slate-600">{t("leads.detail.noEvidence")}</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="lead-evidence">
            {d.evidence.stormHits.map((h) => (
              <li key={h.stormDay}>{t("leads.detail.hit", { size: h.sizeInches.toFixed(2), distance: h.distanceMiles.toFixed(1), day: formatDay(h.stormDay, i18n.language), source: h.source })}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function eventText(t: (k: string, o?: Record<string, unknown>) => string, e: LeadDetailData["events"][number], language: string) {
  const x = e.detail as Record<string, unknown>;
  switch (e.type) {
    case "created":
    case "updated":
      return t(`leads.events.${e.type}`, { source: t(`leads.source.${String(x.source ?? "manual")}`) });
    case "storm_hit":
      return t("leads.events.storm_hit", { size: Number(x.sizeInches ?? 0).toFixed(2), distance: Number(x.distanceMiles ?? 0).toFixed(1), day: formatDay(String(x.stormDay ?? ""), language) });
    case "status_changed":
      return `${t("leads.events.status_changed", { from: t(`leads.status.${String(x.from)}`), to: t(`leads.status.${String(x.to)}`) })}${x.lostReason ? ` — ${String(x.lostReason)}` : ""}`;
    case "converted":
      return t("leads.events.converted", { value: money(Number(x.value ?? 0), language) });
    case "payment":
      return t("leads.events.payment", { amount: formatMoney(Number(x.amountCents ?? 0) / 100, language, { cents: true, currency: String(x.currency || "usd").toUpperCase() }) });
    case "assessment_requested":
      return t("leads.events.assessment_requested", { zip: String(x.zip ?? "—") });
    case "contacted":
    case "owner_changed":
    case "notes_updated":
    case "consent":
    case "opted_out":
    case "chat":
      return t(`leads.events.${e.type}`);
    default:
      return t("leads.events.other", { type: e.type.replaceAll("_", " ") });
  }
}

function Timeline({ d }: { d: LeadDetailData }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("leads.detail.timeline")}</CardTitle>
      </CardHeader>
      <CardContent>
        {d.events.length === 0 ? (
          <p className="text-sm text-slate-600">{t("leads.detail.noEvents")}</p>
        ) : (
          <ol className="grid gap-2 border-l border-slate-200 pl-4 text-sm" data-testid="lead-timeline">
            {d.events.map((e) => (
              <li key={e.id}>
                <span className="block text-slate-900">
                  {eventText(t, e, i18n.language)}
                  {e.channel && <span className="text-slate-500"> · {enumLabel(t, "leadEventChannel", e.channel)}</span>}
                </span>
                <span className="text-xs text-slate-500">
                  {dateTime(e.occurredAt, i18n.language)} · {e.actorName ? t("leads.detail.by", { name: e.actorName }) : t("leads.detail.system")}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Consent({ d }: { d: LeadDetailData }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("leads.detail.consent")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {d.consents.length === 0 ? (
          <p className="text-slate-600">{t("leads.detail.noConsent")}</p>
        ) : (
          d.consents.map((c) => (
            <div key={c.id} className="grid gap-1">
              <p className="text-slate-700">{t("leads.detail.consentGiven", { when: dateTime(c.givenAt, i18n.language), locale: t(`language.name.${c.locale}`, { defaultValue: c.locale }), channels: c.channels.map((ch) => enumLabel(t, "consentChannel", ch)).join(", ") })}</p>
              {/* The words the person agreed to, as shown to them: quoted in their language, never translated. */}
              <blockquote lang={c.locale.slice(0, 2)} className="border-l-2 border-slate-300 pl-2 text-slate-600" data-testid="consent-text">{c.textShown}</blockquote>
              {c.withdrawnAt && <p className="text-red-700">{t("leads.detail.consentWithdrawn", { when: dateTime(c.withdrawnAt, i18n.language) })}</p>}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function Actions({ d }: { d: LeadDetailData }) {
  const { t } = useTranslation();
  const l = d.lead;
  const update = useUpdateLead(l.id);
  const convert = useConvertLead(l.id);
  const owners = useLeadOwners();
  const currentOwner = l.owner ? `${l.owner.kind}:${l.owner.id}` : "";
  const [status, setStatus] = useState<string>(l.status);
  const [lostReason, setLostReason] = useState(l.lostReason ?? "");
  const [owner, setOwner] = useState(currentOwner);
  const [notes, setNotes] = useState(l.notes ?? "");
  const [value, setValue] = useState("");
  const [valueError, setValueError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  useEffect(() => {
    setStatus(l.status);
    setLostReason(l.lostReason ?? "");
    setOwner(currentOwner);
    setNotes(l.notes ?? "");
  }, [l.status, l.lostReason, currentOwner, l.notes]);

  const converted = l.status === "converted";
  const save = () => {
    setReasonError(undefined);
    if (status === "lost" && !lostReason.trim()) return setReasonError(t("leads.detail.lostReasonRequired"));
    update.mutate({
      ...(status !== l.status || (status === "lost" && lostReason.trim() !== (l.lostReason ?? "")) ? { status: status as (typeof MOVABLE)[number], ...(status === "lost" ? { lostReason: lostReason.trim() } : {}) } : {}),
      ...(owner !== currentOwner ? { owner: owner || null } : {}),
      ...(notes.trim() !== (l.notes ?? "") ? { notes: notes.trim() || null } : {}),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("leads.detail.actions")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {converted ? (
          <p className="text-sm text-slate-600">{t("leads.detail.convertedFinal")}</p>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor="lead-status-select">{t("leads.detail.statusLabel")}</Label>
            <select id="lead-status-select" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value)}>
              {MOVABLE.map((s) => (
                <option key={s} value={s}>{t(`leads.status.${s}`)}</option>
              ))}
            </select>
          </div>
        )}
        {status === "lost" && !converted && (
          <div className="grid gap-1">
            <Label htmlFor="lead-lost-reason">{t("leads.detail.lostReasonLabel")}</Label>
            <Input id="lead-lost-reason" value={lostReason} maxLength={500} aria-invalid={!!reasonError} aria-describedby={reasonError ? "lead-lost-reason-error" : undefined} onChange={(e) => setLostReason(e.target.value)} />
            <FieldError id="lead-lost-reason-error" message={reasonError} />
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor="lead-owner">{t("leads.detail.ownerLabel")}</Label>
          <select id="lead-owner" className={selectClass} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">{t("leads.unassigned")}</option>
            {owners.data && (
              <>
                <optgroup label={t("leads.detail.operators")}>
                  {owners.data.users.map((u) => (
                    <option key={u.id} value={u.id}>{u.name}</option>
                  ))}
                </optgroup>
                <optgroup label={t("leads.detail.agents")}>
                  {owners.data.agents.map((a) => (
                    <option key={a.id} value={a.id}>{agentName(t, a)}</option>
                  ))}
                </optgroup>
              </>
            )}
            {!owners.data && l.owner && <option value={currentOwner}>{l.owner.name}</option>}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lead-notes">{t("leads.detail.notesLabel")}</Label>
          <Textarea id="lead-notes" rows={3} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <Button onClick={save} disabled={update.isPending}>{update.isPending ? t("leads.detail.saving") : t("leads.detail.save")}</Button>
        {update.isError && <Alert variant="destructive">{withServerReason(t("leads.detail.failed"), update.error)}</Alert>}
        {update.isSuccess && <p className="text-sm text-green-700" role="status">{t("leads.detail.saved")}</p>}

        {!converted && (
          <form
            className="grid gap-2 border-t border-slate-200 pt-3"
            onSubmit={(e) => {
              e.preventDefault();
              setValueError(undefined);
              const n = Number(value.replace(/[$,\s]/g, ""));
              if (!value.trim() || !Number.isInteger(n) || n < 0) return setValueError(t("leads.detail.valueInvalid"));
              convert.mutate({ value: n });
            }}
          >
            <p className="font-medium">{t("leads.detail.convertTitle")}</p>
            <Label htmlFor="lead-convert-value">{t("leads.detail.valueLabel")}</Label>
            <Input id="lead-convert-value" inputMode="numeric" value={value} aria-invalid={!!valueError} aria-describedby={valueError ? "lead-convert-value-error" : undefined} onChange={(e) => setValue(e.target.value)} />
            <FieldError id="lead-convert-value-error" message={valueError} />
            <Button type="submit" variant="secondary" disabled={convert.isPending}>{convert.isPending ? t("leads.detail.converting") : t("leads.detail.convert")}</Button>
            {convert.isError && <Alert variant="destructive">{withServerReason(t("leads.detail.failed"), convert.error)}</Alert>}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
