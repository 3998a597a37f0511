import { Rocket } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@web/components/ui/alert";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Campaign, LaunchPlatform } from "@contract/launch";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { NeedsSetup } from "@web/components/needs-setup";
import { StatusPanel } from "@web/components/status-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { serverMessage } from "@web/lib/api";
import { useCampaigns } from "../api/get-campaigns";
import { useLaunchStatus } from "../api/get-launch-status";
import { useLaunchCampaign } from "../api/launch-campaign";
import { formatDateTime } from "@web/lib/format";

/** What a launch can do on this server, from the checks: "Ready to Launch" only when a model is configured and proved (issue 19). */
export type LaunchReadiness = "ready" | "unproven" | "no_model";

/**
 * Spec 02 §2.10: two launch buttons, "Campaign Active" while a launch runs, results in four tabs.
 * `needsModel`: why a launch cannot work on this server (no language model), said before anyone
 * clicks; the buttons stay, and a click answers with the server's message (spec 02 §8).
 */
export function LaunchCenter({ needsModel = null, readiness = null }: { needsModel?: string | null; readiness?: LaunchReadiness | null }) {
  const { t, i18n } = useTranslation();
  const status = useLaunchStatus();
  const campaigns = useCampaigns();
  const launch = useLaunchCampaign();
  const [selected, setSelected] = useState<number | null>(null);
  const active = status.data?.isLaunching ?? false;
  const busy = active || launch.isPending;
  const done = (campaigns.data ?? []).filter((c) => c.status === "completed" || c.status === "failed");
  const shown = done.find((c) => c.id === selected) ?? done[0];

  function start(platform: LaunchPlatform) {
    // One error presentation: the inline alert under the buttons (decision 060), no toast as well.
    launch.mutate(platform);
  }

  return (
    <StatusPanel
      title={t("launch.title")}
      icon={Rocket}
      testId="launch-center"
      query={status}
      badge={
        active || readiness ? (
          <Badge variant={active ? "default" : readiness === "ready" ? "success" : "secondary"} data-testid="launch-status" data-state={active ? "active" : readiness}>
            {active ? t("launch.active") : readiness === "ready" ? t("launch.ready") : readiness === "no_model" ? t("launch.needsModel") : t("launch.unproven")}
          </Badge>
        ) : null
      }
    >
      <div className="grid gap-4">
        {needsModel && <NeedsSetup reason={needsModel} testId="launch-needs-model" />}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button disabled={busy} onClick={() => start("dealengine")} data-testid="launch-dealengine">
            {busy ? t("launch.launching") : t("launch.dealengine")}
          </Button>
          <Button disabled={busy} onClick={() => start("roofstrike")} data-testid="launch-roofstrike">
            {busy ? t("launch.launching") : t("launch.roofstrike")}
          </Button>
        </div>
        {launch.isError && (
          <Alert variant="destructive" data-testid="launch-error">
            <AlertTitle>{t("launch.failedTitle")}</AlertTitle>
            <AlertDescription>{serverMessage(launch.error) ?? t("launch.failedFallback")}</AlertDescription>
          </Alert>
        )}
        {done.length > 1 && (
          <select aria-label={t("launch.campaigns")} className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm" value={shown?.id} onChange={(e) => setSelected(Number(e.target.value))}>
            {done.map((c) => (
              <option key={c.id} value={c.id}>
                #{c.id} {c.platform} · {formatDateTime(c.createdAt, i18n.language)}
              </option>
            ))}
          </select>
        )}
        {shown ? <CampaignResults campaign={shown} /> : <p className="text-sm text-slate-500" data-testid="launch-empty">{t("launch.none")}</p>}
      </div>
    </StatusPanel>
  );
}

function CampaignResults({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  if (campaign.status === "failed" || !campaign.content)
    return <p className="text-sm text-red-700">{t("launch.failedTitle")}: {campaign.error ?? t("launch.failedFallback")}</p>;
  const c = campaign.content;
  return (
    <Tabs defaultValue="social" data-testid="launch-results">
      <TabsList>
        {["social", "email", "whatsapp", "targeting"].map((v) => (
          <TabsTrigger key={v} value={v} data-testid={`results-tab-${v}`}>{t(`launch.tabs.${v}`)}</TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="social" className="grid gap-3 text-sm">
        <section><h4 className="font-medium">LinkedIn</h4><p className="whitespace-pre-wrap">{c.linkedinPost}</p></section>
        <section><h4 className="font-medium">Twitter</h4><ol className="list-decimal pl-5">{c.twitterThread.map((x, i) => <li key={i}>{x}</li>)}</ol></section>
        <section><h4 className="font-medium">Instagram</h4><ol className="list-decimal pl-5">{c.instagramCarousel.map((x, i) => <li key={i}>{x}</li>)}</ol></section>
      </TabsContent>
      <TabsContent value="email" className="grid gap-3 text-sm">
        {c.emailSequence.map((e, i) => (
          <section key={i}>
            <h4 className="font-medium">{t("launch.emailHeading", { n: i + 1, hours: e.delayHours })}: {e.subject}</h4>
            <p className="whitespace-pre-wrap">{e.body}</p>
          </section>
        ))}
      </TabsContent>
      <TabsContent value="whatsapp" className="text-sm whitespace-pre-wrap">{c.whatsappPitch}</TabsContent>
      <TabsContent value="targeting" className="text-sm">{c.targetZips.join(", ")}</TabsContent>
    </Tabs>
  );
}
