import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError, serverMessage } from "@web/lib/api";
import { useProperty } from "../api/get-property";
import { formatDay, intlLocale } from "@web/lib/format";

/** /properties/:id: the property, its storm history (hail near it, the days that made a hit) and its leads. */
export function PropertyDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const q = useProperty(id);
  if (q.isPending) return <Spinner />;
  if (q.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{isApiError(q.error) && q.error.status === 404 ? t("properties.notFound") : (serverMessage(q.error) ?? t("properties.loadFailed"))}</AlertDescription>
      </Alert>
    );
  const { property: p, stormHistory, radiusMiles, minSizeInches, leads } = q.data;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="break-words">
            {p.address}, {p.city} {p.zip}
          </CardTitle>
          <CardDescription>
            {[p.ownerName, p.company, p.propertyType].filter(Boolean).join(" · ")}
            {p.roofSizeSqft ? ` · ${t("properties.roof", { size: p.roofSizeSqft.toLocaleString(intlLocale(i18n.language)) })}` : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p className="text-slate-600">
            {t(`properties.location.${p.locationSource}`)} ({p.lat.toFixed(4)}, {p.lon.toFixed(4)})
          </p>
          <p>
            <Link className="text-blue-700 underline" href={`/properties/${p.id}/hail-report`} data-testid="property-hail-report">
              {t("properties.hailReport")}
            </Link>
          </p>
          <div>
            <p className="font-medium">{t("properties.leads")}</p>
            {leads.length === 0 ? (
              <p className="text-slate-600">{t("properties.noLeads")}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {leads.map((l) => (
                  <li key={l.id}>
                    <Link className="underline" href={`/leads/${l.id}`}>
                      #{l.id} · {t(`leads.status.${l.status}`)} · {t(`leads.source.${l.source}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t("properties.stormHistory")}</CardTitle>
          <CardDescription>{t("properties.stormRule", { radius: radiusMiles, size: minSizeInches.toFixed(2) })}</CardDescription>
        </CardHeader>
        <CardContent>
          {stormHistory.length === 0 ? (
            <p className="text-sm text-slate-600">{t("properties.noStorms", { radius: radiusMiles })}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="storm-history">
              {stormHistory.map((h, i) => (
                <li key={i} className="flex flex-wrap items-center gap-2">
                  {t("properties.report", { day: formatDay(h.eventDate, i18n.language), size: h.sizeInches.toFixed(2), distance: h.distanceMiles.toFixed(1), source: t(`stormMap.sources.${h.source}`, { defaultValue: h.source }) })}
                  {h.hit && h.sizeInches >= minSizeInches && <Badge variant="destructive">{t("properties.hit")}</Badge>}
                  {h.isSample && <Badge variant="outline">{t("sampleData.badge")}</Badge>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
