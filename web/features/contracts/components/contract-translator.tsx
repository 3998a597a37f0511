import { AlertTriangle, CheckCircle2, Copy, Download, FileText, Languages, Loader2, ShieldCheck } from "lucide-react";
import { errorMessage } from "@web/lib/api";
import { NEEDS_SETUP_ID, NeedsSetup } from "@web/components/needs-setup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTRACT_LANGUAGES, CONTRACT_TYPES, MAX_CONTRACT_LENGTH } from "@contract/contracts";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/utils";
import { useTranslateContract } from "../api/translate-contract";
import { useValidateContract } from "../api/validate-contract";
import { translationFile } from "../lib/download";

type Lang = (typeof CONTRACT_LANGUAGES)[number];
type ContractType = (typeof CONTRACT_TYPES)[number];
const FLAGS: Record<Lang, string> = { "es-MX": "🇲🇽", "en-US": "🇺🇸", "pt-BR": "🇧🇷" };

/**
 * Contract Translation Service (spec 03 §2.4): Translate and Validate tabs,
 * the three languages and five contract types, the "Translation Complete"
 * card (flags, type, translated text, copy, download, disclaimer) with the
 * numbered-clause check, and the validation card.
 */
/** `needsModel`: why it cannot translate or review on this server (no language model), said before the user starts. */
export function ContractTranslator({ needsModel = null }: { needsModel?: string | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"translate" | "validate">("translate");
  const [source, setSource] = useState<Lang>("es-MX");
  const [target, setTarget] = useState<Lang>("en-US");
  const [type, setType] = useState<ContractType>("purchase_agreement");
  const [text, setText] = useState("");
  const translate = useTranslateContract();
  const validate = useValidateContract();
  const busy = translate.isPending || validate.isPending || !!needsModel;
  const blank = text.trim() === "";
  const result = translate.data;
  const review = validate.data;

  async function copy() {
    if (!result) return;
    await navigator.clipboard?.writeText(result.translatedText).catch(() => {});
    toast({ title: t("contracts.copied") });
  }

  function download() {
    if (!result) return;
    const file = translationFile(result, t(`contracts.types.${result.contractType}`));
    const url = URL.createObjectURL(new Blob([file.text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = file.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const langSelect = (id: string, value: Lang, onChange: (v: Lang) => void, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as Lang)}>
        <SelectTrigger id={id} className="w-full" data-testid={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CONTRACT_LANGUAGES.map((l) => (
            <SelectItem key={l} value={l} data-testid={`${id}-${l}`}>
              {/* The language by name only: a flag glyph shows as an empty box or two letters where the system has no flag font (Windows); the flags stay on the result card (spec 03). */}
              {t(`contracts.languages.${l}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  return (
    <Card data-testid="contract-translator">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="size-5 text-blue-600" aria-hidden="true" />
          {t("contracts.title")}
        </CardTitle>
        <CardDescription>{t("contracts.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="tablist" className="flex gap-1 rounded-md bg-slate-100 p-1">
          {(["translate", "validate"] as const).map((k) => (
            <button
              key={k}
              role="tab"
              type="button"
              aria-selected={tab === k}
              onClick={() => setTab(k)}
              className={cn("flex-1 rounded px-3 py-1.5 text-sm font-medium", tab === k ? "bg-white shadow-sm" : "text-slate-600")}
              data-testid={`contracts-tab-${k}`}
            >
              {t(`contracts.tabs.${k}`)}
            </button>
          ))}
        </div>

        {tab === "validate" ? (
          <div className="grid gap-2 text-sm text-slate-600" data-testid="contracts-validate-help">
            <p>{t("contracts.validateHelp")}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => setTab("translate")}>
              {t("contracts.backToTranslate")}
            </Button>
          </div>
        ) : (
          <>
            {needsModel && <NeedsSetup reason={needsModel} testId="contract-needs-model" />}
            <div className="grid gap-3 sm:grid-cols-3">
              {langSelect("contract-source", source, setSource, t("contracts.sourceLanguage"))}
              {langSelect("contract-target", target, setTarget, t("contracts.targetLanguage"))}
              <div className="grid gap-1">
                <Label htmlFor="contract-type">{t("contracts.contractType")}</Label>
                <Select value={type} onValueChange={(v) => setType(v as ContractType)}>
                  <SelectTrigger id="contract-type" className="w-full" data-testid="contract-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CONTRACT_TYPES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {t(`contracts.types.${c}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="contract-text">{t("contracts.contractText")}</Label>
              <Textarea
                id="contract-text"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t("contracts.placeholder")}
                maxLength={MAX_CONTRACT_LENGTH}
                className="h-[200px] font-mono text-xs"
                disabled={!!needsModel}
                data-testid="contract-text"
              />
            </div>
            {source === target && <p className="text-sm text-amber-700">{t("contracts.sameLanguage")}</p>}
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => translate.mutate({ contractText: text.trim(), sourceLanguage: source, targetLanguage: target, contractType: type })}
                disabled={blank || busy || source === target}
                aria-describedby={needsModel ? NEEDS_SETUP_ID : undefined}
                data-testid="contract-translate"
              >
                {translate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Languages aria-hidden="true" />}
                {translate.isPending ? t("contracts.translating") : t("contracts.translate")}
              </Button>
              <Button
                variant="outline"
                onClick={() => validate.mutate({ contractText: text.trim(), language: source })}
                disabled={blank || busy}
                aria-describedby={needsModel ? NEEDS_SETUP_ID : undefined}
                data-testid="contract-validate"
              >
                {validate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                {validate.isPending ? t("contracts.validating") : t("contracts.validate")}
              </Button>
            </div>
            {(translate.error || validate.error) && (
              <Alert variant="destructive" data-testid="contract-error">
                <AlertDescription>{errorMessage(translate.error ?? validate.error)}</AlertDescription>
              </Alert>
            )}
          </>
        )}

        {result && (
          <Card className="border-green-200" data-testid="contract-result">
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                <CheckCircle2 className="size-5 text-green-600" aria-hidden="true" />
                {t("contracts.complete")}
                <span aria-label={`${result.sourceLanguage} → ${result.targetLanguage}`} data-testid="contract-flags">
                  {/* The flags (spec 03) with the codes: a system without flag glyphs still reads them. */}
                  {FLAGS[result.sourceLanguage]} {result.sourceLanguage} → {FLAGS[result.targetLanguage]} {result.targetLanguage}
                </span>
                <Badge variant="secondary">{t(`contracts.types.${result.contractType}`)}</Badge>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {result.clauseCheck.ok ? (
                <p className="text-sm text-green-700" data-testid="contract-clauses-ok">
                  {t("contracts.clausesOk", { count: result.clauseCheck.originalClauses.length })}
                </p>
              ) : (
                <Alert variant="destructive" data-testid="contract-clauses-missing">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  <AlertDescription>{t("contracts.clausesMissing", { list: result.clauseCheck.missing.join(", ") })}</AlertDescription>
                </Alert>
              )}
              <Textarea readOnly value={result.translatedText} className="h-[300px] font-mono text-xs" aria-label={t("contracts.translatedText")} data-testid="contract-translated" />
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="contract-copy">
                  <Copy aria-hidden="true" />
                  {t("contracts.copy")}
                </Button>
                <Button variant="outline" size="sm" onClick={download} data-testid="contract-download">
                  <Download aria-hidden="true" />
                  {t("contracts.download")}
                </Button>
              </div>
              <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-800" data-testid="contract-disclaimer">
                {result.legalDisclaimer}
              </p>
            </CardContent>
          </Card>
        )}

        {review && (
          <Card className={review.isValid ? "border-green-200" : "border-amber-300"} data-testid="contract-validation">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                {review.isValid ? <CheckCircle2 className="size-5 text-green-600" aria-hidden="true" /> : <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />}
                {review.isValid ? t("contracts.validContract") : t("contracts.issuesDetected")}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {review.issues.length > 0 && (
                <>
                  <p className="font-medium">{t("contracts.issuesFound")}</p>
                  <ul className="ml-5 list-disc">{review.issues.map((x, i) => <li key={i}>{x}</li>)}</ul>
                </>
              )}
              {review.suggestions.length > 0 && (
                <>
                  <p className="font-medium">{t("contracts.suggestions")}</p>
                  <ul className="ml-5 list-disc">{review.suggestions.map((x, i) => <li key={i}>{x}</li>)}</ul>
                </>
              )}
            </CardContent>
          </Card>
        )}

        <div className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center text-xs text-slate-600" data-testid="contract-stats">
          <div><FileText className="mx-auto size-4" aria-hidden="true" />{t("contracts.statLanguages")}</div>
          <div><FileText className="mx-auto size-4" aria-hidden="true" />{t("contracts.statTypes")}</div>
          <div><ShieldCheck className="mx-auto size-4" aria-hidden="true" />{t("contracts.statValidation")}</div>
        </div>
      </CardContent>
    </Card>
  );
}
