import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { withServerReason } from "@web/lib/api";
import { useRemoveSampleData } from "../api/remove-sample-data";

/** The pipeline's ways in (leads, properties) and, for admins, "Remove all sample data". */
export function SampleDataPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const remove = useRemoveSampleData();
  const [confirming, setConfirming] = useState(false);
  const total = remove.data ? Object.values(remove.data.removed).reduce((a, b) => a + b, 0) : 0;
  return (
    <Card data-testid="sample-data-panel">
      <CardHeader>
        <CardTitle className="text-base">{t("sampleAdmin.title")}</CardTitle>
        <CardDescription>{t("sampleAdmin.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex flex-wrap gap-2">
          <Link href="/leads" className={buttonVariants({ variant: "outline" })}>{t("sampleAdmin.leads")}</Link>
          <Link href="/properties" className={buttonVariants({ variant: "outline" })}>{t("sampleAdmin.properties")}</Link>
        </div>
        {isAdmin && (
          <div className="grid gap-2 border-t border-slate-200 pt-3">
            <p className="text-slate-600">{t("sampleAdmin.explain")}</p>
            {confirming ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}>
                  <Trash2 aria-hidden="true" />
                  {remove.isPending ? t("sampleAdmin.removing") : t("sampleAdmin.confirm")}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>{t("sampleAdmin.cancel")}</Button>
              </div>
            ) : (
              <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                {t("sampleAdmin.remove")}
              </Button>
            )}
            {remove.isError && <Alert variant="destructive"><AlertDescription>{withServerReason(t("sampleAdmin.failed"), remove.error)}</AlertDescription></Alert>}
            {remove.data && <p role="status" className="rounded-md bg-green-50 p-2 text-green-900">{t("sampleAdmin.removed", { count: total })}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
