import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TARGET_TYPES, type TargetType } from "@contract/marketing";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { serverMessage } from "@web/lib/api";
import { formatDay } from "@web/lib/format";
import { useContentCalendar } from "../api/get-content-calendar";
import { useOutreach } from "../api/get-outreach";
import { useSeoContent } from "../api/get-seo-content";
import { useSocialPosts } from "../api/get-social-posts";

function Loading({ q }: { q: { isPending: boolean; isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  if (q.isPending) return <Spinner />;
  if (q.isError) return <Alert variant="destructive"><AlertDescription>{serverMessage(q.error) ?? t("marketing.loadFailed")}</AlertDescription></Alert>;
  return null;
}
/**
 * An empty tab: the specification's words, and, while no language model is configured, that
 * nothing will be generated until one is (the words alone would promise content that never comes).
 */
function Empty({ text, testId, paused, promise }: { text: string; testId: string; paused?: boolean; promise?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
      <p data-testid={testId}>{text}</p>
      {promise && <p data-testid={`${testId}-promise`}>{promise}</p>}
      {paused && <p data-testid={`${testId}-paused`} className="text-slate-700">{t("marketing.pausedNoModel")}</p>}
    </div>
  );
}

/** Whether generation waits for a language model (true: none is configured). */
type TabProps = { paused?: boolean };

/**
 * `autoDaily`: the daily generation will run (a model and its schedule, GET /api/marketing/status);
 * only then does the empty tab say "The system will auto-generate content daily" (issue 19).
 */
export function SocialPostsTab({ paused, autoDaily = false }: TabProps & { autoDaily?: boolean }) {
  const { t } = useTranslation();
  const q = useSocialPosts();
  if (!q.data) return <Loading q={q} />;
  if (q.data.posts.length === 0) return <Empty testId="social-empty" text={t("marketing.emptySocial")} promise={autoDaily && !paused ? t("marketing.autoDaily") : null} paused={paused} />;
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {q.data.posts.map((p, i) => (
        <Card key={i}>
          <CardContent className="space-y-2 pt-5 text-sm">
            <div className="flex flex-wrap items-center gap-2"><Badge>{p.platform}</Badge><span className="font-medium">{p.topic.replaceAll("_", " ")}</span></div>
            <p className="whitespace-pre-wrap">{p.content}</p>
            <p className="text-blue-700">{p.hashtags.join(" ")}</p>
            <p className="font-semibold">{p.callToAction}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function SeoTab({ paused }: TabProps) {
  const { t } = useTranslation();
  const q = useSeoContent();
  if (!q.data) return <Loading q={q} />;
  if (q.data.pages.length === 0) return <Empty testId="seo-empty" text={t("marketing.emptySeo")} paused={paused} />;
  return (
    <div className="grid grid-cols-1 gap-3">
      {q.data.pages.map((p, i) => (
        <Card key={i}>
          <CardContent className="space-y-1 pt-5 text-sm">
            <h3 className="font-semibold">{p.title}</h3>
            <p className="text-slate-600">{p.metaDescription}</p>
            <div className="flex flex-wrap gap-1">{p.keywords.map((k) => <Badge key={k} variant="secondary">{k}</Badge>)}</div>
            <p className="text-slate-700">{p.content.slice(0, 200)}{p.content.length > 200 ? "…" : ""}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function OutreachTab({ paused }: TabProps) {
  const { t } = useTranslation();
  const [targetType, setTargetType] = useState<TargetType>("property_manager");
  const q = useOutreach(targetType);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="text-sm font-medium" htmlFor="target-type">{t("marketing.targetType")}</label>
        <select
          id="target-type"
          value={targetType}
          onChange={(e) => setTargetType(e.target.value as TargetType)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {TARGET_TYPES.map((tt) => <option key={tt} value={tt}>{t(`marketing.target.${tt}`)}</option>)}
        </select>
        {q.data && <span className="text-sm text-slate-600" data-testid="daily-target">{t("marketing.dailyTarget", { count: q.data.dailyTarget })}</span>}
      </div>
      {!q.data ? <Loading q={q} /> : q.data.messages.length === 0 ? (
        <Empty testId="outreach-empty" text={t("marketing.emptyOutreach")} paused={paused} />
      ) : (
        <ul className="space-y-2">
          {q.data.messages.map((m, i) => <li key={i}><Card><CardContent className="whitespace-pre-wrap pt-5 text-sm">{m}</CardContent></Card></li>)}
        </ul>
      )}
    </div>
  );
}

export function CalendarTab({ paused }: TabProps) {
  const { t, i18n } = useTranslation();
  const q = useContentCalendar();
  if (!q.data) return <Loading q={q} />;
  if (q.data.calendar.length === 0) return <Empty testId="calendar-empty" text={t("marketing.emptyCalendar")} paused={paused} />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t("marketing.totalPosts", { count: q.data.totalPosts })}</p>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-7">
        {q.data.calendar.map((d) => (
          <Card key={d.date}>
            <CardContent className="space-y-1 pt-4 text-xs">
              <p className="font-semibold">{formatDay(d.date, i18n.language)}</p>
              {d.posts.map((p, i) => <Badge key={i} variant="secondary">{p.platform}</Badge>)}
              <p>{t("marketing.outreachCount", { count: d.outreachCount })}</p>
              <p>{d.seoPublish ? t("marketing.seoPublish") : t("marketing.noSeo")}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
