import { CalendarClock, Hash, MessageCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { IntegrationState } from "@contract/common";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Figure, StatusPanel } from "@web/components/status-panel";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api";
import { useDailyStandup, useSlackStatus, useSlackTest, useTriggerStandup, useWhatsappStatus, useWhatsappTest } from "../api/operations";

const stateVariant = (s: IntegrationState) => (s === "connected" ? "success" : s === "failing" ? "destructive" : "secondary");
const errorText = (err: unknown) => serverMessage(err) ?? (err as Error)?.message ?? "";

/** The daily standup: the latest stored one, and "Generate standup" (POST /api/standup/trigger). */
export function StandupPanel() {
  const { t } = useTranslation();
  const q = useDailyStandup();
  const trigger = useTriggerStandup();
  const s = q.data?.standup;
  return (
    <StatusPanel title={t("operations.standup.title")} icon={CalendarClock} testId="standup-panel" query={q}>
      <div className="grid gap-3">
        <p className="text-xs text-slate-500">{t("operations.standup.schedule", { tz: q.data?.schedule.timeZone ?? "" })}</p>
        {s ? (
          <pre className="whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm text-slate-800" data-testid="standup-message">{s.message}</pre>
        ) : (
          <p className="text-sm text-slate-500" data-testid="standup-empty">{t("operations.standup.none")}</p>
        )}
        <Button
          onClick={() =>
            trigger.mutate(undefined, {
              onSuccess: (r) => toast({ title: r.message }),
              onError: (e) => toast({ title: t("operations.standup.failed"), description: errorText(e), variant: "destructive" }),
            })
          }
          disabled={trigger.isPending}
          data-testid="standup-trigger"
        >
          {trigger.isPending ? t("operations.standup.generating") : t("operations.standup.trigger")}
        </Button>
        {trigger.data && <p className="text-sm text-green-700" data-testid="standup-result">{trigger.data.message}</p>}
      </div>
    </StatusPanel>
  );
}

export function SlackPanel() {
  const { t } = useTranslation();
  const q = useSlackStatus();
  const standup = useSlackTest("test-standup");
  const kpi = useSlackTest("test-kpi");
  const d = q.data;
  const run = (m: typeof standup) =>
    m.mutate(undefined, {
      onSuccess: (r) => toast({ title: r.message }),
      onError: (e) => toast({ title: t("operations.slack.testFailed"), description: errorText(e), variant: "destructive" }),
    });
  return (
    <StatusPanel
      title={t("operations.slack.title")}
      icon={Hash}
      testId="slack-panel"
      query={q}
      badge={d && <Badge variant={stateVariant(d.status.state)} data-testid="slack-state">{d.status.connected ? t("operations.slack.connected") : t("operations.slack.ready")}</Badge>}
    >
      {d && (
        <div className="grid gap-3 text-sm">
          <p className={d.status.state === "failing" ? "text-red-700" : "text-slate-600"} data-testid="slack-message">{d.status.message}</p>
          <ul className="grid gap-1">
            {(["dailyStandups", "realTimeAlerts", "kpiSummaries"] as const).map((f) => (
              <li key={f}>
                {d.features[f] ? "✓" : "○"} {t(`operations.slack.features.${f}`)}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">
            {t("operations.slack.secrets")}: {d.requiredSecrets.map((s) => `${s.name} ${s.set ? "✓" : "✗"}`).join(", ")} · {t("operations.slack.scopes")}: {d.scopes.join(", ")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!d.status.connected || standup.isPending} onClick={() => run(standup)} data-testid="slack-test-standup">
              {t("operations.slack.testStandup")}
            </Button>
            <Button variant="outline" disabled={!d.status.connected || kpi.isPending} onClick={() => run(kpi)} data-testid="slack-test-kpi">
              {t("operations.slack.testKpi")}
            </Button>
          </div>
        </div>
      )}
    </StatusPanel>
  );
}

export function WhatsappPanel() {
  const { t } = useTranslation();
  const q = useWhatsappStatus();
  const send = useWhatsappTest();
  const [type, setType] = useState<"dealengineai_investor" | "roofstrike_claim">("dealengineai_investor");
  const [phone, setPhone] = useState("");
  const [language, setLanguage] = useState<"es" | "en">("es");
  const [address, setAddress] = useState("");
  const d = q.data;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!phone.trim()) return;
    send.mutate(
      { type, phoneNumber: phone.trim(), testData: { language, address: address.trim() || undefined } },
      {
        onSuccess: (r) => toast({ title: r.message }),
        onError: (err) => toast({ title: t("operations.whatsapp.testFailed"), description: errorText(err), variant: "destructive" }),
      },
    );
  }
  const pct = (v: number | null) => (v == null ? t("operations.notTracked") : `${v}%`);
  return (
    <StatusPanel
      title={t("operations.whatsapp.title")}
      icon={MessageCircle}
      testId="whatsapp-panel"
      query={q}
      badge={d && <Badge variant={stateVariant(d.status.state)} data-testid="whatsapp-state">{d.status.connected ? t("operations.whatsapp.connected") : t("operations.whatsapp.pending")}</Badge>}
    >
      {d && (
        <div className="grid gap-3 text-sm">
          <p className={d.status.state === "failing" ? "text-red-700" : "text-slate-600"}>{d.status.message}</p>
          <div className="grid grid-cols-3 gap-2">
            <Figure label={t("operations.whatsapp.sent")} value={d.metrics.totalMessagesSent} />
            <Figure label={t("operations.whatsapp.delivery")} value={pct(d.metrics.deliveryRate)} />
            <Figure label={t("operations.whatsapp.response")} value={pct(d.metrics.responseRate)} />
          </div>
          <form className="grid gap-2" onSubmit={submit}>
            <Label htmlFor="wa-type">{t("operations.whatsapp.template")}</Label>
            <select id="wa-type" className="h-9 rounded-md border border-slate-300 bg-white px-2" value={type} onChange={(e) => setType(e.target.value as typeof type)}>
              <option value="dealengineai_investor">dealengineai_investor</option>
              <option value="roofstrike_claim">roofstrike_claim</option>
            </select>
            <Label htmlFor="wa-phone">{t("operations.whatsapp.phone")}</Label>
            <Input id="wa-phone" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+52 55 1234 5678" data-testid="whatsapp-phone" />
            <div className="grid grid-cols-2 gap-2">
              <select aria-label={t("operations.whatsapp.language")} className="h-9 rounded-md border border-slate-300 bg-white px-2" value={language} onChange={(e) => setLanguage(e.target.value as "es" | "en")}>
                <option value="es">es</option>
                <option value="en">en</option>
              </select>
              <Input aria-label={t("operations.whatsapp.address")} placeholder={t("operations.whatsapp.address")} value={address} onChange={(e) => setAddress(e.target.value)} />
            </div>
            <Button type="submit" disabled={!phone.trim() || send.isPending} data-testid="whatsapp-send">
              {t("operations.whatsapp.sendTest")}
            </Button>
          </form>
        </div>
      )}
    </StatusPanel>
  );
}

export function NotConfiguredNote({ message }: { message: string }) {
  return (
    <Alert>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
