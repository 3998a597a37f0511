import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { serverMessage } from "@web/lib/api";
import { useCreateCtoTask } from "../api/create-cto-task";
import { useImplementHailChecker } from "../api/implement-hail-checker";

const lines = (s: string) => s.split("\n").map((l) => l.trim()).filter(Boolean);

/** Spec 03 §2.6 CTO Chain: submit a CTO task; implement the hail checker. */
export function CtoChainTab() {
  const { t } = useTranslation();
  const task = useCreateCtoTask();
  const hail = useImplementHailChecker();
  const [summary, setSummary] = useState("");
  const [requirements, setRequirements] = useState("");
  const [output, setOutput] = useState("");
  const [testing, setTesting] = useState("");
  const [success, setSuccess] = useState<string | null>(null);
  const onSuccess = (d: { message: string }) => setSuccess(d.message);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!summary.trim()) return;
    task.mutate({ taskSummary: summary.trim(), technicalRequirements: lines(requirements), expectedOutput: output.trim(), testingInstructions: lines(testing) }, { onSuccess });
  };
  const pending = task.isPending || hail.isPending;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-3" data-testid="cto-task-form">
        <div className="space-y-1"><Label htmlFor="cto-summary">{t("marketing.taskSummary")}</Label><Input id="cto-summary" value={summary} onChange={(e) => setSummary(e.target.value)} required /></div>
        <div className="space-y-1"><Label htmlFor="cto-req">{t("marketing.technicalRequirements")}</Label><Textarea id="cto-req" value={requirements} onChange={(e) => setRequirements(e.target.value)} placeholder={t("marketing.onePerLine")} /></div>
        <div className="space-y-1"><Label htmlFor="cto-out">{t("marketing.expectedOutput")}</Label><Textarea id="cto-out" value={output} onChange={(e) => setOutput(e.target.value)} /></div>
        <div className="space-y-1"><Label htmlFor="cto-test">{t("marketing.testingInstructions")}</Label><Textarea id="cto-test" value={testing} onChange={(e) => setTesting(e.target.value)} placeholder={t("marketing.onePerLine")} /></div>
        <Button type="submit" disabled={!summary.trim() || pending}>{task.isPending && <Spinner />} {t("marketing.submitTask")}</Button>
      </form>
      <div className="space-y-3">
        <Button type="button" variant="outline" disabled={pending} onClick={() => hail.mutate(undefined, { onSuccess })}>{hail.isPending && <Spinner />} {t("marketing.implementHailChecker")}</Button>
        {success && !pending && (
          <Alert data-testid="task-success" role="status">
            <AlertTitle className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
              {t("marketing.taskCompleted")}
            </AlertTitle>
            <AlertDescription>{success}</AlertDescription>
          </Alert>
        )}
        {task.isError && <Alert variant="destructive"><AlertTitle>{t("marketing.ctoTaskFailed")}</AlertTitle><AlertDescription>{serverMessage(task.error)}</AlertDescription></Alert>}
        {hail.isError && <Alert variant="destructive"><AlertTitle>{t("marketing.hailFailed")}</AlertTitle><AlertDescription>{serverMessage(hail.error)}</AlertDescription></Alert>}
      </div>
    </div>
  );
}
