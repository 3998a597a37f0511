import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { serverMessage } from "@web/lib/api";
import { useQuery } from "@tanstack/react-query";
import { useLandingRequests } from "../api/get-landing-requests";
import { fetchLandingConfig } from "../api/landing-requests";
import { formatDateTime, formatDay } from "@web/lib/format";
import { formatPhone } from "@web/lib/phone";

/** /roofstrike → Automation: the landing page's assessment requests, each with the consent given and the hail evidence stored with it. */
export function LandingRequestsPanel() {
  const { t, i18n } = useTranslation();
  const requests = useLandingRequests();
  // The public page's WhatsApp button needs a number on the server: the team, not the visitor, is told.
  const config = useQuery({ queryKey: ["landing-config"], queryFn: fetchLandingConfig });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card data-testid="landing-requests-panel" className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox className="size-5 text-blue-600" aria-hidden="true" />
          {t("landingRequests.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {config.data && !config.data.whatsappNumber && (
          <Alert data-testid="landing-no-whatsapp"><AlertDescription>{t("landingRequests.noWhatsappButton")}</AlertDescription></Alert>
        )}
        {requests.isPending ? (
          <Spinner />
        ) : requests.isError ? (
          <Alert variant="destructive"><AlertDescription>{serverMessage(requests.error) ?? t("landingRequests.loadFailed")}</AlertDescription></Alert>
        ) : requests.data.length === 0 ? (
          <p className="text-slate-600">{t("landingRequests.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {requests.data.map((r) => (
              <li key={r.leadId} className="py-3" data-testid={`landing-request-${r.leadId}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">{r.name} · <span className="font-normal">{r.phone ? formatPhone(r.phone, i18n.language) : "—"}</span>{r.email ? <span className="font-normal"> · {r.email}</span> : null}</p>
                  <span className="text-xs text-slate-500">{when(r.createdAt)} · #{r.leadId} · {t(`landingRequests.status.${r.status}`, { defaultValue: r.status })}</span>
                </div>
                <p className="text-slate-700">{r.address}</p>
                {r.hailEvidence && (
                  <p className="mt-1 text-slate-700" data-testid="landing-request-evidence">
                    <span className="font-medium">{t("landingRequests.evidence")}: </span>
                    {r.hailEvidence.tier
                      ? t("landingRequests.evidenceRated", { tier: t(`landingRequests.tier.${r.hailEvidence.tier}`), days: r.hailEvidence.hailDaysPerYear?.toFixed(1), percentile: r.hailEvidence.percentile, years: r.hailEvidence.years })
                      : t(`landingRequests.evidenceStatus.${r.hailEvidence.status}`, { defaultValue: r.hailEvidence.status })}
                    {r.hailEvidence.recentStorm &&
                      ` ${t("landingRequests.recentStorm", { date: formatDay(r.hailEvidence.recentStorm.date, i18n.language), size: r.hailEvidence.recentStorm.sizeInches.toFixed(2), distance: r.hailEvidence.recentStorm.distanceMiles, source: r.hailEvidence.recentStorm.source })}`}
                  </p>
                )}
                {r.consent ? (
                  <details className="mt-1" data-testid="landing-request-consent">
                    <summary className="cursor-pointer text-slate-700">
                      {t("landingRequests.consentGiven", { when: when(r.consent.givenAt), channels: r.consent.channels.map((c) => t(`landingRequests.channel.${c}`, { defaultValue: c })).join(", "), language: r.language ?? "—" })}
                    </summary>
                    <blockquote lang={r.language ?? undefined} className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-600">{r.consent.textShown}</blockquote>
                    <p className="mt-1 text-xs text-slate-500">IP {r.consent.ip ?? "—"} · {r.consent.userAgent ?? "—"}</p>
                  </details>
                ) : (
                  <p className="mt-1 text-slate-600">{t("landingRequests.noConsent")}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
