import L from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Marker, Popup, useMap, useMapEvents } from "react-leaflet";
import { Link } from "wouter";
import { STORM_MAP_MAX_ZOOM, STORM_MAP_PERIODS, type StormMap, type StormMapBin, type StormMapProperty, type StormMapReport } from "@contract/storm-map";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { BaseMap } from "@web/components/map/base-map";
import { HAIL_SIZE_STYLES, hailSizeStyle } from "@web/components/map/hail-colors";
import { serverMessage } from "@web/lib/api";
import { useStormMap } from "../api/get-storm-map";
import i18next from "i18next";
import { formatDay } from "@web/lib/format";

/** Lead statuses' colours on the map (properties are squares; hail reports are circles). */
export const LEAD_STATUS_COLORS: Record<string, string> = {
  none: "#64748b",
  new: "#2563eb",
  contacted: "#0e7490",
  qualified: "#15803d",
  converted: "#064e3b",
  lost: "#111827",
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type View = { bbox: string; zoom: number };
function viewOf(map: L.Map): View {
  const b = map.getBounds();
  const f = (n: number) => n.toFixed(4);
  const west = Math.max(-180, b.getWest());
  const east = Math.min(180, b.getEast());
  const south = Math.max(-90, b.getSouth());
  const north = Math.min(90, b.getNorth());
  return { bbox: [west, south, east, north].map(f).join(","), zoom: Math.max(0, Math.min(STORM_MAP_MAX_ZOOM, Math.round(map.getZoom()))) };
}
/** Reports the view once drawn and after every move or zoom. */
function ViewTracker({ onChange }: { onChange: (v: View) => void }) {
  const map = useMapEvents({ moveend: () => onChange(viewOf(map)) });
  useEffect(() => onChange(viewOf(map)), [map, onChange]);
  return null;
}

function ReportMarker({ r }: { r: StormMapReport }) {
  const { t } = useTranslation();
  const style = hailSizeStyle(r.sizeInches);
  const name = t("stormMap.report", { size: r.sizeInches.toFixed(2), date: formatDay(r.date, i18next.language) });
  const icon = useMemo(
    () => L.divIcon({ className: "storm-marker", iconSize: [12, 12], html: `<span class="storm-dot" style="background:${style.fill}"></span><span class="sr-only">${esc(name)}</span>` }),
    [style.fill, name],
  );
  return (
    <Marker position={[r.lat, r.lon]} icon={icon} title={name} keyboard zIndexOffset={2000}>
      <Popup>
        <div className="grid gap-1 text-sm" data-testid="report-popup">
          <strong>{name}</strong>
          <span>{t("stormMap.source", { source: t(`stormMap.sources.${r.source}`) })}</span>
          {r.nceiEventId && <span>{t("stormMap.nceiEvent", { id: r.nceiEventId })}</span>}
        </div>
      </Popup>
    </Marker>
  );
}

function PropertyMarker({ p }: { p: StormMapProperty }) {
  const { t } = useTranslation();
  const status = p.lead ? t(`leads.status.${p.lead.status}`) : t("stormMap.noLead");
  const color = LEAD_STATUS_COLORS[p.lead?.status ?? "none"];
  const waiting = p.approval?.status === "drafted";
  const name = t("stormMap.propertyMarker", { address: p.address, status });
  const icon = useMemo(
    () =>
      L.divIcon({
        className: "storm-marker",
        iconSize: [18, 18],
        html: `<span class="storm-square${waiting ? " storm-waiting" : ""}" style="background:${color}"></span><span class="sr-only">${esc(name)}</span>`,
      }),
    [color, waiting, name],
  );
  return (
    <Marker position={[p.lat, p.lon]} icon={icon} title={name} keyboard zIndexOffset={p.lead ? 1000 : 0}>
      <Popup>
        <div className="grid gap-1 text-sm" data-testid="property-popup">
          <strong>
            {p.address}, {p.city} {p.zip}
          </strong>
          <span>{p.lead ? t("stormMap.lead", { id: p.lead.id, status }) : t("stormMap.noLeadYet")}</span>
          <span>{p.approval ? t("stormMap.approval", { status: t(`approvals.status.${p.approval.status}`) }) : t("stormMap.noDraft")}</span>
          <span>{t("stormMap.hits", { count: p.hits })}</span>
          <span>
            {p.claimWindowStorm
              ? t("stormMap.claimStorm", { size: p.claimWindowStorm.sizeInches.toFixed(2), date: formatDay(p.claimWindowStorm.date, i18next.language), distance: p.claimWindowStorm.distanceMiles.toFixed(1) })
              : t("stormMap.noClaimStorm")}
          </span>
          <span className="flex flex-wrap gap-x-3 gap-y-1">
            {p.lead && (
              <Link className="text-blue-700 underline" href={`/leads/${p.lead.id}`}>
                {t("stormMap.openLead")}
              </Link>
            )}
            <Link className="text-blue-700 underline" href={`/properties/${p.id}`}>
              {t("stormMap.openProperty")}
            </Link>
            <Link className="text-blue-700 underline" href={`/properties/${p.id}/hail-report`}>
              {t("stormMap.openReport")}
            </Link>
            {p.approval && (
              <Link className="text-blue-700 underline" href="/approvals">
                {t("stormMap.openApprovals")}
              </Link>
            )}
          </span>
        </div>
      </Popup>
    </Marker>
  );
}

function BinMarker({ b, kind }: { b: StormMapBin; kind: "reports" | "properties" }) {
  const { t } = useTranslation();
  const map = useMap();
  const style = kind === "reports" ? hailSizeStyle(b.maxSizeInches ?? 0) : { fill: LEAD_STATUS_COLORS.none, text: "#ffffff" };
  const size = Math.round(22 + Math.min(18, Math.log10(b.count) * 7));
  const name =
    kind === "reports"
      ? t("stormMap.groupReports", { count: b.count, size: (b.maxSizeInches ?? 0).toFixed(2) })
      : t("stormMap.groupProperties", { count: b.count, leads: b.leads });
  const label = b.count >= 10_000 ? `${Math.round(b.count / 1000)}k` : String(b.count);
  const icon = useMemo(
    () =>
      L.divIcon({
        className: "storm-marker",
        iconSize: [size, size],
        html: `<span class="storm-bin${kind === "properties" ? " storm-bin-square" : ""}" style="background:${style.fill};color:${style.text}" aria-hidden="true">${label}</span><span class="sr-only">${esc(name)}</span>`,
      }),
    [size, style.fill, style.text, label, name, kind],
  );
  const zoomIn = () => map.setView([b.lat, b.lon], Math.min(STORM_MAP_MAX_ZOOM, map.getZoom() + 2));
  return (
    <Marker
      position={[b.lat, b.lon]}
      icon={icon}
      title={name}
      keyboard
      eventHandlers={{ click: zoomIn, keypress: (e) => (e.originalEvent as KeyboardEvent).key === "Enter" && zoomIn() }}
    />
  );
}

function Layers({ data }: { data: StormMap | undefined }) {
  if (!data) return null;
  return (
    <>
      {data.reports.bins.map((b, i) => <BinMarker key={`rb${i}:${b.lat}:${b.lon}`} b={b} kind="reports" />)}
      {data.reports.points.map((r) => <ReportMarker key={`r${r.id}`} r={r} />)}
      {data.properties.bins.map((b, i) => <BinMarker key={`pb${i}:${b.lat}:${b.lon}`} b={b} kind="properties" />)}
      {data.properties.points.map((p) => <PropertyMarker key={`p${p.id}`} p={p} />)}
    </>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{t("stormMap.legend")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div>
          <p className="font-medium">{t("stormMap.hailSize")}</p>
          <ul className="grid gap-1">
            {HAIL_SIZE_STYLES.map((s, i) => (
              <li key={i} className="flex items-center gap-2">
                <span className="inline-block h-3 w-3 rounded-full border border-slate-700" style={{ background: s.fill }} aria-hidden="true" />
                {t(`stormMap.sizes.${i}`)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-medium">{t("stormMap.propertyStatus")}</p>
          <ul className="grid gap-1">
            {Object.entries(LEAD_STATUS_COLORS).map(([k, c]) => (
              <li key={k} className="flex items-center gap-2">
                <span className="inline-block h-3 w-3 border border-white outline outline-1 outline-slate-700" style={{ background: c }} aria-hidden="true" />
                {k === "none" ? t("stormMap.noLead") : t(`leads.status.${k}`)}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span className="inline-block h-3 w-3 outline outline-2 outline-amber-500" style={{ background: LEAD_STATUS_COLORS.new }} aria-hidden="true" />
              {t("stormMap.waitingRing")}
            </li>
          </ul>
        </div>
        <p className="text-slate-600">{t("stormMap.groupHelp")}</p>
        <p className="text-slate-600">{t("stormMap.keyboardHelp")}</p>
      </CardContent>
    </Card>
  );
}

/** /storms: hail reports of a period and the properties with their leads, in view (issue 20). */
export function StormMapView() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string>("30d");
  const [dates, setDates] = useState({ from: "", to: "" });
  const [applied, setApplied] = useState<string>("30d");
  const [view, setView] = useState<View | null>(null);
  const q = useStormMap(view ? { ...view, period: applied } : null);
  const data = q.data;
  const leadsInView = (data?.properties.points ?? []).filter((p) => p.lead).sort((a, b) => (b.claimWindowStorm?.date ?? "").localeCompare(a.claimWindowStorm?.date ?? ""));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 content-start gap-3">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice === "dates" && dates.from && dates.to) setApplied(`${dates.from}..${dates.to}`);
          }}
        >
          <div className="grid min-w-0 max-w-full gap-1">
            <Label htmlFor="storm-period">{t("stormMap.period")}</Label>
            <select
              id="storm-period"
              className="h-10 w-full min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={choice}
              onChange={(e) => {
                setChoice(e.target.value);
                if (e.target.value !== "dates") setApplied(e.target.value);
              }}
            >
              {[...STORM_MAP_PERIODS, "dates" as const].map((p) => (
                <option key={p} value={p}>
                  {t(`stormMap.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
          {choice === "dates" && (
            <>
              <div className="grid gap-1">
                <Label htmlFor="storm-from">{t("stormMap.from")}</Label>
                <Input id="storm-from" type="date" value={dates.from} onChange={(e) => setDates({ ...dates, from: e.target.value })} required />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="storm-to">{t("stormMap.to")}</Label>
                <Input id="storm-to" type="date" value={dates.to} min={dates.from || undefined} onChange={(e) => setDates({ ...dates, to: e.target.value })} required />
              </div>
              <Button type="submit">{t("stormMap.apply")}</Button>
            </>
          )}
        </form>
        <BaseMap label={t("stormMap.mapLabel")} tileUrl={data?.tileUrl} className="h-[55vh] min-h-[320px] overflow-hidden rounded-lg border border-slate-300 lg:h-[68vh]">
          <ViewTracker onChange={setView} />
          <Layers data={data} />
        </BaseMap>
        {q.isError && (
          <Alert variant="destructive">
            <AlertDescription>{serverMessage(q.error) ?? t("stormMap.loadFailed")}</AlertDescription>
          </Alert>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t("stormMap.inView")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm" role="status" aria-live="polite" data-testid="storm-map-summary">
            {!data ? (
              <p>{t("stormMap.loading")}</p>
            ) : (
              <>
                <p>{t("stormMap.reportsInView", { count: data.reports.total, from: formatDay(data.period.from, i18next.language), to: formatDay(data.period.to, i18next.language) })}</p>
                <p>{t("stormMap.propertiesInView", { count: data.properties.total })}</p>
                {(data.reports.bins.length > 0 || data.properties.bins.length > 0) && <p className="text-slate-600">{t("stormMap.binned")}</p>}
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t("stormMap.leadsInView")}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            {data && data.properties.bins.length > 0 ? (
              <p className="text-slate-600">{t("stormMap.zoomInForLeads")}</p>
            ) : leadsInView.length === 0 ? (
              <p className="text-slate-600">{t("stormMap.noLeadsInView")}</p>
            ) : (
              <ul className="grid max-h-72 gap-2 overflow-y-auto" data-testid="leads-in-view">
                {leadsInView.slice(0, 50).map((p) => (
                  <li key={p.id}>
                    <Link className="text-blue-700 underline" href={`/leads/${p.lead!.id}`}>
                      {p.address}
                    </Link>
                    <span className="block text-slate-600">
                      {p.claimWindowStorm
                        ? t("stormMap.leadLine", { status: t(`leads.status.${p.lead!.status}`), size: p.claimWindowStorm.sizeInches.toFixed(2), date: formatDay(p.claimWindowStorm.date, i18next.language) })
                        : t(`leads.status.${p.lead!.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Legend />
      </div>
    </div>
  );
}
