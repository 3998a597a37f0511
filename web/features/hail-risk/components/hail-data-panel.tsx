import { useQueryClient } from "@tanstack/react-query";
import { CloudHail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { serverMessage } from "@web/lib/api";
import { describeSkips } from "@web/lib/import-skips";
import { hailDataStatusQueryOptions, useHailDataStatus } from "../api/get-hail-data-status";
import { useHailImport } from "../api/get-hail-import";
import { useImportHailFile } from "../api/import-hail-file";

/** Admins: what hail data is on file, and the NOAA file upload (same import as `npm run hail:import`). */
export function HailDataPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const status = useHailDataStatus();
  const upload = useImportHailFile();
  const input = useRef<HTMLInputElement>(null);
  const s = status.data;
  // The import to follow: the one just uploaded, or an upload still matching (the page was reloaded).
  const following = upload.data?.importId ?? s?.lastImports.find((i) => i.origin === "upload" && i.status === "matching")?.id ?? null;
  return (
    <Card data-testid="hail-data-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CloudHail className="size-5 text-blue-600" aria-hidden="true" />
          {t("hailData.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!isAdmin ? (
          <p className="text-slate-600">{t("hailData.adminOnly")}</p>
        ) : status.isPending ? (
          <Spinner />
        ) : status.isError ? (
          <Alert variant="destructive"><AlertDescription>{serverMessage(status.error) ?? t("hailData.loadFailed")}</AlertDescription></Alert>
        ) : s ? (
          <>
            <p>
              {s.realReports > 0
                ? t("hailData.onFile", { count: s.realReports, from: s.yearsCovered?.from, to: s.yearsCovered?.to, zips: s.zipsInCoverage })
                : t("hailData.none")}
            </p>
            <div>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                aria-label={t("hailData.choose")}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) upload.mutate(file);
                  e.target.value = "";
                }}
              />
              <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
                {upload.isPending ? t("hailData.importing") : t("hailData.choose")}
              </Button>
              <p className="mt-1 text-xs text-slate-500">{t("hailData.hint")}</p>
            </div>
            {upload.isError && (
              <Alert variant="destructive"><AlertDescription>{serverMessage(upload.error) ?? t("hailData.importFailed")}</AlertDescription></Alert>
            )}
            {upload.data && (
              <p className="rounded-md bg-green-50 p-2 text-green-900">
                {t("hailData.imported", { file: upload.data.fileName, rows: upload.data.rowsRead, imported: upload.data.imported })}{" "}
                {describeSkips(t, upload.data.skipped)}
              </p>
            )}
            {following != null && <ImportProgress id={following} />}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** An upload's storm matching (decision 092): its progress every second while it runs, then its result or why it failed. */
function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useHailImport(id);
  const d = q.data;
  const finished = d != null && d.status !== "matching";
  useEffect(() => {
    if (finished) void qc.invalidateQueries({ queryKey: hailDataStatusQueryOptions().queryKey });
  }, [finished, qc]);
  if (!d) return null;
  if (d.status === "failed") {
    return (
      <Alert variant="destructive" data-testid="hail-import-progress">
        <AlertDescription>{t("hailData.matchFailed", { error: d.error ?? "" })}</AlertDescription>
      </Alert>
    );
  }
  if (d.status === "matching") {
    const p = d.progress;
    return (
      <p role="status" data-testid="hail-import-progress" className="flex items-center gap-2 rounded-md bg-blue-50 p-2 text-blue-900">
        <Spinner />
        {p
          ? t("hailData.matching", { checked: p.propertiesChecked, toCheck: p.propertiesToCheck, hits: p.hits, created: p.leadsCreated, updated: p.leadsUpdated })
          : t("hailData.matchingQueued")}
      </p>
    );
  }
  return d.stormMatch ? (
    <p role="status" data-testid="hail-import-progress" className="rounded-md bg-green-50 p-2 text-green-900">
      {t("hailData.stormMatch", { hits: d.stormMatch.hits, created: d.stormMatch.leadsCreated, updated: d.stormMatch.leadsUpdated })}
    </p>
  ) : null;
}
