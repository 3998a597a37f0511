import { Share2 } from "lucide-react";
import { localizeServerText } from "@web/lib/server-text";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { OAUTH_STORAGE_KEYS } from "@contract/social";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { StatusPanel } from "@web/components/status-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/use-toast";
import { useOauthAuthUrl } from "../api/get-oauth-auth-url";
import { oauthStatusQueryOptions, useOauthStatus } from "../api/get-oauth-status";

/** Spec 02 §9: the popup is 600 by 700 and checked every second. */
export const POPUP_FEATURES = "width=600,height=700";
export const POPUP_CHECK_MS = 1000;

type Account = { key: string; platform: string; scope: "shared" | "roofstrike" | "dealengine"; provider?: "linkedin" | "facebook" };
/** The seven accounts and their scopes (spec 02 §2.11). */
export const ACCOUNTS: Account[] = [
  { key: "linkedin-shared", platform: "LinkedIn", scope: "shared", provider: "linkedin" },
  { key: "twitter-roofstrike", platform: "Twitter", scope: "roofstrike" },
  { key: "twitter-dealengine", platform: "Twitter", scope: "dealengine" },
  { key: "instagram-roofstrike", platform: "Instagram", scope: "roofstrike" },
  { key: "instagram-dealengine", platform: "Instagram", scope: "dealengine" },
  { key: "facebook-shared", platform: "Facebook", scope: "shared", provider: "facebook" },
  { key: "whatsapp-shared", platform: "WhatsApp", scope: "shared" },
];

/** Spec 02 §2.11: accounts, targeting, content, launch; the launch tab is the Launch Command Center, passed in. */
export function SocialHub({ launch, whatsapp }: { launch?: React.ReactNode; whatsapp?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPanel title={t("social.hubTitle")} icon={Share2} testId="social-hub">
      <Tabs defaultValue="accounts">
        <TabsList>
          {["accounts", "targeting", "content", "launch"].map((v) => (
            <TabsTrigger key={v} value={v} data-testid={`social-tab-${v}`}>{t(`social.tabs.${v}`)}</TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="accounts">
          <ul className="grid gap-2" data-testid="social-accounts">
            {ACCOUNTS.map((a) => (
              <AccountRow key={a.key} account={a} integration={a.key === "whatsapp-shared" ? whatsapp : undefined} />
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="targeting" className="text-sm text-slate-600">{t("social.targeting")}</TabsContent>
        <TabsContent value="content" className="text-sm text-slate-600">{t("social.content")}</TabsContent>
        <TabsContent value="launch">{launch}</TabsContent>
      </Tabs>
    </StatusPanel>
  );
}

/** A row: OAuth for LinkedIn and Facebook, the page-given integration state (WhatsApp), else "no integration". */
function AccountRow({ account, integration }: { account: Account; integration?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2 text-sm" data-testid={`account-${account.key}`}>
      <div>
        <span className="font-medium">{account.platform}</span> <Badge variant="outline">{t(`social.scopes.${account.scope}`)}</Badge>
      </div>
      {account.provider ? <OAuthConnect provider={account.provider} /> : integration ?? <span className="text-slate-500">{t("social.noIntegration")}</span>}
    </li>
  );
}

/** Connect through the OAuth popup; the callback page leaves the result in local storage. */
export function OAuthConnect({ provider }: { provider: "linkedin" | "facebook" }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const status = useOauthStatus(provider);
  const authUrl = useOauthAuthUrl(provider);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | null>(null);
  const keys = OAUTH_STORAGE_KEYS[provider];
  const label = provider === "linkedin" ? "LinkedIn" : "Facebook";
  useEffect(() => () => { if (timer.current) window.clearInterval(timer.current); }, []);

  async function connect() {
    localStorage.removeItem(keys.success);
    localStorage.removeItem(keys.error);
    let url: string;
    try {
      url = (await authUrl.mutateAsync()).authUrl;
    } catch {
      toast({ title: t(`social.${provider}.failedTitle`), description: t(`social.${provider}.failedConfig`), variant: "destructive" });
      return;
    }
    const popup = window.open(url, `${provider}-auth`, POPUP_FEATURES);
    setWaiting(true);
    timer.current = window.setInterval(() => {
      if (popup && !popup.closed) return;
      window.clearInterval(timer.current!);
      timer.current = null;
      setWaiting(false);
      const ok = localStorage.getItem(keys.success);
      const error = localStorage.getItem(keys.error);
      localStorage.removeItem(keys.success);
      localStorage.removeItem(keys.error);
      if (ok) toast({ title: t(`social.${provider}.connected`) });
      else toast({ title: t(`social.${provider}.failedTitle`), description: error ?? t("social.tryAgain"), variant: "destructive" });
      void qc.invalidateQueries({ queryKey: oauthStatusQueryOptions(provider).queryKey });
    }, POPUP_CHECK_MS);
  }

  const s = status.data?.status;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {s?.connected ? (
        <Badge variant="success" data-testid={`${provider}-connected`}>{localizeServerText(s)}</Badge>
      ) : (
        s && <span id={`${provider}-status`} className="text-xs text-slate-600" data-testid={`${provider}-status`}>{localizeServerText(s)}</span>
      )}
      <Button size="sm" variant={s?.connected ? "outline" : "default"} onClick={connect}
        // Not set up on this server: the button says why (the status beside it names the variables) instead of answering 503.
        disabled={waiting || authUrl.isPending || !s || s.code === "OAUTH_NOT_CONFIGURED"}
        aria-describedby={s && !s.connected ? `${provider}-status` : undefined}
        data-testid={`${provider}-connect`}
      >
        {waiting ? t("social.waiting") : s?.connected ? t("social.reconnect") : t("social.connect", { platform: label })}
      </Button>
    </div>
  );
}
