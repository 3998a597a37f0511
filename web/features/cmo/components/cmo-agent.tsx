import { Image, Loader2, Megaphone, Send } from "lucide-react";
import { errorMessage } from "@web/lib/api";
import { NEEDS_SETUP_ID, NeedsSetup } from "@web/components/needs-setup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CMO_CAMPAIGN_TYPES, CMO_PAGE_CONTEXTS, type CmoResponse } from "@contract/cmo";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/utils";
import { useAskCmo } from "../api/ask-cmo";
import { useGenerateCampaignImages } from "../api/generate-campaign-images";

const PLATFORMS = ["RoofStrike", "DealEngineAI"] as const;
const QUICK = ["q1", "q2", "q3", "q4", "q5", "q6"] as const;

/** The CMO agent page (spec 02 §2.4): request, quick prompts, campaign type, platform, page context; three result tabs. */
/** `needsModel`: why it cannot answer on this server (no language model), said before the user starts. */
export function CmoAgent({ needsModel = null }: { needsModel?: string | null }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState("");
  const [campaignType, setCampaignType] = useState<(typeof CMO_CAMPAIGN_TYPES)[number]>("general");
  const [platform, setPlatform] = useState<(typeof PLATFORMS)[number]>("RoofStrike");
  const [page, setPage] = useState<(typeof CMO_PAGE_CONTEXTS)[number]>("dashboard");
  const [tab, setTab] = useState<"summary" | "actions" | "content">("summary");
  const [result, setResult] = useState<CmoResponse | null>(null);
  const [campaignName, setCampaignName] = useState("");
  const cmo = useAskCmo();
  const images = useGenerateCampaignImages();

  function ask(text: string) {
    if (!text.trim() || cmo.isPending || needsModel) return;
    cmo.mutate(
      { messages: [{ role: "user", content: text.trim() }], context: { companyName: platform, currentPage: page, campaignType } },
      {
        onSuccess: (r) => {
          setResult(r);
          setTab("summary");
        },
        onError: (e) => {
          console.error(e);
          toast({ variant: "destructive", title: t("cmo.errorTitle"), description: errorMessage(e) });
        },
      },
    );
  }

  const select = <T extends string>(id: string, label: string, value: T, values: readonly T[], set: (v: T) => void, labelOf: (v: T) => string) => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => set(v as T)}>
        <SelectTrigger id={id} className="w-full" data-testid={id}><SelectValue /></SelectTrigger>
        <SelectContent>{values.map((v) => <SelectItem key={v} value={v}>{labelOf(v)}</SelectItem>)}</SelectContent>
      </Select>
    </div>
  );

  return (
    <Card data-testid="cmo-agent">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5 text-blue-600" aria-hidden="true" />
          {t("cmo.title")}
        </CardTitle>
      </CardHeader>
      {/* grid-cols-1 (minmax(0, 1fr)): a long quick prompt wraps instead of widening the card past a phone. */}
      <CardContent className="grid grid-cols-1 gap-3">
        {needsModel && <NeedsSetup reason={needsModel} testId="cmo-needs-model" />}
        <div className="grid gap-2 sm:grid-cols-3">
          {select("cmo-type", t("cmo.campaignType"), campaignType, CMO_CAMPAIGN_TYPES, setCampaignType, (v) => t(`cmo.types.${v}`))}
          {select("cmo-platform", t("cmo.platform"), platform, PLATFORMS, setPlatform, (v) => v)}
          {select("cmo-page", t("cmo.pageContext"), page, CMO_PAGE_CONTEXTS, setPage, (v) => t(`cmo.pages.${v}`))}
        </div>
        <div className="flex flex-wrap gap-1">
          {QUICK.map((q) => (
            <Button key={q} variant="outline" size="sm" className="h-auto min-h-9 whitespace-normal py-1.5 text-left" disabled={cmo.isPending || !!needsModel} aria-describedby={needsModel ? NEEDS_SETUP_ID : undefined} onClick={() => { setPrompt(t(`cmo.quick.${q}`)); ask(t(`cmo.quick.${q}`)); }} data-testid={`cmo-quick-${q}`}>
              {t(`cmo.quick.${q}`)}
            </Button>
          ))}
        </div>
        <Textarea value={prompt} onChange={(e) => setPrompt(e.target.value)} disabled={!!needsModel} rows={3} placeholder={t("cmo.placeholder")} aria-label={t("cmo.placeholder")} data-testid="cmo-prompt" />
        <Button className="justify-self-start" disabled={!prompt.trim() || cmo.isPending || !!needsModel} aria-describedby={needsModel ? NEEDS_SETUP_ID : undefined} onClick={() => ask(prompt)} data-testid="cmo-send">
          {cmo.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {cmo.isPending ? t("cmo.thinking") : t("cmo.ask")}
        </Button>
        {result && (
          <section className="grid gap-2" data-testid="cmo-result">
            <div role="tablist" className="flex gap-1 rounded-md bg-slate-100 p-1">
              {(["summary", "actions", "content"] as const).map((k) => (
                <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)} className={cn("flex-1 rounded px-2 py-1 text-sm", tab === k ? "bg-white shadow-sm" : "text-slate-600")}>
                  {t(`cmo.tabs.${k}`)}
                </button>
              ))}
            </div>
            {tab === "summary" && <p className="whitespace-pre-wrap text-sm">{result.summary}</p>}
            {tab === "actions" && (
              <ul className="grid gap-2">
                {result.recommendedActions.map((a, i) => (
                  <li key={i} className="rounded-md border border-slate-200 p-2 text-sm">
                    <p className="font-medium">{a.title} <Badge variant="outline">{t(`commandCenter.priorities.${a.priority}`)}</Badge></p>
                    <p className="text-slate-600">{a.description}</p>
                  </li>
                ))}
              </ul>
            )}
            {tab === "content" && (
              <dl className="grid gap-2 text-sm">
                {(["instagramPost", "linkedinPost", "emailBlast", "adHeadline"] as const).map((k) => (
                  <div key={k}><dt className="font-medium">{t(`cmo.samples.${k}`)}</dt><dd className="whitespace-pre-wrap text-slate-700">{result.contentSamples[k]}</dd></div>
                ))}
                <div><dt className="font-medium">{t("cmo.samples.twitterThread")}</dt><dd><ol className="ml-5 list-decimal">{result.contentSamples.twitterThread.map((x, i) => <li key={i}>{x}</li>)}</ol></dd></div>
              </dl>
            )}
          </section>
        )}
        <div className="grid gap-2 border-t border-slate-100 pt-3">
          <Label htmlFor="cmo-campaign-name">{t("cmo.imagesTitle")}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="cmo-campaign-name" value={campaignName} onChange={(e) => setCampaignName(e.target.value)} placeholder={t("cmo.campaignName")} data-testid="cmo-campaign-name" />
            <Button
              variant="outline"
              disabled={!campaignName.trim() || images.isPending}
              onClick={() =>
                images.mutate(
                  { campaignName: campaignName.trim(), platforms: ["instagram", "linkedin", "facebook"] },
                  { onError: (e) => toastFailure(t("cmo.imagesFailed"), e) },
                )
              }
              data-testid="cmo-generate-images"
            >
              <Image aria-hidden="true" />
              {t("cmo.generateImages")}
            </Button>
          </div>
          {images.data && images.data.images.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="cmo-campaign-images">
              {images.data.images.map((img) => (
                <li key={img.url} className="grid gap-1 text-xs text-slate-600">
                  <img src={img.url} alt={`${images.data.campaignName} (${img.platform})`} className="aspect-square w-full rounded-md border border-slate-200 object-cover" loading="lazy" />
                  <span className="capitalize">{img.platform}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
