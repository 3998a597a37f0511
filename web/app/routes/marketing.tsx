import { useTranslation } from "react-i18next";
import { localizeServerText } from "@web/lib/server-text";
import { Sparkles } from "lucide-react";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { serverMessage } from "@web/lib/api";
import { useAnalyticsCounts } from "@web/features/analytics/api/get-analytics-counts";
import { useGenerateContent } from "@web/features/marketing/api/generate-content";
import { useMarketingStatus } from "@web/features/marketing/api/get-marketing-status";
import { CalendarTab, OutreachTab, SeoTab, SocialPostsTab } from "@web/features/marketing/components/content-tabs";
import { CtoChainTab } from "@web/features/marketing/components/cto-chain-tab";
import { SignedInLayout } from "../signed-in-layout";

/** /marketing: the Marketing Automation Hub (spec 03 §2.6). */
export default function MarketingRoute() {
  return (
    <SignedInLayout>
      <MarketingHub />
    </SignedInLayout>
  );
}

function MarketingHub() {
  const { t } = useTranslation();
  const status = useMarketingStatus();
  const counts = useAnalyticsCounts();
  const generate = useGenerateContent();
  const paused = status.data ? !status.data.aiConfigured : false;
  return (
    <>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          {/* "Live System" only when the content model is configured (marketing status); otherwise say what is missing. */}
          {status.data && (
            <Badge variant={status.data.aiConfigured ? "success" : "secondary"} data-testid="live-badge" data-state={status.data.aiConfigured ? "live" : "not_configured"}>
              {status.data.aiConfigured ? t("marketing.liveSystem") : t("liveHub.state.not_configured")}
            </Badge>
          )}
          {/* Content needs a language model: without one the button says so instead of failing (the note below names the variables). */}
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={generate.isPending || !status.data?.aiConfigured}
            title={status.data && !status.data.aiConfigured ? t("liveHub.state.not_configured") : undefined}
            onClick={() => generate.mutate()}
            data-testid="marketing-generate"
          >
            {generate.isPending ? <Spinner /> : <Sparkles className="size-4" aria-hidden="true" />} {t("marketing.generateNow")}
          </Button>
          {status.data && <span className="text-xs text-slate-500">{t("marketing.engine", { model: status.data.aiConfigured ? status.data.model : t("chat.engineOffline") })}</span>}
        </div>
        {status.data && !status.data.aiConfigured && (
          <Alert data-testid="no-model-note"><AlertDescription>{localizeServerText({ message: status.data.message ?? "", code: "MODEL_NOT_CONFIGURED" })}</AlertDescription></Alert>
        )}
        {generate.isError && <Alert variant="destructive"><AlertDescription>{serverMessage(generate.error) ?? t("marketing.generateFailed")}</AlertDescription></Alert>}
        {generate.data && <Alert><AlertDescription>{generate.data.message}</AlertDescription></Alert>}

        <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="analytics-counts">
          {(counts.data?.counts ?? []).map((c) => (
            <Card key={c.name}>
              <CardContent className="p-3 sm:p-5">
                <p className="text-xs text-slate-500">{t(`marketing.event.${c.name}`)}</p>
                <p className="text-2xl font-bold">{c.total}</p>
                <p className="text-xs text-slate-500">{t("marketing.last7Days", { count: c.last7Days })}</p>
              </CardContent>
            </Card>
          ))}
        </div>

        <Tabs defaultValue="social">
          <TabsList aria-label={t("marketing.tabsLabel")}>
            <TabsTrigger value="social">{t("marketing.tab.social")}</TabsTrigger>
            <TabsTrigger value="seo">{t("marketing.tab.seo")}</TabsTrigger>
            <TabsTrigger value="outreach">{t("marketing.tab.outreach")}</TabsTrigger>
            <TabsTrigger value="calendar">{t("marketing.tab.calendar")}</TabsTrigger>
            <TabsTrigger value="cto">{t("marketing.tab.cto")}</TabsTrigger>
          </TabsList>
          <TabsContent value="social"><SocialPostsTab paused={paused} autoDaily={!!status.data?.dailyGeneration} /></TabsContent>
          <TabsContent value="seo"><SeoTab paused={paused} /></TabsContent>
          <TabsContent value="outreach"><OutreachTab paused={paused} /></TabsContent>
          <TabsContent value="calendar"><CalendarTab paused={paused} /></TabsContent>
          <TabsContent value="cto"><CtoChainTab /></TabsContent>
        </Tabs>
      </div>
    </>
  );
}
