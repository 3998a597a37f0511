import { MessageCircle } from "lucide-react";
import { enumLabel } from "@web/lib/enum-label";
import { localizeServerText } from "@web/lib/server-text";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { IntegrationStateBadge, type StateWords } from "@web/components/connection-card";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Figure, StatusPanel, useFigureFormat } from "@web/components/status-panel";
import { toastFailure } from "@web/components/toast-failure";
import { toast } from "@web/components/ui/use-toast";
import { useWhatsappStatus } from "../api/get-whatsapp-status";
import { useSendWhatsappTest } from "../api/send-whatsapp-test";

/** Spec 02 §4's words for WhatsApp: "Connected", and "Pending Approval" only while Meta reviews a submitted number (the check's code). */
export const whatsappStateWords = (t: (key: string) => string): StateWords => ({ connected: t("operations.whatsapp.connected"), byCode: { WHATSAPP_PENDING_APPROVAL: t("operations.whatsapp.pending") } });

/** WhatsApp automation: the connection's state, message counts and a test send. */
export function WhatsappPanel() {
  const { t } = useTranslation();
  const q = useWhatsappStatus(60_000);
  const send = useSendWhatsappTest();
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
        onError: (err) => toastFailure(t("operations.whatsapp.testFailed"), err),
      },
    );
  }
  const fmt = useFigureFormat();
  const pct = (v: number | null) => fmt(v, "%");
  return (
    <StatusPanel
      title={t("operations.whatsapp.title")}
      icon={MessageCircle}
      testId="whatsapp-panel"
      query={q}
      badge={d && <IntegrationStateBadge status={d.status} words={whatsappStateWords(t)} testId="whatsapp-state" />}
    >
      {d && (
        <div className="grid gap-3 text-sm">
          <p className={d.status.state === "failing" ? "text-red-700" : "text-slate-600"}>{localizeServerText(d.status)}</p>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-2">
            <Figure label={t("operations.whatsapp.sent")} value={d.metrics.totalMessagesSent} />
            <Figure label={t("operations.whatsapp.delivery")} value={pct(d.metrics.deliveryRate)} />
            <Figure label={t("operations.whatsapp.response")} value={pct(d.metrics.responseRate)} />
          </div>
          <form className="grid gap-2" onSubmit={submit}>
            <Label htmlFor="wa-type">{t("operations.whatsapp.template")}</Label>
            <select id="wa-type" className="h-9 rounded-md border border-slate-300 bg-white px-2" value={type} onChange={(e) => setType(e.target.value as typeof type)}>
              <option value="dealengineai_investor">{enumLabel(t, "leadType", "dealengineai_investor")}</option>
              <option value="roofstrike_claim">{enumLabel(t, "leadType", "roofstrike_claim")}</option>
            </select>
            <Label htmlFor="wa-phone">{t("operations.whatsapp.phone")}</Label>
            <Input id="wa-phone" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+52 55 1234 5678" data-testid="whatsapp-phone" />
            <div className="grid gap-2">
              {/* The message's language by name ("Español", "English"), never its code. */}
              <select aria-label={t("operations.whatsapp.language")} className="h-9 rounded-md border border-slate-300 bg-white px-2" value={language} onChange={(e) => setLanguage(e.target.value as "es" | "en")}>
                <option value="es">{t("language.name.es")}</option>
                <option value="en">{t("language.name.en")}</option>
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

/** WhatsApp's live state in a line (the social hub's WhatsApp account row): the same check as the panel. */
export function WhatsappStateLine() {
  const { t } = useTranslation();
  const q = useWhatsappStatus(60_000);
  if (!q.data) return <span className="text-slate-500">{t("cto.checking")}</span>;
  return (
    <span className="flex items-center gap-2" data-testid="social-whatsapp-state">
      <IntegrationStateBadge status={q.data.status} words={whatsappStateWords(t)} testId="social-whatsapp-badge" />
    </span>
  );
}
