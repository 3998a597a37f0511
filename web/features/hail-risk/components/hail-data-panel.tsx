import { CloudHail } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { serverMessage } from "@web/lib/api";
import { useHailDataStatus } from "../api/get-hail-data-status";
import { useImportHailFile } from "../api/import-hail-file";

/** Admins: what hail data is on file, and the NOAA file upload (same import as `npm run hail:import`). */
export function HailDataPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const status = useHailDataStatus();
  const upload = useImportHailFile();
  const input = useRef<HTMLInputElement>(null);
  const s = status.data;
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
                ? t("hailData.onFile", { count: s.realReports, from: s.yearsCovered?.from, to: s.yearsCovered?.to })
                : t("hailData.sampleOnly", { count: s.sampleReports })}
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
              <p role="status" className="rounded-md bg-green-50 p-2 text-green-900">
                {t("hailData.imported", { file: upload.data.fileName, rows: upload.data.rowsRead, imported: upload.data.imported })}{" "}
                {Object.entries(upload.data.skipped).map(([why, n]) => `${n} ${why}`).join(", ")}
                {upload.data.stormMatch && (
                  <span className="block">
                    {t("hailData.stormMatch", { hits: upload.data.stormMatch.hits, created: upload.data.stormMatch.leadsCreated, updated: upload.data.stormMatch.leadsUpdated })}
                  </span>
                )}
              </p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
