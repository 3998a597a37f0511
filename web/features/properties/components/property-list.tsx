import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { searchableText } from "@contract/lists";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { ListPager } from "@web/components/list-pager";
import { serverMessage } from "@web/lib/api";
import { useDebouncedValue, useKeysetPages } from "@web/lib/use-keyset-pages";
import { describeSkips, skipReason } from "@web/lib/import-skips";
import { useImportProperties } from "../api/import-properties";
import { usePropertyList } from "../api/list-properties";
import { intlLocale } from "@web/lib/format";

/** /properties: the stored properties, searched and paged on the server (decision 094), and (admins) the CSV import with its report. */
export function PropertyList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const [submitted, setSubmitted] = useState<string>();
  const typed = useDebouncedValue(q.trim());
  const wanted = submitted ?? typed;
  const search = wanted && searchableText(wanted) ? wanted : undefined;
  const tooShort = !!q.trim() && !searchableText(q.trim());
  const pages = useKeysetPages(search ?? "");
  const list = usePropertyList({ q: search, cursor: pages.cursor });
  const busy = list.isFetching;
  const upload = useImportProperties();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("properties.title")}</CardTitle>
        <CardDescription>{t("properties.subtitleShort")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {isAdmin ? (
          <div className="grid gap-2">
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label={t("properties.import")}
              data-testid="property-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
                e.target.value = "";
              }}
            />
            <Button type="button" variant="outline" className="justify-self-start" disabled={upload.isPending} onClick={() => input.current?.click()}>
              {upload.isPending ? t("properties.importing") : t("properties.import")}
            </Button>
            {/* The column names are the CSV header, written as the file must have them. */}
            <p className="text-xs text-slate-500" data-raw-text>{t("properties.importHint")}</p>
            {upload.isError && (
              <Alert variant="destructive">
                <AlertDescription>{serverMessage(upload.error) ?? t("properties.importFailed")}</AlertDescription>
              </Alert>
            )}
            {upload.data && (
              <div role="status" className="rounded-md bg-green-50 p-2 text-green-900">
                <p>{t("properties.imported", { file: upload.data.fileName, rows: upload.data.rowsRead, imported: upload.data.imported })}</p>
                {Object.keys(upload.data.skipped).length > 0 && (
                  <>
                    <p>{t("properties.skipped", { reasons: describeSkips(t, upload.data.skipped) })}</p>
                    <ul className="mt-1 list-disc pl-5 text-xs">
                      {upload.data.problems.slice(0, 10).map((p) => (
                        <li key={p.line}>{t("properties.line", { line: p.line, reason: skipReason(t, p.reason) })}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
          </div>
        ) : (
          <p className="text-slate-600">{t("properties.adminOnly")}</p>
        )}
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSubmitted(q.trim());
          }}
        >
          <Input
            type="search"
            aria-label={t("properties.search")}
            placeholder={t("properties.search")}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setSubmitted(undefined);
            }}
            aria-describedby={tooShort ? "property-search-hint" : undefined}
          />
          {tooShort && <p id="property-search-hint" className="mt-1 text-xs text-slate-500">{t("properties.searchTooShort")}</p>}
        </form>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="grid gap-2">
              <span>{serverMessage(list.error) ?? t("properties.loadFailed")}</span>
              <Button variant="outline" className="justify-self-start" onClick={() => list.refetch()}>{t("properties.retry")}</Button>
            </AlertDescription>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <p className="text-slate-600">{search ? t("properties.emptySearch") : t("properties.empty")}</p>
        ) : (
          <>
            <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
              {list.data.totalCapped ? t("properties.countCapped", { shown: list.data.total.toLocaleString(intlLocale(i18n.language)) }) : t("properties.count", { count: list.data.total })}
              {busy && <Spinner className="[&_svg]:size-4" label={t("properties.loading")} />}
            </p>
            <ul className={`divide-y divide-slate-200 rounded-md border border-slate-200 ${busy ? "opacity-60" : ""}`} aria-busy={busy} data-testid="property-list">
              {list.data.items.map((p) => (
                <li key={p.id}>
                  <Link href={`/properties/${p.id}`} className="grid gap-0.5 p-3 hover:bg-slate-50">
                    <span className="font-medium text-slate-900">
                      {p.address}, {p.city} {p.zip}
                    </span>
                    <span className="text-xs text-slate-600">{[p.ownerName, p.company, p.propertyType].filter(Boolean).join(" · ") || "—"}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <ListPager
              page={pages.page}
              hasNext={!!list.data.nextCursor}
              busy={busy}
              onPrevious={pages.previous}
              onNext={() => list.data.nextCursor && pages.next(list.data.nextCursor)}
              labels={{ nav: t("properties.pages"), page: t("properties.page", { page: pages.page }), previous: t("properties.prev"), next: t("properties.next") }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
