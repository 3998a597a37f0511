import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LEAD_PLATFORMS, LEAD_SOURCES, LEAD_STATUSES, type LeadListQuery } from "@contract/leads";
import { searchableText } from "@contract/lists";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { ListPager } from "@web/components/list-pager";
import { errorMessage } from "@web/lib/api";
import { useDebouncedValue, useKeysetPages } from "@web/lib/use-keyset-pages";
import { useLeadList } from "../api/list-leads";
import { dateTime, LeadStatusBadge, SampleBadge } from "./lead-badges";
import { formatPhone } from "@web/lib/phone";
import { intlLocale } from "@web/lib/format";

const selectClass = "h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";

/** /leads: every lead, filtered by status, source and platform, searched, a page at a time on the server (decision 094). */
export function LeadList() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Pick<LeadListQuery, "status" | "source" | "platform">>({});
  const [search, setSearch] = useState("");
  const [submitted, setSubmitted] = useState<string>();
  const typed = useDebouncedValue(search.trim());
  // Enter sends the search at once; otherwise it goes when the typing pauses, once it can be searched.
  const wanted = submitted ?? typed;
  const q = wanted && searchableText(wanted) ? wanted : undefined;
  const tooShort = !!search.trim() && !searchableText(search.trim());
  const pages = useKeysetPages(JSON.stringify([filters, q ?? ""]));
  const list = useLeadList({ ...filters, q, cursor: pages.cursor });
  const set = (patch: Partial<LeadListQuery>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = !!(filters.status || filters.source || filters.platform || q);
  const busy = list.isFetching;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("leads.title")}</CardTitle>
        <CardDescription>{t("leads.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSubmitted(search.trim());
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="lead-search">{t("leads.searchLabel")}</Label>
            <Input
              id="lead-search"
              type="search"
              value={search}
              placeholder={t("leads.search")}
              onChange={(e) => {
                setSearch(e.target.value);
                setSubmitted(undefined);
              }}
              aria-describedby={tooShort ? "lead-search-hint" : undefined}
            />
            {tooShort && <p id="lead-search-hint" className="text-xs text-slate-500">{t("leads.searchTooShort")}</p>}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="lead-status">{t("leads.filters.status")}</Label>
            <select id="lead-status" className={selectClass} value={filters.status ?? ""} onChange={(e) => set({ status: (e.target.value || undefined) as LeadListQuery["status"] })}>
              <option value="">{t("leads.filters.all")}</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>{t(`leads.status.${s}`)}</option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="lead-source">{t("leads.filters.source")}</Label>
            <select id="lead-source" className={selectClass} value={filters.source ?? ""} onChange={(e) => set({ source: (e.target.value || undefined) as LeadListQuery["source"] })}>
              <option value="">{t("leads.filters.all")}</option>
              {LEAD_SOURCES.map((s) => (
                <option key={s} value={s}>{t(`leads.source.${s}`)}</option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="lead-platform">{t("leads.filters.platform")}</Label>
            <select id="lead-platform" className={selectClass} value={filters.platform ?? ""} onChange={(e) => set({ platform: (e.target.value || undefined) as LeadListQuery["platform"] })}>
              <option value="">{t("leads.filters.all")}</option>
              {LEAD_PLATFORMS.map((p) => (
                <option key={p} value={p}>{t(`leads.platform.${p}`)}</option>
              ))}
            </select>
          </div>
        </form>

        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <Alert variant="destructive" className="grid gap-2">
            <span>{`${t("leads.loadFailed")} ${errorMessage(list.error)}`}</span>
            <Button variant="outline" className="justify-self-start" onClick={() => list.refetch()}>{t("leads.retry")}</Button>
          </Alert>
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              {list.data.totalCapped
                ? t("leads.countCapped", { shown: list.data.total.toLocaleString(intlLocale(i18n.language)) })
                : t("leads.count", { count: list.data.total })}
              {busy && <Spinner className="[&_svg]:size-4" label={t("leads.loading")} />}
            </p>
            {list.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">{filtered ? t("leads.empty") : t("leads.emptyAll")}</p>
            ) : (
              <ul className={`divide-y divide-slate-200 rounded-md border border-slate-200 ${busy ? "opacity-60" : ""}`} aria-busy={busy} data-testid="lead-list">
                {list.data.items.map((l) => (
                  <li key={l.id}>
                    <Link href={`/leads/${l.id}`} className="grid gap-1 p-3 hover:bg-slate-50 focus:bg-slate-50 sm:grid-cols-[2fr_auto_1fr_1fr_auto] sm:items-center sm:gap-3">
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{l.propertyAddress || l.ownerName || (l.contactPhone ? formatPhone(l.contactPhone, i18n.language) : t("leads.noAddress"))}</span>
                        <span className="block truncate text-xs text-slate-600">
                          {[...new Set([l.ownerName, l.companyName].filter(Boolean))].join(" · ") || "—"}
                        </span>
                      </span>
                      <span className="flex flex-wrap items-center gap-1">
                        <LeadStatusBadge status={l.status} />
                        {l.isSample && <SampleBadge />}
                        {l.optedOutAt && <span className="text-xs text-red-700">{t("leads.optedOut")}</span>}
                      </span>
                      <span className="text-xs text-slate-700">
                        {t(`leads.source.${l.source}`)} · {t(`leads.platform.${l.platform}`)}
                      </span>
                      <span className="truncate text-xs text-slate-700">{l.owner?.name ?? t("leads.unassigned")}</span>
                      <span className="text-xs text-slate-500">{dateTime(l.createdAt, i18n.language)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <ListPager
              page={pages.page}
              hasNext={!!list.data.nextCursor}
              busy={busy}
              onPrevious={pages.previous}
              onNext={() => list.data.nextCursor && pages.next(list.data.nextCursor)}
              labels={{ nav: t("leads.pages"), page: t("leads.page", { page: pages.page }), previous: t("leads.prev"), next: t("leads.next") }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
