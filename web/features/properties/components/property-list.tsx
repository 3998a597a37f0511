import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { serverMessage } from "@web/lib/api";
import { useImportProperties } from "../api/import-properties";
import { usePropertyList } from "../api/list-properties";

/** /properties: the stored properties, searched, and (admins) the CSV import with its report. */
export function PropertyList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const list = usePropertyList({ q: search, page });
  const upload = useImportProperties();
  const input = useRef<HTMLInputElement>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
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
                    <p>{t("properties.skipped", { reasons: Object.entries(upload.data.skipped).map(([why, n]) => `${n} ${why}`).join(", ") })}</p>
                    <ul className="mt-1 list-disc pl-5 text-xs">
                      {upload.data.problems.slice(0, 10).map((p) => (
                        <li key={p.line}>{t("properties.line", { line: p.line, reason: p.reason })}</li>
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
            setPage(1);
            setSearch(q.trim() || undefined);
          }}
        >
          <Input type="search" aria-label={t("properties.search")} placeholder={t("properties.search")} value={q} onChange={(e) => setQ(e.target.value)} />
        </form>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{serverMessage(list.error) ?? t("properties.loadFailed")}</AlertDescription>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <p className="text-slate-600">{t("properties.empty")}</p>
        ) : (
          <>
            <p className="text-slate-600">{t("properties.count", { count: list.data.total })}</p>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
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
            {pages > 1 && (
              <nav className="flex items-center justify-between">
                <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t("properties.prev")}</Button>
                <span>{page} / {pages}</span>
                <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t("properties.next")}</Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
