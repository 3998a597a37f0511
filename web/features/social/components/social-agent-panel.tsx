import { Megaphone } from "lucide-react";
import { localizeServerText } from "@web/lib/server-text";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { StatusPanel } from "@web/components/status-panel";
import { serverMessage } from "@web/lib/api";
import { formatDay } from "@web/lib/format";
import { useSocialCalendar } from "../api/get-social-calendar";
import { useSocialMediaStatus } from "../api/get-social-media-status";

const PLATFORM_NAMES: Record<string, string> = { linkedin: "LinkedIn", twitter: "X (Twitter)", threads: "Threads", facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube" };

/** Spec 02 §2.1, §4: the social media agent; its calendar is fetched only while connected. */
export function SocialAgentPanel() {
  const { t, i18n } = useTranslation();
  const status = useSocialMediaStatus();
  const connected = status.data?.status.connected ?? false;
  const calendar = useSocialCalendar(connected);
  const d = status.data;
  return (
    <StatusPanel
      title={t("social.agentTitle")}
      icon={Megaphone}
      testId="social-agent-panel"
      query={status}
      badge={d && <Badge variant={connected ? "success" : "secondary"}>{connected ? t("social.connectedState") : t("social.disconnected")}</Badge>}
    >
      {d && (
        <div className="grid gap-3 text-sm">
          <p className="text-slate-600">{localizeServerText(d.status)}</p>
          <p className="text-xs text-slate-500">{d.platforms.map((p) => `${PLATFORM_NAMES[p.platform] ?? p.platform} ${p.connected ? "✓" : "○"}`).join(" · ")}</p>
          {connected &&
            (calendar.isPending ? null : calendar.isError ? (
              <p className="text-red-700">{serverMessage(calendar.error) ?? t("panels.loadFailed")}</p>
            ) : (
              calendar.data && (
                <div>
                  <h4 className="font-medium">{t("social.week", { week: calendar.data.week })}</h4>
                  <p className="text-slate-600">{calendar.data.themes.join(" · ")}</p>
                  <ul className="list-disc pl-5">
                    {calendar.data.posts.map((p, i) => (
                      <li key={i}>{formatDay(p.day, i18n.language)} · {p.platform}: {p.content}</li>
                    ))}
                  </ul>
                </div>
              )
            ))}
        </div>
      )}
    </StatusPanel>
  );
}
