import { MessageCirclePlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { serverMessage } from "@web/lib/api";
import { useComposeDraft } from "../api/draft-actions";
import { useWhatsappContact } from "../api/get-whatsapp-contact";
import { useWhatsappTemplates } from "../api/get-whatsapp-templates";
import { formatDateTime, intlLocale } from "@web/lib/format";

const selectClass = "h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";

/**
 * An operator's own WhatsApp draft (it still needs an approval). The number is checked first:
 * free text is offered only inside the 24-hour window; outside it only an approved template.
 */
export function ComposeWhatsapp() {
  const { t, i18n } = useTranslation();
  const [phone, setPhone] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const contact = useWhatsappContact(checked);
  const allowed = contact.data?.allowedKinds ?? [];
  const templates = useWhatsappTemplates(allowed.includes("whatsapp_template"));
  const [mode, setMode] = useState<"whatsapp_text" | "whatsapp_template">("whatsapp_template");
  const [text, setText] = useState("");
  const [templateKey, setTemplateKey] = useState("");
  const [vars, setVars] = useState<string[]>([]);
  const compose = useComposeDraft();
  const kind = allowed.includes(mode) ? mode : allowed[0];
  const template = templates.data?.templates.find((x) => `${x.name}|${x.language}` === templateKey);

  function check(e: FormEvent) {
    e.preventDefault();
    compose.reset();
    setChecked(phone.trim() || null);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!checked || !kind) return;
    const body =
      kind === "whatsapp_text"
        ? { kind, recipient: checked, body: text.trim() }
        : { kind, recipient: checked, templateName: template?.name ?? "", templateLanguage: template?.language ?? "", templateVariables: vars.map((v) => v.trim()) };
    compose.mutate(body, { onSuccess: () => { setText(""); setVars([]); } });
  }

  return (
    <Card data-testid="compose-whatsapp">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageCirclePlus className="size-5 text-blue-600" aria-hidden="true" />
          {t("approvals.compose.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <form className="flex flex-wrap items-end gap-2" onSubmit={check}>
          <div className="grid min-w-48 flex-1 gap-1">
            <Label htmlFor="compose-phone">{t("approvals.compose.phone")}</Label>
            <Input id="compose-phone" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+1 713 555 0100" data-testid="compose-phone" />
          </div>
          <Button type="submit" variant="outline" disabled={!phone.trim()} data-testid="compose-check">{t("approvals.compose.check")}</Button>
        </form>
        {contact.isError && (
          <Alert variant="destructive"><AlertDescription>{serverMessage(contact.error) ?? t("approvals.actionFailed")}</AlertDescription></Alert>
        )}
        {contact.data && (
          <div className="grid gap-3" data-testid="compose-contact" data-window={contact.data.windowOpen ? "open" : "closed"}>
            <p className="text-slate-600" data-testid="compose-window">
              {contact.data.optedOut
                ? t("approvals.compose.optedOut", { when: new Date(contact.data.optedOutAt!).toLocaleDateString(intlLocale(i18n.language)) })
                : contact.data.windowOpen
                  ? t("approvals.compose.windowOpen", { until: formatDateTime(contact.data.windowClosesAt!, i18n.language) })
                  : t("approvals.compose.windowClosed")}
            </p>
            {contact.data.message && allowed.length === 0 && (
              <Alert variant="destructive" data-testid="compose-refused"><AlertDescription>{contact.data.message}</AlertDescription></Alert>
            )}
            {allowed.length > 0 && (
              <form className="grid gap-2" onSubmit={submit}>
                <fieldset className="flex flex-wrap gap-4" aria-label={t("approvals.compose.kind")}>
                  {allowed.map((k) => (
                    <label key={k} className="flex items-center gap-2">
                      <input type="radio" name="compose-kind" value={k} checked={kind === k} onChange={() => setMode(k)} data-testid={`compose-kind-${k}`} />
                      {t(`approvals.kind.${k}`)}
                    </label>
                  ))}
                </fieldset>
                {kind === "whatsapp_text" ? (
                  <Textarea aria-label={t("approvals.message")} value={text} onChange={(e) => setText(e.target.value)} rows={4} data-testid="compose-text" />
                ) : (
                  <>
                    {templates.data && !templates.data.available && <p className="text-amber-700">{templates.data.message}</p>}
                    <Label htmlFor="compose-template">{t("approvals.template")}</Label>
                    <select id="compose-template" className={selectClass} value={templateKey} data-testid="compose-template"
                      onChange={(e) => { setTemplateKey(e.target.value); const x = templates.data?.templates.find((y) => `${y.name}|${y.language}` === e.target.value); setVars(Array(x?.variables ?? 0).fill("")); }}>
                      <option value="">{t("approvals.compose.pickTemplate")}</option>
                      {templates.data?.templates.map((x) => (
                        <option key={`${x.name}|${x.language}`} value={`${x.name}|${x.language}`}>{x.name} ({x.language})</option>
                      ))}
                    </select>
                    {template && <p className="rounded-md bg-slate-50 p-2 text-slate-700" data-testid="compose-template-body">{template.body}</p>}
                    <div className="grid gap-2 sm:grid-cols-2">
                      {vars.map((v, i) => (
                        <Input key={i} aria-label={t("approvals.variable", { n: i + 1 })} placeholder={`{{${i + 1}}}`} value={v} onChange={(e) => setVars(vars.map((x, j) => (j === i ? e.target.value : x)))} data-testid={`compose-var-${i + 1}`} />
                      ))}
                    </div>
                  </>
                )}
                <Button type="submit" disabled={compose.isPending || (kind === "whatsapp_text" ? !text.trim() : !template || vars.some((v) => !v.trim()))} data-testid="compose-submit">
                  {t("approvals.compose.submit")}
                </Button>
              </form>
            )}
            {compose.isError && (
              <Alert variant="destructive" data-testid="compose-error"><AlertDescription>{serverMessage(compose.error) ?? t("approvals.actionFailed")}</AlertDescription></Alert>
            )}
            {compose.isSuccess && <p className="text-green-700" data-testid="compose-done">{t("approvals.compose.done")}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
